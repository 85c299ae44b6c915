import * as yup from 'yup';
import { EMAIL_PATTERN, PASSWORD_MIN } from '@vitrina/shared/core';
import { authCopy } from './copy';

const authEmail = yup.string().trim().required(authCopy.invalidEmail).matches(EMAIL_PATTERN, authCopy.invalidEmail);
const authPassword = yup.string().required(authCopy.passwordTooShort).min(PASSWORD_MIN, authCopy.passwordTooShort);

export const signInSchema = yup.object({ email: authEmail, password: authPassword });
export const signUpSchema = yup.object({ email: authEmail, password: authPassword });
/** Reset mode hides the password field, so only the e-mail is checked. */
export const resetSchema = yup.object({ email: authEmail });
