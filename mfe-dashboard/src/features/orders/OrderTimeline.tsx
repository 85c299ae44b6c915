import styled from 'styled-components';
import { DATE_TIME_PATTERN, fillCopy, formatDate, bareList } from '@vitrina/shared/core';
import type { DashboardOrder } from '@vitrina/shared/data';
import { Meta } from '../trade-common/tradeStyles';
import { orderTimeline } from './orderTimeline';
import type { OrderReview, OrderSeller } from './trustApi';
import { timelineCopy } from './trustCopy';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${bareList}
`;

const Step = styled.li`
  display: grid;
  gap: 2px;
  padding-left: ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  /* the product's link colours (ink, a gold underline), as in the order's parts */
  a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.colors.gold};
    text-underline-offset: 3px;
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

/** Each step of the order with its date and time: placed, each shipment with its guía, arrivals, reviews. */
export function OrderTimeline({
  order,
  reviews,
  sellers,
}: {
  order: DashboardOrder;
  reviews: readonly OrderReview[];
  sellers: readonly OrderSeller[];
}) {
  const sellerName = (id: string) => sellers.find((s) => s.id === id)?.display_name ?? '';
  const several = new Set(order.order_items.map((item) => item.seller_id)).size > 1;
  return (
    <Steps aria-label={timelineCopy.title}>
      {orderTimeline(order, reviews).map((step) => {
        const when = <time dateTime={step.at}>{formatDate(step.at, DATE_TIME_PATTERN)}</time>;
        if (step.kind === 'shipped') {
          // the tracking link lives in the seller's part of the order page; the timeline keeps the record
          return (
            <Step key={`shipped-${step.sellerId}-${step.at}`}>
              <strong>
                {several
                  ? fillCopy(timelineCopy.shippedBy, { seller: sellerName(step.sellerId) })
                  : timelineCopy.shipped}
              </strong>
              <Meta>{when}</Meta>
              <Meta>
                {step.carrier} · {step.tracking}
              </Meta>
            </Step>
          );
        }
        const title =
          step.kind === 'placed'
            ? timelineCopy.placed
            : step.kind === 'delivered'
              ? step.sellerId
                ? fillCopy(timelineCopy.deliveredFrom, { seller: sellerName(step.sellerId) })
                : timelineCopy.delivered
              : step.kind === 'cancelled'
                ? timelineCopy.cancelledBy[step.by]
                : timelineCopy.reviewed;
        return (
          <Step key={`${step.kind}-${step.at}-${'sellerId' in step ? step.sellerId : ''}`}>
            <strong>{title}</strong>
            <Meta>{when}</Meta>
            {step.kind === 'reviewed' ? (
              <Meta>
                {fillCopy(timelineCopy.reviewedWith, { stars: step.rating, seller: sellerName(step.sellerId) })}
              </Meta>
            ) : null}
          </Step>
        );
      })}
    </Steps>
  );
}
