import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@vitrina/shared/data';
import { queryRoots } from '@vitrina/shared/kernel';
import { fetchSellerEligibility, publishListing, type PublishListingInput } from './publishListingApi';

/**
 * Keys of the sell page's data. The seller's eligibility is read from their profile row, under that row's key
 * (profileKeys.own), so a profile edit in the dashboard refreshes it; a published listing is a new products row, so
 * publishing invalidates the products root (every listing, detail and the seller's own collection in any remote).
 */
export const listingKeys = {
  all: queryRoots.profiles,
  sellerEligibility: (userId: string) => [...profileKeys.own(userId), 'seller-eligibility'] as const,
};

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

/** Publishes a listing; on success everything under the products root refetches. */
export function usePublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishListingInput) => publishListing(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.products }),
  });
}
