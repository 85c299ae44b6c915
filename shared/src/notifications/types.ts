import type { NotificationRow, NotificationType } from '../types/rows';
import type { ToastVariant } from '../ui/toast/toastStore';
import { paths } from '../paths/paths';

export type { NotificationType };
export type AppNotification = NotificationRow;

/** Toast style of a realtime notification (spec §9). */
export function notificationToastVariant(type: NotificationType | string): ToastVariant {
  if (type === 'order' || type === 'PRICE_ALERT' || type === 'saved_search') return 'success';
  if (type === 'offer' || type === 'offer_response') return 'info';
  return 'default';
}

/**
 * Where clicking a notification goes (spec §4); undefined means stay. Offers go to the offers page, which the
 * dashboard now has (the spec's /dashboard predates it).
 */
export function notificationTarget(notification: Pick<AppNotification, 'type' | 'ref_id'>): string | undefined {
  const { type, ref_id } = notification;
  // a price alert and a saved search's new piece both open the piece
  if ((type === 'PRICE_ALERT' || type === 'saved_search') && ref_id) return paths.product(ref_id);
  if (type === 'order' && ref_id) return paths.order(ref_id);
  if (type === 'offer' || type === 'offer_response') return paths.offers;
  return undefined;
}
