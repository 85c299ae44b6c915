import { useId } from 'react';
import { useFormik } from 'formik';
import { fillCopy, FormField, NativeSelect, VERIFICATION_LEVELS, SelectOptions } from '@vitrina/shared/core';
import { Checkbox, ConfirmDialog } from '@vitrina/shared/ui';
import { useDecideVerificationRequest, type VerificationLevelGrant } from '../../verification/verificationApi';
import { useDecision } from '../../trade-common/useDecision';
import { DialogFields, ReasonDialog } from '../ReasonDialog';
import { approveSchema, GRANTS, type ApproveValues } from './approveSchema';
import { verificationReviewCopy } from './copy';

export interface DecisionTarget {
  id: string;
  name: string;
  type: string;
}

const LEVEL_OPTIONS = VERIFICATION_LEVELS.filter((option) => (GRANTS as readonly string[]).includes(option.value));

/** The level a request of this type usually earns (the database's default for an approval without a level). */
export function defaultGrant(type: string): VerificationLevelGrant {
  if (type === 'vip') return 'vip';
  if (type === 'seller') return 'verified';
  return 'basic';
}

/**
 * The staff's approval: the level to grant (the request type's usual one first) and the two flags, held by formik
 * with approveSchema; the page sends the decision and a refusal leaves the dialog open with what was chosen.
 */
export function ApproveDialog({ target, onClose }: { target: DecisionTarget; onClose: () => void }) {
  const { run, pending } = useDecision(useDecideVerificationRequest(), verificationReviewCopy.decisionFailed, onClose);
  const formik = useFormik<ApproveValues>({
    initialValues: { level: defaultGrant(target.type), identityVerified: true, isVerified: true },
    validationSchema: approveSchema,
    onSubmit: ({ level, identityVerified, isVerified }, helpers) => {
      helpers.setSubmitting(false);
      run(
        { requestId: target.id, decision: 'approved', level, identityVerified, isVerified },
        verificationReviewCopy.approved,
      );
    },
  });
  const { values, errors, touched, setFieldValue } = formik;
  const id = useId();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={verificationReviewCopy.approveTitle}
      description={fillCopy(verificationReviewCopy.approveBody, { name: target.name })}
      confirmLabel={verificationReviewCopy.approve}
      pending={pending}
      onConfirm={() => void formik.submitForm()}
    >
      <DialogFields>
        <FormField
          label={verificationReviewCopy.levelLabel}
          id={`${id}-level`}
          hint={verificationReviewCopy.levelHint}
          error={touched.level ? errors.level : undefined}
        >
          <NativeSelect {...formik.getFieldProps('level')}>
            <SelectOptions options={LEVEL_OPTIONS} />
          </NativeSelect>
        </FormField>
        <Checkbox
          checked={values.identityVerified}
          onCheckedChange={(checked) => void setFieldValue('identityVerified', checked)}
          label={verificationReviewCopy.grantIdentity}
        />
        <Checkbox
          checked={values.isVerified}
          onCheckedChange={(checked) => void setFieldValue('isVerified', checked)}
          label={verificationReviewCopy.grantBadge}
        />
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
