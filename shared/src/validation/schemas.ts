import * as yup from 'yup';
import {
  DISPLAY_NAME_MIN,
  MIN_IMAGES,
  PROFILE_PHONE_MAX,
  PROFILE_PHONE_MIN,
  USERNAME_MIN,
  copy,
  PROFILE_PHONE_PATTERN,
} from '@vitrina/shared/core';

// Profile -------------------------------------------------------------------------------------

/** Empty phone is allowed (stored as null); otherwise + and digits, 10–15 characters. */
const profilePhone = yup
  .string()
  .trim()
  .transform((value: string | undefined) => (value === '' ? undefined : value))
  .optional()
  .test('phone-length', copy.profile.phoneLength, (value) =>
    value === undefined
      ? true
      : value.startsWith('+') && value.length >= PROFILE_PHONE_MIN && value.length <= PROFILE_PHONE_MAX,
  )
  .test('phone-format', copy.profile.phoneFormat, (value) =>
    value === undefined ? true : PROFILE_PHONE_PATTERN.test(value),
  );

export const profileSchema = yup.object({
  username: yup.string().trim().required(copy.profile.usernameMin).min(USERNAME_MIN, copy.profile.usernameMin),
  display_name: yup
    .string()
    .trim()
    .required(copy.profile.displayNameMin)
    .min(DISPLAY_NAME_MIN, copy.profile.displayNameMin),
  phone_number: profilePhone,
});
/** @alias the onboarding step asks for the same fields as the profile form */
export const onboardingSchema = profileSchema;
export type ProfileValues = yup.InferType<typeof profileSchema>;

// Offers, alerts, messages ------------------------------------------------------------------

export const messageSchema = yup.object({
  message: yup.string().trim().required(),
});

/** Sell images count, for forms that keep images outside formik. */
export function hasEnoughImages(count: number): boolean {
  return count >= MIN_IMAGES;
}
