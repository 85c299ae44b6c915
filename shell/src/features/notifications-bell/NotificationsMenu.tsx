import { lazy, Suspense } from 'react';
import type { NotificationRow } from '@vitrina/shared/core';
import { notificationToastVariant } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { BellButton } from './BellButton';
import { useMenuOnFirstUse } from '../top-bar/useMenuOnFirstUse';
import { useLatestNotifications, useNotificationsRealtime, useUnreadNotificationCount } from './notificationsApi';

// Radix DropdownMenu and floating-ui come with the member's first move toward the bell, not with
// every signed-in page's first paint; the count, the latest list and the live toasts do not wait.
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazy(loadPanel);

function preloadPanel() {
  void loadPanel().catch(() => undefined);
}

/**
 * A realtime notification as a toast styled by its type (spec §9). On the messages page a `message` notification is
 * left to the page, which already says 'Nuevo mensaje' for the same insert.
 */
export function showNotificationToast(
  notification: Pick<NotificationRow, 'title' | 'message' | 'type'>,
  pathname: string = window.location.pathname,
) {
  if (notification.type === 'message' && pathname.startsWith('/dashboard/messages')) return;
  toast({
    title: notification.title,
    description: notification.message,
    variant: notificationToastVariant(notification.type),
  });
}

/**
 * The bell: the unread count, the latest notifications read ahead, new ones live as toasts; the menu itself
 * (NotificationsPanel) when the bell is first pressed, already open. Loaded lazily by NotificationsBell.
 */
export default function NotificationsMenu() {
  const { data: unread = 0 } = useUnreadNotificationCount();
  useLatestNotifications();
  useNotificationsRealtime((notification) => showNotificationToast(notification));
  const { wanted, triggerProps } = useMenuOnFirstUse(preloadPanel);
  const button = <BellButton unread={unread} {...triggerProps} />;
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <NotificationsPanel unread={unread} defaultOpen />
    </Suspense>
  );
}
