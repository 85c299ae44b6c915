import type { User } from '@supabase/supabase-js';
import { readOne, supabaseClient } from '@vitrina/shared/data';
import { redirectBrowser } from './browserRedirect';
import { EmailAlreadyRegisteredError, MissingUserError } from './authErrors';
import { paths } from '@vitrina/shared/core';

export interface Credentials {
  email: string;
  password: string;
}

export async function signInWithPassword({ email, password }: Credentials): Promise<User> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  if (error) throw error;
  if (!data.user) throw new MissingUserError();
  return data.user;
}

/**
 * Creates the account, then asks for the welcome e-mail (spec §7: its failure is ignored after sign-up).
 * The local backend auto-confirms and returns a session.
 */
export async function signUpWithPassword({ email, password }: Credentials): Promise<User> {
  const supabase = await supabaseClient();
  const address = email.trim();
  const { data, error } = await supabase.auth.signUp({ email: address, password });
  if (error) throw error;
  // Hosted Supabase with e-mail enumeration protection answers an existing address with a user that has no
  // identities and no session (a real new account there either gets a session or waits for confirmation).
  if (!data.session && data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) {
    throw new EmailAlreadyRegisteredError();
  }
  if (!data.user) throw new MissingUserError();
  const { callEdgeFunctionIgnoringFailure } = await import('@vitrina/shared/supabase');
  await callEdgeFunctionIgnoringFailure('welcome-email', { email: address });
  return data.user;
}

export async function sendRecoveryEmail(email: string): Promise<void> {
  const supabase = await supabaseClient();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}${paths.passwordRecovery}`,
  });
  if (error) throw error;
}

/** Third-party sign-in: the browser leaves for the provider and comes back to /dashboard (spec §7). */
export async function signInWithGoogle(): Promise<void> {
  const supabase = await supabaseClient();
  const { data, error } = await supabase.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${window.location.origin}/dashboard`, skipBrowserRedirect: true },
  });
  if (error) throw error;
  if (!data.url) throw new Error('Sin URL de autorización');
  redirectBrowser(data.url);
}

/** True only when the profile exists and says onboarding is done; a missing row or a read error mean "not yet". */
export async function hasCompletedOnboarding(userId: string): Promise<boolean> {
  try {
    const data = await readOne<{ onboarding_completed: boolean | null }>(
      { path: 'profiles', params: { select: 'onboarding_completed', id: `eq.${userId}` } },
      { as: 'member' },
    );
    return data?.onboarding_completed === true;
  } catch {
    return false;
  }
}
