import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSellerEligibility, publishListing, type PublishListingInput } from './publishListing';

export * from './listingPhotos';
export * from './publishListing';

/**
 * Keys of the listing (sell) module. A published listing also changes the catalog's product lists, whose keys
 * start with ['products'] (the catalog's module): the publish mutation invalidates that prefix too.
 */
export const listingKeys = {
  all: ['listings'] as const,
  sellerEligibility: (userId: string) => ['listings', 'sellerEligibility', userId] as const,
};

const PRODUCTS_PREFIX = ['products'] as const;

/** The seller's phone and identity verification, for the sell page's warnings; re-read on every visit. */
export function sellerEligibilityQueryOptions(userId: string) {
  return queryOptions({
    queryKey: listingKeys.sellerEligibility(userId),
    queryFn: () => fetchSellerEligibility(userId),
    staleTime: 0,
    retry: 1,
  });
}

export function useSellerEligibility(userId: string | undefined) {
  return useQuery({ ...sellerEligibilityQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** Publishes a listing; on success the product lists (['products'…]) and the listing keys refetch. */
export function usePublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishListingInput) => publishListing(input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PRODUCTS_PREFIX }),
        queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      ]),
  });
}
