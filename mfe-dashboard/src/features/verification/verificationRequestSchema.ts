import * as yup from 'yup';
import { VERIFICATION_MAX_DOCUMENTS, VERIFICATION_NOTES_MIN } from '@vitrina/shared/core';
import { verificationRequestCopy } from './copy';

/** The verification request form (spec §7): a type, notes of at least 10 characters, 1 to 5 documents. */
export const verificationRequestSchema = yup.object({
  type: yup
    .string()
    .required(verificationRequestCopy.selectType)
    .oneOf(['seller', 'buyer', 'vip'] as const, verificationRequestCopy.selectType),
  notes: yup
    .string()
    .trim()
    .required(verificationRequestCopy.moreDetails)
    .min(VERIFICATION_NOTES_MIN, verificationRequestCopy.moreDetails),
  documents: yup
    .array()
    .of(yup.mixed<File | string>().required())
    .min(1, verificationRequestCopy.documentsRequired)
    .max(VERIFICATION_MAX_DOCUMENTS, verificationRequestCopy.tooManyFilesDescription)
    .required(verificationRequestCopy.documentsRequired),
});
