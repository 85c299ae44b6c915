import { copy } from '@vitrina/shared/core';
import { WishlistIcon } from '../layout/navIcons';
import { SectionEmptyPage } from '../sections/SectionEmptyPage';

export function WishlistPage() {
  return (
    <SectionEmptyPage
      title={copy.dashboard.wishlist}
      icon={<WishlistIcon />}
      emptyTitle={copy.dashboard.emptyWishlistTitle}
      emptyDescription={copy.dashboard.emptyWishlistDescription}
      action={{ to: '/products', label: copy.dashboard.exploreProducts }}
    />
  );
}
