import { FunctionsFetchError } from '@supabase/supabase-js';
import { getRuntimeConfig } from '@vitrina/shared/kernel';
import { supabase } from './client';

export type EdgeFunctionName = 'welcome-email' | 'trigger-notification';

/** How an edge function answered: `ok` is a 2xx (the body is not shown anywhere, spec §7). */
export interface EdgeFunctionAnswer {
  ok: boolean;
}

/**
 * POST /functions/v1/{name} through supabase-js with the public anonymous key as bearer (spec §6/§7), whoever is
 * signed in (an invoke-level Authorization header wins over the session's). Resolves with whether the answer was
 * a 2xx so each caller decides what a refusal means; rejects only when no answer came (network failure).
 */
export async function callEdgeFunction(
  name: EdgeFunctionName,
  body: Record<string, unknown>,
): Promise<EdgeFunctionAnswer> {
  const { supabaseAnonKey } = getRuntimeConfig();
  const { error } = await supabase.functions.invoke(name, {
    method: 'POST',
    body,
    headers: { Authorization: `Bearer ${supabaseAnonKey}` },
  });
  if (error instanceof FunctionsFetchError) throw error.context instanceof Error ? error.context : error;
  return { ok: !error };
}

/** Fire-and-forget variant for the calls whose failure the spec says to ignore. */
export async function callEdgeFunctionIgnoringFailure(
  name: EdgeFunctionName,
  body: Record<string, unknown>,
): Promise<void> {
  try {
    await callEdgeFunction(name, body);
  } catch {
    // Spec §7: this call's failure does not change what the user sees.
  }
}
