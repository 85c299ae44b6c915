import * as yup from 'yup';
import {
  DISPLAY_NAME_MIN,
  MIN_IMAGES,
  PROFILE_PHONE_MAX,
  PROFILE_PHONE_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  copy,
  PROFILE_PHONE_PATTERN,
} from '@vitrina/shared/core';

// Profile -------------------------------------------------------------------------------------

/** Empty phone is allowed (stored as null); otherwise + and digits, 10–15 characters; spaces do not count. */
const profilePhone = yup
  .string()
  .transform((value: string | undefined) => {
    const compact = value?.replace(/\s/g, '');
    return compact === '' ? undefined : compact;
  })
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
  // the seller page's address: the database's rule and words (capitals are stored lowercase)
  username: yup
    .string()
    .trim()
    .lowercase()
    .required(copy.profile.usernameMin)
    .min(USERNAME_MIN, copy.profile.usernameMin)
    .max(USERNAME_MAX, copy.profile.usernameMax)
    .matches(USERNAME_PATTERN, copy.profile.usernameFormat),
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

// Confirmations ----------------------------------------------------------------------------

/**
 * The "escribe ELIMINAR" confirmation of a delete (spec §5): the word exactly, in capitals, nothing around it. The
 * dialogs enable their delete button from formik's `isValid` with this schema.
 */
export const deleteConfirmSchema = yup.object({
  confirm: yup
    .string()
    .required(copy.marketplace.deleteConfirmMismatch)
    .oneOf([copy.marketplace.deleteConfirmWord], copy.marketplace.deleteConfirmMismatch),
});

/** Sell images count, for forms that keep images outside formik. */
export function hasEnoughImages(count: number): boolean {
  return count >= MIN_IMAGES;
}
