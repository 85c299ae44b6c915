import * as yup from 'yup';
import {
  EMAIL_PATTERN,
  WAITLIST_EMAIL_MAX,
  WAITLIST_NAME_MAX,
  WAITLIST_PHONE_MAX,
  WAITLIST_PHONE_PATTERN,
} from '@vitrina/shared/core';
import { waitlistCopy } from './copy';

// Loaded on demand (loadWaitlistSchema in WaitlistForm.tsx): the forms are on a visitor's first page, which paints
// without yup.

/** Home waitlist form; each message is the toast description, its title is in WAITLIST_ERROR_TITLES. */
export const waitlistHomeSchema = yup.object({
  full_name: yup.string().trim().required(waitlistCopy.nameRequiredDescription),
  email: yup
    .string()
    .trim()
    .required(waitlistCopy.emailInvalidDescription)
    .matches(EMAIL_PATTERN, waitlistCopy.emailInvalidDescription),
  phone: yup
    .string()
    .required(waitlistCopy.phoneInvalidDescription)
    .test('waitlist-phone', waitlistCopy.phoneInvalidDescription, (value) =>
      WAITLIST_PHONE_PATTERN.test((value ?? '').replace(/\s/g, '')),
    ),
});
export type WaitlistHomeValues = yup.InferType<typeof waitlistHomeSchema>;

export const WAITLIST_ERROR_TITLES: Record<keyof WaitlistHomeValues, string> = {
  full_name: waitlistCopy.nameRequiredTitle,
  email: waitlistCopy.emailInvalidTitle,
  phone: waitlistCopy.phoneInvalidTitle,
};

/**
 * Checks the home waitlist form in field order and returns the toast to show for the first problem
 * (spec §8: 'Nombre requerido' / 'Email inválido' / 'Teléfono inválido'), or null when valid.
 */
export function waitlistHomeError(values: Partial<Record<keyof WaitlistHomeValues, string>>) {
  for (const field of ['full_name', 'email', 'phone'] as const) {
    try {
      waitlistHomeSchema.validateSyncAt(field, values);
    } catch (error) {
      if (error instanceof yup.ValidationError) {
        return { field, title: WAITLIST_ERROR_TITLES[field], description: error.message };
      }
      throw error;
    }
  }
  return null;
}

/** Landing waitlist form: all required, e-mail without spaces, max lengths; no digit-count rule. */
export const waitlistLandingSchema = yup.object({
  full_name: yup
    .string()
    .trim()
    .required(waitlistCopy.nameRequiredDescription)
    .max(WAITLIST_NAME_MAX, waitlistCopy.nameTooLong),
  email: yup
    .string()
    .trim()
    .required(waitlistCopy.emailInvalidDescription)
    .max(WAITLIST_EMAIL_MAX, waitlistCopy.emailTooLong)
    .matches(EMAIL_PATTERN, waitlistCopy.emailInvalidDescription),
  phone: yup.string().trim().required(waitlistCopy.phoneRequired).max(WAITLIST_PHONE_MAX, waitlistCopy.phoneTooLong),
});
export type WaitlistLandingValues = yup.InferType<typeof waitlistLandingSchema>;
