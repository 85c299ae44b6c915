import { useId, useState } from 'react';
import {
  copy,
  fillCopy,
  FormField,
  formatPrice,
  hasAtMostTwoDecimals,
  Input,
  SELL_PRICE_MAX,
} from '@vitrina/shared/core';
import { agreedAmount, type DashboardOffer, type OfferAnswer } from '@vitrina/shared/data';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { offerCopy } from './copy';

export type OfferDialogAction = OfferAnswer['action'];

/**
 * The confirmation of one answer; a counter asks for its amount: above the offer, at most the list price (the
 * database's rule, guard_offer, which answers the same words should the price have changed meanwhile).
 */
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
  const title = offer.product?.title ?? offerCopy.pieceUnavailable;
  const amount = Number(amountText.replace(/[$,\s]/g, ''));
  const listPrice = offer.product?.price ?? null;
  const amountError =
    !amountText.trim() || !Number.isFinite(amount) || amount <= 0 || amount > SELL_PRICE_MAX
      ? copy.marketplace.invalidOfferAmount
      : !hasAtMostTwoDecimals(amount)
        ? offerCopy.counterCents
        : amount <= offer.amount
          ? fillCopy(offerCopy.counterNotAboveOffer, { amount: formatPrice(offer.amount) })
          : listPrice !== null && amount > listPrice
            ? fillCopy(offerCopy.counterAboveListPrice, { amount: formatPrice(listPrice) })
            : null;

  const texts: Record<
    OfferDialogAction,
    { title: string; description: string; confirm: string; destructive?: boolean }
  > = {
    accept: {
      title: offerCopy.acceptTitle,
      description: fillCopy(offerCopy.acceptBody, { name: counterpartName, amount: formatPrice(offer.amount) }),
      confirm: offerCopy.accept,
    },
    reject: {
      title: offerCopy.rejectTitle,
      description: fillCopy(offerCopy.rejectBody, { name: counterpartName }),
      confirm: offerCopy.reject,
      destructive: true,
    },
    counter: {
      title: offerCopy.counterTitle,
      description: fillCopy(offerCopy.counterBody, { name: counterpartName }),
      confirm: offerCopy.counter,
    },
    acceptCounter: {
      title: offerCopy.acceptCounterTitle,
      description: fillCopy(offerCopy.acceptCounterBody, { title, amount: formatPrice(agreedAmount(offer)) }),
      confirm: offerCopy.acceptCounter,
    },
    withdraw: {
      title: offerCopy.withdrawTitle,
      description: offerCopy.withdrawBody,
      confirm: offerCopy.withdraw,
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
        <FormField
          label={offerCopy.counterLabel}
          id={`${id}-amount`}
          error={touched ? amountError : null}
          hint={
            listPrice !== null
              ? fillCopy(offerCopy.counterRange, { min: formatPrice(offer.amount), max: formatPrice(listPrice) })
              : undefined
          }
          required
        >
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
