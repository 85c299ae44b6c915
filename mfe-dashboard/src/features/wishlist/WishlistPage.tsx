import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, copy, EmptyState, formatPrice, Skeleton, type ProductWithImages } from '@vitrina/shared/core';
import { useFavoriteProducts } from '@vitrina/shared/data';
import { WishlistIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { loadProductCard, type RemoteProductCardProps } from './loadProductCard';
import { dashboardCopy } from '../layout/copy';
import { wishlistCopy } from './copy';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
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
function PlainCard({ product }: RemoteProductCardProps) {
  return (
    <Plain>
      <Link to={`/product/${product.id}`}>{product.title}</Link>
      <span>{formatPrice(product.price)}</span>
    </Plain>
  );
}

/** The catalogue's card once its module has arrived (PlainCard if it cannot). */
function useProductCard(): ComponentType<RemoteProductCardProps> | null {
  const [card, setCard] = useState<ComponentType<RemoteProductCardProps> | null>(null);
  useEffect(() => {
    let alive = true;
    loadProductCard().then(
      (loaded) => alive && setCard(() => loaded),
      () => alive && setCard(() => PlainCard),
    );
    return () => {
      alive = false;
    };
  }, []);
  return card;
}

function GridSkeleton() {
  return (
    <Grid aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i}>
          <Skeleton height="340px" />
        </li>
      ))}
    </Grid>
  );
}

/** Favoritos: the member's saved pieces, drawn with the catalogue's own card (federation './ProductCard'). */
export function WishlistPage() {
  const favorites = useFavoriteProducts();
  const ProductCard = useProductCard();
  // A favourite whose piece was deleted or is no longer visible comes back without its product (RLS).
  const products = (favorites.data ?? [])
    .map((favorite) => favorite.product)
    .filter((product): product is ProductWithImages => Boolean(product) && product!.status !== 'deleted');

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
          action={
            <Button as={Link} to="/products" variant="outline">
              {dashboardCopy.exploreProducts}
            </Button>
          }
        />
      </Card>
    );
  } else {
    const Item = ProductCard!;
    body = (
      <Grid>
        {products.map((product) => (
          <li key={product.id}>
            <Item product={product} />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={dashboardCopy.wishlist} description={wishlistCopy.wishlistDescription} />
      {body}
    </>
  );
}
