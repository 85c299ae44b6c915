import { getRuntimeConfig } from '@vitrina/shared/core';

export type EdgeFunctionName = 'welcome-email' | 'trigger-notification';

/**
 * POST /functions/v1/{name} with the public anonymous key as bearer (spec §6/§7), whoever is signed in.
 * Resolves with the raw response so each caller decides what a non-OK answer means; rejects only on
 * network failure.
 */
export async function callEdgeFunction(name: EdgeFunctionName, body: unknown): Promise<Response> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  return fetch(`${supabaseUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${supabaseAnonKey}`,
      apikey: supabaseAnonKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** Fire-and-forget variant for the calls whose failure the spec says to ignore. */
export async function callEdgeFunctionIgnoringFailure(name: EdgeFunctionName, body: unknown): Promise<void> {
  try {
    await callEdgeFunction(name, body);
  } catch {
    // Spec §7: this call's failure does not change what the user sees.
  }
}
