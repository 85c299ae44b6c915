import { useId, useState } from 'react';
import { Button, errorText, fillCopy, FormField, Input, NativeSelect } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { orderActions, useChangeOrder, type DashboardOrder, type OrderAction } from '@vitrina/shared/data';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { Actions } from '../trade-common/tradeStyles';
import { orderCopy } from './copy';
import { normalizeTrackingNumber, shipmentErrors } from './shipmentSchema';
import { useCarriers } from './trustApi';
import { timelineCopy } from './trustCopy';

type Kind = OrderAction['action'];

const DONE: Record<Kind, { title: string; description?: string }> = {
  cancel: { title: orderCopy.orderCancelled, description: orderCopy.orderCancelledDescription },
  ship: { title: orderCopy.orderShipped },
  correctTracking: { title: orderCopy.trackingCorrected },
  confirmDelivery: { title: orderCopy.deliveryConfirmed },
};

/** The part an action is for: one seller's pieces of the order, and that seller's name for the buyer. */
interface PartScope {
  sellerId: string;
  sellerName: string;
}

/**
 * The buttons this member may use now (the database decides again), each behind a confirmation. With `part`, the
 * actions of that seller's part (ship, correct the guía, "Confirmar recepción"); without it, those of the member's
 * own part and, for the buyer, cancelling and confirming an order of one seller.
 */
export function OrderActions({
  order,
  userId,
  part,
  cancelOnly = false,
}: {
  order: DashboardOrder;
  userId: string;
  part?: PartScope;
  /** the order page: its parts carry their own actions, the order only its cancellation */
  cancelOnly?: boolean;
}) {
  const [dialog, setDialog] = useState<Kind | null>(null);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const change = useChangeOrder();
  const carriers = useCarriers();
  const all = orderActions(order, userId, part?.sellerId);
  const allowed = cancelOnly ? { ...all, canShip: false, canCorrectTracking: false, canConfirmDelivery: false } : all;
  if (!allowed.canCancel && !allowed.canShip && !allowed.canCorrectTracking && !allowed.canConfirmDelivery) {
    return null;
  }

  const errors = shipmentErrors(carriers.data, { carrier, tracking });
  const chosen = carriers.data?.find((c) => c.id === carrier);
  const several = new Set(order.order_items.map((item) => item.seller_id)).size > 1;

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

  const open = (kind: Kind) => {
    setTouched(false);
    if (kind === 'correctTracking') {
      // the form starts from the guía the part has now
      const shipped = order.order_items.find((item) => item.seller_id === userId && item.shipped_at);
      setCarrier(shipped?.carrier_id ?? '');
      setTracking(shipped?.tracking_number ?? '');
    }
    setDialog(kind);
  };

  const confirm = () => {
    if (dialog === 'ship' || dialog === 'correctTracking') {
      setTouched(true);
      if (errors.carrier || errors.tracking) return;
      run({ orderId: order.id, action: dialog, carrier, trackingNumber: normalizeTrackingNumber(tracking) });
    } else if (dialog === 'confirmDelivery') {
      run({ orderId: order.id, action: 'confirmDelivery', sellerId: part?.sellerId });
    } else if (dialog === 'cancel') {
      run({ orderId: order.id, action: 'cancel' });
    }
  };

  const texts = {
    cancel: {
      title: orderCopy.cancelOrderTitle,
      description: orderCopy.cancelOrderBody,
      confirm: orderCopy.cancelOrder,
    },
    ship: { title: orderCopy.shipTitle, description: orderCopy.shipBody, confirm: orderCopy.markShipped },
    correctTracking: {
      title: orderCopy.correctTitle,
      description: orderCopy.correctBody,
      confirm: orderCopy.correctTracking,
    },
    confirmDelivery: {
      title:
        several && part
          ? fillCopy(orderCopy.confirmPartTitle, { seller: part.sellerName })
          : orderCopy.confirmDeliveryTitle,
      description: orderCopy.confirmDeliveryBody,
      confirm: orderCopy.confirmDelivery,
    },
  };

  return (
    <Actions>
      {allowed.canShip ? (
        <Button type="button" onClick={() => open('ship')}>
          {orderCopy.markShipped}
        </Button>
      ) : null}
      {allowed.canCorrectTracking ? (
        <Button type="button" variant="outline" onClick={() => open('correctTracking')}>
          {orderCopy.correctTracking}
        </Button>
      ) : null}
      {allowed.canConfirmDelivery ? (
        <Button type="button" onClick={() => open('confirmDelivery')}>
          {orderCopy.confirmDelivery}
        </Button>
      ) : null}
      {allowed.canCancel ? (
        <Button type="button" variant="outline" onClick={() => open('cancel')}>
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
          {dialog === 'ship' || dialog === 'correctTracking' ? (
            <div style={{ display: 'grid', gap: 12 }}>
              <FormField
                label={orderCopy.carrierLabel}
                id={`${id}-carrier`}
                error={touched ? (errors.carrier ?? null) : null}
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
                error={touched ? (errors.tracking ?? null) : null}
                hint={
                  chosen?.tracking_format
                    ? fillCopy(orderCopy.trackingFormatHint, { carrier: chosen.name, format: chosen.tracking_format })
                    : undefined
                }
                required
              >
                <Input
                  value={tracking}
                  maxLength={60}
                  autoComplete="off"
                  spellCheck={false}
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
