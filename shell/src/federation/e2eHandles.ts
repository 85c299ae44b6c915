import { useCartStore } from '@vitrina/shared/kernel';
import type { VitrinaSupabaseClient } from '@vitrina/shared/supabase';

declare global {
  interface Window {
    /** the page's Supabase client once the app has created it; undefined before (e2e builds only) */
    readonly __vitrina_supabase__?: VitrinaSupabaseClient;
    __vitrina_cart__?: typeof useCartStore;
  }
}

// Where shared/src/supabase/client.ts keeps the page's one client. Read here by name: importing that entry would load
// supabase-js on every page, the very thing a signed-out page must not do.
const CLIENT_GLOBAL_KEY = '__vitrinaSupabaseClient__';

/**
 * Debug handles for Playwright, only when the app server marked the runtime config with `e2e: true`: the cart store
 * and the page's own Supabase client. The client is never created here: the handle reads it only once the app itself
 * created it (a sign-in, a query), so end-to-end runs take the production path, where a signed-out page loads no
 * supabase-js at all, and a test that reads it too early gets undefined instead of a client production never had.
 */
export function exposeE2eHandles(): void {
  const config = (window as { __VITRINA_CONFIG__?: { e2e?: boolean } }).__VITRINA_CONFIG__;
  if (!config?.e2e) return;
  window.__vitrina_cart__ = useCartStore;
  Object.defineProperty(window, '__vitrina_supabase__', {
    configurable: true,
    get: () => (globalThis as { [CLIENT_GLOBAL_KEY]?: VitrinaSupabaseClient })[CLIENT_GLOBAL_KEY],
  });
}
