import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { VALID_ROLES } from '../db/index';
import type { JwtClaims } from '../db/types';

/** Why a token was refused; `expired` is reported apart because PostgREST gives it its own code. */
export class JwtError extends Error {
  constructor(
    readonly reason: 'malformed' | 'expired' | 'invalid',
    message: string,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const encoder = new TextEncoder();

/**
 * Verifies an HS256 token signed with the project secret. Only HS256 is accepted, so `alg: none`
 * and tokens signed with another key fail; a token must carry one of the API roles.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', `Expected 3 parts in JWT; got ${parts.length}`);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw new JwtError('invalid', 'JWT cryptographic operation failed');
    if (err instanceof joseErrors.JOSEAlgNotAllowed) throw new JwtError('invalid', 'Wrong or unsupported encoding algorithm');
    throw new JwtError('malformed', 'JWT cryptographic operation failed');
  }
  const role = payload.role;
  if (typeof role !== 'string' || !VALID_ROLES.includes(role as JwtClaims['role'])) {
    throw new JwtError('invalid', typeof role === 'string' ? `role "${role}" does not exist` : 'JWT has no role claim');
  }
  return payload as JwtClaims;
}

/** Signs claims as GoTrue does (HS256, `typ: JWT`), with `exp` seconds from now unless given. */
export async function signJwt(claims: Record<string, unknown>, secret: string, expiresInSeconds?: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const body: Record<string, unknown> = { iat: now, ...claims };
  if (expiresInSeconds !== undefined) body.exp = now + expiresInSeconds;
  return new SignJWT(body).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}
