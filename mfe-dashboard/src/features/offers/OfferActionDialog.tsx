import { useId } from 'react';
import { useFormik } from 'formik';
import { fillCopy, FormField, formatPrice, Input } from '@vitrina/shared/core';
import { agreedAmount, type DashboardOffer, type OfferAnswer } from '@vitrina/shared/data';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { offerCopy } from './copy';
import { counterOfferSchema, parseCounterAmount, type CounterOfferValues } from './counterOfferSchema';

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
  const id = useId();
  const title = offer.product?.title ?? offerCopy.pieceUnavailable;
  const listPrice = offer.product?.price ?? null;
  // the counter's amount; the other answers have no field and submit at once
  const formik = useFormik<CounterOfferValues>({
    initialValues: { amount: '' },
    validationSchema: action === 'counter' ? counterOfferSchema(offer.amount, listPrice) : undefined,
    // the page sends the answer and says how it went (pending comes from there)
    onSubmit: ({ amount }, helpers) => {
      helpers.setSubmitting(false);
      onConfirm(
        action === 'counter'
          ? { offerId: offer.id, action: 'counter', counterAmount: parseCounterAmount(amount) }
          : ({ offerId: offer.id, action } as OfferAnswer),
      );
    },
  });

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

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={text.title}
      description={text.description}
      confirmLabel={text.confirm}
      destructive={text.destructive}
      pending={pending}
      onConfirm={() => void formik.submitForm()}
    >
      {action === 'counter' ? (
        <FormField
          label={offerCopy.counterLabel}
          id={`${id}-amount`}
          error={formik.touched.amount ? formik.errors.amount : null}
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
            {...formik.getFieldProps('amount')}
            placeholder={String(Math.round(((offer.product?.price ?? offer.amount) + offer.amount) / 2))}
          />
        </FormField>
      ) : null}
    </ConfirmDialog>
  );
}
