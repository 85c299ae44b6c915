import { useId, useState } from 'react';
import { Button, errorText, FormField, Input, NativeSelect } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { orderActions, useChangeOrder, type DashboardOrder, type OrderAction } from '@vitrina/shared/data';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { Actions } from '../trade-common/tradeStyles';
import { orderCopy } from './copy';
import { useCarriers } from './trustApi';
import { timelineCopy } from './trustCopy';

type Kind = OrderAction['action'];

const DONE: Record<Kind, { title: string; description?: string }> = {
  cancel: { title: orderCopy.orderCancelled, description: orderCopy.orderCancelledDescription },
  ship: { title: orderCopy.orderShipped },
  confirmDelivery: { title: orderCopy.deliveryConfirmed },
};

/** The buttons this member may use on the order now (the database decides again), each behind a confirmation. */
export function OrderActions({ order, userId }: { order: DashboardOrder; userId: string }) {
  const [dialog, setDialog] = useState<Kind | null>(null);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const change = useChangeOrder();
  const carriers = useCarriers();
  const allowed = orderActions(order, userId);
  if (!allowed.canCancel && !allowed.canShip && !allowed.canConfirmDelivery) return null;

  // the database accepts only a carrier of its list (ship_order); the list is what the seller picks from
  const carrierError = !carrier
    ? orderCopy.carrierRequired
    : carriers.data && !carriers.data.some((c) => c.id === carrier)
      ? timelineCopy.carrierFromList
      : null;
  const trackingError = tracking.trim().length < 4 || tracking.trim().length > 60 ? orderCopy.trackingInvalid : null;

  const run = (action: OrderAction) =>
    change.mutate(action, {
      onSuccess: () => {
        setDialog(null);
        toast({ ...DONE[action.action], variant: 'success' });
      },
      onError: (error) => {
        setDialog(null);
        toast({ title: orderCopy.orderActionFailed, description: errorText(error), variant: 'destructive' });
      },
    });

  const confirm = () => {
    if (dialog === 'ship') {
      setTouched(true);
      if (carrierError || trackingError) return;
      run({ orderId: order.id, action: 'ship', carrier, trackingNumber: tracking.trim() });
    } else if (dialog) {
      run({ orderId: order.id, action: dialog } as OrderAction);
    }
  };

  const texts = {
    cancel: {
      title: orderCopy.cancelOrderTitle,
      description: orderCopy.cancelOrderBody,
      confirm: orderCopy.cancelOrder,
    },
    ship: { title: orderCopy.shipTitle, description: orderCopy.shipBody, confirm: orderCopy.markShipped },
    confirmDelivery: {
      title: orderCopy.confirmDeliveryTitle,
      description: orderCopy.confirmDeliveryBody,
      confirm: orderCopy.confirmDelivery,
    },
  };

  return (
    <Actions>
      {allowed.canShip ? (
        <Button type="button" onClick={() => setDialog('ship')}>
          {orderCopy.markShipped}
        </Button>
      ) : null}
      {allowed.canConfirmDelivery ? (
        <Button type="button" onClick={() => setDialog('confirmDelivery')}>
          {orderCopy.confirmDelivery}
        </Button>
      ) : null}
      {allowed.canCancel ? (
        <Button type="button" variant="outline" onClick={() => setDialog('cancel')}>
          {orderCopy.cancelOrder}
        </Button>
      ) : null}
      {dialog ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : setDialog(null))}
          title={texts[dialog].title}
          description={texts[dialog].description}
          confirmLabel={texts[dialog].confirm}
          destructive={dialog === 'cancel'}
          pending={change.isPending}
          onConfirm={confirm}
        >
          {dialog === 'ship' ? (
            <div style={{ display: 'grid', gap: 12 }}>
              <FormField
                label={orderCopy.carrierLabel}
                id={`${id}-carrier`}
                error={touched ? carrierError : null}
                required
              >
                <NativeSelect value={carrier} onChange={(event) => setCarrier(event.target.value)}>
                  <option value="">{timelineCopy.chooseCarrier}</option>
                  {(carriers.data ?? []).map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                label={orderCopy.trackingLabel}
                id={`${id}-tracking`}
                error={touched ? trackingError : null}
                required
              >
                <Input
                  value={tracking}
                  maxLength={60}
                  autoComplete="off"
                  onChange={(event) => setTracking(event.target.value)}
                />
              </FormField>
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Actions>
  );
}
