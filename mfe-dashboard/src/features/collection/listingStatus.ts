import type { BadgeVariant, ProductStatus } from '@vitrina/shared/core';

export const LISTING_BADGE: Record<ProductStatus, BadgeVariant> = {
  pending: 'warning',
  published: 'success',
  rejected: 'destructive',
  sold: 'gold',
  deleted: 'secondary',
};

/** The statuses a member filters their pieces by, in the order a listing goes through them. */
export const LISTING_FILTERS = ['pending', 'published', 'rejected', 'sold'] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];
