import * as yup from 'yup';
import { EMAIL_PATTERN, copy } from '@vitrina/shared/core';

// Loaded on demand (loadNewsletterSchema in NewsletterSignup.tsx): the form is on a visitor's first page, which
// paints without yup.
export const newsletterSchema = yup.object({
  email: yup.string().trim().required(copy.common.requiredField).matches(EMAIL_PATTERN, copy.common.invalidFormat),
  name: yup.string().trim().optional(),
  wants_to_sell: yup.boolean().optional(),
});
export type NewsletterValues = yup.InferType<typeof newsletterSchema>;
