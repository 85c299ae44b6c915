import { useCartStore } from '@vitrina/shared/core';
import type { VitrinaSupabaseClient } from '@vitrina/shared/supabase';

declare global {
  interface Window {
    __vitrina_supabase__?: VitrinaSupabaseClient;
    __vitrina_cart__?: typeof useCartStore;
  }
}

/**
 * Debug handles for Playwright, only when the app server marked the runtime config with `e2e: true`: the page's
 * own Supabase client (to sign in before the auth remote ships its form; loaded on demand like everywhere else)
 * and the cart store.
 */
export function exposeE2eHandles(): void {
  const config = (window as { __VITRINA_CONFIG__?: { e2e?: boolean } }).__VITRINA_CONFIG__;
  if (!config?.e2e) return;
  window.__vitrina_cart__ = useCartStore;
  void import('@vitrina/shared/supabase').then(({ getSupabase }) => {
    window.__vitrina_supabase__ = getSupabase();
  });
}
