import type { CheckoutValues } from './checkoutSchema';
import { CHECKOUT_TABS, type CheckoutTabId } from './checkoutFields';

/**
 * Where the buyer was in the checkout (the tab and what they typed), kept in this browser tab's sessionStorage so a
 * reload does not send them back to 'Cuenta' with empty fields. Only the account and shipping fields are kept: card
 * data is never written anywhere. One entry per member; a placed order clears it.
 */
const PREFIX = 'vitrina-checkout:';

/** what may be stored: every field of the tabs before 'Pago' */
const KEPT_FIELDS = CHECKOUT_TABS.filter((tab) => tab.id !== 'payment').flatMap((tab) => tab.fields);
const TAB_IDS = new Set<string>(CHECKOUT_TABS.map((tab) => tab.id));

export interface CheckoutProgress {
  tab: CheckoutTabId;
  values: Partial<CheckoutValues>;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // storage blocked by the browser's settings: nothing is kept
    return null;
  }
}

function keptValues(values: Partial<Record<string, unknown>>): Partial<CheckoutValues> {
  const kept: Partial<CheckoutValues> = {};
  for (const field of KEPT_FIELDS) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') kept[field] = value;
  }
  return kept;
}

export function readCheckoutProgress(userId: string): CheckoutProgress | null {
  const raw = storage()?.getItem(PREFIX + userId);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { tab?: unknown; values?: unknown };
    const tab = typeof parsed.tab === 'string' && TAB_IDS.has(parsed.tab) ? (parsed.tab as CheckoutTabId) : 'account';
    const values = parsed.values && typeof parsed.values === 'object' ? (parsed.values as Record<string, unknown>) : {};
    return { tab, values: keptValues(values) };
  } catch {
    return null;
  }
}

export function saveCheckoutProgress(userId: string, progress: CheckoutProgress): void {
  try {
    storage()?.setItem(PREFIX + userId, JSON.stringify({ tab: progress.tab, values: keptValues(progress.values) }));
  } catch {
    // a full or blocked storage only loses the convenience
  }
}

/** After an order: whoever's progress this tab kept. */
export function clearCheckoutProgress(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
