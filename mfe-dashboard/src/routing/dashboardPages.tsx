import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';

export interface DashboardPageEntry {
  /** relative to /dashboard; omitted for the overview (the index route) */
  path?: string;
  Page: ComponentType;
}

// Every /dashboard page (spec §2), each its own chunk. To add or replace a page, change its line here: the layout
// (side menu, profile, access) wraps every entry and needs no change.
export const dashboardPages: DashboardPageEntry[] = [
  { Page: lazyPage(() => import('../features/overview/OverviewPage'), 'OverviewPage') },
  { path: 'profile', Page: lazyPage(() => import('../features/settings/SettingsPage'), 'ProfilePage') },
  { path: 'settings', Page: lazyPage(() => import('../features/settings/SettingsPage'), 'SettingsPage') },
  { path: 'messages', Page: lazyPage(() => import('../features/messages/MessagesPage'), 'MessagesPage') },
  { path: 'wishlist', Page: lazyPage(() => import('../features/wishlist/WishlistPage'), 'WishlistPage') },
  {
    path: 'busquedas',
    Page: lazyPage(() => import('../features/saved-searches/SavedSearchesPage'), 'SavedSearchesPage'),
  },

  // Trade: listings, orders, offers, shipping.
  { path: 'collection', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'CollectionPage') },
  { path: 'products/:id', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'OwnerProductPage') },
  { path: 'products/:id/edit', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'EditProductPage') },
  { path: 'products/edit/:id', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'EditProductPage') },
  { path: 'transactions', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'TransactionsPage') },
  { path: 'orders', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'OrdersPage') },
  { path: 'orders/:id', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'OrderDetailPage') },
  { path: 'offers', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'OffersPage') },
  {
    path: 'subastas',
    Page: lazyPage(() => import('../features/auctions/AuctionsDashboardPage'), 'AuctionsDashboardPage'),
  },
  { path: 'shipping', Page: lazyPage(() => import('../features/trade-common/tradePages'), 'ShippingPage') },
  { path: 'pagos', Page: lazyPage(() => import('../features/protection/PaymentsPage'), 'PaymentsPage') },

  // Staff: trusted members only, everyone else gets the 404; which pages these are is STAFF_DASHBOARD_PAGES in
  // shared, which the shell also reads (a visitor on one gets the 404, not the sign-in).
  {
    path: 'admin',
    Page: lazyPage(() => import('../features/staff/listings/AdminPanelPage'), 'AdminPanelPage'),
  },
  {
    path: 'admin/log',
    Page: lazyPage(() => import('../features/staff/listings/ModerationLogPage'), 'ModerationLogPage'),
  },
  {
    path: 'reclamos',
    Page: lazyPage(() => import('../features/protection/StaffClaimsPage'), 'StaffClaimsPage'),
  },
  {
    path: 'verification-review',
    Page: lazyPage(() => import('../features/staff/verification/VerificationReviewPage'), 'VerificationReviewPage'),
  },
];
