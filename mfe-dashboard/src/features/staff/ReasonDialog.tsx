import { useId, useState } from 'react';
import styled from 'styled-components';
import { FormField, Textarea } from '@vitrina/shared/core';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';

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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      destructive
      pending={pending}
      onConfirm={() => {
        if (!reason.trim()) {
          setError(reasonRequired);
          return;
        }
        onConfirm(reason);
      }}
    >
      <DialogFields>
        <FormField label={reasonLabel} id={`${id}-reason`} error={error} required>
          <Textarea
            rows={4}
            maxLength={maxLength}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error && event.target.value.trim()) setError(null);
            }}
          />
        </FormField>
      </DialogFields>
    </ConfirmDialog>
  );
}
