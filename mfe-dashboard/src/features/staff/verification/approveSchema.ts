import * as yup from 'yup';
import type { VerificationLevelGrant } from '../../verification/verificationApi';
import { verificationReviewCopy } from './copy';

/** The levels an approval may grant (the database's verification_level without 'none'). */
export const GRANTS: readonly VerificationLevelGrant[] = ['basic', 'verified', 'trusted', 'vip'];

export interface ApproveValues {
  level: VerificationLevelGrant;
  identityVerified: boolean;
  isVerified: boolean;
}

/** A verification approval: one of the grantable levels and the two flags the reviewer sets. */
export const approveSchema: yup.ObjectSchema<ApproveValues> = yup.object({
  level: yup
    .mixed<VerificationLevelGrant>()
    .required(verificationReviewCopy.levelRequired)
    .oneOf([...GRANTS], verificationReviewCopy.levelRequired),
  identityVerified: yup.boolean().required(),
  isVerified: yup.boolean().required(),
});
