import { useEffect, useMemo } from 'react';
import { type CartAvailabilityRow } from '@vitrina/shared/core';
import { useCartStore } from '@vitrina/shared/kernel';
import type { CartItem } from '@vitrina/shared/contract';
import { useCartAvailability } from '@vitrina/shared/data';
import { useCartPhotos } from './cartPhotosApi';
import { useListPrices } from './listPricesApi';

export type ItemAvailability = CartAvailabilityRow['state'];

export interface CheckedCart {
  /** the stored items; once the pieces' photos are read, each shows its main photo's current small copy first */
  items: CartItem[];
  /** state of each piece as the database sees it now; missing while the re-read runs */
  availability: ReadonlyMap<string, ItemAvailability>;
  /** pieces that cannot be bought: sold, out of stock, in review, withdrawn, one's own */
  unavailableIds: string[];
  /** each piece's shipping price per unit as the database says now (0 = free); missing while the re-read runs */
  shippingPrices: ReadonlyMap<string, number>;
  /** pieces the buyer pays at an accepted offer's price, with the price they are published at */
  agreedPrices: ReadonlyMap<string, { listPrice: number }>;
  isChecking: boolean;
}

/** Items whose stored main image is not the piece's current small photo get it in front (the rest unchanged). */
export function withCurrentPhotos(items: CartItem[], photos: ReadonlyMap<string, string> | undefined): CartItem[] {
  if (!photos?.size) return items;
  return items.map((item) => {
    const photo = photos.get(item.id);
    if (!photo || item.images?.[0] === photo) return item;
    return { ...item, images: [photo, ...(item.images?.slice(1) ?? [])] };
  });
}

/**
 * The cart with each piece re-read from the database when a cart or checkout page opens: current price and stock
 * go into the store (quantities above the stock come down to it), and pieces that can no longer be bought are
 * flagged here, not first at payment.
 */
export function useCheckedCart(): CheckedCart {
  const storedItems = useCartStore((state) => state.items);
  const syncItems = useCartStore((state) => state.syncItems);
  const ids = useMemo(() => storedItems.map((item) => item.id), [storedItems]);
  const query = useCartAvailability(ids);
  const photos = useCartPhotos(ids).data;
  const listPrices = useListPrices(ids).data;
  const items = useMemo(() => withCurrentPhotos(storedItems, photos), [storedItems, photos]);

  useEffect(() => {
    if (!query.data) return;
    syncItems(
      query.data
        .filter((row) => row.price !== null && row.stock !== null)
        .map((row) => ({ id: row.id, price: row.price as number, stock: row.stock as number })),
    );
  }, [query.data, syncItems]);

  const availability = useMemo(() => new Map((query.data ?? []).map((row) => [row.id, row.state])), [query.data]);
  const unavailableIds = useMemo(
    () => ids.filter((id) => availability.has(id) && availability.get(id) !== 'available'),
    [ids, availability],
  );
  const shippingPrices = useMemo(
    () =>
      new Map(
        // a piece no longer for sale has no shipping price: it cannot be paid for anyway (the cart blocks it)
        (query.data ?? []).map((row) => [row.id, row.shipping_price ?? 0]),
      ),
    [query.data],
  );
  const agreedPrices = useMemo(() => {
    const agreed = new Map<string, { listPrice: number }>();
    for (const row of query.data ?? []) {
      const listPrice = listPrices?.get(row.id);
      if (
        row.state === 'available' &&
        row.price !== null &&
        listPrice !== undefined &&
        Number(row.price) !== listPrice
      ) {
        agreed.set(row.id, { listPrice });
      }
    }
    return agreed;
  }, [query.data, listPrices]);
  return {
    items,
    availability,
    unavailableIds,
    shippingPrices,
    agreedPrices,
    isChecking: query.isPending && ids.length > 0,
  };
}
