import { useId, useState } from 'react';
import { fillCopy, FormField, NativeSelect, VERIFICATION_LEVELS, SelectOptions } from '@vitrina/shared/core';
import { Checkbox } from '@vitrina/shared/ui';
import { useDecideVerificationRequest, type VerificationLevelGrant } from '../../verification/verificationApi';
import { ConfirmDialog } from '../../trade-common/ConfirmDialog';
import { useDecision } from '../../trade-common/useDecision';
import { DialogFields, ReasonDialog } from '../ReasonDialog';
import { verificationReviewCopy } from './copy';

export interface DecisionTarget {
  id: string;
  name: string;
  type: string;
}

const GRANTS: VerificationLevelGrant[] = ['basic', 'verified', 'trusted', 'vip'];
const LEVEL_OPTIONS = VERIFICATION_LEVELS.filter((option) => (GRANTS as string[]).includes(option.value));

/** The level a request of this type usually earns (the database's default for an approval without a level). */
export function defaultGrant(type: string): VerificationLevelGrant {
  if (type === 'vip') return 'vip';
  if (type === 'seller') return 'verified';
  return 'basic';
}

export function ApproveDialog({ target, onClose }: { target: DecisionTarget; onClose: () => void }) {
  const { run, pending } = useDecision(useDecideVerificationRequest(), verificationReviewCopy.decisionFailed, onClose);
  const [level, setLevel] = useState<VerificationLevelGrant>(defaultGrant(target.type));
  const [identityVerified, setIdentityVerified] = useState(true);
  const [isVerified, setIsVerified] = useState(true);
  const id = useId();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={verificationReviewCopy.approveTitle}
      description={fillCopy(verificationReviewCopy.approveBody, { name: target.name })}
      confirmLabel={verificationReviewCopy.approve}
      pending={pending}
      onConfirm={() =>
        run(
          { requestId: target.id, decision: 'approved', level, identityVerified, isVerified },
          verificationReviewCopy.approved,
        )
      }
    >
      <DialogFields>
        <FormField label={verificationReviewCopy.levelLabel} id={`${id}-level`} hint={verificationReviewCopy.levelHint}>
          <NativeSelect value={level} onChange={(event) => setLevel(event.target.value as VerificationLevelGrant)}>
            <SelectOptions options={LEVEL_OPTIONS} />
          </NativeSelect>
        </FormField>
        <Checkbox
          checked={identityVerified}
          onCheckedChange={setIdentityVerified}
          label={verificationReviewCopy.grantIdentity}
        />
        <Checkbox checked={isVerified} onCheckedChange={setIsVerified} label={verificationReviewCopy.grantBadge} />
      </DialogFields>
    </ConfirmDialog>
  );
}

/** A rejection needs a reason: the member reads it on their page. */
export function RejectDialog({ target, onClose }: { target: DecisionTarget; onClose: () => void }) {
  const { run, pending } = useDecision(useDecideVerificationRequest(), verificationReviewCopy.decisionFailed, onClose);
  return (
    <ReasonDialog
      title={verificationReviewCopy.rejectTitle}
      description={verificationReviewCopy.rejectBody}
      confirmLabel={verificationReviewCopy.reject}
      reasonLabel={verificationReviewCopy.reasonLabel}
      reasonRequired={verificationReviewCopy.reasonRequired}
      maxLength={2000}
      pending={pending}
      onClose={onClose}
      onConfirm={(reason) =>
        run({ requestId: target.id, decision: 'rejected', reason }, verificationReviewCopy.rejected)
      }
    />
  );
}
