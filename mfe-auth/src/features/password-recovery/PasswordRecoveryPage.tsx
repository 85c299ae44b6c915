import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, FormField, Input, Spinner, copy, DEFAULT_RETURN_PATH, fillCopy, paths } from '@vitrina/shared/core';
import { initSession, toast, useUser } from '@vitrina/shared/kernel';
import { AuthLayout, Form } from '../auth/AuthLayout';
import { authErrorMessage } from '../auth/authErrors';
import { usePostAuthRedirect } from '../auth/usePostAuthRedirect';
import { newPasswordSchema } from './passwordRecoverySchema';
import { updatePassword } from './updatePassword';
import { passwordRecoveryCopy } from './copy';
import { authCopy } from '../auth/copy';

export const PASSWORD_UPDATED_TITLE = passwordRecoveryCopy.updatedTitle;
export const PASSWORD_UPDATED_DESCRIPTION = passwordRecoveryCopy.updatedDescription;
export const INVALID_LINK_MESSAGE = passwordRecoveryCopy.invalidLink;

const Message = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * /auth/restablecer, where the recovery e-mail's link lands: supabase-js reads the session from the URL
 * hash, the user types a new password twice, and continues signed in like after a sign-in.
 */
export function PasswordRecoveryPage() {
  const user = useUser();
  const { afterSignIn } = usePostAuthRedirect(DEFAULT_RETURN_PATH);
  const [done, setDone] = useState(false);

  useEffect(() => {
    void initSession();
  }, []);

  const formik = useFormik({
    initialValues: { password: '', confirmation: '' },
    validationSchema: newPasswordSchema,
    onSubmit: async ({ password }) => {
      try {
        const userId = await updatePassword(password);
        setDone(true);
        toast({ title: PASSWORD_UPDATED_TITLE, description: PASSWORD_UPDATED_DESCRIPTION, variant: 'success' });
        await afterSignIn(userId);
      } catch (error) {
        const { title, description } = authErrorMessage('reset', error);
        toast({ title, description, variant: 'destructive' });
      }
    },
  });

  if (user === undefined) {
    return (
      <AuthLayout title={authCopy.resetTitle}>
        <Centered>
          <Spinner size={32} />
        </Centered>
      </AuthLayout>
    );
  }

  if (user === null && !done) {
    return (
      <AuthLayout title={authCopy.resetTitle}>
        <Message role="alert">{INVALID_LINK_MESSAGE}</Message>
        <Button as={Link} to={paths.auth} variant="outline" fullWidth>
          {authCopy.backToSignIn}
        </Button>
      </AuthLayout>
    );
  }

  const busy = formik.isSubmitting || done;
  const errorOf = (name: 'password' | 'confirmation') =>
    (formik.touched[name] || formik.submitCount > 0) && formik.errors[name] ? formik.errors[name] : undefined;

  return (
    <AuthLayout
      title={authCopy.resetTitle}
      subtitle={
        user
          ? fillCopy(passwordRecoveryCopy.subtitle, { email: user.email ?? passwordRecoveryCopy.yourAccount })
          : undefined
      }
    >
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={passwordRecoveryCopy.formLabel}>
        <FormField label={passwordRecoveryCopy.newPasswordLabel} error={errorOf('password')} required>
          <Input
            {...formik.getFieldProps('password')}
            type="password"
            autoComplete="new-password"
            placeholder={authCopy.passwordPlaceholder}
            disabled={busy}
          />
        </FormField>
        <FormField label={passwordRecoveryCopy.confirmationLabel} error={errorOf('confirmation')} required>
          <Input
            {...formik.getFieldProps('confirmation')}
            type="password"
            autoComplete="new-password"
            disabled={busy}
          />
        </FormField>
        <Button type="submit" size="lg" fullWidth disabled={busy}>
          {busy ? copy.common.loading : passwordRecoveryCopy.submit}
        </Button>
      </Form>
    </AuthLayout>
  );
}
