import { lazy } from 'react';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, FormField, Input, lazyModule, lazySchemaValidate } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { newsletterNotice } from './newsletterErrors';
import { useSubscribeNewsletter } from './useSubscribeNewsletter';
import { newsletterCopy } from './copy';
import { authCopy } from '../auth/copy';

// Only the 'full' form has the checkbox; the compact one is on the coming-soon page, which must not load the Radix
// entry for it. The full form waits for it under the slot's loading placeholder, so it never shows without it.
const Checkbox = lazy(() => import('@vitrina/shared/ui').then((m) => ({ default: m.Checkbox })));

// The schema (with yup) loads when the form is first focused or validated: the compact form is on a visitor's first
// page, which paints without yup.
const loadNewsletterSchema = lazyModule(() => import('./newsletterSchema'));
const validateNewsletter = lazySchemaValidate<{ email: string; name: string; wants_to_sell: boolean }>(
  async () => (await loadNewsletterSchema()).newsletterSchema,
);

export interface NewsletterSignupProps {
  /** 'full' asks for name and whether the visitor wants to sell; 'emailOnly' is the compact form */
  variant?: 'full' | 'emailOnly';
}

const FullForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
`;

const CompactForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  ${({ theme }) => theme.media.aboveMobile} {
    flex-direction: row;
    align-items: flex-start;
    & > :first-child {
      flex: 1;
    }
    & > button {
      margin-top: 24px;
    }
  }
`;

/** Newsletter sign-up (spec §4): idle, submitting ('Enviando...', inputs disabled), success or failure. */
export function NewsletterSignup({ variant = 'full' }: NewsletterSignupProps) {
  const subscribe = useSubscribeNewsletter();
  const submitting = subscribe.isPending;

  const formik = useFormik({
    initialValues: { email: '', name: '', wants_to_sell: false },
    validate: validateNewsletter,
    onSubmit: async (values, helpers) => {
      if (submitting) return;
      try {
        await subscribe.mutateAsync(values);
        toast({
          title: newsletterCopy.successTitle,
          description: newsletterCopy.successDescription,
          variant: 'success',
        });
        helpers.resetForm();
      } catch (error) {
        const notice = newsletterNotice(error);
        toast({ title: notice.title, description: notice.description, variant: notice.variant });
        if (notice.fieldMessage) helpers.setFieldError('email', notice.fieldMessage);
      }
    },
  });

  const emailError =
    (formik.touched.email || formik.submitCount > 0) && formik.errors.email ? formik.errors.email : undefined;
  const emailField = (
    <FormField label={authCopy.emailLabel} error={emailError} required>
      <Input
        {...formik.getFieldProps('email')}
        type="email"
        autoComplete="email"
        placeholder={authCopy.emailPlaceholder}
        disabled={submitting}
      />
    </FormField>
  );
  const submit = (
    <Button type="submit" variant="accent" size={variant === 'full' ? 'lg' : 'md'} disabled={submitting}>
      {submitting ? newsletterCopy.submitting : newsletterCopy.submit}
    </Button>
  );

  if (variant === 'emailOnly') {
    return (
      <CompactForm
        noValidate
        onSubmit={formik.handleSubmit}
        onFocus={() => void loadNewsletterSchema()}
        aria-label={newsletterCopy.formLabel}
      >
        {emailField}
        {submit}
      </CompactForm>
    );
  }

  return (
    <FullForm
      noValidate
      onSubmit={formik.handleSubmit}
      onFocus={() => void loadNewsletterSchema()}
      aria-label={newsletterCopy.formLabel}
    >
      <FormField label={newsletterCopy.nameLabel}>
        <Input
          name="name"
          autoComplete="name"
          placeholder={newsletterCopy.namePlaceholder}
          value={formik.values.name}
          onChange={formik.handleChange}
          disabled={submitting}
        />
      </FormField>
      {emailField}
      <Checkbox
        name="wants_to_sell"
        label={newsletterCopy.wantsToSellLabel}
        checked={formik.values.wants_to_sell}
        onCheckedChange={(checked) => void formik.setFieldValue('wants_to_sell', checked)}
        disabled={submitting}
      />
      {submit}
    </FullForm>
  );
}
