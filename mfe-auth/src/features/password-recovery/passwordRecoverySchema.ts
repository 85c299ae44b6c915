import * as yup from 'yup';
import { PASSWORD_MIN, copy } from '@vitrina/shared/core';

export const PASSWORDS_DIFFER_MESSAGE = copy.passwordRecovery.passwordsDiffer;

/** The new password follows the sign-up rule (spec §9: at least 6) and must be typed twice the same. */
export const newPasswordSchema = yup.object({
  password: yup.string().required(copy.auth.passwordTooShort).min(PASSWORD_MIN, copy.auth.passwordTooShort),
  confirmation: yup
    .string()
    .required(PASSWORDS_DIFFER_MESSAGE)
    .oneOf([yup.ref('password')], PASSWORDS_DIFFER_MESSAGE),
});
