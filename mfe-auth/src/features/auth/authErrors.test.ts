import { AuthApiError, AuthRetryableFetchError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { copy } from '@vitrina/shared';
import { authErrorMessage, EmailAlreadyRegisteredError, MissingUserError } from './authErrors';
import { authCopy } from './copy';

const apiError = (code: string, message = 'x', status = 400) => new AuthApiError(message, status, code);

describe('authErrorMessage', () => {
  it('inicio de sesión: credenciales inválidas, email sin confirmar, sin usuario, otros', () => {
    expect(authErrorMessage('signIn', apiError('invalid_credentials'))).toEqual({
      title: authCopy.signInError,
      description: authCopy.invalidCredentials,
    });
    expect(authErrorMessage('signIn', apiError('email_not_confirmed')).description).toBe(authCopy.emailNotConfirmed);
    expect(authErrorMessage('signIn', new MissingUserError()).description).toBe(authCopy.noUser);
    expect(authErrorMessage('signIn', apiError('unexpected_failure', 'boom', 500)).description).toBe(
      copy.auth.genericRetry,
    );
    expect(authErrorMessage('signIn', new Error('???')).description).toBe(copy.auth.genericRetry);
  });

  it('reconoce los mensajes de GoTrue antiguos sin código', () => {
    expect(authErrorMessage('signIn', new AuthApiError('Invalid login credentials', 400, undefined)).description).toBe(
      authCopy.invalidCredentials,
    );
    expect(authErrorMessage('signIn', new AuthApiError('Email not confirmed', 400, undefined)).description).toBe(
      authCopy.emailNotConfirmed,
    );
  });

  it('registro: email existente (con código o escondido por Supabase) y contraseña débil', () => {
    expect(authErrorMessage('signUp', apiError('user_already_exists'))).toEqual({
      title: authCopy.signUpError,
      description: authCopy.emailAlreadyRegistered,
    });
    expect(authErrorMessage('signUp', apiError('email_exists')).description).toBe(authCopy.emailAlreadyRegistered);
    expect(authErrorMessage('signUp', new EmailAlreadyRegisteredError()).description).toBe(
      authCopy.emailAlreadyRegistered,
    );
    expect(authErrorMessage('signUp', new AuthWeakPasswordError('weak', 422, ['length'])).description).toBe(
      authCopy.passwordTooShort,
    );
  });

  it('un límite de intentos o de correos (429) pide esperar, en cada acción', () => {
    expect(authErrorMessage('signIn', apiError('over_request_rate_limit', 'Request rate limit reached', 429))).toEqual({
      title: authCopy.signInError,
      description: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
    });
    expect(authErrorMessage('signUp', apiError('over_request_rate_limit', 'x', 429)).description).toBe(
      authCopy.tooManyAttempts,
    );
    expect(authErrorMessage('reset', apiError('over_email_send_rate_limit', 'Email rate limit exceeded', 429))).toEqual(
      { title: copy.common.error, description: authCopy.tooManyAttempts },
    );
    expect(authErrorMessage('signIn', new AuthApiError('Too Many Requests', 429, undefined)).description).toBe(
      authCopy.tooManyAttempts,
    );
  });

  it('Google tiene su propio título', () => {
    expect(authErrorMessage('google', new Error('popup'))).toEqual({
      title: authCopy.googleSignInError,
      description: copy.auth.genericRetry,
    });
  });

  it('fallos de red y 502/503/504 dan Error de conexión', () => {
    const connection = {
      title: copy.marketplace.connectionErrorTitle,
      description: copy.marketplace.connectionErrorDescription,
    };
    expect(authErrorMessage('signIn', new AuthRetryableFetchError('Failed to fetch', 0))).toEqual(connection);
    expect(authErrorMessage('signUp', new AuthRetryableFetchError('Bad gateway', 503))).toEqual(connection);
    expect(authErrorMessage('reset', new TypeError('Failed to fetch'))).toEqual(connection);
  });
});
