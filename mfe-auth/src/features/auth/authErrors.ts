import { isAuthApiError, isAuthError, isAuthWeakPasswordError } from '@supabase/supabase-js';
import { copy, isNetworkError } from '@vitrina/shared/core';
import { authCopy } from './copy';

export type AuthAction = 'signIn' | 'signUp' | 'reset' | 'google';

export interface AuthErrorMessage {
  title: string;
  description: string;
}

/** Thrown when sign-in answers without a user (spec §8 'No se pudo obtener la información del usuario'). */
export class MissingUserError extends Error {
  constructor() {
    super(authCopy.noUser);
    this.name = 'MissingUserError';
  }
}

/** Thrown when sign-up hides an existing address (hosted Supabase answers with a user without identities). */
export class EmailAlreadyRegisteredError extends Error {
  constructor() {
    super(authCopy.emailAlreadyRegistered);
    this.name = 'EmailAlreadyRegisteredError';
  }
}

const TITLES: Record<AuthAction, string> = {
  signIn: authCopy.signInError,
  signUp: authCopy.signUpError,
  // The spec names no title for a failed recovery request; the generic one keeps it short.
  reset: copy.common.error,
  google: authCopy.googleSignInError,
};

/** What Supabase Auth answers (429) past one of its request or e-mail limits. */
const RATE_LIMIT_CODES = new Set(['over_request_rate_limit', 'over_email_send_rate_limit', 'over_sms_send_rate_limit']);

function errorCode(error: unknown): string | undefined {
  if (isAuthApiError(error)) return error.code ?? undefined;
  if (typeof error === 'object' && error && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

/** Maps any auth failure to the spec's Spanish title and description (spec §8 "Auth"). */
export function authErrorMessage(action: AuthAction, error: unknown): AuthErrorMessage {
  if (isNetworkError(error)) {
    return { title: copy.marketplace.connectionErrorTitle, description: copy.marketplace.connectionErrorDescription };
  }
  const title = TITLES[action];
  if (error instanceof MissingUserError) return { title, description: authCopy.noUser };
  // supabase-js reports an answer without session or user with these typed errors.
  if (
    isAuthError(error) &&
    (error.name === 'AuthInvalidTokenResponseError' || error.name === 'AuthSessionMissingError')
  ) {
    return { title, description: authCopy.noUser };
  }
  if (error instanceof EmailAlreadyRegisteredError) return { title, description: authCopy.emailAlreadyRegistered };
  if (isAuthWeakPasswordError(error)) return { title, description: authCopy.passwordTooShort };

  const code = errorCode(error);
  const message = error instanceof Error ? error.message : '';
  if ((code !== undefined && RATE_LIMIT_CODES.has(code)) || (isAuthApiError(error) && error.status === 429)) {
    return { title, description: authCopy.tooManyAttempts };
  }
  if (code === 'invalid_credentials' || /invalid login credentials/i.test(message)) {
    return { title, description: authCopy.invalidCredentials };
  }
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) {
    return { title, description: authCopy.emailNotConfirmed };
  }
  if (code === 'user_already_exists' || code === 'email_exists' || /already registered/i.test(message)) {
    return { title, description: authCopy.emailAlreadyRegistered };
  }
  if (code === 'weak_password') return { title, description: authCopy.passwordTooShort };
  return { title, description: copy.auth.genericRetry };
}
