import { useState } from 'react';
import { Button, errorText, fillCopy } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { orderActions, useChangeOrder, type DashboardOrder, type OrderAction } from '@vitrina/shared/data';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { Actions } from '../trade-common/tradeStyles';
import { orderCopy } from './copy';
import { ShipmentDialog } from './ShipmentDialog';
import type { ShipmentValues } from './shipmentSchema';

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
  const change = useChangeOrder();
  const all = orderActions(order, userId, part?.sellerId);
  const allowed = cancelOnly ? { ...all, canShip: false, canCorrectTracking: false, canConfirmDelivery: false } : all;
  if (!allowed.canCancel && !allowed.canShip && !allowed.canCorrectTracking && !allowed.canConfirmDelivery) {
    return null;
  }

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

  // the correction starts from the guía the part has now
  const shipped = order.order_items.find((item) => item.seller_id === userId && item.shipped_at);
  const currentGuia: ShipmentValues = {
    carrier: shipped?.carrier_id ?? '',
    tracking: shipped?.tracking_number ?? '',
  };

  const saveShipment = async (kind: 'ship' | 'correctTracking', { carrier, tracking }: ShipmentValues) => {
    await change.mutateAsync({ orderId: order.id, action: kind, carrier, trackingNumber: tracking });
    setDialog(null);
    toast({ ...DONE[kind], variant: 'success' });
  };

  const confirm = () => {
    if (dialog === 'confirmDelivery') {
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
        <Button type="button" onClick={() => setDialog('ship')}>
          {orderCopy.markShipped}
        </Button>
      ) : null}
      {allowed.canCorrectTracking ? (
        <Button type="button" variant="outline" onClick={() => setDialog('correctTracking')}>
          {orderCopy.correctTracking}
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
      {dialog === 'ship' || dialog === 'correctTracking' ? (
        <ShipmentDialog
          title={texts[dialog].title}
          description={texts[dialog].description}
          confirmLabel={texts[dialog].confirm}
          initialValues={dialog === 'ship' ? { carrier: '', tracking: '' } : currentGuia}
          onOpenChange={(next) => (next ? undefined : setDialog(null))}
          onSave={(values) => saveShipment(dialog, values)}
        />
      ) : dialog ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : setDialog(null))}
          title={texts[dialog].title}
          description={texts[dialog].description}
          confirmLabel={texts[dialog].confirm}
          destructive={dialog === 'cancel'}
          pending={change.isPending}
          onConfirm={confirm}
        />
      ) : null}
    </Actions>
  );
}
