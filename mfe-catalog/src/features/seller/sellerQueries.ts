import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { queryRoots } from '@vitrina/shared/kernel';
import { nextListingPage } from '../products-listing/productsApi';
import {
  fetchSellerClaimsForBuyer,
  fetchSellerProductsPage,
  fetchSellerProfile,
  fetchSellerReviewsPage,
  nextReviewPage,
  type SellerProfile,
} from './sellerApi';

/**
 * Keys of the seller page, each on the root of the table it reads: a profile edit (publicProfiles), a review written
 * or answered on the order page (sellerReviews, from mfe-dashboard) and a piece published or sold (products) refresh
 * the page wherever it is open.
 */
export const sellerKeys = {
  profile: (username: string) => [...queryRoots.publicProfiles, 'seller', username] as const,
  reviews: (sellerId: string) => [...queryRoots.sellerReviews, 'seller', sellerId] as const,
  products: (sellerId: string) => [...queryRoots.products, 'seller', sellerId] as const,
  /** a claim decided in the dashboard invalidates the public profiles */
  claims: (sellerId: string) => [...queryRoots.publicProfiles, 'seller-claims', sellerId] as const,
};

export function sellerProfileQueryOptions(username: string) {
  return queryOptions({
    queryKey: sellerKeys.profile(username),
    queryFn: () => fetchSellerProfile(username),
    staleTime: 60_000,
  });
}

export function sellerReviewsQueryOptions(sellerId: string) {
  return infiniteQueryOptions({
    queryKey: sellerKeys.reviews(sellerId),
    queryFn: ({ pageParam }) => fetchSellerReviewsPage(sellerId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextReviewPage,
    staleTime: 60_000,
  });
}

export function sellerProductsQueryOptions(seller: SellerProfile) {
  return infiniteQueryOptions({
    queryKey: sellerKeys.products(seller.id),
    queryFn: ({ pageParam }) => fetchSellerProductsPage(seller, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
    staleTime: 60_000,
  });
}

export function useSellerProfile(username: string) {
  return useQuery(sellerProfileQueryOptions(username));
}

export function useSellerReviews(sellerId: string | undefined) {
  return useInfiniteQuery({ ...sellerReviewsQueryOptions(sellerId ?? ''), enabled: Boolean(sellerId) });
}

export function useSellerProducts(seller: SellerProfile) {
  return useInfiniteQuery(sellerProductsQueryOptions(seller));
}

export function sellerClaimsQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: sellerKeys.claims(sellerId),
    queryFn: () => fetchSellerClaimsForBuyer(sellerId),
    staleTime: 60_000,
  });
}

export function useSellerClaimsForBuyer(sellerId: string) {
  return useQuery(sellerClaimsQueryOptions(sellerId));
}
