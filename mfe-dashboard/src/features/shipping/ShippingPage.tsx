import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, type BadgeVariant, fillCopy, formatDate, paths, plural } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { usePurchases, useSales, type DashboardOrder } from '@vitrina/shared/data';
import { ShippingIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { EmptyPanel, ListSkeleton, LoadError } from '../trade-common/LoadState';
import { ItemCard, ItemMain, ItemText, ItemTitle, List, Meta, Panel } from '../trade-common/tradeStyles';
import { orderNumber } from '../orders/orderDisplay';
import { shipmentState, usedAddresses, type ShipmentState } from './shipmentState';
import { dashboardCopy } from '../layout/copy';
import { shippingCopy } from './copy';
import { tradeCopy } from '../trade-common/copy';

const STATE_BADGE: Record<ShipmentState, BadgeVariant> = {
  waiting: 'warning',
  inTransit: 'info',
  delivered: 'success',
  cancelled: 'secondary',
};

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
  margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[3]};
  &:first-of-type {
    margin-top: 0;
  }
`;

const Addresses = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  list-style: none;
  padding: 0;
`;

/** /dashboard/shipping: the addresses the member's purchases went to and the state of every shipment. */
export function ShippingPage() {
  const user = useUser();
  const purchases = usePurchases();
  const sales = useSales();

  if (purchases.isError || sales.isError) {
    return (
      <>
        <PageHeader title={dashboardCopy.shipping} description={shippingCopy.shippingDescription} />
        <LoadError
          title={tradeCopy.ordersLoadError}
          onRetry={() => {
            void purchases.refetch();
            void sales.refetch();
          }}
        />
      </>
    );
  }
  if (!user || purchases.isPending || sales.isPending) {
    return (
      <>
        <PageHeader title={dashboardCopy.shipping} description={shippingCopy.shippingDescription} />
        <ListSkeleton />
      </>
    );
  }

  const shipments: { order: DashboardOrder; kind: 'purchase' | 'sale' }[] = [
    ...purchases.data.map((order) => ({ order, kind: 'purchase' as const })),
    ...sales.data.map((order) => ({ order, kind: 'sale' as const })),
  ].sort((a, b) => b.order.created_at.localeCompare(a.order.created_at));
  const addresses = usedAddresses(purchases.data);

  return (
    <>
      <PageHeader title={dashboardCopy.shipping} description={shippingCopy.shippingDescription} />
      {shipments.length === 0 ? (
        <EmptyPanel
          icon={<ShippingIcon />}
          title={shippingCopy.emptyShippingTitle}
          description={shippingCopy.emptyShippingDescription}
        />
      ) : (
        <>
          {addresses.length ? (
            <section aria-labelledby="shipping-addresses">
              <Heading id="shipping-addresses">{shippingCopy.addressesTitle}</Heading>
              <Addresses>
                {addresses.map((address) => (
                  <Panel as="li" key={address.key}>
                    {address.name ? <strong>{address.name}</strong> : null}
                    <Meta>{address.line}</Meta>
                    <Meta>{plural(address.uses, shippingCopy.addressUses)}</Meta>
                  </Panel>
                ))}
              </Addresses>
            </section>
          ) : null}
          <section aria-labelledby="shipping-list">
            <Heading id="shipping-list">{shippingCopy.shipmentsTitle}</Heading>
            <List>
              {shipments.map(({ order, kind }) => {
                const state = shipmentState(order);
                const tracked = order.order_items.filter((item) => item.tracking_number);
                return (
                  <ItemCard as="li" key={`${kind}-${order.id}`} aria-label={orderNumber(order)}>
                    <ItemMain>
                      <ItemText>
                        <ItemTitle>
                          <Link to={paths.order(order.id)}>{orderNumber(order)}</Link>
                        </ItemTitle>
                        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                          <Badge variant="outline">{kind === 'purchase' ? tradeCopy.purchase : tradeCopy.sale}</Badge>
                          <Badge variant={STATE_BADGE[state]}>{shippingCopy.shipmentState[state]}</Badge>
                        </div>
                        <Meta>{order.order_items.map((item) => item.title).join(', ')}</Meta>
                        {tracked.map((item) => (
                          <Meta key={item.id}>
                            {fillCopy(tradeCopy.shippedWith, {
                              carrier: item.carrier ?? '',
                              tracking: item.tracking_number ?? '',
                            })}
                            {item.shipped_at
                              ? ` · ${fillCopy(tradeCopy.shippedOn, { date: formatDate(item.shipped_at) })}`
                              : null}
                          </Meta>
                        ))}
                        <Meta>{fillCopy(tradeCopy.placedOn, { date: formatDate(order.created_at) })}</Meta>
                      </ItemText>
                    </ItemMain>
                  </ItemCard>
                );
              })}
            </List>
          </section>
        </>
      )}
    </>
  );
}
