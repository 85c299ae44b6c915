import { DEFAULT_SUPABASE_ANON_KEY, DEFAULT_SUPABASE_URL } from './defaults';

/**
 * Backend coordinates come from `window.__VITRINA_CONFIG__`, written by each app server's
 * `/runtime-config.js` from SUPABASE_URL / SUPABASE_ANON_KEY, so pointing the apps at a hosted
 * project needs no rebuild. Without it the apps talk to the embedded local backend.
 */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

declare global {
  interface Window {
    __VITRINA_CONFIG__?: Partial<RuntimeConfig>;
  }
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function getRuntimeConfig(): RuntimeConfig {
  // the page's window, or the shell's server, which sets it on its own globalThis (shell/src/server/renderPage.tsx)
  const injected = (globalThis as { __VITRINA_CONFIG__?: Partial<RuntimeConfig> }).__VITRINA_CONFIG__;
  return {
    // A trailing slash would produce `//rest/v1` paths.
    supabaseUrl: (nonEmpty(injected?.supabaseUrl) ?? DEFAULT_SUPABASE_URL).replace(/\/+$/, ''),
    supabaseAnonKey: nonEmpty(injected?.supabaseAnonKey) ?? DEFAULT_SUPABASE_ANON_KEY,
  };
}
