/**
 * Error responses in the shape each Supabase service uses, so every client library maps them the same
 * way it does against a hosted project.
 */
import { AUTH_API_VERSION } from './cors';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** PostgREST: `{code, message, details, hint}`; a 401 also carries WWW-Authenticate. */
export function restError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  const headers: Record<string, string> = {};
  if (status === 401)
    headers['WWW-Authenticate'] = `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`;
  return json({ code, details, hint, message }, status, headers);
}

/**
 * GoTrue, readable by old and new auth-js: the new clients read `code` because of the
 * X-Supabase-Api-Version header, old ones read `error_code` and `msg`.
 */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return json({ code, error_code: code, msg: message, message, ...extra }, status, {
    'X-Supabase-Api-Version': AUTH_API_VERSION,
    'x-sb-error-code': code,
  });
}

/** Storage: the real status travels as a string in `statusCode`. */
export function storageError(httpStatus: number, statusCode: string, error: string, message: string): Response {
  return json({ statusCode, code: error, error, message }, httpStatus);
}

/** The API gateway (Kong) refusing a request without an API key. */
export function gatewayNoApiKey(): Response {
  return json(
    { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
    401,
  );
}

export function functionsError(status: number, message: string): Response {
  return json({ code: status, message }, status);
}
