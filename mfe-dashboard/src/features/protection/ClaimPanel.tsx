import { useId, useState } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import {
  Badge,
  Button,
  errorText,
  fillCopy,
  formatDate,
  formatPrice,
  FormField,
  Textarea,
  type BadgeVariant,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { DialogFields } from '../staff/ReasonDialog';
import { Actions, Meta } from '../trade-common/tradeStyles';
import { useCarriers } from '../orders/trustApi';
import { CarrierFields } from '../orders/CarrierFields';
import { ClaimTimeline } from './ClaimTimeline';
import { protectionCopy } from './copy';
import { useProtectionAction, type Claim, type ClaimStatus, type ProtectionAction } from './protectionApi';
import { claimStepSchema, type ClaimStep, type ClaimStepValues } from './claimSchema';

export const CLAIM_BADGE: Record<ClaimStatus, BadgeVariant> = {
  open: 'warning',
  return_requested: 'warning',
  return_shipped: 'info',
  escalated: 'info',
  refunded: 'success',
  partially_refunded: 'success',
  rejected: 'secondary',
  withdrawn: 'secondary',
  closed: 'secondary',
};

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

type Dialog = ClaimStep;

const EMPTY: ClaimStepValues = { message: '', carrier: '', tracking: '' };

/** One claim on the order page: its state, its timeline, and the buttons the viewer may press now. */
export function ClaimPanel({ claim, role, held }: { claim: Claim; role: 'buyer' | 'seller'; held: number }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const id = useId();
  const action = useProtectionAction();
  const carriers = useCarriers();

  const step = (values: ClaimStepValues): ProtectionAction | null => {
    const { message, carrier, tracking } = values;
    switch (dialog) {
      case 'refund':
      case 'return':
      case 'dispute':
        return { action: 'answer', claimId: claim.id, response: dialog, message };
      case 'shipReturn':
        return { action: 'shipReturn', claimId: claim.id, carrier, trackingNumber: tracking.trim() };
      case 'confirmReturn':
        return { action: 'confirmReturn', claimId: claim.id };
      case 'withdraw':
        return { action: 'withdraw', claimId: claim.id };
      default:
        return null;
    }
  };
  const DONE: Record<Dialog, string> = {
    refund: protectionCopy.answered,
    return: protectionCopy.answered,
    dispute: protectionCopy.answered,
    shipReturn: protectionCopy.returnRegistered,
    confirmReturn: protectionCopy.returnConfirmed,
    withdraw: protectionCopy.withdrawn,
  };

  // One form for the open dialog: its fields (a message, a carrier and guía, or none) and the step's rules.
  const formik = useFormik<ClaimStepValues>({
    initialValues: EMPTY,
    validationSchema: dialog ? claimStepSchema(dialog) : undefined,
    onSubmit: async (values, helpers) => {
      const change = step(values);
      if (!change || !dialog) return;
      try {
        await action.mutateAsync(change);
        toast({ title: DONE[dialog], variant: 'success' });
        helpers.resetForm();
        setDialog(null);
      } catch (error) {
        // the dialog stays open with what was typed
        toast({ title: protectionCopy.actionFailed, description: errorText(error), variant: 'destructive' });
      }
    },
  });
  const close = () => {
    formik.resetForm();
    setDialog(null);
  };
  const errorOf = (field: keyof ClaimStepValues) => (formik.touched[field] ? formik.errors[field] : null);

  const texts: Record<Dialog, { title: string; body: string; confirm: string }> = {
    refund: {
      title: protectionCopy.answerRefundTitle,
      body: fillCopy(protectionCopy.answerRefundBody, { amount: formatPrice(held) }),
      confirm: protectionCopy.answerRefund,
    },
    return: {
      title: protectionCopy.answerReturnTitle,
      body: protectionCopy.answerReturnBody,
      confirm: protectionCopy.answerReturn,
    },
    dispute: {
      title: protectionCopy.answerDisputeTitle,
      body: protectionCopy.answerDisputeBody,
      confirm: protectionCopy.answerDispute,
    },
    shipReturn: {
      title: protectionCopy.shipReturnTitle,
      body: protectionCopy.shipReturnBody,
      confirm: protectionCopy.shipReturn,
    },
    confirmReturn: {
      title: protectionCopy.confirmReturnTitle,
      body: protectionCopy.confirmReturnBody,
      confirm: protectionCopy.confirmReturn,
    },
    withdraw: {
      title: protectionCopy.withdrawTitle,
      body: protectionCopy.withdrawBody,
      confirm: protectionCopy.withdraw,
    },
  };

  const open = ['open', 'return_requested', 'return_shipped', 'escalated'].includes(claim.status);
  const due =
    claim.status === 'open' && claim.answer_due_at
      ? fillCopy(role === 'seller' ? protectionCopy.youAnswerBy : protectionCopy.answerBy, {
          date: formatDate(claim.answer_due_at),
        })
      : claim.status === 'return_requested' && claim.return_due_at
        ? fillCopy(protectionCopy.returnBy, { date: formatDate(claim.return_due_at) })
        : null;

  return (
    <Box data-testid="claim-panel">
      <header>
        <h3>{fillCopy(protectionCopy.claimTitle, { reason: protectionCopy.reasons[claim.reason] })}</h3>
        <Badge variant={CLAIM_BADGE[claim.status]}>{protectionCopy.claimStatus[claim.status]}</Badge>
      </header>
      {due ? <Meta>{due}</Meta> : null}
      {claim.refund_amount && claim.refund_amount > 0 ? (
        <Meta>
          {fillCopy(role === 'buyer' ? protectionCopy.refundedToYou : protectionCopy.refundedLine, {
            amount: formatPrice(claim.refund_amount),
          })}
        </Meta>
      ) : null}
      <ClaimTimeline events={claim.claim_events} />
      {open ? (
        <Actions>
          {role === 'seller' && claim.status === 'open' ? (
            <>
              <Button type="button" size="sm" onClick={() => setDialog('refund')}>
                {protectionCopy.answerRefund}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setDialog('return')}>
                {protectionCopy.answerReturn}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setDialog('dispute')}>
                {protectionCopy.answerDispute}
              </Button>
            </>
          ) : null}
          {role === 'seller' && claim.status === 'return_shipped' ? (
            <Button type="button" size="sm" onClick={() => setDialog('confirmReturn')}>
              {protectionCopy.confirmReturn}
            </Button>
          ) : null}
          {role === 'buyer' && claim.status === 'return_requested' ? (
            <Button type="button" size="sm" onClick={() => setDialog('shipReturn')}>
              {protectionCopy.shipReturn}
            </Button>
          ) : null}
          {role === 'buyer' ? (
            <Button type="button" size="sm" variant="ghost" onClick={() => setDialog('withdraw')}>
              {protectionCopy.withdraw}
            </Button>
          ) : null}
        </Actions>
      ) : null}
      {dialog ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : close())}
          title={texts[dialog].title}
          description={texts[dialog].body}
          confirmLabel={texts[dialog].confirm}
          destructive={dialog === 'withdraw'}
          pending={formik.isSubmitting}
          onConfirm={() => void formik.submitForm()}
        >
          {dialog === 'refund' || dialog === 'return' || dialog === 'dispute' ? (
            <DialogFields>
              <FormField
                label={dialog === 'dispute' ? protectionCopy.messageLabel : protectionCopy.messageOptional}
                id={`${id}-message`}
                error={errorOf('message')}
                required={dialog === 'dispute'}
              >
                <Textarea rows={4} maxLength={2000} {...formik.getFieldProps('message')} />
              </FormField>
            </DialogFields>
          ) : null}
          {dialog === 'shipReturn' ? (
            <DialogFields>
              <CarrierFields
                id={id}
                carriers={carriers.data}
                carrierField={formik.getFieldProps('carrier')}
                trackingField={formik.getFieldProps('tracking')}
                errors={{ carrier: errorOf('carrier'), tracking: errorOf('tracking') }}
              />
            </DialogFields>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
