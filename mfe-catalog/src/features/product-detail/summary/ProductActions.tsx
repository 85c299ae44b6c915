import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, paths } from '@vitrina/shared/core';
import { useCartStore } from '@vitrina/shared/kernel';
import type { ProductDetail } from '@vitrina/shared/data';
import { useSignInGate } from '../../access/useSignInGate';
import { useViewerId } from '../../access/useViewerId';
import { isAtAuction, toCartProduct, useAddToCart } from '../../product-card/useAddToCart';
import { accessCopy } from '../../access/copy';
import { productDetailCopy } from '../copy';
import { StickyActionBar } from './StickyActionBar';
import { useScrolledPast } from './scrolledPast';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[3]};
  > .wide {
    grid-column: 1 / -1;
  }
`;

export type DetailDialog = 'offer' | 'contact' | 'delete';

export interface ProductActionsProps {
  product: ProductDetail;
  onOpen: (dialog: DetailDialog) => void;
}

/** Cart lines keep what the cart page shows: title, price, images (main first) and a few facts. */
/**
 * What the viewer can do (spec §6): the owner edits and deletes; anyone else buys, offers and contacts the seller
 * while the piece is published (a visitor is sent to sign in first). A sold piece offers nothing to buy.
 */
export function ProductActions({ product, onOpen }: ProductActionsProps) {
  // who is looking: read here, so the session's arrival renders the actions again and not the page around them
  const userId = useViewerId();
  const navigate = useNavigate();
  const location = useLocation();
  const requireUser = useSignInGate();
  const addItem = useCartStore((state) => state.addItem);
  const addOne = useAddToCart();
  const inCart = useCartStore((state) => state.items.some((item) => item.id === product.id));
  // The bar shows only once these buttons have been scrolled past: on the first screen they are still ahead (at 640 px
  // the bar stood just above them, a second row of the same actions). Where IntersectionObserver is missing: no bar.
  const { ref: actionsRef, scrolledPast } = useScrolledPast();

  if (userId && userId === product.seller_id) {
    return (
      <Grid>
        <Button as={Link} to={`/dashboard/products/${product.id}/edit`} variant="primary" size="lg">
          {productDetailCopy.edit}
        </Button>
        <Button type="button" variant="destructive" size="lg" onClick={() => onOpen('delete')}>
          {productDetailCopy.delete}
        </Button>
      </Grid>
    );
  }

  const contact = (
    <Button
      type="button"
      variant="ghost"
      className="wide"
      onClick={() => void requireUser(accessCopy.offerLoginDescription).then((ok) => ok && onOpen('contact'))}
    >
      {productDetailCopy.contactSeller}
    </Button>
  );

  if (product.status !== 'published') return <Grid>{contact}</Grid>;

  const addToCart = async () => {
    if (!(await requireUser(accessCopy.loginToAddToCart))) return;
    addOne(product);
  };

  const buyNow = async () => {
    if (!(await requireUser(accessCopy.loginToAddToCart))) return;
    // a piece at auction goes no further than the refusal of addOne
    if (isAtAuction(product)) return addOne(product);
    // A piece already in the cart is not added twice by buying it.
    if (!inCart) addItem(toCartProduct(product));
    navigate(paths.cart);
  };

  const offer = async () => {
    if (!(await requireUser(accessCopy.loginToOffer, `${location.pathname}?offer=true`))) return;
    onOpen('offer');
  };

  return (
    <Grid ref={actionsRef}>
      {scrolledPast ? (
        <StickyActionBar price={product.price} onBuy={() => void buyNow()} onOffer={() => void offer()} />
      ) : null}
      <Button type="button" variant="accent" size="lg" className="wide" onClick={() => void buyNow()}>
        {productDetailCopy.buyNow}
      </Button>
      <Button type="button" variant="primary" onClick={() => void addToCart()}>
        {productDetailCopy.addToCart}
      </Button>
      <Button type="button" variant="outline" onClick={() => void offer()}>
        {productDetailCopy.makeOffer}
      </Button>
      {contact}
    </Grid>
  );
}
