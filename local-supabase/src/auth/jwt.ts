import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { VALID_ROLES } from '../db/roles';
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

/** How many verified tokens are remembered per secret (the anon key plus the signed-in users' tokens). */
const VERIFIED_CACHE_SIZE = 1000;

interface SecretState {
  /** HMAC SHA-256, for signing and verifying */
  key: Promise<CryptoKey>;
  /** token → claims, oldest first; only tokens that passed every check are stored */
  verified: Map<string, { claims: JwtClaims; exp: number | undefined }>;
}

const secrets = new Map<string, SecretState>();

/** The HMAC key is imported once per secret: importing it on every request was a measurable share of REST time. */
function stateFor(secret: string): SecretState {
  let state = secrets.get(secret);
  if (!state) {
    const raw = new TextEncoder().encode(secret);
    state = {
      key: crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']),
      verified: new Map(),
    };
    secrets.set(secret, state);
  }
  return state;
}

/** Seconds as jose counts them: a token is expired once `exp <= now`. */
function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * Verifies an HS256 token signed with the project secret. Only HS256 is accepted, so `alg: none`
 * and tokens signed with another key fail; a token must carry one of the API roles.
 * A token that passed is remembered until its `exp` (like PostgREST's JWT cache); an expired one is
 * verified again, so it fails as expired.
 */
export async function verifyJwt(token: string, secret: string): Promise<JwtClaims> {
  const state = stateFor(secret);
  const hit = state.verified.get(token);
  if (hit) {
    state.verified.delete(token);
    if (hit.exp === undefined || hit.exp > nowSeconds()) {
      state.verified.set(token, hit);
      // a copy: the caller may not change what later requests receive
      return { ...hit.claims };
    }
  }
  const claims = await verifyUncached(token, await state.key);
  const exp = typeof claims.exp === 'number' ? claims.exp : undefined;
  state.verified.set(token, { claims: { ...claims }, exp });
  if (state.verified.size > VERIFIED_CACHE_SIZE) state.verified.delete(state.verified.keys().next().value as string);
  return claims;
}

async function verifyUncached(token: string, key: CryptoKey): Promise<JwtClaims> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('malformed', `Expected 3 parts in JWT; got ${parts.length}`);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: ['HS256'] }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed)
      throw new JwtError('invalid', 'JWT cryptographic operation failed');
    if (err instanceof joseErrors.JOSEAlgNotAllowed)
      throw new JwtError('invalid', 'Wrong or unsupported encoding algorithm');
    throw new JwtError('malformed', 'JWT cryptographic operation failed');
  }
  const role = payload.role;
  if (typeof role !== 'string' || !VALID_ROLES.includes(role as JwtClaims['role'])) {
    throw new JwtError('invalid', typeof role === 'string' ? `role "${role}" does not exist` : 'JWT has no role claim');
  }
  return payload as JwtClaims;
}

/** Signs claims as GoTrue does (HS256, `typ: JWT`), with `exp` seconds from now unless given. */
export async function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  expiresInSeconds?: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const body: Record<string, unknown> = { iat: now, ...claims };
  if (expiresInSeconds !== undefined) body.exp = now + expiresInSeconds;
  return new SignJWT(body).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await stateFor(secret).key);
}
