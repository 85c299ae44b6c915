import * as yup from 'yup';
import { VERIFICATION_MAX_DOCUMENTS, VERIFICATION_NOTES_MIN, copy } from '@vitrina/shared/core';

/** The verification request form (spec §7): a type, notes of at least 10 characters, 1 to 5 documents. */
export const verificationRequestSchema = yup.object({
  type: yup
    .string()
    .required(copy.verification.selectType)
    .oneOf(['seller', 'buyer', 'vip'] as const, copy.verification.selectType),
  notes: yup
    .string()
    .trim()
    .required(copy.verification.moreDetails)
    .min(VERIFICATION_NOTES_MIN, copy.verification.moreDetails),
  documents: yup
    .array()
    .of(yup.mixed<File | string>().required())
    .min(1, copy.verification.documentsRequired)
    .max(VERIFICATION_MAX_DOCUMENTS, copy.verification.tooManyFilesDescription)
    .required(copy.verification.documentsRequired),
});
export type VerificationRequestValues = yup.InferType<typeof verificationRequestSchema>;
