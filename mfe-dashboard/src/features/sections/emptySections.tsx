import { copy } from '@vitrina/shared/core';
import { OffersIcon, OrdersIcon, ProductsIcon, ShippingIcon, TransactionsIcon } from '../layout/navIcons';
import { SectionEmptyPage } from './SectionEmptyPage';

// The sections whose pages the trade issue builds (offers, orders, shipping, the member's listings), as they look
// to a member with nothing in them: each entry in routing/dashboardPages.tsx points here until its page lands.

export function CollectionEmptyPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.products}
      icon={<ProductsIcon />}
      emptyTitle={copy.dashboard.emptyCollectionTitle}
      emptyDescription={copy.dashboard.emptyCollectionDescription}
      action={{ to: '/sell', label: copy.dashboard.sellPiece }}
    />
  );
}

export function OwnerProductEmptyPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.products}
      icon={<ProductsIcon />}
      emptyTitle={copy.dashboard.emptyProductTitle}
      emptyDescription={copy.dashboard.emptyProductDescription}
      action={{ to: '/dashboard/collection', label: copy.dashboard.viewCollection }}
    />
  );
}

export function TransactionsEmptyPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.transactions}
      icon={<TransactionsIcon />}
      emptyTitle={copy.dashboard.emptyTransactionsTitle}
      emptyDescription={copy.dashboard.emptyTransactionsDescription}
      action={{ to: '/products', label: copy.dashboard.exploreProducts }}
    />
  );
}

export function OrdersEmptyPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.orders}
      icon={<OrdersIcon />}
      emptyTitle={copy.dashboard.emptyOrdersTitle}
      emptyDescription={copy.dashboard.emptyOrdersDescription}
      action={{ to: '/products', label: copy.dashboard.exploreProducts }}
    />
  );
}

export function OrderEmptyPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.orders}
      icon={<OrdersIcon />}
      emptyTitle={copy.dashboard.emptyOrderTitle}
      emptyDescription={copy.dashboard.emptyOrderDescription}
      action={{ to: '/dashboard/orders', label: copy.dashboard.viewOrders }}
    />
  );
}

export function OffersEmptyPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.offers}
      icon={<OffersIcon />}
      emptyTitle={copy.dashboard.emptyOfferTitle}
      emptyDescription={copy.dashboard.emptyOfferDescription}
      action={{ to: '/products', label: copy.dashboard.exploreProducts }}
    />
  );
}

export function ShippingEmptyPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.shipping}
      icon={<ShippingIcon />}
      emptyTitle={copy.dashboard.emptyShippingTitle}
      emptyDescription={copy.dashboard.emptyShippingDescription}
      action={{ to: '/dashboard/orders', label: copy.dashboard.viewOrders }}
    />
  );
}
