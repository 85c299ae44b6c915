import { Link } from 'react-router-dom';
import { Badge, Button, copy, fillCopy, formatDate, formatPrice, paths } from '@vitrina/shared/core';
import type { DashboardOrder } from '@vitrina/shared/data';
import { PieceThumb } from '../trade-common/PieceThumb';
import { Amounts, ItemCard, ItemMain, ItemText, ItemTitle, Meta } from '../trade-common/tradeStyles';
import { OrderActions } from './OrderActions';
import { amountFor, ORDER_BADGE, orderNumber } from './orderDisplay';
import { orderStage } from './orderTimeline';
import { orderCopy } from './copy';
import { tradeCopy } from '../trade-common/copy';

/** One order in a list: number, status, date, the pieces with the price paid, the total and the actions. */
export function OrderCard({ order, userId }: { order: DashboardOrder; userId: string }) {
  const isBuyer = order.buyer_id === userId;
  const first = order.order_items[0];
  return (
    <ItemCard as="li" aria-label={orderNumber(order)}>
      <ItemMain>
        <PieceThumb images={first?.product?.product_images} title={first?.title ?? ''} />
        <ItemText>
          <ItemTitle>
            <Link to={paths.order(order.id)}>{orderNumber(order)}</Link>
          </ItemTitle>
          <div>
            <Badge variant={ORDER_BADGE[orderStage(order)]}>{orderCopy.orderStatus[orderStage(order)]}</Badge>
          </div>
          <Meta>
            {fillCopy(tradeCopy.placedOn, { date: formatDate(order.created_at) })}
            {!isBuyer
              ? ` · ${fillCopy(orderCopy.buyerName, { name: order.buyer?.display_name || copy.common.defaultUserName })}`
              : null}
          </Meta>
          <Amounts>
            {order.order_items.map((item) => (
              <div key={item.id}>
                <dt>
                  {item.title}
                  {item.quantity > 1 ? ` ×${item.quantity}` : ''}
                </dt>
                <dd>{formatPrice(item.price)}</dd>
              </div>
            ))}
            <div>
              <dt>{isBuyer ? orderCopy.total : orderCopy.yourPart}</dt>
              <dd>{formatPrice(amountFor(order, userId))}</dd>
            </div>
          </Amounts>
        </ItemText>
      </ItemMain>
      <div style={{ display: 'grid', gap: 8, alignContent: 'start' }}>
        <OrderActions order={order} userId={userId} />
        <Button as={Link} to={paths.order(order.id)} variant="ghost" size="sm">
          {orderCopy.viewOrder}
        </Button>
      </div>
    </ItemCard>
  );
}
