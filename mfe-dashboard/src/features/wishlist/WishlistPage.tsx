import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  copy,
  EmptyState,
  formatPrice,
  RemoteFallback,
  Skeleton,
  onPhone,
  useExposed,
  bareList,
  paths,
} from '@vitrina/shared/core';
import type { ProductCardExposeProps } from '@vitrina/shared/contract';
import { useFavoriteProducts } from '@vitrina/shared/data';
import { WishlistIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { dashboardCopy } from '../layout/copy';
import { wishlistCopy } from './copy';

/** Tiles above a phone's width, a column of rows at it (the catalogue's responsive card), as the listing. */
const Grid = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  ${onPhone} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/** The card's frame while it loads: a tile above a phone's width, a row's height at it. */
const CardSkeleton = styled(Skeleton)`
  height: 340px;
  ${onPhone} {
    height: 150px;
  }
`;

const Plain = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** When the catalogue's card cannot load (its remote is down), the piece still shows with its link. */
function PlainCard({ product }: ProductCardExposeProps) {
  return (
    <Plain>
      <Link to={paths.productShort(product.id)}>{product.title}</Link>
      <span>{formatPrice(product.price)}</span>
    </Plain>
  );
}

function GridSkeleton() {
  return (
    <Grid aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <CardSkeleton />
        </li>
      ))}
    </Grid>
  );
}

/** Favoritos: the member's saved pieces, drawn with the catalogue's own card (federation './ProductCard'). */
export function WishlistPage() {
  const favorites = useFavoriteProducts();
  // The catalogue's card (federation './ProductCard'); if it cannot load, PlainCard and the remote's fallback.
  const card = useExposed('mfe_catalog', 'ProductCard');
  const ProductCard =
    card.state.status === 'ready' ? card.state.Component : card.state.status === 'error' ? PlainCard : null;
  // A favourite whose piece was deleted or is no longer visible comes back without its product (RLS).
  const products = (favorites.data ?? [])
    .map((favorite) => favorite.product)
    .filter((product): product is NonNullable<typeof product> => Boolean(product) && product!.status !== 'deleted');

  let body;
  if (favorites.isPending || (products.length > 0 && !ProductCard)) body = <GridSkeleton />;
  else if (favorites.isError)
    body = <EmptyState title={wishlistCopy.wishlistLoadError} description={copy.common.tryAgain} />;
  else if (products.length === 0) {
    body = (
      <Card>
        <EmptyState
          icon={<WishlistIcon />}
          title={wishlistCopy.emptyWishlistTitle}
          description={wishlistCopy.emptyWishlistDescription}
          link={{ to: '/products', label: dashboardCopy.exploreProducts, variant: 'outline' }}
        />
      </Card>
    );
  } else {
    const Item = ProductCard!;
    body = (
      <>
        {card.state.status === 'error' ? (
          <RemoteFallback
            remote="mfe_catalog"
            variant="slot"
            error={card.state.error}
            onRetry={() => void card.retry()}
            retrying={card.retrying}
          />
        ) : null}
        <Grid>
          {products.map((product) => (
            <li key={product.id}>
              <Item product={product} layout="responsive" />
            </li>
          ))}
        </Grid>
      </>
    );
  }

  return (
    <>
      <PageHeader title={dashboardCopy.wishlist} description={wishlistCopy.wishlistDescription} />
      {body}
    </>
  );
}
