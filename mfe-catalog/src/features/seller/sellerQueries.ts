import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { nextListingPage } from '../products-listing/productsApi';
import {
  fetchSellerClaimsForBuyer,
  fetchSellerProductsPage,
  fetchSellerProfile,
  fetchSellerReviewsPage,
  nextReviewPage,
} from './sellerApi';

/**
 * Keys of the seller page, each on the root of the table it reads: a profile edit (publicProfiles), a review written
 * or answered on the order page (sellerReviews, from mfe-dashboard) and a piece published or sold (products) refresh
 * the page wherever it is open. All are keyed by the address's username, as their reads are: the page's four
 * queries start together, none waits for the profile.
 */
export const sellerKeys = {
  profile: (username: string) => [...queryRoots.publicProfiles, 'seller', username] as const,
  reviews: (username: string) => [...queryRoots.sellerReviews, 'seller', username] as const,
  products: (username: string) => [...queryRoots.products, 'seller', username] as const,
  /** a claim decided in the dashboard invalidates the public profiles */
  claims: (username: string) => [...queryRoots.publicProfiles, 'seller-claims', username] as const,
};

export function sellerProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: sellerKeys.profile(username),
    queryFn: () => fetchSellerProfile(username),
    staleTime: 60_000,
  });
}

export function sellerReviewsQueryOptions(username: string) {
  return infiniteQueryOptions({
    queryKey: sellerKeys.reviews(username),
    queryFn: ({ pageParam }) => fetchSellerReviewsPage(username, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextReviewPage,
    staleTime: 60_000,
  });
}

export function sellerProductsQueryOptions(username: string) {
  return infiniteQueryOptions({
    queryKey: sellerKeys.products(username),
    queryFn: ({ pageParam }) => fetchSellerProductsPage(username, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
    staleTime: 60_000,
  });
}

export function useSellerProfile(username: string) {
  return useQuery(sellerProfileQueryOptions(username));
}

export function useSellerReviews(username: string) {
  return useInfiniteQuery(sellerReviewsQueryOptions(username));
}

export function useSellerProducts(username: string) {
  return useInfiniteQuery(sellerProductsQueryOptions(username));
}

export function sellerClaimsQueryOptions(username: string) {
  return queryOptions({
    queryKey: sellerKeys.claims(username),
    queryFn: () => fetchSellerClaimsForBuyer(username),
    staleTime: 60_000,
  });
}

export function useSellerClaimsForBuyer(username: string) {
  return useQuery(sellerClaimsQueryOptions(username));
}
