import { useId, useState } from 'react';
import { errorText, fillCopy, FormField, Textarea } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useDecideListing, type ModerationDecision } from './moderationApi';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { moderationCopy } from './copy';

interface DecisionTarget {
  id: string;
  title: string;
}

/** The database's refusal (or the "already decided" race) in a toast; the dialog stays open with what was typed. */
function useDecision(onDone: () => void) {
  const decide = useDecideListing();
  const run = (decision: ModerationDecision, success: string) =>
    decide.mutate(decision, {
      onSuccess: () => {
        toast({ title: success, variant: 'success' });
        onDone();
      },
      onError: (error) => {
        toast({
          title: moderationCopy.decisionFailed,
          description: errorText(error),
          variant: 'destructive',
        });
      },
    });
  return { run, pending: decide.isPending };
}

export function PublishDialog({ piece, onClose }: { piece: DecisionTarget; onClose: () => void }) {
  const { run, pending } = useDecision(onClose);
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
  const { run, pending } = useDecision(onClose);
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
