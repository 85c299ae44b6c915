import { useEffect, useState, type ChangeEvent } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import {
  Button,
  FormField,
  Input,
  WAITLIST_EMAIL_MAX,
  WAITLIST_NAME_MAX,
  WAITLIST_PHONE_MAX,
  WAITLIST_RESET_MS,
  lazyModule,
  lazySchemaValidate,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useJoinWaitlist } from './useJoinWaitlist';
import { waitlistFailureNotice } from './waitlistNotices';
import { waitlistCopy } from './copy';
import { authCopy } from '../auth/copy';

export type WaitlistVariant = 'home' | 'landing';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
`;

const WelcomeCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textInverse};
  border: 1px solid ${({ theme }) => theme.colors.gold};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.goldLight};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.9;
  }
`;

const Trophy = styled.span`
  font-size: 36px;
  line-height: 1;
`;

const EMPTY = { full_name: '', email: '', phone: '' };
type Values = typeof EMPTY;

// The schemas (with yup) load when a form is first focused or validated: both forms are on a visitor's first page,
// which paints without yup.
const loadWaitlistSchema = lazyModule(() => import('./waitlistSchema'));
const validateLanding = lazySchemaValidate<Values>(async () => (await loadWaitlistSchema()).waitlistLandingSchema);

/**
 * The fractional-investment waitlist form. 'home' checks on submit and reports the first problem as a toast
 * (spec §8 titles) and under its field; 'landing' checks every field with its limits as the user types. Both
 * show 'Registrando...' while sending and the 'Bienvenido al club' card for 5 s after success, then an empty form.
 */
export function WaitlistForm({ variant }: { variant: WaitlistVariant }) {
  const join = useJoinWaitlist();
  const [welcomed, setWelcomed] = useState(false);
  const submitting = join.isPending;

  useEffect(() => {
    if (!welcomed) return;
    const timer = setTimeout(() => setWelcomed(false), WAITLIST_RESET_MS);
    return () => clearTimeout(timer);
  }, [welcomed]);

  const formik = useFormik<Values>({
    initialValues: EMPTY,
    validate: variant === 'landing' ? validateLanding : undefined,
    validateOnChange: variant === 'landing',
    validateOnBlur: variant === 'landing',
    onSubmit: async (values, helpers) => {
      if (submitting) return;
      if (variant === 'home') {
        const problem = (await loadWaitlistSchema()).waitlistHomeError(values);
        if (problem) {
          helpers.setErrors({ [problem.field]: problem.description });
          toast({ title: problem.title, description: problem.description, variant: 'destructive' });
          return;
        }
      }
      try {
        await join.mutateAsync(values);
        helpers.resetForm({ values: EMPTY });
        setWelcomed(true);
        if (variant === 'landing') {
          toast({
            title: waitlistCopy.landingSuccessTitle,
            description: waitlistCopy.landingSuccessDescription,
            variant: 'success',
          });
        }
      } catch (error) {
        toast({ ...waitlistFailureNotice(error), variant: 'destructive' });
      }
    },
  });

  if (welcomed) {
    return (
      <WelcomeCard role="status">
        <Trophy aria-hidden="true">🏆</Trophy>
        <h3>{waitlistCopy.welcomeTitle}</h3>
        <p>{waitlistCopy.alreadyJoined}</p>
      </WelcomeCard>
    );
  }

  const errorOf = (name: keyof Values) =>
    (variant === 'home' || formik.touched[name] || formik.submitCount > 0) && formik.errors[name]
      ? formik.errors[name]
      : undefined;
  const landing = variant === 'landing';
  // The home form only checks on submit, so a corrected field loses its old message as the user types.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(event);
    const name = event.target.name as keyof Values;
    if (!landing && formik.errors[name]) formik.setFieldError(name, undefined);
  };

  return (
    <Form
      noValidate
      onSubmit={formik.handleSubmit}
      onFocus={() => void loadWaitlistSchema()}
      aria-label={waitlistCopy.formLabel}
    >
      <FormField label={waitlistCopy.fullNameLabel} error={errorOf('full_name')} required>
        <Input
          name="full_name"
          autoComplete="name"
          placeholder={waitlistCopy.fullNamePlaceholder}
          maxLength={landing ? WAITLIST_NAME_MAX : undefined}
          value={formik.values.full_name}
          onChange={onChange}
          onBlur={formik.handleBlur}
          disabled={submitting}
        />
      </FormField>
      <FormField label={authCopy.emailLabel} error={errorOf('email')} required>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          placeholder={authCopy.emailPlaceholder}
          maxLength={landing ? WAITLIST_EMAIL_MAX : undefined}
          value={formik.values.email}
          onChange={onChange}
          onBlur={formik.handleBlur}
          disabled={submitting}
        />
      </FormField>
      <FormField label={waitlistCopy.phoneLabel} error={errorOf('phone')} required>
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder={landing ? waitlistCopy.phonePlaceholder : '+52 55 1234 5678'}
          maxLength={landing ? WAITLIST_PHONE_MAX : undefined}
          value={formik.values.phone}
          onChange={onChange}
          onBlur={formik.handleBlur}
          disabled={submitting}
        />
      </FormField>
      <Button type="submit" variant="accent" size="lg" fullWidth disabled={submitting}>
        {submitting ? waitlistCopy.submitting : waitlistCopy.submit}
      </Button>
    </Form>
  );
}

export function WaitlistHomeForm() {
  return <WaitlistForm variant="home" />;
}

export function WaitlistLandingForm() {
  return <WaitlistForm variant="landing" />;
}
