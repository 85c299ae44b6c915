import { readJsonBody } from '../http/body';
import { authError } from '../http/errors';

export const MIN_PASSWORD_LENGTH = 6;
export const BCRYPT_COST = 10;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** GoTrue's limit, in bytes (auth.users.email is varchar(255)). */
const MAX_EMAIL_BYTES = 255;
// control characters: Postgres refuses NUL in text, and no mail system accepts any of them
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export type Body = Record<string, unknown>;

/** The JSON object an auth endpoint takes (empty means `{}`), or GoTrue's bad_json refusal. */
export async function readAuthBody(req: Request): Promise<Body | Response> {
  const body = await readJsonBody(req);
  switch (body.kind) {
    case 'empty':
      return {};
    case 'tooLarge':
      return authError(413, 'request_too_large', `Request body larger than ${body.limit} bytes`);
    case 'malformed':
      return authError(400, 'bad_json', 'Could not parse request body as JSON');
    case 'json': {
      const parsed = body.value;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
        return authError(400, 'bad_json', 'Could not parse request body as JSON');
      // GoTrue's JSON decoder stops at a maximum depth too; here storing `data` would overflow JSON.stringify
      if (body.tooDeep) return authError(400, 'bad_json', 'Could not parse request body as JSON: exceeded max depth');
      return parsed as Body;
    }
  }
}

/** GoTrue's validateEmail: the length first (auth.users.email is varchar(255)), then the format. */
export function invalidEmail(email: string): Response | null {
  if (Buffer.byteLength(email) > MAX_EMAIL_BYTES)
    return authError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email) || CONTROL_CHARACTERS.test(email))
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return null;
}

export function weakPassword(): Response {
  return authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
    weak_password: { reasons: ['length'] },
  });
}
