import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, copy, fillCopy, formatPrice, Skeleton, paths, bareList } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useDeletePriceAlert, usePriceAlerts } from '@vitrina/shared/data';
import { SectionCard } from './SectionCard';
import { settingsCopy } from './copy';

const List = styled.ul`
  ${bareList}
  display: grid;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
`;

const Info = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  a,
  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.goldDark};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The price alerts the member set, each with delete. */
export function PriceAlertsCard() {
  const user = useUser();
  const alerts = usePriceAlerts(user?.id);
  const remove = useDeletePriceAlert();

  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: settingsCopy.alertDeleted, variant: 'success' }),
      onError: () =>
        toast({ title: copy.common.error, description: settingsCopy.alertDeleteError, variant: 'destructive' }),
    });

  return (
    <SectionCard aria-labelledby="price-alerts-title">
      <h2 id="price-alerts-title">{settingsCopy.priceAlertsTitle}</h2>
      <p>{settingsCopy.priceAlertsDescription}</p>
      {alerts.isPending ? (
        <Skeleton height="48px" />
      ) : alerts.data && alerts.data.length > 0 ? (
        <List>
          {alerts.data.map((alert) => (
            <Row key={alert.id}>
              <Info>
                {alert.product ? (
                  <Link to={paths.product(alert.product.id)}>{alert.product.title}</Link>
                ) : (
                  <strong>{settingsCopy.priceAlertUnavailable}</strong>
                )}
                <span>
                  {fillCopy(settingsCopy.priceAlertTarget, { price: formatPrice(alert.target_price) })}
                  {alert.product
                    ? ` · ${fillCopy(settingsCopy.priceAlertCurrent, { price: formatPrice(alert.product.price) })}`
                    : ''}
                </span>
              </Info>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => onDelete(alert.id)}
                disabled={remove.isPending && remove.variables === alert.id}
                aria-label={`${settingsCopy.deleteAlert}: ${alert.product?.title ?? settingsCopy.priceAlertUnavailable}`}
              >
                {settingsCopy.deleteAlert}
              </Button>
            </Row>
          ))}
        </List>
      ) : alerts.isError ? (
        <Empty role="alert">{copy.common.tryAgain}</Empty>
      ) : (
        <Empty>{settingsCopy.priceAlertsEmpty}</Empty>
      )}
    </SectionCard>
  );
}
