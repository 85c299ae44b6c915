import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Container,
  copy,
  EmptyState,
  PageTitle,
  plural,
  spreadRow,
  useDocumentTitle,
  Alert,
  bareList,
  paths,
  cartItemCount,
} from '@vitrina/shared/core';
import { initSession, toast, useCartStore } from '@vitrina/shared/kernel';
import { useCheckedCart } from '../availability/useCheckedCart';
import { CartIcon } from './CartIcon';
import { CartItemRow } from './CartItemRow';
import { CartSummary } from './CartSummary';
import { cartCopy } from './copy';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[12]};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Items = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Header = styled.div`
  ${spreadRow('baseline', 2)}
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-top: -${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Unavailable = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Checking = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

/** /cart (open to everyone): the shared cart store, each piece re-read when the page opens. */
export function CartPage() {
  const { items, availability, unavailableIds, shippingPrices, agreedPrices, isChecking } = useCheckedCart();
  const clearCart = useCartStore((state) => state.clearCart);
  const removeItem = useCartStore((state) => state.removeItem);
  const count = cartItemCount(items);
  useDocumentTitle(cartCopy.heading);
  // the remote may run without the shell (standalone, a parcel): the button needs to know who is here
  useEffect(() => void initSession(), []);

  if (!items.length) {
    return (
      <Container>
        <PageTitle>{cartCopy.heading}</PageTitle>
        <EmptyState
          icon={<CartIcon />}
          title={cartCopy.empty}
          description={cartCopy.emptyDescription}
          link={{ to: paths.products, label: cartCopy.goShopping, size: 'lg' }}
        />
      </Container>
    );
  }

  const clear = () => {
    clearCart();
    toast({ title: copy.marketplace.cartCleared });
  };
  const removeUnavailable = () => {
    for (const id of unavailableIds) removeItem(id);
    toast({ title: copy.marketplace.productRemovedTitle, description: copy.marketplace.productRemovedDescription });
  };

  return (
    <Container>
      <Header>
        <PageTitle>{cartCopy.heading}</PageTitle>
      </Header>
      <Count>{plural(count, copy.cart.itemsCount)}</Count>
      <Layout>
        <section aria-label={cartCopy.heading}>
          <div aria-live="polite">
            {isChecking ? <Checking>{cartCopy.checkingAvailability}</Checking> : null}
            {unavailableIds.length ? (
              <Unavailable
                action={
                  <Button type="button" variant="outline" size="sm" onClick={removeUnavailable}>
                    {cartCopy.removeUnavailable}
                  </Button>
                }
              >
                {cartCopy.unavailableNotice}
              </Unavailable>
            ) : null}
          </div>
          <Items>
            {items.map((item) => (
              <CartItemRow
                key={item.id}
                item={item}
                availability={availability.get(item.id)}
                shippingPrice={shippingPrices.get(item.id)}
                agreedListPrice={agreedPrices.get(item.id)?.listPrice}
              />
            ))}
          </Items>
          <Toolbar>
            <Button as={Link} to={paths.products} variant="ghost">
              ← {cartCopy.continueShopping}
            </Button>
            <Button type="button" variant="outline" onClick={clear}>
              {cartCopy.clearCart}
            </Button>
          </Toolbar>
        </section>
        <CartSummary items={items} blocked={unavailableIds.length > 0} shippingPrices={shippingPrices} />
      </Layout>
    </Container>
  );
}
