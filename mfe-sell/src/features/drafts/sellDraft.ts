import { SELL_DRAFT_STORAGE_PREFIX } from '@vitrina/shared/core';
import { isHostedPhotoUrl } from '@vitrina/shared/data';
import { SELL_PRODUCT_DEFAULTS, type SellProductFormValues } from '../sell/sellProductSchema';

/** A sell draft (spec §3 local storage): the form values and the photos that are already hosted. */
export interface SellDraft {
  values: SellProductFormValues;
  photos: string[];
  savedAt: string;
}

/** One key per user, so two accounts on one browser never see each other's drafts. */
export function sellDraftKey(userId: string): string {
  return `${SELL_DRAFT_STORAGE_PREFIX}:${userId}`;
}

const FIELDS = Object.keys(SELL_PRODUCT_DEFAULTS) as (keyof SellProductFormValues)[];

/** Only known fields of the right kind survive a read: a draft written by an older version cannot break the form. */
function sanitizeValues(raw: unknown): SellProductFormValues {
  const values: SellProductFormValues = { ...SELL_PRODUCT_DEFAULTS };
  if (!raw || typeof raw !== 'object') return values;
  const source = raw as Record<string, unknown>;
  for (const field of FIELDS) {
    const value = source[field];
    if (field === 'price' || field === 'stock' || field === 'shipping_price') {
      if (value === '' || (typeof value === 'number' && Number.isFinite(value))) values[field] = value;
    } else if (typeof value === 'string') {
      values[field] = value;
    }
  }
  return values;
}

export function isDraftEmpty(values: SellProductFormValues, photos: readonly string[]): boolean {
  return photos.length === 0 && FIELDS.every((field) => values[field] === SELL_PRODUCT_DEFAULTS[field]);
}

export function loadSellDraft(userId: string, storage: Storage = window.localStorage): SellDraft | null {
  try {
    const raw = storage.getItem(sellDraftKey(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SellDraft>;
    const values = sanitizeValues(parsed.values);
    const photos = Array.isArray(parsed.photos)
      ? parsed.photos.filter((url): url is string => typeof url === 'string' && isHostedPhotoUrl(url))
      : [];
    if (isDraftEmpty(values, photos)) return null;
    return { values, photos, savedAt: typeof parsed.savedAt === 'string' ? parsed.savedAt : '' };
  } catch {
    // A draft that cannot be read (private mode, edited by hand) is no draft: the form starts empty.
    return null;
  }
}

/** Saves the values and the hosted photos (blob: previews of local files cannot outlive the page); empty → removed. */
export function saveSellDraft(
  userId: string,
  values: SellProductFormValues,
  photoUrls: readonly string[],
  storage: Storage = window.localStorage,
): void {
  const photos = photoUrls.filter(isHostedPhotoUrl);
  try {
    if (isDraftEmpty(values, photos)) storage.removeItem(sellDraftKey(userId));
    else storage.setItem(sellDraftKey(userId), JSON.stringify({ values, photos, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the form keeps working, only the draft is not kept.
  }
}

export function clearSellDraft(userId: string, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(sellDraftKey(userId));
  } catch {
    // Storage disabled: there is no draft to clear.
  }
}
