import { useId } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { FormField, Textarea } from '@vitrina/shared/core';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { reasonSchema, type ReasonValues } from './reasonSchema';

export const DialogFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

interface ReasonDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  reasonLabel: string;
  /** shown when confirming with an empty reason */
  reasonRequired: string;
  maxLength: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * The staff's rejection: a reason is required (the database refuses one without it too) because the seller or the
 * member reads it on their page. Used by the listing queue and the verification review.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  reasonLabel,
  reasonRequired,
  maxLength,
  pending,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const id = useId();
  const formik = useFormik<ReasonValues>({
    initialValues: { reason: '' },
    validationSchema: reasonSchema(reasonRequired, maxLength),
    // the page sends the decision and says how it went; a refusal leaves this dialog open with the reason
    onSubmit: ({ reason }, helpers) => {
      helpers.setSubmitting(false);
      onConfirm(reason);
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      pending={pending}
      onConfirm={() => void formik.submitForm()}
    >
      <DialogFields>
        <FormField
          label={reasonLabel}
          id={`${id}-reason`}
          error={formik.touched.reason ? formik.errors.reason : null}
          required
        >
          <Textarea rows={4} maxLength={maxLength} {...formik.getFieldProps('reason')} />
        </FormField>
      </DialogFields>
    </ConfirmDialog>
  );
}
