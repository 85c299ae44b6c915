import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, FormField, Input, copy, resolveReturnPath, useDocumentTitle } from '@vitrina/shared/core';
import { initSession, toast, useUser } from '@vitrina/shared/kernel';
import { AuthLayout, Form, LinkButton } from './AuthLayout';
import { GoogleIcon } from './GoogleIcon';
import { sendRecoveryEmail, signInWithGoogle, signInWithPassword, signUpWithPassword } from './authApi';
import { authErrorMessage, type AuthAction } from './authErrors';
import { resetSchema, signInSchema, signUpSchema } from './authSchema';
import { usePostAuthRedirect } from './usePostAuthRedirect';
import { authCopy } from './copy';

export type AuthMode = 'signIn' | 'signUp' | 'reset';

const TITLES: Record<AuthMode, string> = {
  signIn: authCopy.signInTitle,
  signUp: authCopy.signUpTitle,
  reset: authCopy.resetTitle,
};

const SUBTITLES: Record<AuthMode, string> = {
  signIn: authCopy.signInSubtitle,
  signUp: authCopy.signUpSubtitle,
  reset: authCopy.resetSubtitle,
};

const SUBMIT_LABELS: Record<AuthMode, string> = {
  signIn: authCopy.signInTitle,
  signUp: authCopy.signUpTitle,
  reset: authCopy.sendResetLink,
};

const SCHEMAS = { signIn: signInSchema, signUp: signUpSchema, reset: resetSchema };

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Toggles = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space[4]};
`;

/**
 * /auth: sign in, create an account or ask for a password reset (spec §2, §4, §8). While a request or the
 * redirect after it is running, the toggles and the submit are ignored.
 */
export function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const user = useUser();
  const returnPath = resolveReturnPath(location.state, location.search);
  const { afterSignIn, afterSignUp } = usePostAuthRedirect(returnPath);
  const [mode, setMode] = useState<AuthMode>('signIn');
  useDocumentTitle(TITLES[mode]);
  const [busy, setBusy] = useState(false);
  // Set once a redirect is under way, so the session event of our own sign-in does not start a second one.
  const redirecting = useRef(false);

  useEffect(() => {
    void initSession();
  }, []);

  // A visitor who is already signed in does not need this page (spec §2).
  useEffect(() => {
    if (!user || redirecting.current) return;
    redirecting.current = true;
    setBusy(true);
    void afterSignIn(user.id);
  }, [user, afterSignIn]);

  // the last failure's toast: a later success takes it away, so '¡Registro exitoso!' never sits beside an error
  const failureToast = useRef<ReturnType<typeof toast> | null>(null);
  const fail = (action: AuthAction, error: unknown) => {
    const { title, description } = authErrorMessage(action, error);
    failureToast.current?.dismiss();
    failureToast.current = toast({ title, description, variant: 'destructive' });
  };
  const clearFailure = () => {
    failureToast.current?.dismiss();
    failureToast.current = null;
  };

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: SCHEMAS[mode],
    onSubmit: async (values) => {
      if (busy) return;
      setBusy(true);
      try {
        if (mode === 'reset') {
          await sendRecoveryEmail(values.email);
          clearFailure();
          toast({ title: authCopy.resetSentTitle, description: authCopy.resetSentDescription, variant: 'success' });
          setBusy(false);
          return;
        }
        redirecting.current = true;
        if (mode === 'signUp') {
          await signUpWithPassword(values);
          clearFailure();
          toast({
            title: authCopy.signUpSuccessTitle,
            description: authCopy.signUpSuccessDescription,
            variant: 'success',
          });
          await afterSignUp();
        } else {
          const signedIn = await signInWithPassword(values);
          clearFailure();
          await afterSignIn(signedIn.id);
        }
      } catch (error) {
        redirecting.current = false;
        fail(mode, error);
        setBusy(false);
      }
    },
  });

  const switchMode = (next: AuthMode) => {
    if (busy) return;
    setMode(next);
    // Messages of the previous mode's rules would be wrong in the new one.
    formik.setErrors({});
    void formik.setTouched({}, false);
  };

  const onGoogle = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await signInWithGoogle();
    } catch (error) {
      fail('google', error);
      setBusy(false);
    }
  };

  const fieldError = (name: 'email' | 'password') =>
    (formik.touched[name] || formik.submitCount > 0) && formik.errors[name] ? formik.errors[name] : undefined;

  return (
    <AuthLayout title={TITLES[mode]} subtitle={SUBTITLES[mode]}>
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={TITLES[mode]} aria-busy={busy}>
        <FormField label={authCopy.emailLabel} error={fieldError('email')} required>
          <Input
            {...formik.getFieldProps('email')}
            type="email"
            autoComplete="email"
            placeholder={authCopy.emailPlaceholder}
            disabled={busy}
          />
        </FormField>
        {mode !== 'reset' ? (
          <FormField label={authCopy.passwordLabel} error={fieldError('password')} required>
            <Input
              {...formik.getFieldProps('password')}
              type="password"
              autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
              placeholder={authCopy.passwordPlaceholder}
              disabled={busy}
            />
          </FormField>
        ) : null}
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? copy.common.loading : SUBMIT_LABELS[mode]}
        </Button>
      </Form>

      {mode !== 'reset' ? (
        <>
          <Divider>o</Divider>
          <Button type="button" variant="outline" size="lg" fullWidth onClick={() => void onGoogle()} disabled={busy}>
            <GoogleIcon />
            Continuar con Google
          </Button>
        </>
      ) : null}

      <Toggles aria-label={authCopy.accessOptions}>
        {mode !== 'signUp' ? (
          mode === 'signIn' ? (
            <LinkButton type="button" onClick={() => switchMode('reset')} disabled={busy}>
              {authCopy.forgotPassword}
            </LinkButton>
          ) : (
            <LinkButton type="button" onClick={() => switchMode('signIn')} disabled={busy}>
              {authCopy.backToSignIn}
            </LinkButton>
          )
        ) : null}
        <LinkButton type="button" onClick={() => switchMode(mode === 'signUp' ? 'signIn' : 'signUp')} disabled={busy}>
          {mode === 'signUp' ? authCopy.toSignIn : authCopy.toSignUp}
        </LinkButton>
      </Toggles>

      <Footer>
        <Button type="button" variant="ghost" onClick={() => void navigate('/')}>
          {authCopy.backHome}
        </Button>
      </Footer>
    </AuthLayout>
  );
}
