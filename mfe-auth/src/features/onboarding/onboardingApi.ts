import { dbErrorKind, type ProfileRow, copy } from '@vitrina/shared/core';
import { supabase } from '@vitrina/shared/supabase';
import { onboardingCopy } from './copy';

export type OnboardingProfile = Pick<ProfileRow, 'username' | 'display_name' | 'phone_number' | 'onboarding_completed'>;

export interface OnboardingValues {
  username: string;
  display_name: string;
  phone_number: string;
  favorite_sports: string[];
  favorite_categories: string[];
}

/** The field a save error belongs to, with its Spanish message. */
export class OnboardingFieldError extends Error {
  constructor(
    readonly field: 'username' | 'phone_number',
    message: string,
  ) {
    super(message);
    this.name = 'OnboardingFieldError';
  }
}

export const USERNAME_TAKEN_MESSAGE = onboardingCopy.usernameTaken;

export async function fetchOnboardingProfile(userId: string): Promise<OnboardingProfile | null> {
  const { data, error } = await supabase
    .from('profiles')
    .select('username, display_name, phone_number, onboarding_completed')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

function profileError(error: { code?: string; message?: string }): Error {
  const kind = dbErrorKind(error);
  if (kind === 'uniqueViolation') return new OnboardingFieldError('username', USERNAME_TAKEN_MESSAGE);
  if (kind === 'checkViolation' && /phone/i.test(error.message ?? '')) {
    return new OnboardingFieldError('phone_number', copy.profile.phoneInvalidOnSave);
  }
  return Object.assign(new Error(error.message || 'Error'), { code: error.code });
}

/**
 * Saves the onboarding: favourite sports and categories go to the auth user's metadata (profiles has no
 * column for them), then username, display name, phone (empty → null) and onboarding_completed = true to
 * the profile. The sign-up trigger creates the profile; a user from before it gets the row inserted.
 */
export async function saveOnboarding(userId: string, values: OnboardingValues): Promise<void> {
  const { error: metaError } = await supabase.auth.updateUser({
    data: { favorite_sports: values.favorite_sports, favorite_categories: values.favorite_categories },
  });
  if (metaError) throw metaError;

  const phone = values.phone_number.trim();
  const changes = {
    username: values.username.trim(),
    display_name: values.display_name.trim(),
    phone_number: phone === '' ? null : phone,
    onboarding_completed: true,
  };
  const { data, error } = await supabase.from('profiles').update(changes).eq('id', userId).select('id');
  if (error) throw profileError(error);
  if (data && data.length > 0) return;

  const { error: insertError } = await supabase.from('profiles').insert({ id: userId, ...changes });
  if (insertError) throw profileError(insertError);
}
