export const AUTH_API_VERSION = '2024-01-01';

const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept, accept-profile, content-profile, prefer, range, x-upsert, ' +
  'x-supabase-api-version, x-retry-count, x-region, cache-control, x-metadata, traceparent, tracestate, baggage';

/** Headers a browser may read: without them supabase-js loses `count` and the auth error `code`. */
export const EXPOSED_HEADERS =
  'Content-Range, X-Supabase-Api-Version, x-relay-error, Preference-Applied, Location, Content-Profile, Content-Location, Range-Unit, x-sb-error-code';

/** CORS headers for any response; preflights echo the requested headers so any client header is allowed. */
export function corsHeaders(request: { method: string; headers: Pick<Headers, 'get'> }): Record<string, string> {
  const origin = request.headers.get('origin');
  const out: Record<string, string> = {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    'Access-Control-Max-Age': '86400',
  };
  if (origin) {
    out['Access-Control-Allow-Credentials'] = 'true';
    out.Vary = 'Origin, Access-Control-Request-Headers';
  }
  return out;
}
