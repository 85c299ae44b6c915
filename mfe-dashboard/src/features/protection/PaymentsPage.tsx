import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, formatDate, formatPrice, paths } from '@vitrina/shared/core';
import { PaymentsIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../trade-common/LoadState';
import { Amounts, ItemCard, ItemText, ItemTitle, List, Meta } from '../trade-common/tradeStyles';
import { orderNumber } from '../orders/orderDisplay';
import { CLAIM_BADGE } from './ClaimPanel';
import { protectionCopy } from './copy';
import { OPEN_CLAIM_STATUSES, usePaymentParts, type PaymentPart } from './protectionApi';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space[1]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Row = styled(ItemCard)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

// On a phone the order's five figures are a two-column list, label at the left and amount at the right, one to a
// line: inline they wrapped wherever the line ran out ('Reembolsado $0' alone on a second line, at a different place
// in each card), so amounts could not be compared down the list.
const PartAmounts = styled(Amounts)`
  ${({ theme }) => theme.media.belowMobile} {
    display: grid;
    gap: 0;
    div {
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[3]};
      padding: ${({ theme }) => theme.space[1]} 0;
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    dd {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
  }
`;

function isOpenClaim(part: PaymentPart) {
  return part.claim_status !== null && OPEN_CLAIM_STATUSES.includes(part.claim_status);
}

/** The date a held part is released on its own, or why it has none yet. */
function releaseWhen(part: PaymentPart): string {
  if (part.held <= 0) return '—';
  if (isOpenClaim(part)) return protectionCopy.whenClaimResolved;
  if (!part.delivered_at || !part.protection_ends_at) return protectionCopy.afterDelivery;
  return formatDate(part.protection_ends_at);
}

/** Sums of the seller's parts: held, held with a release date, released, refunded. */
export function paymentTotals(parts: PaymentPart[]) {
  const sum = (pick: (part: PaymentPart) => number) => parts.reduce((total, part) => total + pick(part), 0);
  return {
    held: sum((part) => part.held),
    toRelease: sum((part) => (part.delivered_at && !isOpenClaim(part) ? part.held : 0)),
    released: sum((part) => part.released),
    refunded: sum((part) => part.refunded),
  };
}

/** /dashboard/pagos: the seller's money per order and in total (rpc/payment_parts). */
export function PaymentsPage() {
  const parts = usePaymentParts('seller');
  const header = <PageHeader title={protectionCopy.paymentsTitle} description={protectionCopy.paymentsDescription} />;
  if (parts.isPending)
    return (
      <>
        {header}
        <ListSkeleton />
      </>
    );
  if (parts.isError)
    return (
      <>
        {header}
        <LoadError title={protectionCopy.paymentsLoadError} onRetry={() => void parts.refetch()} />
      </>
    );
  const rows = parts.data;
  if (!rows.length)
    return (
      <>
        {header}
        <EmptyPanel
          icon={<PaymentsIcon />}
          title={protectionCopy.emptyPaymentsTitle}
          description={protectionCopy.emptyPaymentsDescription}
        />
      </>
    );
  const totals = paymentTotals(rows);
  return (
    <>
      {header}
      <Totals data-testid="payment-totals">
        <div>
          <dt>{protectionCopy.totalHeld}</dt>
          <dd data-testid="total-held">{formatPrice(totals.held)}</dd>
        </div>
        <div>
          <dt>{protectionCopy.totalToRelease}</dt>
          <dd data-testid="total-to-release">{formatPrice(totals.toRelease)}</dd>
        </div>
        <div>
          <dt>{protectionCopy.totalReleased}</dt>
          <dd data-testid="total-released">{formatPrice(totals.released)}</dd>
        </div>
        <div>
          <dt>{protectionCopy.totalRefunded}</dt>
          <dd data-testid="total-refunded">{formatPrice(totals.refunded)}</dd>
        </div>
      </Totals>
      <List>
        {rows.map((part) => (
          <li key={`${part.order_id}-${part.seller_id}`}>
            <Row data-testid="payment-row">
              <header>
                <ItemText>
                  <ItemTitle>
                    <Link to={paths.order(part.order_id)}>{orderNumber({ id: part.order_id })}</Link>
                  </ItemTitle>
                  <Meta>
                    {part.titles} · {formatDate(part.order_created_at)}
                  </Meta>
                </ItemText>
                {part.claim_status ? (
                  <Badge variant={CLAIM_BADGE[part.claim_status]}>
                    {protectionCopy.claimStatus[part.claim_status]}
                  </Badge>
                ) : null}
              </header>
              <PartAmounts data-testid="payment-amounts">
                <div>
                  <dt>{protectionCopy.columnCaptured}</dt>
                  <dd>{formatPrice(part.captured)}</dd>
                </div>
                <div>
                  <dt>{protectionCopy.columnHeld}</dt>
                  <dd>{formatPrice(part.held)}</dd>
                </div>
                <div>
                  <dt>{protectionCopy.columnReleaseDate}</dt>
                  <dd>{releaseWhen(part)}</dd>
                </div>
                <div>
                  <dt>{protectionCopy.columnReleased}</dt>
                  <dd>{formatPrice(part.released)}</dd>
                </div>
                <div>
                  <dt>{protectionCopy.columnRefunded}</dt>
                  <dd>{formatPrice(part.refunded)}</dd>
                </div>
              </PartAmounts>
              {part.full_window && part.held > 0 ? <Meta>{protectionCopy.fullWindow}</Meta> : null}
            </Row>
          </li>
        ))}
      </List>
    </>
  );
}
