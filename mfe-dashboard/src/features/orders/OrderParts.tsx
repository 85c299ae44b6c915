import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, copy, fillCopy, formatDate, formatPrice, paths } from '@vitrina/shared/core';
import type { DashboardOrder } from '@vitrina/shared/data';
import { PieceThumb } from '../trade-common/PieceThumb';
import { ItemMain, ItemText, ItemTitle, List, Meta } from '../trade-common/tradeStyles';
import { tradeCopy } from '../trade-common/copy';
import { OrderActions } from './OrderActions';
import { ORDER_BADGE, orderViewer } from './orderDisplay';
import { carrierOf, orderStage } from './orderTimeline';
import { SellerReviews } from './SellerReviews';
import { trackingLink, useCarriers, type OrderReview, type OrderSeller } from './trustApi';
import { timelineCopy } from './trustCopy';
import { orderCopy } from './copy';

const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  /* the product's link colours (ink, a gold underline), not the browser's blue */
  h3 a,
  a.tracking {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.gold};
    text-underline-offset: 3px;
    overflow-wrap: anywhere;
  }
  h3 a:hover,
  a.tracking:hover {
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

const PartHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
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

type Item = DashboardOrder['order_items'][number];

/** The order's items by seller, in the order the sellers first appear. */
function sellerParts(order: DashboardOrder): { sellerId: string; items: Item[] }[] {
  const parts = new Map<string, Item[]>();
  for (const item of order.order_items) parts.set(item.seller_id, [...(parts.get(item.seller_id) ?? []), item]);
  return [...parts].map(([sellerId, items]) => ({ sellerId, items }));
}

/** Where a part's pieces are: carrier and guía with the carrier's tracking link, the arrival, or not sent yet. */
function Shipment({ order, items }: { order: DashboardOrder; items: Item[] }) {
  const carriers = useCarriers();
  const shipped = items.find((item) => item.shipped_at);
  const delivered = items.every((item) => item.delivered_at) ? items[0]?.delivered_at : null;
  if (!shipped?.shipped_at) {
    return <Meta>{order.status === 'cancelled' ? orderCopy.orderStatus.cancelled : orderCopy.notShippedYet}</Meta>;
  }
  const tracking = shipped.tracking_number ?? '';
  const carrier = carrierOf(carriers.data, { carrierId: shipped.carrier_id ?? null, carrier: shipped.carrier ?? '' });
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <Meta>
        {fillCopy(tradeCopy.shippedWith, { carrier: shipped.carrier ?? '', tracking })} ·{' '}
        {fillCopy(tradeCopy.shippedOn, { date: formatDate(shipped.shipped_at) })}
      </Meta>
      {carrier ? (
        <Meta>
          <a className="tracking" href={trackingLink(carrier, tracking)} target="_blank" rel="noopener noreferrer">
            {fillCopy(timelineCopy.track, { carrier: carrier.name })}
          </a>
          {carrier.tracking_url.includes('{guia}')
            ? null
            : ` · ${fillCopy(timelineCopy.trackHint, { tracking, carrier: carrier.name })}`}
        </Meta>
      ) : null}
      {delivered ? <Meta>{fillCopy(orderCopy.receivedOn, { date: formatDate(delivered) })}</Meta> : null}
    </div>
  );
}

/**
 * Each seller's part of the order on its own: the pieces, where they are (status, carrier, tracking link), the
 * part's actions ("Marcar como enviado", "Corregir guía", "Confirmar recepción") and the review of that seller. A
 * seller sees only their part (RLS gives them only their items).
 */
export function OrderParts({
  order,
  userId,
  sellers,
  reviews,
}: {
  order: DashboardOrder;
  userId: string;
  sellers: readonly OrderSeller[];
  reviews: readonly OrderReview[];
}) {
  const isSeller = orderViewer(order, userId) === 'seller';
  const parts = sellerParts(order);
  return (
    <>
      {parts.map(({ sellerId, items }) => {
        const seller = sellers.find((s) => s.id === sellerId);
        const name = seller?.display_name || seller?.username || copy.common.defaultUserName;
        const stage = orderStage({ ...order, order_items: items });
        const headingId = `part-${sellerId}`;
        return (
          <Part key={sellerId} role="group" aria-labelledby={headingId} data-testid="order-part">
            <PartHeader>
              <h3 id={headingId}>
                {isSeller ? (
                  orderCopy.yourPartHeading
                ) : (
                  <>
                    {fillCopy(orderCopy.partOf, { seller: '' })}
                    {seller?.username ? <Link to={paths.seller(seller.username)}>{name}</Link> : name}
                  </>
                )}
              </h3>
              {parts.length > 1 ? <Badge variant={ORDER_BADGE[stage]}>{orderCopy.orderStatus[stage]}</Badge> : null}
            </PartHeader>
            <List as="ul" style={{ gap: 12 }}>
              {items.map((item) => (
                <Line key={item.id}>
                  <ItemMain>
                    <PieceThumb images={item.product?.product_images} title={item.title} />
                    <ItemText>
                      <ItemTitle as="h4">
                        <Link to={paths.product(item.product_id)}>{item.title}</Link>
                      </ItemTitle>
                      <Meta>{fillCopy(orderCopy.quantity, { n: item.quantity })}</Meta>
                    </ItemText>
                  </ItemMain>
                  <div>
                    <Meta>{orderCopy.pricePaid}</Meta>
                    <strong>{formatPrice(item.price)}</strong>
                  </div>
                </Line>
              ))}
            </List>
            <Shipment order={order} items={items} />
            <OrderActions order={order} userId={userId} part={{ sellerId, sellerName: name }} />
            <SellerReviews order={order} userId={userId} reviews={reviews} sellers={sellers} sellerId={sellerId} />
          </Part>
        );
      })}
    </>
  );
}
