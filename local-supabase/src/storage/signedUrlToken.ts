import { createHmac, timingSafeEqual } from 'node:crypto';
import { storageErrors } from './errors';

/**
 * Signed-URL tokens are HS256 JWTs over `{url: "<bucket>/<name>", iat, exp}`, signed with the server's
 * JWT secret, as Supabase Storage issues them. Written on node:crypto because jose 6 is ESM-only and the
 * repository's jest setup loads CommonJS; the format is small and fixed (one algorithm, three claims).
 */
const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url');
}

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function createSignedUrlToken(url: string, expiresInSeconds: number, secret: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const payload = base64url(JSON.stringify({ url, iat, exp: iat + expiresInSeconds }));
  const signature = sign(`${HEADER}.${payload}`, secret).toString('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** Returns the signed `url` claim, or throws storage's InvalidSignature error. */
export function verifySignedUrlToken(token: string, secret: string, now = Date.now()): string {
  const parts = token.split('.');
  if (parts.length !== 3) throw storageErrors.invalidSignature();
  const [header, payload, signature] = parts;
  let alg: unknown;
  let claims: { url?: unknown; exp?: unknown };
  try {
    alg = (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown }).alg;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw storageErrors.invalidSignature();
  }
  if (alg !== 'HS256') throw storageErrors.invalidSignature();
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw storageErrors.invalidSignature();
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) throw storageErrors.invalidSignature('jwt expired');
  if (typeof claims.url !== 'string') throw storageErrors.invalidSignature();
  return claims.url;
}
