// What every Vitrina function answers the same way: CORS for supabase-js's headers, JSON replies, the POST-only rule
// and a JSON body. Supabase's convention puts code the functions share in supabase/functions/_shared/.

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, x-retry-count',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function reply(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/**
 * The JSON body of a POST, or the answer to give instead: the CORS preflight, 405 for another method, 400 for a body
 * that is not JSON.
 */
export async function readJsonPost<T>(req: Request): Promise<{ body: T } | { response: Response }> {
  if (req.method === 'OPTIONS') return { response: new Response('ok', { headers: corsHeaders }) };
  if (req.method !== 'POST') {
    return { response: reply({ error: 'method_not_allowed', message: 'Método no permitido' }, 405) };
  }
  try {
    return { body: (await req.json()) as T };
  } catch {
    return { response: reply({ error: 'invalid_json', message: 'Cuerpo JSON inválido' }, 400) };
  }
}
