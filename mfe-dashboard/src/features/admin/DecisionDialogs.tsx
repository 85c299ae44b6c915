import { useId, useState } from 'react';
import { fillCopy, FormField, Textarea } from '@vitrina/shared/core';
import { useDecideListing } from './moderationApi';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { useDecision } from '../trade-common/useDecision';
import { moderationCopy } from './copy';

interface DecisionTarget {
  id: string;
  title: string;
}

export function PublishDialog({ piece, onClose }: { piece: DecisionTarget; onClose: () => void }) {
  const { run, pending } = useDecision(useDecideListing(), moderationCopy.decisionFailed, onClose);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={moderationCopy.publishTitle}
      description={fillCopy(moderationCopy.publishBody, { title: piece.title })}
      confirmLabel={moderationCopy.publish}
      pending={pending}
      onConfirm={() => run({ productId: piece.id, decision: 'published' }, moderationCopy.published)}
    />
  );
}

/** A rejection needs a reason (the database refuses one without it too): the seller reads it on Productos. */
export function RejectDialog({ piece, onClose }: { piece: DecisionTarget; onClose: () => void }) {
  const { run, pending } = useDecision(useDecideListing(), moderationCopy.decisionFailed, onClose);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={moderationCopy.rejectTitle}
      description={moderationCopy.rejectBody}
      confirmLabel={moderationCopy.reject}
      destructive
      pending={pending}
      onConfirm={() => {
        if (!reason.trim()) {
          setError(moderationCopy.reasonRequired);
          return;
        }
        run({ productId: piece.id, decision: 'rejected', reason }, moderationCopy.rejected);
      }}
    >
      <FormField label={moderationCopy.reasonLabel} id={`${id}-reason`} error={error} required>
        <Textarea
          rows={4}
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error && event.target.value.trim()) setError(null);
          }}
        />
      </FormField>
    </ConfirmDialog>
  );
}
