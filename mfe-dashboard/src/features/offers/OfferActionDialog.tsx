import { useId, useState } from 'react';
import { copy, fillCopy, FormField, formatPrice, Input, SELL_PRICE_MAX } from '@vitrina/shared/core';
import { agreedAmount, type DashboardOffer, type OfferAnswer } from '@vitrina/shared/data';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';

export type OfferDialogAction = OfferAnswer['action'];

/** The confirmation of one answer; a counter asks for its amount (> 0, ≤ 1,000,000, not the offer itself). */
export function OfferActionDialog({
  action,
  offer,
  counterpartName,
  pending,
  onClose,
  onConfirm,
}: {
  action: OfferDialogAction;
  offer: DashboardOffer;
  counterpartName: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (answer: OfferAnswer) => void;
}) {
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const id = useId();
  const title = offer.product?.title ?? copy.trade.pieceUnavailable;
  const amount = Number(amountText.replace(/[$,\s]/g, ''));
  const amountError =
    !amountText.trim() || !Number.isFinite(amount) || amount <= 0 || amount > SELL_PRICE_MAX
      ? copy.marketplace.invalidOfferAmount
      : amount === offer.amount
        ? copy.trade.counterSameAsOffer
        : null;

  const texts: Record<
    OfferDialogAction,
    { title: string; description: string; confirm: string; destructive?: boolean }
  > = {
    accept: {
      title: copy.trade.acceptTitle,
      description: fillCopy(copy.trade.acceptBody, { name: counterpartName, amount: formatPrice(offer.amount) }),
      confirm: copy.trade.accept,
    },
    reject: {
      title: copy.trade.rejectTitle,
      description: fillCopy(copy.trade.rejectBody, { name: counterpartName }),
      confirm: copy.trade.reject,
      destructive: true,
    },
    counter: {
      title: copy.trade.counterTitle,
      description: fillCopy(copy.trade.counterBody, { name: counterpartName }),
      confirm: copy.trade.counter,
    },
    acceptCounter: {
      title: copy.trade.acceptCounterTitle,
      description: fillCopy(copy.trade.acceptCounterBody, { title, amount: formatPrice(agreedAmount(offer)) }),
      confirm: copy.trade.acceptCounter,
    },
    withdraw: {
      title: copy.trade.withdrawTitle,
      description: copy.trade.withdrawBody,
      confirm: copy.trade.withdraw,
      destructive: true,
    },
  };
  const text = texts[action];

  const confirm = () => {
    if (action === 'counter') {
      setTouched(true);
      if (amountError) return;
      onConfirm({ offerId: offer.id, action: 'counter', counterAmount: amount });
      return;
    }
    onConfirm({ offerId: offer.id, action } as OfferAnswer);
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      destructive={text.destructive}
      pending={pending}
      onConfirm={confirm}
    >
      {action === 'counter' ? (
        <FormField label={copy.trade.counterLabel} id={`${id}-amount`} error={touched ? amountError : null} required>
          <Input
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            onBlur={() => setTouched(true)}
            placeholder={String(Math.round(((offer.product?.price ?? offer.amount) + offer.amount) / 2))}
          />
        </FormField>
      ) : null}
    </ConfirmDialog>
  );
}
