import { useId, useState } from 'react';
import { Button, copy, FormField, Input } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { orderActions, useChangeOrder, type DashboardOrder, type OrderAction } from '@vitrina/shared/data';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { errorText } from '../trade-common/errorText';
import { Actions } from '../trade-common/tradeStyles';

type Kind = OrderAction['action'];

const DONE: Record<Kind, { title: string; description?: string }> = {
  cancel: { title: copy.trade.orderCancelled, description: copy.trade.orderCancelledDescription },
  ship: { title: copy.trade.orderShipped },
  confirmDelivery: { title: copy.trade.deliveryConfirmed },
};

/** The buttons this member may use on the order now (the database decides again), each behind a confirmation. */
export function OrderActions({ order, userId }: { order: DashboardOrder; userId: string }) {
  const [dialog, setDialog] = useState<Kind | null>(null);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const change = useChangeOrder();
  const allowed = orderActions(order, userId);
  if (!allowed.canCancel && !allowed.canShip && !allowed.canConfirmDelivery) return null;

  const carrierError = carrier.trim().length < 2 || carrier.trim().length > 60 ? copy.trade.carrierRequired : null;
  const trackingError = tracking.trim().length < 4 || tracking.trim().length > 60 ? copy.trade.trackingInvalid : null;

  const run = (action: OrderAction) =>
    change.mutate(action, {
      onSuccess: () => {
        setDialog(null);
        toast({ ...DONE[action.action], variant: 'success' });
      },
      onError: (error) => {
        setDialog(null);
        toast({ title: copy.trade.orderActionFailed, description: errorText(error), variant: 'destructive' });
      },
    });

  const confirm = () => {
    if (dialog === 'ship') {
      setTouched(true);
      if (carrierError || trackingError) return;
      run({ orderId: order.id, action: 'ship', carrier: carrier.trim(), trackingNumber: tracking.trim() });
    } else if (dialog) {
      run({ orderId: order.id, action: dialog } as OrderAction);
    }
  };

  const texts = {
    cancel: {
      title: copy.trade.cancelOrderTitle,
      description: copy.trade.cancelOrderBody,
      confirm: copy.trade.cancelOrder,
    },
    ship: { title: copy.trade.shipTitle, description: copy.trade.shipBody, confirm: copy.trade.markShipped },
    confirmDelivery: {
      title: copy.trade.confirmDeliveryTitle,
      description: copy.trade.confirmDeliveryBody,
      confirm: copy.trade.confirmDelivery,
    },
  };

  return (
    <Actions>
      {allowed.canShip ? (
        <Button type="button" onClick={() => setDialog('ship')}>
          {copy.trade.markShipped}
        </Button>
      ) : null}
      {allowed.canConfirmDelivery ? (
        <Button type="button" onClick={() => setDialog('confirmDelivery')}>
          {copy.trade.confirmDelivery}
        </Button>
      ) : null}
      {allowed.canCancel ? (
        <Button type="button" variant="outline" onClick={() => setDialog('cancel')}>
          {copy.trade.cancelOrder}
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
                label={copy.trade.carrierLabel}
                id={`${id}-carrier`}
                error={touched ? carrierError : null}
                required
              >
                <Input
                  value={carrier}
                  maxLength={60}
                  placeholder={copy.trade.carrierPlaceholder}
                  onChange={(event) => setCarrier(event.target.value)}
                />
              </FormField>
              <FormField
                label={copy.trade.trackingLabel}
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
