import { queryOptions, useQuery } from '@tanstack/react-query';
import { thumbUrlOf, type ProductImageRow } from '@vitrina/shared/core';
import { queryRoots } from '@vitrina/shared/kernel';
import { inList, read } from '@vitrina/shared/data';

/** Under the products root: whatever changes a piece (an edit of its photos, a deletion) reads them again. */
export const cartPhotoKeys = {
  main: (productIds: readonly string[]) => [...queryRoots.products, 'cart-photos', [...productIds].sort()] as const,
};

/**
 * Each cart piece's main photo as shown small now (its small copy, or the whole image where there is none). A
 * cart saved before thumbnails existed, or before the seller changed the photos, stored another URL.
 */
export async function fetchCartPhotos(productIds: readonly string[]): Promise<Map<string, string>> {
  const { data } = await read<Pick<ProductImageRow, 'product_id' | 'image_url' | 'thumb_url' | 'order'>[] | null>(
    {
      path: 'product_images',
      params: { select: 'product_id, image_url, thumb_url, order', product_id: inList(productIds), order: 'order.asc' },
    },
    { as: 'public' },
  );
  const photos = new Map<string, string>();
  for (const row of data ?? []) {
    if (!photos.has(row.product_id)) photos.set(row.product_id, thumbUrlOf(row));
  }
  return photos;
}

export function cartPhotosQueryOptions(productIds: readonly string[]) {
  return queryOptions({
    queryKey: cartPhotoKeys.main(productIds),
    queryFn: () => fetchCartPhotos(productIds),
    // the stored image is shown meanwhile, and on failure: this read only improves it
    retry: false,
  });
}

export function useCartPhotos(productIds: readonly string[]) {
  return useQuery({ ...cartPhotosQueryOptions(productIds), enabled: productIds.length > 0 });
}
