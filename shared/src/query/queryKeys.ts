/** One key factory per entity, so invalidation by prefix (`queryKeys.products.all`) always matches. */
export interface ProductListParams {
  search?: string;
  category?: string;
  subcategory?: string;
  psaGrade?: string;
  signedBy?: string;
  rarity?: string;
  condition?: string;
  minPrice?: number;
  maxPrice?: number;
  authenticated?: boolean;
  featured?: boolean;
  page?: number;
  limit?: number;
  sort?: string;
}

export const queryKeys = {
  products: {
    all: ['products'] as const,
    list: (params: ProductListParams = {}) => ['products', 'list', params] as const,
    infinite: (params: ProductListParams = {}) => ['products', 'infinite', params] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    byCategory: (categoryId: string) => ['products', 'category', categoryId] as const,
    bySeller: (sellerId: string) => ['products', 'seller', sellerId] as const,
    suggestions: (query: string) => ['products', 'suggestions', query] as const,
    priceHistory: (productId: string) => ['products', 'priceHistory', productId] as const,
    pendingReview: () => ['products', 'pendingReview'] as const,
  },
  profile: (userId: string) => ['profile', userId] as const,
  seller: (sellerId: string) => ['seller', sellerId] as const,
  profilesByIds: (ids: readonly string[]) => ['profiles', [...ids].sort()] as const,
  notifications: (userId: string) => ['notifications', userId] as const,
  messages: {
    all: ['messages'] as const,
    conversations: (userId: string) => ['messages', 'conversations', userId] as const,
    thread: (userId: string, otherUserId: string) => ['messages', 'thread', userId, otherUserId] as const,
  },
  favorites: (userId: string) => ['favorites', userId] as const,
  priceAlerts: (userId: string, productId?: string) =>
    productId ? (['priceAlerts', userId, productId] as const) : (['priceAlerts', userId] as const),
  offers: (userId: string) => ['offers', userId] as const,
  verificationRequests: (userId?: string) =>
    userId ? (['verificationRequests', userId] as const) : (['verificationRequests'] as const),
  collectorCount: () => ['collectorCount'] as const,
} as const;
