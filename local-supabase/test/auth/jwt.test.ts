import { SignJWT } from 'jose';
import { JwtError, signJwt, verifyJwt } from '../../src/auth/jwt';

const SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const OTHER = 'another-secret-that-is-also-at-least-32-characters';

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

async function refusal(promise: Promise<unknown>): Promise<JwtError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JwtError);
  return err as JwtError;
}

describe('verifyJwt with the verified-token cache', () => {
  it('accepts a valid token again and again, each time with its own copy of the claims', async () => {
    const token = await signJwt({ role: 'authenticated', sub: 'u1' }, SECRET, 3600);
    const first = await verifyJwt(token, SECRET);
    expect(first).toMatchObject({ role: 'authenticated', sub: 'u1' });
    (first as Record<string, unknown>).role = 'service_role';
    const second = await verifyJwt(token, SECRET);
    expect(second.role).toBe('authenticated');
  });

  it('refuses a cached token once its exp has passed', async () => {
    const exp = Math.floor(Date.now() / 1000) + 1;
    const token = await new SignJWT({ role: 'anon', exp })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(SECRET));
    expect((await verifyJwt(token, SECRET)).role).toBe('anon');
    expect((await verifyJwt(token, SECRET)).role).toBe('anon');
    while (Math.floor(Date.now() / 1000) < exp) await new Promise((resolve) => setTimeout(resolve, 50));
    const err = await refusal(verifyJwt(token, SECRET));
    expect(err.reason).toBe('expired');
    // and stays refused
    expect((await refusal(verifyJwt(token, SECRET))).reason).toBe('expired');
  });

  it('refuses a forged token whose payload matches a cached one', async () => {
    const good = await signJwt({ role: 'anon' }, SECRET, 3600);
    await verifyJwt(good, SECRET);
    const [header, payload] = good.split('.');
    const forgedSignature = `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    expect((await refusal(verifyJwt(forgedSignature, SECRET))).reason).toBe('invalid');
    const otherKey = await signJwt({ role: 'service_role' }, OTHER, 3600);
    expect((await refusal(verifyJwt(otherKey, SECRET))).reason).toBe('invalid');
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    await refusal(verifyJwt(none, SECRET));
    // the good token still passes: refusals do not disturb the cache
    expect((await verifyJwt(good, SECRET)).role).toBe('anon');
  });

  it('does not let a token verified under one secret pass under another', async () => {
    const token = await signJwt({ role: 'service_role' }, SECRET, 3600);
    await verifyJwt(token, SECRET);
    expect((await refusal(verifyJwt(token, OTHER))).reason).toBe('invalid');
  });

  it('still refuses a well-signed token without an API role', async () => {
    const token = await signJwt({ role: 'postgres' }, SECRET, 3600);
    expect((await refusal(verifyJwt(token, SECRET))).message).toBe('role "postgres" does not exist');
    expect((await refusal(verifyJwt(token, SECRET))).message).toBe('role "postgres" does not exist');
  });
});
