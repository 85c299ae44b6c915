import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, copy, FormField, Input, PhoneInput, type ProfileRow, errorText, paths } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { ProfileFieldError, profileFields, useUpdateProfile, type ProfileFormValues } from '@vitrina/shared/data';
import { profileSchema } from '@vitrina/shared/forms';
import { SectionCard } from './SectionCard';
import { settingsCopy } from './copy';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 1fr 1fr;
  }
  & > :last-child {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

type Values = ProfileFormValues;

/** Only what changed, with an empty phone stored as null (spec §5). */
export function profileChanges(profile: ProfileRow, values: Values) {
  const next = profileFields(values);
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => profile[key as keyof Values] !== value));
}

/**
 * username, display_name and phone_number with the spec's rules (§5) and messages (§8). Saving refreshes the
 * profile, confirms and goes to /dashboard; a failure keeps what the member typed.
 */
export function ProfileForm({ profile }: { profile: ProfileRow }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const initialValues = useMemo<Values>(
    () => ({
      username: profile.username ?? '',
      display_name: profile.display_name ?? '',
      phone_number: profile.phone_number ?? '',
    }),
    [profile.username, profile.display_name, profile.phone_number],
  );

  // whether formik's validation let the current submit attempt through to onSubmit
  const reached = useRef(false);
  const form = useFormik<Values>({
    initialValues,
    validationSchema: profileSchema,
    onSubmit: async (values) => {
      reached.current = true;
      try {
        const changes = profileChanges(profile, values);
        if (Object.keys(changes).length > 0) await update.mutateAsync(changes);
        toast({ title: copy.profile.updatedTitle, description: copy.profile.updatedDescription, variant: 'success' });
        navigate(paths.dashboard);
      } catch (error) {
        // shared's profile writer turns the database's checks into a field and its words
        if (error instanceof ProfileFieldError) form.setFieldError(error.field, error.message);
        const description =
          error instanceof ProfileFieldError
            ? error.message
            : errorText(error, { messages: { checkViolation: copy.profile.phoneInvalidOnSave } });
        toast({ title: copy.profile.updateError, description, variant: 'destructive' });
      }
    },
  });

  // A save formik's validation refused: a wrong phone also gets the spec's toast (the other fields say it below).
  const answerRefused = useEffectEvent(() => {
    if (form.errors.phone_number) {
      toast({ title: copy.profile.phoneInvalidOnSave, description: form.errors.phone_number, variant: 'destructive' });
    }
  });
  const answered = useRef(0);
  useEffect(() => {
    if (form.isSubmitting || form.submitCount === answered.current) return;
    answered.current = form.submitCount;
    if (!reached.current) answerRefused();
    reached.current = false;
  }, [form.isSubmitting, form.submitCount]);

  const errorOf = (field: keyof Values) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;

  return (
    <SectionCard aria-labelledby="profile-data-title">
      <h2 id="profile-data-title">{settingsCopy.profileDataTitle}</h2>
      <p>{settingsCopy.profileDataDescription}</p>
      <form noValidate onSubmit={form.handleSubmit}>
        <Fields>
          <FormField
            label={settingsCopy.usernameLabel}
            error={errorOf('username')}
            hint={settingsCopy.usernameHint}
            required
          >
            <Input {...form.getFieldProps('username')} autoComplete="username" />
          </FormField>
          <FormField label={settingsCopy.displayNameLabel} error={errorOf('display_name')} required>
            <Input {...form.getFieldProps('display_name')} autoComplete="name" />
          </FormField>
          <FormField label={settingsCopy.phoneLabel} error={errorOf('phone_number')} hint={settingsCopy.phoneHint}>
            <PhoneInput {...form.getFieldProps('phone_number')} />
          </FormField>
        </Fields>
        <Actions>
          <Button type="submit" disabled={form.isSubmitting} style={{ marginTop: 24 }}>
            {form.isSubmitting ? settingsCopy.saving : settingsCopy.save}
          </Button>
        </Actions>
      </form>
    </SectionCard>
  );
}
