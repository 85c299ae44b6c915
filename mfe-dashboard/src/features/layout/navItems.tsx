import type { ComponentType } from 'react';
import { copy } from '@vitrina/shared/core';
import { PendingListingsCount } from '../admin/PendingListingsCount';
import { PendingVerificationsCount, VerificationIcon } from '../staff/PendingVerificationsCount';
import {
  AdminIcon,
  MessagesIcon,
  OffersIcon,
  OrdersIcon,
  OverviewIcon,
  ProductsIcon,
  SettingsIcon,
  ShippingIcon,
  TransactionsIcon,
  WishlistIcon,
} from './navIcons';

export interface DashboardNavItem {
  to: string;
  label: string;
  Icon: ComponentType;
  /** highlighted only on this exact path (the overview), not on its children */
  end?: boolean;
  /** also highlighted on these path prefixes (a listing's detail under Productos) */
  alsoActiveOn?: string[];
  /** shown only to trusted members (spec §6: Panel Admin) */
  trustedOnly?: boolean;
  /** a live count after the label (pieces waiting for review); `id` is the link's aria-describedby */
  Count?: ComponentType<{ id: string }>;
}

/** The sidebar, in the order of issue #13. */
export const DASHBOARD_NAV_ITEMS: DashboardNavItem[] = [
  { to: '/dashboard', label: copy.dashboard.overview, Icon: OverviewIcon, end: true },
  {
    to: '/dashboard/collection',
    label: copy.dashboard.products,
    Icon: ProductsIcon,
    alsoActiveOn: ['/dashboard/products'],
  },
  { to: '/dashboard/transactions', label: copy.dashboard.transactions, Icon: TransactionsIcon },
  { to: '/dashboard/messages', label: copy.dashboard.messages, Icon: MessagesIcon },
  { to: '/dashboard/offers', label: copy.dashboard.offers, Icon: OffersIcon },
  { to: '/dashboard/wishlist', label: copy.dashboard.wishlist, Icon: WishlistIcon },
  { to: '/dashboard/orders', label: copy.dashboard.orders, Icon: OrdersIcon },
  { to: '/dashboard/shipping', label: copy.dashboard.shipping, Icon: ShippingIcon },
  {
    to: '/dashboard/settings',
    label: copy.dashboard.settings,
    Icon: SettingsIcon,
    alsoActiveOn: ['/dashboard/profile'],
  },
  {
    to: '/dashboard/admin',
    label: copy.dashboard.adminPanel,
    Icon: AdminIcon,
    trustedOnly: true,
    Count: PendingListingsCount,
  },
  {
    to: '/dashboard/verification-review',
    label: copy.verificationReview.navLabel,
    Icon: VerificationIcon,
    trustedOnly: true,
    Count: PendingVerificationsCount,
  },
];

export function isNavItemActive(item: DashboardNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const matches = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (item.end) return path === item.to;
  return matches(item.to) || (item.alsoActiveOn ?? []).some(matches);
}
