import { useEffect } from 'react';
import { useFormik } from 'formik';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  FormField,
  Input,
  PhoneInput,
  Spinner,
  copy,
  errorText,
  isNetworkError,
  resolveReturnPath,
  authPathFor,
  paths,
} from '@vitrina/shared/core';
import { initSession, toast, useUser } from '@vitrina/shared/kernel';
import { onboardingSchema } from '@vitrina/shared/forms';
import { AuthLayout, Form } from '../auth/AuthLayout';
import { FAVORITE_CATEGORIES, FAVORITE_SPORTS, knownValues } from './favourites';
import { ProfileFieldError } from '@vitrina/shared/data';
import type { OnboardingValues } from './onboardingApi';
import { useOnboardingProfile, useSaveOnboarding } from './useOnboarding';
import { onboardingCopy } from './copy';

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  legend {
    /* the browser's 2 px each side would set it off the labels under it */
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Chip = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.full};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  transition: background ${({ theme }) => theme.transitions.fast};
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    border-color: ${({ theme }) => theme.colors.navy};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]};
`;

function ChipGroup({
  legend,
  options,
  selected,
  disabled,
  onToggle,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  selected: string[];
  disabled: boolean;
  onToggle: (value: string) => void;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Chips>
        {options.map((option) => (
          <Chip
            key={option.value}
            type="button"
            aria-pressed={selected.includes(option.value)}
            disabled={disabled}
            onClick={() => onToggle(option.value)}
          >
            {option.label}
          </Chip>
        ))}
      </Chips>
    </Fieldset>
  );
}

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/**
 * /onboarding: the first profile of a new member (username, display name, optional phone, favourite sports
 * and categories). Saving marks onboarding_completed and goes to the return-to location or /dashboard.
 */
export function OnboardingPage() {
  const user = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const returnPath = resolveReturnPath(location.state, location.search);
  const profile = useOnboardingProfile(user?.id);
  const save = useSaveOnboarding(user?.id);

  useEffect(() => {
    void initSession();
  }, []);

  const metadata = user?.user_metadata ?? {};
  const formik = useFormik<OnboardingValues>({
    enableReinitialize: true,
    initialValues: {
      username: profile.data?.username ?? '',
      display_name: profile.data?.display_name ?? '',
      phone_number: profile.data?.phone_number ?? '',
      favorite_sports: knownValues(metadata.favorite_sports, FAVORITE_SPORTS),
      favorite_categories: knownValues(metadata.favorite_categories, FAVORITE_CATEGORIES),
    },
    validationSchema: onboardingSchema,
    onSubmit: async (values, helpers) => {
      if (save.isPending) return;
      try {
        await save.mutateAsync(values);
        toast({ title: copy.profile.updatedTitle, description: copy.profile.updatedDescription, variant: 'success' });
        navigate(returnPath, { replace: true });
      } catch (error) {
        if (error instanceof ProfileFieldError) {
          helpers.setFieldError(error.field, error.message);
          return;
        }
        if (isNetworkError(error)) {
          toast({
            title: copy.marketplace.connectionErrorTitle,
            description: copy.marketplace.connectionErrorDescription,
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: copy.profile.updateError,
          description: errorText(error, { fallback: copy.auth.genericRetry }),
          variant: 'destructive',
        });
      }
    },
  });

  if (user === undefined || (user && profile.isLoading)) {
    return (
      <Centered>
        <Spinner size={32} />
      </Centered>
    );
  }
  if (user === null) {
    return <Navigate to={authPathFor(paths.onboarding)} replace state={{ from: { pathname: paths.onboarding } }} />;
  }

  const saving = save.isPending;
  const errorOf = (name: 'username' | 'display_name' | 'phone_number') =>
    (formik.touched[name] || formik.submitCount > 0) && formik.errors[name] ? formik.errors[name] : undefined;

  return (
    <AuthLayout title={onboardingCopy.title} subtitle={onboardingCopy.subtitle} wide>
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={onboardingCopy.title}>
        <FormField
          label={onboardingCopy.usernameLabel}
          error={errorOf('username')}
          hint={onboardingCopy.usernameHint}
          required
        >
          <Input
            {...formik.getFieldProps('username')}
            autoComplete="username"
            placeholder={onboardingCopy.usernamePlaceholder}
            disabled={saving}
          />
        </FormField>
        <FormField
          label={onboardingCopy.displayNameLabel}
          error={errorOf('display_name')}
          hint={onboardingCopy.displayNameHint}
          required
        >
          <Input
            {...formik.getFieldProps('display_name')}
            autoComplete="nickname"
            placeholder={onboardingCopy.displayNamePlaceholder}
            disabled={saving}
          />
        </FormField>
        <FormField label={onboardingCopy.phoneLabel} error={errorOf('phone_number')} hint={onboardingCopy.phoneHint}>
          <PhoneInput {...formik.getFieldProps('phone_number')} disabled={saving} />
        </FormField>
        <ChipGroup
          legend={onboardingCopy.sportsLegend}
          options={FAVORITE_SPORTS}
          selected={formik.values.favorite_sports}
          disabled={saving}
          onToggle={(value) =>
            void formik.setFieldValue('favorite_sports', toggle(formik.values.favorite_sports, value))
          }
        />
        <ChipGroup
          legend={onboardingCopy.categoriesLegend}
          options={FAVORITE_CATEGORIES}
          selected={formik.values.favorite_categories}
          disabled={saving}
          onToggle={(value) =>
            void formik.setFieldValue('favorite_categories', toggle(formik.values.favorite_categories, value))
          }
        />
        <Button type="submit" size="lg" fullWidth disabled={saving}>
          {saving ? onboardingCopy.saving : onboardingCopy.submit}
        </Button>
      </Form>
    </AuthLayout>
  );
}
