/**
 * URLs that cross apps: one app writes them, another serves them (the shell's hero search opens the catalog, a
 * notification opens the dashboard, every gate sends visitors to mfe-auth with a return target). Routes an app only
 * links to inside itself stay in that app.
 */
export const paths = {
  home: '/',
  auth: '/auth',
  /** where the recovery e-mail's link lands (mfe-auth's PasswordRecoveryPage) */
  passwordRecovery: '/auth/restablecer',
  onboarding: '/onboarding',
  products: '/products',
  /** the auctions running, the ones ending soonest first */
  auctions: '/subastas',
  sell: '/sell',
  cart: '/cart',
  checkout: '/checkout',
  dashboard: '/dashboard',
  offers: '/dashboard/offers',
  profile: '/dashboard/profile',
  /** a piece's page (mfe-catalog); `productShort` is the same page */
  product: (id: string) => `/products/${id}`,
  /**
   * the short form of a piece's page, the one the spec gives cards, lists and the cart (/product/{id}); `offer`
   * opens the offer form
   */
  productShort: (id: string, opts: { offer?: boolean } = {}) => `/product/${id}${opts.offer ? '?offer=true' : ''}`,
  /** a category's page (mfe-catalog); `categoryShort(id)` is the same page */
  category: (id: string) => `/categories/${id}`,
  /** the short form the mobile menu links with, and the only form of a sub-category: /category/{id}[/{sub}] */
  categoryShort: (id: string, sub?: string) => (sub ? `/category/${id}/${sub}` : `/category/${id}`),
  order: (id: string) => `/dashboard/orders/${id}`,
  /** a seller's public page (mfe-catalog) */
  seller: (username: string) => `/sellers/${encodeURIComponent(username)}`,
  /** the listing for a search: /products?search={encoded query}, or the plain listing for a blank query */
  productsSearch: (query: string) => {
    const trimmed = query.trim();
    return trimmed ? `/products?search=${encodeURIComponent(trimmed)}` : '/products';
  },
} as const;
