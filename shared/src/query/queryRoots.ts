/**
 * One query-key root per table, in the kernel so every app builds its keys on the same roots: a mutation in one
 * remote invalidates `queryRoots.products` and the listing another remote shows refetches. Each entity's key factory
 * (in shared/src/data/<entity> or in the remote that owns the page) starts its keys with its table's root; nothing
 * else starts a key. The value is the table's name, so a key reads as the data it caches.
 */
export const queryRoots = {
  products: ['products'],
  priceHistory: ['price_history'],
  offers: ['offers'],
  orders: ['orders'],
  favorites: ['favorites'],
  priceAlerts: ['price_alerts'],
  messages: ['messages'],
  notifications: ['notifications'],
  profiles: ['profiles'],
  publicProfiles: ['public_profiles'],
  verificationRequests: ['verification_requests'],
  moderationLog: ['moderation_log'],
  collectors: ['collectors'],
  sellerReviews: ['seller_reviews'],
  savedSearches: ['saved_searches'],
  auctions: ['auctions'],
} as const satisfies Record<string, readonly [string]>;

export type QueryRoot = keyof typeof queryRoots;
