import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { copy, fillCopy, formatDate, optionLabel, paths, VERIFICATION_LEVELS } from '@vitrina/shared/core';
import type { ProductSeller } from '@vitrina/shared/data';
import { SellerAvatar, sellerPanel } from './SellerAvatar';
import { productDetailCopy } from '../copy';

const Card = styled.section`
  ${sellerPanel}
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  min-height: 96px;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  a {
    color: inherit;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: 2px;
  }
`;

const Stats = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Level = styled.span`
  color: ${({ theme }) => theme.colors.goldDark};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The seller's public card (from `public_profiles`): name, level, sales, rating; 'Información del vendedor no disponible' without it. */
export function SellerInfo({ seller }: { seller: ProductSeller | null }) {
  if (!seller) {
    return (
      <Card aria-label={productDetailCopy.seller}>
        <Stats>{productDetailCopy.sellerInfoUnavailable}</Stats>
      </Card>
    );
  }
  const name = seller.display_name || seller.username || copy.common.defaultUserName;
  const level = optionLabel(VERIFICATION_LEVELS, seller.verification_level) ?? productDetailCopy.newSeller;
  // the database keeps rating and review_count together; no reviews is 'Sin reseñas aún', never ★ 0
  const reviews = seller.review_count ?? 0;
  const rating =
    reviews === 0
      ? productDetailCopy.noRating
      : `★ ${Number(seller.rating ?? 0).toFixed(1)} · ${
          reviews === 1
            ? productDetailCopy.reviewCountOne
            : fillCopy(productDetailCopy.reviewCountMany, { count: String(reviews) })
        }`;
  return (
    <Card aria-label={productDetailCopy.seller}>
      <SellerAvatar name={name} url={seller.avatar_url} />
      <Body>
        <Label>{productDetailCopy.seller}</Label>
        <Name>{seller.username ? <Link to={paths.seller(seller.username)}>{name}</Link> : name}</Name>
        <Stats>
          <Level>{level}</Level> · {productDetailCopy.totalSales}: {seller.sales_count} ·{' '}
          <span data-testid="seller-card-rating">
            {productDetailCopy.rating}: {rating}
          </span>
        </Stats>
        <Stats>{fillCopy(productDetailCopy.memberSince, { date: formatDate(seller.created_at) })}</Stats>
      </Body>
    </Card>
  );
}
