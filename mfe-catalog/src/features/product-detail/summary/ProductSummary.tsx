import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  authenticationBadge,
  Badge,
  CONDITIONS,
  formatPrice,
  getCategory,
  optionLabel,
  pieceShippingLabel,
  plural,
  RARITIES,
} from '@vitrina/shared/core';
import type { ProductDetail } from '@vitrina/shared/data';
import { productDetailCopy } from '../copy';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 22px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const PriceRow = styled.div`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.p.withConfig({ shouldForwardProp: (prop) => prop !== 'tone' })<{
  tone: 'info' | 'warning' | 'destructive';
}>`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ tone, theme }) => theme.colors[`${tone}Soft`]};
  color: ${({ tone, theme }) => theme.colors[tone]};
`;

/** The status line for a piece that is not for sale right now (owners see their pending pieces too). */
function statusNotice(
  status: ProductDetail['status'],
): { tone: 'info' | 'warning' | 'destructive'; text: string } | null {
  switch (status) {
    case 'sold':
      return { tone: 'info', text: productDetailCopy.soldNotice };
    case 'pending':
      return { tone: 'warning', text: productDetailCopy.pendingNotice };
    case 'rejected':
      return { tone: 'destructive', text: productDetailCopy.rejectedNotice };
    case 'published':
      return null;
    default:
      return { tone: 'warning', text: productDetailCopy.notPublishedNotice };
  }
}

/** Title, badges (authentication, condition, category, rarity, featured, sold), price and the actions. */
export function ProductSummary({
  product,
  actions,
  price,
}: {
  product: ProductDetail;
  actions: ReactNode;
  /** replaces the list price, e.g. a piece at auction shows its current bid */
  price?: ReactNode;
}) {
  const auth = authenticationBadge(product.authentication_status, product.certifier, product.certificate_number);
  const notice = statusNotice(product.status);
  const rarity = optionLabel(RARITIES, product.rarity);
  return (
    <Header>
      <Badges>
        {product.status === 'sold' ? <Badge variant="default">{productDetailCopy.sold}</Badge> : null}
        {product.featured ? <Badge variant="gold">{productDetailCopy.featured}</Badge> : null}
        {auth ? (
          <Badge
            variant={auth.variant}
            title={
              auth.certificateNumber ? `${productDetailCopy.certificateNumber}: ${auth.certificateNumber}` : undefined
            }
          >
            {auth.label}
            {auth.certificateNumber ? ` · ${auth.certificateNumber}` : ''}
          </Badge>
        ) : null}
        <Badge variant="secondary">{optionLabel(CONDITIONS, product.condition) ?? product.condition}</Badge>
        <Badge variant="outline">{getCategory(product.category)?.label ?? product.category}</Badge>
        {rarity ? <Badge variant="outline">{rarity}</Badge> : null}
      </Badges>
      <Title>{product.title}</Title>
      <PriceRow>
        <Price>{price ?? formatPrice(product.price)}</Price>
        {product.status === 'sold' ? null : (
          <Meta data-testid="product-shipping">{pieceShippingLabel(product.shipping_price)}</Meta>
        )}
        <Meta>{plural(product.views, productDetailCopy.views)}</Meta>
      </PriceRow>
      {notice ? (
        <Notice tone={notice.tone} role="status">
          {notice.text}
        </Notice>
      ) : null}
      {actions}
    </Header>
  );
}
