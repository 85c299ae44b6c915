import { Link } from 'react-router-dom';
import styled, { css, type RuleSet } from 'styled-components';
import {
  authenticationBadge,
  Badge,
  Button,
  CONDITIONS,
  copy,
  fillCopy,
  formatPrice,
  getCategory,
  optionLabel,
  paths,
  pieceShippingLabel,
  VERIFICATION_LEVELS,
  type ListingAuction,
  type ProductWithImages,
  thumbUrlOf,
  abovePhone,
  onPhone,
} from '@vitrina/shared/core';
import type { SellerBadgeInfo } from '../products-listing/productsApi';
import { FavoriteButton } from './FavoriteButton';
import { ProductImage } from './ProductImage';
import { productPath, useProductCardActions } from './useProductCardActions';
import { productCardCopy } from './copy';
import { AuctionCardLine, AuctionCardPrice, useAuctionCard } from './AuctionCardLine';

export type ProductCardProduct = ProductWithImages & {
  seller?: SellerBadgeInfo | null;
  auction?: ListingAuction | null;
};

export type CardLayout = 'grid' | 'row' | 'responsive';

/** The row card's rules: always in a row card, at a phone's width in a responsive one, never in a grid card. */
export function asRow(layout: CardLayout, rules: RuleSet<object>) {
  if (layout === 'row') return rules;
  if (layout === 'responsive')
    return css`
      ${onPhone} {
        ${rules}
      }
    `;
  return null;
}

/** Hidden where the card is not a tile: elements of the tile only (a responsive card renders both layouts' ones). */
const tileOnly = ({ layout }: { layout: CardLayout }) =>
  asRow(
    layout,
    css`
      display: none;
    `,
  );

/** Hidden where the card is a tile: elements of the row only. */
const rowOnly = ({ layout }: { layout: CardLayout }) =>
  layout === 'grid'
    ? css`
        display: none;
      `
    : layout === 'responsive'
      ? css`
          ${abovePhone} {
            display: none;
          }
        `
      : null;

const withLayout = { shouldForwardProp: (prop: string) => prop !== 'layout' };

export interface ProductCardProps {
  product: ProductCardProduct;
  /**
   * grid: the desktop tile; row: the compact line of the mobile list; responsive: the row at a phone's width and
   * the tile above it, by CSS alone (one markup, so the server's HTML is already right on either)
   */
  layout?: CardLayout;
  /** load the image at once (first row of a listing) */
  eagerImage?: boolean;
}

const Article = styled.article.withConfig(withLayout)<{ layout: CardLayout }>`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
  transition:
    box-shadow ${({ theme }) => theme.transitions.normal},
    border-color ${({ theme }) => theme.transitions.normal};
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.md};
    border-color: ${({ theme }) => theme.colors.gold};
  }
  &:hover img {
    transform: scale(1.03);
  }
  ${({ layout }) =>
    asRow(
      layout,
      css`
        flex-direction: row;
        align-items: stretch;
      `,
    )}
`;

const Media = styled.div.withConfig(withLayout)<{ layout: CardLayout }>`
  position: relative;
  flex: none;
  ${({ layout }) =>
    asRow(
      layout,
      css`
        width: 112px;
        display: flex;
        flex-direction: column;
      `,
    )}
`;

const MediaLink = styled(Link)`
  display: block;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focusInset};
  }
`;

const Overlay = styled.div.withConfig(withLayout)<{ layout: CardLayout }>`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  right: 56px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  pointer-events: none;
  ${tileOnly}
`;

/**
 * Shown on hover and on keyboard focus; always on touch screens (no hover) and once the piece is saved. A row (a
 * phone's list) gives the heart a thumb's 44 px and puts it under the thumbnail: on the 112 px photo it hid about
 * 40% of it, the art's 'PSA' label included.
 */
const HeartSlot = styled.div.withConfig({
  shouldForwardProp: (prop) => prop !== 'visible' && prop !== 'layout',
})<{ visible: boolean; layout: CardLayout }>`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  opacity: ${({ visible }) => (visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.transitions.fast};
  ${Article}:hover &, ${Article}:focus-within & {
    opacity: 1;
  }
  @media (hover: none) {
    opacity: 1;
  }
  ${({ layout }) =>
    asRow(
      layout,
      css`
        position: static;
        display: flex;
        justify-content: center;
        padding: ${({ theme }) => theme.space[2]} 0;
        button {
          width: 44px;
          height: 44px;
        }
      `,
    )}
`;

/**
 * A badge longer than the card ends in "…" (its full text is its title). Block, not the badge's inline-flex: in a
 * flex box the text is an anonymous item that text-overflow never reaches, and it was cut mid-letter.
 */
const clippedBadge = css`
  display: block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Body = styled.div.withConfig(withLayout)<{ layout: CardLayout }>`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  ${({ layout }) =>
    asRow(
      layout,
      css`
        padding: ${({ theme }) => theme.space[3]};
      `,
    )}
`;

/**
 * Category, condition and authentication, under the photo: a badge on the photo covered the art's own text (the
 * name band at its foot) or the subject of a seller's photo. A tile keeps room for two lines (the three wrap in a
 * narrow tile), so every tile's title starts at the same height; a row takes what it needs.
 */
const Badges = styled.div.withConfig(withLayout)<{ layout: CardLayout }>`
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-height: calc(2 * 22px + ${({ theme }) => theme.space[1]});
  span {
    ${clippedBadge}
  }
  ${({ layout }) =>
    asRow(
      layout,
      css`
        min-height: 22px;
      `,
    )}
`;

/** A badge the row card shows among the others (the tile shows it on the photo); doubled class: beats `span`. */
const RowBadge = styled(Badge).withConfig(withLayout)<{ layout: CardLayout }>`
  && {
    ${rowOnly}
  }
`;

const Title = styled.h3.withConfig(withLayout)<{ layout: CardLayout }>`
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${({ layout }) =>
    asRow(
      layout,
      css`
        font-size: ${({ theme }) => theme.fontSizes.sm};
      `,
    )}
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.ink};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  /* two lines always, so cards of a row line up whatever the title length */
  min-height: 2.7em;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: 2px;
  }
`;

const Seller = styled.p.withConfig(withLayout)<{ layout: CardLayout }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  min-height: 1.4em;
  a {
    color: inherit;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: 2px;
  }
`;

/** The seller line's place when the piece came without its seller (a profile since gone): the cards stay aligned. */
const EmptySeller = styled(Seller)`
  ${tileOnly}
`;

const Shipping = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;

/** The price and, at its right, the "Destacado" badge: on the photo it covered the art's own top label (PSA 9). */
const PriceLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

/** The card's buttons; a row (a phone's list) gives them a thumb's 44 px. */
const Actions = styled.div.withConfig(withLayout)<{ layout: CardLayout }>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
  /* a lone action ('Pujar') spans the row, so its right edge meets the one of 'Añadir | Ofertar' beside it */
  > :only-child {
    grid-column: 1 / -1;
  }
  ${({ layout }) =>
    asRow(
      layout,
      css`
        > a,
        > button {
          height: 44px;
        }
      `,
    )}
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  height: 32px;
  display: flex;
  align-items: center;
`;

/** 'Vendedor: {name} · level', the name a link to the seller's page when they have a username. */
function SellerLine({ seller, layout }: { seller: SellerBadgeInfo | null | undefined; layout: CardLayout }) {
  // a tile keeps the empty line, so its price lines up with its neighbours'; a row has no neighbour beside it
  if (!seller) return <EmptySeller layout={layout}>{'\u00a0'}</EmptySeller>;
  const name = seller.display_name || seller.username || copy.common.defaultUserName;
  const level = optionLabel(VERIFICATION_LEVELS, seller.verification_level);
  const [before, after = ''] = productCardCopy.seller.split('{name}');
  return (
    <Seller layout={layout}>
      {before}
      {seller.username ? <Link to={paths.seller(seller.username)}>{name}</Link> : name}
      {after}
      {level ? ` · ${level}` : ''}
    </Seller>
  );
}

/**
 * The product card of every listing (and, through federation, of the dashboard's wishlist): photo, badges,
 * title and price link to /product/{id}; 'Añadir' and 'Ofertar'; the favourites heart.
 */
export function ProductCard({ product, layout = 'grid', eagerImage = false }: ProductCardProps) {
  const actions = useProductCardActions(product);
  const auction = useAuctionCard(product.auction);
  const href = productPath(product.id);
  const first = product.product_images[0];
  const mainImage = first ? thumbUrlOf(first) : undefined;
  const auth = authenticationBadge(product.authentication_status, product.certifier, product.certificate_number);
  const condition = optionLabel(CONDITIONS, product.condition);
  const category = getCategory(product.category)?.label;

  return (
    <Article layout={layout} aria-label={product.title} data-testid="product-card">
      <Media layout={layout}>
        {/* The title link below is the card's accessible link; this one is a larger target for pointers. */}
        <MediaLink to={href} tabIndex={-1} aria-hidden="true">
          <ProductImage src={mainImage} alt={product.title} eager={eagerImage} />
        </MediaLink>
        {layout !== 'row' ? (
          <Overlay layout={layout}>
            {actions.isSold ? <Badge variant="destructive">{productCardCopy.sold}</Badge> : null}
          </Overlay>
        ) : null}
        {!actions.isOwn ? (
          <HeartSlot visible={actions.isFavorite} layout={layout}>
            <FavoriteButton
              active={actions.isFavorite}
              label={actions.labels.favorite}
              onToggle={() => void actions.toggleFavorite()}
            />
          </HeartSlot>
        ) : null}
      </Media>
      <Body layout={layout}>
        <Badges layout={layout}>
          {layout !== 'grid' && actions.isSold ? (
            <RowBadge layout={layout} variant="destructive">
              {productCardCopy.sold}
            </RowBadge>
          ) : null}
          {category ? <Badge variant="secondary">{category}</Badge> : null}
          {condition ? <Badge variant="outline">{condition}</Badge> : null}
          {auth ? (
            <Badge variant={auth.variant} title={auth.label} data-testid="card-authentication">
              {auth.label}
            </Badge>
          ) : null}
        </Badges>
        <Title layout={layout}>
          <Link to={href}>{product.title}</Link>
        </Title>
        <SellerLine seller={product.seller} layout={layout} />
        {/* the seller's shipping price, worded as the cart and checkout word it */}
        {actions.isSold ? null : (
          <Shipping data-testid="card-shipping">{pieceShippingLabel(product.shipping_price)}</Shipping>
        )}
        {product.auction ? (
          <AuctionCardLine auction={product.auction} ended={auction.ended} offsetMs={auction.offsetMs} />
        ) : null}
        <Footer>
          <PriceLine data-testid="card-price-line">
            <Price>
              {product.auction ? <AuctionCardPrice auction={product.auction} /> : formatPrice(product.price)}
            </Price>
            {product.featured ? <Badge variant="gold">{productCardCopy.featured}</Badge> : null}
          </PriceLine>
          {product.auction && auction.ended && !actions.isSold ? (
            <Note data-testid="card-auction-over">{productCardCopy.auctionOver}</Note>
          ) : product.auction && !actions.isSold && !actions.isOwn ? (
            <Actions layout={layout}>
              <Button
                as={Link}
                to={href}
                size="sm"
                variant="accent"
                aria-label={fillCopy(productCardCopy.bidOn, { title: product.title })}
              >
                {productCardCopy.bid}
              </Button>
            </Actions>
          ) : actions.isSold ? (
            <Note>{productCardCopy.sold}</Note>
          ) : actions.isOwn ? (
            <Note>{productCardCopy.ownPiece}</Note>
          ) : (
            <Actions layout={layout}>
              <Button
                type="button"
                size="sm"
                onClick={() => void actions.addToCart()}
                aria-label={actions.labels.addToCart}
              >
                {productCardCopy.add}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => void actions.offer()}
                aria-label={actions.labels.offer}
              >
                {productCardCopy.offer}
              </Button>
            </Actions>
          )}
        </Footer>
      </Body>
    </Article>
  );
}
