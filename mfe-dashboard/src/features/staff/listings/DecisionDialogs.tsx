import { fillCopy } from '@vitrina/shared/core';
import { useDecideListing } from './moderationApi';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { useDecision } from '../../trade-common/useDecision';
import { ReasonDialog } from '../ReasonDialog';
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

/** A rejection needs a reason: the seller reads it on Productos. */
export function RejectDialog({ piece, onClose }: { piece: DecisionTarget; onClose: () => void }) {
  const { run, pending } = useDecision(useDecideListing(), moderationCopy.decisionFailed, onClose);
  return (
    <ReasonDialog
      title={moderationCopy.rejectTitle}
      description={moderationCopy.rejectBody}
      confirmLabel={moderationCopy.reject}
      reasonLabel={moderationCopy.reasonLabel}
      reasonRequired={moderationCopy.reasonRequired}
      maxLength={500}
      pending={pending}
      onClose={onClose}
      onConfirm={(reason) => run({ productId: piece.id, decision: 'rejected', reason }, moderationCopy.rejected)}
    />
  );
}
