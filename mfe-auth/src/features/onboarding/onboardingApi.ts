import type { ProfileRow } from '@vitrina/shared/core';
import { completeOnboardingProfile, profileKeys, readOne, supabaseClient } from '@vitrina/shared/data';

/** The onboarding's read of the member's profile: under the profile's own key, so a change to the profile refreshes it. */
export const onboardingKeys = {
  profile: (userId: string) => [...profileKeys.own(userId), 'onboarding'] as const,
};

export type OnboardingProfile = Pick<ProfileRow, 'username' | 'display_name' | 'phone_number' | 'onboarding_completed'>;

export interface OnboardingValues {
  username: string;
  display_name: string;
  phone_number: string;
  favorite_sports: string[];
  favorite_categories: string[];
}

export async function fetchOnboardingProfile(userId: string): Promise<OnboardingProfile | null> {
  return readOne<OnboardingProfile>(
    {
      path: 'profiles',
      params: { select: 'username, display_name, phone_number, onboarding_completed', id: `eq.${userId}` },
    },
    { as: 'member' },
  );
}

/**
 * Saves the onboarding: favourite sports and categories go to the auth user's metadata (profiles has no
 * column for them), then username, display name and phone (empty → null) to the profile through shared's
 * one profile writer (a refused field comes back as a ProfileFieldError).
 */
export async function saveOnboarding(userId: string, values: OnboardingValues): Promise<void> {
  const supabase = await supabaseClient();
  const { error: metaError } = await supabase.auth.updateUser({
    data: { favorite_sports: values.favorite_sports, favorite_categories: values.favorite_categories },
  });
  if (metaError) throw metaError;

  await completeOnboardingProfile(userId, values);
}
