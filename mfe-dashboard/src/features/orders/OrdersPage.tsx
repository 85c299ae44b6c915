import { Button, paths } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { usePurchases, useSales } from '@vitrina/shared/data';
import { Link } from 'react-router-dom';
import { OrdersIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../trade-common/LoadState';
import { TabBar } from '../trade-common/TabBar';
import { List } from '../trade-common/tradeStyles';
import { OrderCard } from './OrderCard';
import { useOrderSide } from './useOrderSide';
import { dashboardCopy } from '../layout/copy';
import { orderCopy } from './copy';
import { tradeCopy } from '../trade-common/copy';

/** /dashboard/orders (Pedidos): purchases to follow, cancel or confirm, and sales to ship. */
export function OrdersPage() {
  const user = useUser();
  const [side, setSide] = useOrderSide();
  const purchases = usePurchases();
  const sales = useSales();
  const query = side === 'sales' ? sales : purchases;
  return (
    <>
      <PageHeader title={dashboardCopy.orders} description={orderCopy.ordersDescription} />
      <TabBar
        idBase="orders"
        label={dashboardCopy.orders}
        value={side}
        onChange={setSide}
        options={[
          { value: 'purchases', label: orderCopy.purchases },
          { value: 'sales', label: orderCopy.sales },
        ]}
      />
      <div role="tabpanel" id="orders-panel" aria-labelledby={`orders-${side}`}>
        {query.isPending || !user ? (
          <ListSkeleton />
        ) : query.isError ? (
          <LoadError title={tradeCopy.ordersLoadError} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyPanel
            icon={<OrdersIcon />}
            title={side === 'sales' ? orderCopy.emptySalesTitle : orderCopy.emptyPurchasesTitle}
            description={side === 'sales' ? orderCopy.emptySalesDescription : orderCopy.emptyPurchasesDescription}
            action={
              side === 'purchases' ? (
                <Button as={Link} to={paths.products} variant="outline">
                  {dashboardCopy.exploreProducts}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <List>
            {query.data.map((order) => (
              <OrderCard key={order.id} order={order} userId={user.id} />
            ))}
          </List>
        )}
      </div>
    </>
  );
}
