import type { VitrinaSupabaseClient } from '@vitrina/shared/supabase';

/**
 * The page's supabase-js client, loaded when a function first needs it. Data modules call this inside the function
 * that writes or reads rather than importing `supabase` at the top: a federated shared module imported statically
 * is fetched before the chunk that imports it runs, so one static import in a page's chunk put supabase-js (a large
 * library) on the critical path of every visitor's catalogue page, whose reads go through `read` instead.
 */
export function supabaseClient(): Promise<VitrinaSupabaseClient> {
  return import('@vitrina/shared/supabase').then((entry) => entry.getSupabase());
}

/**
 * Opens a subscription once the member's client has loaded and returns its closing function at once: closed before
 * the client arrived, the subscription never opens.
 */
export function withClient(open: (supabase: VitrinaSupabaseClient) => () => void): () => void {
  let closed = false;
  let close: (() => void) | undefined;
  void supabaseClient().then((supabase) => {
    if (!closed) close = open(supabase);
  });
  return () => {
    closed = true;
    close?.();
  };
}
