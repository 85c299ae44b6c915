import { useEffect, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  Button,
  copy,
  EmptyState,
  fillCopy,
  INFINITE_SCROLL_MARGIN_PX,
  Spinner,
  bareList,
  useInView,
  abovePhone,
  onPhone,
} from '@vitrina/shared/core';
import type { ProductPage } from '../products-listing/productsApi';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { SwipeableProductRow } from './SwipeableProductRow';
import { productCardCopy } from './copy';
import { EAGER_PHOTOS } from './eagerPhotos';

/** The pieces: a grid of tiles above a phone's width, a column of rows at it (one markup, chosen by CSS). */
const Results = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  ${bareList}
  ${onPhone} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} 0;
  min-height: 96px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space[3]};
  ${abovePhone} {
    display: none;
  }
`;

/** Skeleton cards while the first page loads (8 on the listing, 6 on a category page). */
export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <Results role="status" aria-label={copy.common.loading} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton layout="responsive" />
        </li>
      ))}
    </Results>
  );
}

export interface ProductResultsProps {
  query: UseInfiniteQueryResult<InfiniteData<ProductPage, unknown>>;
  skeletonCount: number;
  /** shown when the first page came back empty */
  empty: ReactNode;
}

/**
 * Pieces of an infinite listing: a grid on desktop, a swipeable list at 640 px (CSS: the server's HTML is already
 * the phone's list on a phone, and hydration changes nothing on screen); the next page loads when the end
 * comes within 200 px of the viewport (or with 'Cargar más'), and the end of the list is stated.
 */
export function ProductResults({ query, skeletonCount, empty }: ProductResultsProps) {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isPending, isError, refetch } = query;
  const { ref, inView } = useInView({ rootMargin: `${INFINITE_SCROLL_MARGIN_PX}px` });

  useEffect(() => {
    if (inView && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [inView, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isPending) return <ResultsSkeleton count={skeletonCount} />;
  if (isError && !data) {
    return (
      <EmptyState
        title={productCardCopy.loadErrorTitle}
        description={copy.marketplace.connectionErrorDescription}
        action={
          <Button type="button" onClick={() => void refetch()}>
            {copy.common.retry}
          </Button>
        }
      />
    );
  }
  const products = data?.pages.flatMap((page) => page.products) ?? [];
  const count = data?.pages[0]?.count ?? 0;
  if (products.length === 0) return <>{empty}</>;

  return (
    <>
      {/* the swipe hint is the phone's: hidden, and so out of the accessibility tree, on wider screens */}
      <Hint>
        {products.every((product) => product.auction) ? productCardCopy.swipeHintAuctions : productCardCopy.swipeHint}
      </Hint>
      <Results>
        {products.map((product, index) => (
          <li key={product.id}>
            <SwipeableProductRow product={product} eagerImage={index < EAGER_PHOTOS} />
          </li>
        ))}
      </Results>
      <Footer ref={ref}>
        {isFetchingNextPage ? (
          <Spinner size={24} label={productCardCopy.loadingMore} />
        ) : hasNextPage ? (
          <Button type="button" variant="outline" onClick={() => void fetchNextPage()}>
            {productCardCopy.loadMore}
          </Button>
        ) : (
          <p role="status">{fillCopy(productCardCopy.endOfResults, { count })}</p>
        )}
      </Footer>
    </>
  );
}
