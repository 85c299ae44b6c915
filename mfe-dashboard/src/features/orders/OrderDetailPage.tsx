import { Link, useParams } from 'react-router-dom';
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
  paths,
} from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { useOrder } from '@vitrina/shared/data';
import { OrdersIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { PageSkeleton } from '../layout/PageSkeleton';
import { PieceThumb } from '../trade-common/PieceThumb';
import { EmptyPanel, LoadError } from '../trade-common/LoadState';
import { ItemMain, ItemText, ItemTitle, List, Meta, Panel } from '../trade-common/tradeStyles';
import { OrderActions } from './OrderActions';
import { OrderProtection } from '../protection/OrderProtection';
import { OrderTimeline } from './OrderTimeline';
import { orderStage } from './orderTimeline';
import { SellerReviews } from './SellerReviews';
import { useOrderReviews, useOrderSellers, type OrderSeller } from './trustApi';
import { timelineCopy } from './trustCopy';
import { addressLine, ORDER_BADGE, orderAmounts, orderNumber } from './orderDisplay';
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

const Line = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
  strong {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

/** 'Vendedor: {name}', the name a link to the seller's page. */
function ItemSeller({ seller }: { seller: OrderSeller | undefined }) {
  if (!seller) return null;
  const name = seller.display_name || seller.username || copy.common.defaultUserName;
  return (
    <Meta>
      {orderCopy.soldBy} {seller.username ? <Link to={paths.seller(seller.username)}>{name}</Link> : name}
    </Meta>
  );
}

/** /dashboard/orders/:id (the target of order notifications): pieces, prices paid, shipment, address, dates, actions. */
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
  const isBuyer = data.buyer_id === user.id;
  const address = addressLine(data.shipping_address);
  const stage = orderStage(data);
  const amounts = orderAmounts(data, user.id);
  return (
    <>
      <PageHeader
        title={orderNumber(data)}
        description={fillCopy(tradeCopy.placedOn, { date: formatDate(data.created_at, DATE_TIME_PATTERN) })}
        actions={
          <Button
            as={Link}
            to={isBuyer ? '/dashboard/orders' : '/dashboard/orders?tab=sales'}
            variant="ghost"
            size="sm"
          >
            {orderCopy.backToOrders}
          </Button>
        }
      />
      <Columns>
        <Section as="section" aria-labelledby="order-pieces">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
            <h2 id="order-pieces">{orderCopy.columnPieces}</h2>
            <Badge variant={ORDER_BADGE[stage]}>{orderCopy.orderStatus[stage]}</Badge>
          </div>
          <List as="ul" style={{ gap: 12 }}>
            {data.order_items.map((item) => (
              <Line key={item.id}>
                <ItemMain>
                  <PieceThumb images={item.product?.product_images} title={item.title} />
                  <ItemText>
                    <ItemTitle as="h3">
                      <Link to={paths.product(item.product_id)}>{item.title}</Link>
                    </ItemTitle>
                    <Meta>{fillCopy(orderCopy.quantity, { n: item.quantity })}</Meta>
                    {isBuyer ? <ItemSeller seller={sellers.data?.find((s) => s.id === item.seller_id)} /> : null}
                    <Meta>
                      {item.shipped_at
                        ? `${fillCopy(tradeCopy.shippedWith, { carrier: item.carrier ?? '', tracking: item.tracking_number ?? '' })} · ${fillCopy(tradeCopy.shippedOn, { date: formatDate(item.shipped_at) })}`
                        : data.status === 'cancelled'
                          ? orderCopy.orderStatus.cancelled
                          : orderCopy.notShippedYet}
                    </Meta>
                  </ItemText>
                </ItemMain>
                <div>
                  <Meta>{orderCopy.pricePaid}</Meta>
                  <strong>{formatPrice(item.price)}</strong>
                </div>
              </Line>
            ))}
          </List>
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
            <span>{isBuyer ? orderCopy.total : orderCopy.yourPartWithShipping}</span>
            <span data-testid="order-total">{formatPrice(amounts.total)} MXN</span>
          </Total>
          <OrderActions order={data} userId={user.id} />
          <OrderProtection order={data} userId={user.id} sellers={sellers.data ?? []} />
          <SellerReviews order={data} userId={user.id} reviews={reviews.data ?? []} sellers={sellers.data ?? []} />
        </Section>
        <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <Section as="section" aria-labelledby="order-shipping">
            <h2 id="order-shipping">{orderCopy.shippingAddress}</h2>
            {data.shipping_address?.full_name ? <p>{data.shipping_address.full_name}</p> : null}
            <Meta>{address ?? orderCopy.noAddress}</Meta>
            {!isBuyer ? (
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
