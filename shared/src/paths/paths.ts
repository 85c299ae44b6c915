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
  product: (id: string) => `/products/${id}`,
  order: (id: string) => `/dashboard/orders/${id}`,
  /** a seller's public page (mfe-catalog) */
  seller: (username: string) => `/sellers/${encodeURIComponent(username)}`,
  /** the listing for a search: /products?search={encoded query}, or the plain listing for a blank query */
  productsSearch: (query: string) => {
    const trimmed = query.trim();
    return trimmed ? `/products?search=${encodeURIComponent(trimmed)}` : '/products';
  },
} as const;
