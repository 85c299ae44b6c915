import * as yup from 'yup';
import { PASSWORD_MIN } from '@vitrina/shared/core';
import { passwordRecoveryCopy } from './copy';
import { authCopy } from '../auth/copy';

export const PASSWORDS_DIFFER_MESSAGE = passwordRecoveryCopy.passwordsDiffer;

/** The new password follows the sign-up rule (spec §9: at least 6) and must be typed twice the same. */
export const newPasswordSchema = yup.object({
  password: yup.string().required(authCopy.passwordTooShort).min(PASSWORD_MIN, authCopy.passwordTooShort),
  confirmation: yup
    .string()
    .required(PASSWORDS_DIFFER_MESSAGE)
    .oneOf([yup.ref('password')], PASSWORDS_DIFFER_MESSAGE),
});
