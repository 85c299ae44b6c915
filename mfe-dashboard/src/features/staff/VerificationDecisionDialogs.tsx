import { useId, useState } from 'react';
import styled from 'styled-components';
import { fillCopy, FormField, NativeSelect, Textarea, VERIFICATION_LEVELS } from '@vitrina/shared/core';
import { Checkbox } from '@vitrina/shared/ui';
import { useDecideVerificationRequest, type VerificationLevelGrant } from '../verification/verificationApi';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { useDecision } from '../trade-common/useDecision';
import { verificationReviewCopy } from './copy';

export interface DecisionTarget {
  id: string;
  name: string;
  type: string;
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

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
      <Fields>
        <FormField label={verificationReviewCopy.levelLabel} id={`${id}-level`} hint={verificationReviewCopy.levelHint}>
          <NativeSelect value={level} onChange={(event) => setLevel(event.target.value as VerificationLevelGrant)}>
            {LEVEL_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Checkbox
          checked={identityVerified}
          onCheckedChange={setIdentityVerified}
          label={verificationReviewCopy.grantIdentity}
        />
        <Checkbox checked={isVerified} onCheckedChange={setIsVerified} label={verificationReviewCopy.grantBadge} />
      </Fields>
    </ConfirmDialog>
  );
}

/** A rejection needs a reason (the database refuses one without it too): the member reads it on their page. */
export function RejectDialog({ target, onClose }: { target: DecisionTarget; onClose: () => void }) {
  const { run, pending } = useDecision(useDecideVerificationRequest(), verificationReviewCopy.decisionFailed, onClose);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={verificationReviewCopy.rejectTitle}
      description={verificationReviewCopy.rejectBody}
      confirmLabel={verificationReviewCopy.reject}
      destructive
      pending={pending}
      onConfirm={() => {
        if (!reason.trim()) {
          setError(verificationReviewCopy.reasonRequired);
          return;
        }
        run({ requestId: target.id, decision: 'rejected', reason }, verificationReviewCopy.rejected);
      }}
    >
      <Fields>
        <FormField label={verificationReviewCopy.reasonLabel} id={`${id}-reason`} error={error} required>
          <Textarea
            rows={4}
            maxLength={2000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error && event.target.value.trim()) setError(null);
            }}
          />
        </FormField>
      </Fields>
    </ConfirmDialog>
  );
}
