import type { ComponentType } from 'react';
import { PendingListingsCount } from '../staff/listings/PendingListingsCount';
import { PendingVerificationsCount } from '../staff/verification/PendingVerificationsCount';
import {
  AdminIcon,
  AuctionIcon,
  ClaimsIcon,
  MessagesIcon,
  OffersIcon,
  OrdersIcon,
  OverviewIcon,
  PaymentsIcon,
  SavedSearchIcon,
  ProductsIcon,
  SettingsIcon,
  ShippingIcon,
  TransactionsIcon,
  VerificationIcon,
  WishlistIcon,
} from './navIcons';
import { dashboardCopy } from './copy';
import { verificationReviewCopy } from '../staff/verification/copy';
import { savedSearchesCopy } from '../saved-searches/copy';
import { protectionCopy } from '../protection/copy';
import { auctionsDashboardCopy } from '../auctions/copy';

export interface DashboardNavItem {
  to: string;
  label: string;
  Icon: ComponentType;
  /** highlighted only on this exact path (the overview), not on its children */
  end?: boolean;
  /** also highlighted on these path prefixes (a listing's detail under Productos) */
  alsoActiveOn?: string[];
  /** a live count after the label (pieces waiting for review); `id` is the link's aria-describedby */
  Count?: ComponentType<{ id: string }>;
}

/** The sidebar's entries, in the order they show, each with an icon of its own. */
export const DASHBOARD_NAV_ITEMS: DashboardNavItem[] = [
  { to: '/dashboard', label: dashboardCopy.overview, Icon: OverviewIcon, end: true },
  {
    to: '/dashboard/collection',
    label: dashboardCopy.products,
    Icon: ProductsIcon,
    alsoActiveOn: ['/dashboard/products'],
  },
  { to: '/dashboard/transactions', label: dashboardCopy.transactions, Icon: TransactionsIcon },
  { to: '/dashboard/messages', label: dashboardCopy.messages, Icon: MessagesIcon },
  { to: '/dashboard/offers', label: dashboardCopy.offers, Icon: OffersIcon },
  { to: '/dashboard/subastas', label: auctionsDashboardCopy.navLabel, Icon: AuctionIcon },
  { to: '/dashboard/wishlist', label: dashboardCopy.wishlist, Icon: WishlistIcon },
  { to: '/dashboard/busquedas', label: savedSearchesCopy.navLabel, Icon: SavedSearchIcon },
  { to: '/dashboard/orders', label: dashboardCopy.orders, Icon: OrdersIcon },
  { to: '/dashboard/shipping', label: dashboardCopy.shipping, Icon: ShippingIcon },
  { to: '/dashboard/pagos', label: protectionCopy.paymentsTitle, Icon: PaymentsIcon },
  {
    to: '/dashboard/settings',
    label: dashboardCopy.settings,
    Icon: SettingsIcon,
    alsoActiveOn: ['/dashboard/profile'],
  },
  {
    to: '/dashboard/admin',
    label: dashboardCopy.adminPanel,
    Icon: AdminIcon,
    Count: PendingListingsCount,
  },
  { to: '/dashboard/reclamos', label: protectionCopy.staffNav, Icon: ClaimsIcon },
  {
    to: '/dashboard/verification-review',
    label: verificationReviewCopy.navLabel,
    Icon: VerificationIcon,
    Count: PendingVerificationsCount,
  },
];

export function isNavItemActive(item: DashboardNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const matches = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (item.end) return path === item.to;
  return matches(item.to) || (item.alsoActiveOn ?? []).some(matches);
}
