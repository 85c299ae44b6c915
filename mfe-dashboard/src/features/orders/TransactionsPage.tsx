import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, formatDate, formatPrice, paths } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { usePurchases, useSales, type DashboardOrder } from '@vitrina/shared/data';
import { TransactionsIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../trade-common/LoadState';
import { Panel } from '../trade-common/tradeStyles';
import { amountFor, ORDER_BADGE, orderNumber } from './orderDisplay';
import { orderStage } from './orderTimeline';
import { dashboardCopy } from '../layout/copy';
import { orderCopy } from './copy';
import { tradeCopy } from '../trade-common/copy';

const Totals = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Figure = styled(Panel)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  td:nth-child(4) {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
  a {
    color: ${({ theme }) => theme.colors.ink};
  }
  ${({ theme }) => theme.media.belowMobile} {
    thead {
      display: none;
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      padding: ${({ theme }) => theme.space[3]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      border: 0;
      padding: ${({ theme }) => theme.space[1]} 0;
    }
  }
`;

type Row = { order: DashboardOrder; kind: 'purchase' | 'sale' };

/** /dashboard/transactions: every purchase and sale, newest first, with what was paid, its status and date. */
export function TransactionsPage() {
  const user = useUser();
  const purchases = usePurchases();
  const sales = useSales();
  const failed = purchases.isError || sales.isError;
  const loading = !user || purchases.isPending || sales.isPending;

  let body;
  if (failed) {
    body = (
      <LoadError
        title={tradeCopy.ordersLoadError}
        onRetry={() => {
          void purchases.refetch();
          void sales.refetch();
        }}
      />
    );
  } else if (loading) {
    body = <ListSkeleton />;
  } else {
    const rows: Row[] = [
      ...purchases.data.map((order) => ({ order, kind: 'purchase' as const })),
      ...sales.data.map((order) => ({ order, kind: 'sale' as const })),
    ].sort((a, b) => b.order.created_at.localeCompare(a.order.created_at));
    const live = (row: Row) => row.order.status !== 'cancelled';
    const spent = rows
      .filter((row) => row.kind === 'purchase' && live(row))
      .reduce((sum, row) => sum + amountFor(row.order, user.id), 0);
    const sold = rows
      .filter((row) => row.kind === 'sale' && live(row))
      .reduce((sum, row) => sum + amountFor(row.order, user.id), 0);
    body = rows.length ? (
      <>
        <Totals>
          <Figure>
            <span>{orderCopy.spentTotal}</span>
            <strong>{formatPrice(spent)}</strong>
            <span>{orderCopy.excludesCancelled}</span>
          </Figure>
          <Figure>
            <span>{orderCopy.soldTotal}</span>
            <strong>{formatPrice(sold)}</strong>
            <span>{orderCopy.excludesCancelled}</span>
          </Figure>
        </Totals>
        <Panel>
          <Table>
            <thead>
              <tr>
                <th scope="col">{orderCopy.columnDate}</th>
                <th scope="col">{orderCopy.columnType}</th>
                <th scope="col">{orderCopy.columnPieces}</th>
                <th scope="col">{orderCopy.columnAmount}</th>
                <th scope="col">{orderCopy.columnStatus}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ order, kind }) => (
                <tr key={`${kind}-${order.id}`}>
                  <td>{formatDate(order.created_at)}</td>
                  <td>{kind === 'purchase' ? tradeCopy.purchase : tradeCopy.sale}</td>
                  <td>
                    <Link to={paths.order(order.id)}>{orderNumber(order)}</Link>
                    <div>{order.order_items.map((item) => item.title).join(', ')}</div>
                  </td>
                  <td>{formatPrice(amountFor(order, user.id))}</td>
                  <td>
                    <Badge variant={ORDER_BADGE[orderStage(order)]}>{orderCopy.orderStatus[orderStage(order)]}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Panel>
      </>
    ) : (
      <EmptyPanel
        icon={<TransactionsIcon />}
        title={orderCopy.emptyTransactionsTitle}
        description={orderCopy.emptyTransactionsDescription}
        link={{ to: paths.products, label: dashboardCopy.exploreProducts, variant: 'outline' }}
      />
    );
  }

  return (
    <>
      <PageHeader title={dashboardCopy.transactions} description={orderCopy.transactionsDescription} />
      {body}
    </>
  );
}
