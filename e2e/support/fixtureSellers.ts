import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

// Node 20 has no global WebSocket, which supabase-js's realtime client needs even when nothing subscribes.
const realtime = { transport: WebSocket as never };

/** A service-role client on the e2e backend: fixtures and database checks, never what the page does. */
export function adminClient(): SupabaseClient {
  return createClient(process.env.E2E_SUPABASE_URL!, process.env.E2E_SERVICE_ROLE_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime,
  });
}

/** A visitor's client (anon key, no session): what the public catalogue sees. */
export function visitorClient(): SupabaseClient {
  return createClient(process.env.E2E_SUPABASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime,
  });
}

export interface FixtureSeller {
  id: string;
  email: string;
  password: string;
}

/**
 * This worker process's mark in the names and addresses fixtures make: with two workers, two fixtures made in the
 * same millisecond with the same count are still distinct.
 */
export const WORKER = process.pid.toString(36);

let counter = 0;

/**
 * A fresh seller of this spec alone (the demo accounts stay as the seed made them): confirmed e-mail, onboarding
 * done, and the phone / identity verification the test needs.
 */
export async function createSeller({
  phone,
  identityVerified,
}: {
  phone: string | null;
  identityVerified: boolean;
}): Promise<FixtureSeller> {
  counter += 1;
  const email = `vendedor.e2e.${Date.now().toString(36)}${WORKER}${counter}@example.com`;
  const password = 'Vendedor123!';
  const admin = adminClient();
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw error ?? new Error('sin usuario');
  const { error: profileError } = await admin
    .from('profiles')
    .update({
      username: `e2e_${data.user.id.slice(0, 8)}`,
      display_name: 'Vendedor E2E',
      phone_number: phone,
      identity_verified: identityVerified,
      onboarding_completed: true,
    })
    .eq('id', data.user.id);
  if (profileError) throw profileError;
  return { id: data.user.id, email, password };
}
