import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  AmountList,
  Badge,
  Button,
  copy,
  DATE_TIME_PATTERN,
  fillCopy,
  formatDate,
  formatPrice,
  formatTotal,
} from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { useOrder } from '@vitrina/shared/data';
import { OrdersIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { PageSkeleton } from '../layout/PageSkeleton';
import { EmptyPanel, LoadError } from '../trade-common/LoadState';
import { Meta, Panel } from '../trade-common/tradeStyles';
import { OrderActions } from './OrderActions';
import { OrderParts } from './OrderParts';
import { OrderProtection } from '../protection/OrderProtection';
import { OrderTimeline } from './OrderTimeline';
import { orderStage } from './orderTimeline';
import { useOrderReviews, useOrderSellers } from './trustApi';
import { timelineCopy } from './trustCopy';
import { addressLines, ORDER_BADGE, orderAmounts, orderNumber, orderViewer, type OrderViewer } from './orderDisplay';
import { dashboardCopy } from '../layout/copy';
import { orderCopy } from './copy';
import { tradeCopy } from '../trade-common/copy';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  ${({ theme }) => theme.media.belowSidebar} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Section = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Address = styled.address`
  font-style: normal;
  display: grid;
  gap: 2px;
  overflow-wrap: anywhere;
`;

const TOTAL_LABEL: Record<OrderViewer, string> = {
  buyer: orderCopy.total,
  seller: orderCopy.yourPartWithShipping,
  staff: orderCopy.orderTotal,
};

/**
 * Back to the orders: the buyer's purchases, the seller's sales tab; staff (who reach an order from a claim, a payment
 * or a notification) go back where they came from, or to the orders list when the page was opened directly.
 */
function BackToOrders({ viewer }: { viewer: OrderViewer }) {
  const navigate = useNavigate();
  const location = useLocation();
  // react-router marks the first entry of a session 'default'; any in-app navigation gives it another key.
  if (viewer === 'staff' && location.key !== 'default') {
    return (
      <Button type="button" variant="ghost" size="sm" onClick={() => void navigate(-1)}>
        {orderCopy.back}
      </Button>
    );
  }
  return (
    <Button
      as={Link}
      to={viewer === 'seller' ? '/dashboard/orders?tab=sales' : '/dashboard/orders'}
      variant="ghost"
      size="sm"
    >
      {orderCopy.backToOrders}
    </Button>
  );
}

/**
 * /dashboard/orders/:id (the target of order notifications): each seller's part with its pieces, shipment, actions
 * and review; the amounts; the address the sellers ship to (with colonia and the courier's phone); the timeline.
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const user = useUser();
  const order = useOrder(id);
  const reviews = useOrderReviews(id, Boolean(order.data));
  const sellers = useOrderSellers([...new Set(order.data?.order_items.map((item) => item.seller_id) ?? [])]);

  if (order.isPending || !user) return <PageSkeleton />;
  if (order.isError) return <LoadError title={tradeCopy.ordersLoadError} onRetry={() => void order.refetch()} />;
  if (!order.data) {
    return (
      <>
        <PageHeader title={dashboardCopy.orders} />
        <EmptyPanel
          icon={<OrdersIcon />}
          title={orderCopy.emptyOrderTitle}
          description={orderCopy.emptyOrderDescription}
          link={{ to: '/dashboard/orders', label: orderCopy.viewOrders, variant: 'outline' }}
        />
      </>
    );
  }

  const data = order.data;
  const viewer = orderViewer(data, user.id);
  const address = addressLines(data.shipping_address);
  const stage = orderStage(data);
  const amounts = orderAmounts(data, user.id);
  return (
    <>
      <PageHeader
        title={orderNumber(data)}
        description={fillCopy(tradeCopy.placedOn, { date: formatDate(data.created_at, DATE_TIME_PATTERN) })}
        actions={<BackToOrders viewer={viewer} />}
      />
      <Columns>
        <Section as="section" aria-labelledby="order-pieces">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
            <h2 id="order-pieces">{orderCopy.columnPieces}</h2>
            <Badge variant={ORDER_BADGE[stage]}>{orderCopy.orderStatus[stage]}</Badge>
          </div>
          <OrderParts order={data} userId={user.id} sellers={sellers.data ?? []} reviews={reviews.data ?? []} />
          <AmountList>
            <dt>{orderCopy.subtotal}</dt>
            <dd data-testid="order-subtotal">{formatPrice(amounts.subtotal)}</dd>
            <dt>{orderCopy.shipment}</dt>
            <dd data-testid="order-shipping">
              {amounts.shipping > 0 ? formatPrice(amounts.shipping) : copy.shipping.free}
            </dd>
            {amounts.discount > 0 ? (
              <>
                <dt>{fillCopy(orderCopy.discount, { code: amounts.discountCode ?? '' })}</dt>
                <dd data-testid="order-discount">−{formatPrice(amounts.discount)}</dd>
              </>
            ) : null}
          </AmountList>
          <Total>
            <span>{TOTAL_LABEL[viewer]}</span>
            <span data-testid="order-total">{formatTotal(amounts.total)}</span>
          </Total>
          <OrderActions order={data} userId={user.id} cancelOnly />
          <OrderProtection order={data} userId={user.id} sellers={sellers.data ?? []} />
        </Section>
        <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <Section as="section" aria-labelledby="order-shipping">
            <h2 id="order-shipping">{orderCopy.shippingAddress}</h2>
            {data.shipping_address?.full_name ? <p>{data.shipping_address.full_name}</p> : null}
            {address.length ? (
              <Address data-testid="order-address">
                {address.map((line) => (
                  <Meta as="span" key={line}>
                    {line}
                  </Meta>
                ))}
              </Address>
            ) : (
              <Meta>{orderCopy.noAddress}</Meta>
            )}
            {viewer !== 'buyer' ? (
              <Meta>
                {fillCopy(orderCopy.buyerName, { name: data.buyer?.display_name || copy.common.defaultUserName })}
              </Meta>
            ) : null}
          </Section>
          <Section as="section" aria-labelledby="order-timeline">
            <h2 id="order-timeline">{timelineCopy.title}</h2>
            <OrderTimeline order={data} reviews={reviews.data ?? []} sellers={sellers.data ?? []} />
          </Section>
        </div>
      </Columns>
    </>
  );
}
