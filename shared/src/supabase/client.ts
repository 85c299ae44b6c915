import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig, onSupabaseClientCreated } from '@vitrina/shared/kernel';
import type { Database } from '../types/database';

export type VitrinaSupabaseClient = SupabaseClient<Database>;

// Kept on globalThis: if federation ever evaluates this module twice, two clients would
// split the session ("Multiple GoTrueClient instances").
const GLOBAL_KEY = '__vitrinaSupabaseClient__';
type GlobalWithClient = typeof globalThis & { [GLOBAL_KEY]?: VitrinaSupabaseClient };

/** The one Supabase client of the page, created on first use from the runtime config. */
export function getSupabase(): VitrinaSupabaseClient {
  const g = globalThis as GlobalWithClient;
  if (!g[GLOBAL_KEY]) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    g[GLOBAL_KEY] = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
    // A signed-out page's session store starts without a client and follows the first one created.
    onSupabaseClientCreated(g[GLOBAL_KEY]);
  }
  return g[GLOBAL_KEY];
}

/**
 * `supabase` reads like a plain client but creates it lazily, so importing `@vitrina/shared`
 * never touches the network or storage, and `/runtime-config.js` can run first.
 */
export const supabase: VitrinaSupabaseClient = new Proxy({} as VitrinaSupabaseClient, {
  get(_target, prop) {
    const client = getSupabase();
    const value: unknown = Reflect.get(client, prop, client);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});
