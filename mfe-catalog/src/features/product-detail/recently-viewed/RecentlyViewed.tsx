import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPrice, imageFrame, bareList, paths, thumbUrlOf } from '@vitrina/shared/core';
import type { ProductDetail } from '@vitrina/shared/data';
import { recordRecentlyViewed, type RecentlyViewedItem } from './recentlyViewed';
import { productDetailCopy } from '../copy';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  ${bareList}
  ${({ theme }) => theme.media.belowMobile} {
    grid-auto-flow: column;
    grid-template-columns: none;
    grid-auto-columns: 140px;
    overflow-x: auto;
    padding-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Item = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  height: 100%;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.gold};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  &:focus-visible {
    outline: none;
  }
`;

const Thumb = styled.div`
  ${imageFrame}
  aspect-ratio: 3 / 4;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: 2.8em;
`;

const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/**
 * Keeps this piece in the browser's recently-viewed list and returns the others, newest first. The list lives in this
 * component's state: reading it after hydration renders this list again, not the page around it.
 */
function useRecentlyViewed(product: ProductDetail): RecentlyViewedItem[] {
  const [others, setOthers] = useState<RecentlyViewedItem[]>([]);
  const { id, title, price } = product;
  const first = product.product_images[0];
  const image = first ? thumbUrlOf(first) : null;
  useEffect(() => {
    const list = recordRecentlyViewed({ id, title, price, image }).filter((item) => item.id !== id);
    // none before and none now: nothing to render again
    setOthers((current) => (current.length === 0 && list.length === 0 ? current : list));
  }, [id, title, price, image]);
  return others;
}

/** The other pieces this browser opened lately (up to 6 kept; the one on screen is left out). */
export function RecentlyViewed({ product }: { product: ProductDetail }) {
  const items = useRecentlyViewed(product);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-title">
      <Heading id="recently-viewed-title">{productDetailCopy.recentlyViewed}</Heading>
      <List>
        {items.map((item) => (
          <li key={item.id}>
            <Item to={paths.productShort(item.id)}>
              <Thumb>{item.image ? <img src={item.image} alt="" loading="lazy" decoding="async" /> : null}</Thumb>
              <Title>{item.title}</Title>
              <Price>{formatPrice(item.price)}</Price>
            </Item>
          </li>
        ))}
      </List>
    </section>
  );
}
