import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AmountList,
  Button,
  Container,
  EmptyState,
  fillCopy,
  formatPrice,
  formatTotal,
  PageTitle,
  paths,
  Skeleton,
} from '@vitrina/shared/core';
import { useOrder } from '@vitrina/shared/data';
import { shippingLabel } from '../checkout/orderTotals';
import { SummaryCard, TotalRow } from '../cart/CartSummary';
import { confirmationCopy } from './copy';
import { orderNumber } from './confirmationPath';
import { clearCheckoutProgress } from '../checkout/checkoutProgress';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[12]};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  ol,
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Number = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

type Address = Record<string, unknown> | null;
const text = (address: Address, key: string) => {
  const value = address?.[key];
  return typeof value === 'string' ? value.trim() : '';
};

/** /checkout/orden/{id}: the order just paid — number, pieces, amounts, address, what happens next. */
export function OrderConfirmationPage() {
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  // The order is placed: the next checkout starts at 'Cuenta'. The checkout clears its kept progress as it leaves,
  // but a last write of the leaving page can land after that; here it is cleared once that page is gone.
  useEffect(() => clearCheckoutProgress(), []);

  if (order.isPending) {
    return (
      <Container aria-busy="true" aria-label={confirmationCopy.loading}>
        <Skeleton style={{ height: 40, width: 280, margin: '24px 0 16px' }} />
        <Skeleton style={{ height: 320 }} />
      </Container>
    );
  }
  if (!order.data) {
    return (
      <Container>
        <EmptyState
          title={confirmationCopy.notFound}
          description={confirmationCopy.notFoundDescription}
          link={{ to: `${paths.dashboard}/orders`, label: confirmationCopy.myOrders, size: 'lg' }}
        />
      </Container>
    );
  }

  const data = order.data;
  const address = data.shipping_address as Address;
  const lines = [
    text(address, 'full_name'),
    text(address, 'address'),
    text(address, 'neighborhood') &&
      fillCopy(confirmationCopy.neighborhood, { neighborhood: text(address, 'neighborhood') }),
    [text(address, 'city'), text(address, 'state')].filter(Boolean).join(', '),
    text(address, 'zip_code') && fillCopy(confirmationCopy.zip, { zip: text(address, 'zip_code') }),
    text(address, 'phone') && fillCopy(confirmationCopy.phone, { phone: text(address, 'phone') }),
  ].filter(Boolean);

  return (
    <Container>
      <PageTitle>{confirmationCopy.title}</PageTitle>
      <Grid>
        <div>
          <Section aria-labelledby="confirmation-number">
            <Number id="confirmation-number" data-testid="order-number">
              {fillCopy(confirmationCopy.orderNumber, { number: orderNumber(data.id) })}
            </Number>
            <p>{confirmationCopy.placed}</p>
          </Section>
          <Section aria-labelledby="confirmation-address">
            <h2 id="confirmation-address">{confirmationCopy.shipTo}</h2>
            <Address data-testid="order-address">
              {lines.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Address>
          </Section>
          <Section aria-labelledby="confirmation-next">
            <h2 id="confirmation-next">{confirmationCopy.nextTitle}</h2>
            <ol>
              <li>{confirmationCopy.nextEmail}</li>
              <li>{confirmationCopy.nextShipping}</li>
              <li>{confirmationCopy.nextCancel}</li>
            </ol>
          </Section>
          <Actions>
            <Button as={Link} to={paths.order(data.id)} size="lg">
              {confirmationCopy.viewOrder}
            </Button>
            <Button as={Link} to={paths.products} size="lg" variant="outline">
              {confirmationCopy.keepShopping}
            </Button>
          </Actions>
        </div>
        <SummaryCard aria-labelledby="confirmation-pieces">
          <h2 id="confirmation-pieces">{confirmationCopy.piecesTitle}</h2>
          <ul data-testid="order-pieces">
            {data.order_items.map((item) => (
              <li key={item.id}>
                {item.title}
                {item.quantity > 1 ? ` × ${item.quantity}` : ''} — {formatPrice(item.price * item.quantity)}
              </li>
            ))}
          </ul>
          <AmountList>
            <dt>{confirmationCopy.subtotal}</dt>
            <dd>{formatPrice(data.subtotal)}</dd>
            <dt>{confirmationCopy.shipping}</dt>
            <dd data-testid="order-shipping">{shippingLabel(data.shipping_total)}</dd>
            {data.discount > 0 ? (
              <>
                <dt>{fillCopy(confirmationCopy.discount, { code: data.discount_code ?? '' })}</dt>
                <dd data-testid="order-discount">−{formatPrice(data.discount)}</dd>
              </>
            ) : null}
          </AmountList>
          <TotalRow>
            <span>{confirmationCopy.total}</span>
            <span data-testid="order-total">{formatTotal(data.total)}</span>
          </TotalRow>
        </SummaryCard>
      </Grid>
    </Container>
  );
}
