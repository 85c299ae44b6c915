import { AuthApiError } from '@supabase/supabase-js';
import { DEFAULT_AUTH_RATE_LIMITS } from '../../src/auth/rateLimits';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

// Auth's request limits as they ship (hosted Auth's defaults), on a clock the test moves.
jest.setTimeout(120_000);

let backend: TestBackend;
let now = Date.parse('2026-01-10T12:00:00Z');
const MINUTE = 60_000;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false, authRateLimits: DEFAULT_AUTH_RATE_LIMITS, authClock: () => now });
});

afterAll(async () => {
  await backend?.stop();
});

async function signUp(email: string, password = 'secreto123') {
  const { error } = await backend.client().auth.signUp({ email, password });
  expect(error).toBeNull();
}

function signIn(email: string, password: string) {
  return backend.client().auth.signInWithPassword({ email, password });
}

it('locks an account after 10 wrong passwords, even for its right one, and opens it once the window passes', async () => {
  const email = uniqueEmail('dueña');
  await signUp(email);
  for (let attempt = 1; attempt <= DEFAULT_AUTH_RATE_LIMITS.failedSignInsPerAccount; attempt++) {
    const { error } = await signIn(email, `adivina-${attempt}`);
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  }
  const guessed = await signIn(email, 'adivina-11');
  expect(guessed.error).toBeInstanceOf(AuthApiError);
  expect(guessed.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  // the owner's right password is refused too: otherwise a guess that happened to be right would show
  const owner = await signIn(email, 'secreto123');
  expect(owner.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  expect(owner.data.session).toBeNull();

  now += 15 * MINUTE;
  const again = await signIn(email, 'secreto123');
  expect(again.error).toBeNull();
  expect(again.data.session?.access_token).toEqual(expect.any(String));
  // a sign-in forgets the earlier misses: the next typo is not the one that locks the account
  expect((await signIn(email, 'typo')).error).toMatchObject({ status: 400 });
  expect((await signIn(email, 'secreto123')).error).toBeNull();
});

it('limits sign-ins and sign-ups from one address to 30 per 5 minutes, then refills', async () => {
  now += 60 * MINUTE;
  const email = uniqueEmail('ip');
  await signUp(email);
  // the bucket is full again after an hour; the sign-up above took one
  for (let i = 1; i < 30; i++) {
    const { error } = await signIn(i % 2 ? email : uniqueEmail('nadie'), 'secreto123');
    expect(error?.status ?? 200).not.toBe(429);
  }
  const over = await backend.client().auth.signUp({ email: uniqueEmail('tarde'), password: 'secreto123' });
  expect(over.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  expect((await signIn(email, 'secreto123')).error).toMatchObject({ status: 429 });

  now += 5 * MINUTE;
  expect((await signIn(email, 'secreto123')).error).toBeNull();
});

it('limits refresh-token grants from one address (bursts of 30)', async () => {
  now += 60 * MINUTE;
  const email = uniqueEmail('refresh');
  await signUp(email);
  const client = backend.client();
  const { data } = await client.auth.signInWithPassword({ email, password: 'secreto123' });
  let refreshToken = data.session!.refresh_token;
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
    expect(res.status).toBe(200);
    refreshToken = ((await res.json()) as { refresh_token: string }).refresh_token;
  }
  const over = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  expect(over.status).toBe(429);
  expect(await over.json()).toMatchObject({ code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
  now += 2 * MINUTE;
  const later = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  expect(later.status).toBe(200);
});

it('sends one recovery e-mail per address a minute, with the same answer whether or not it has an account', async () => {
  now += 60 * MINUTE;
  const email = uniqueEmail('olvido');
  await signUp(email);
  const client = backend.client();
  expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
  const again = await client.auth.resetPasswordForEmail(email);
  expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  const nobody = uniqueEmail('nadie');
  expect((await client.auth.resetPasswordForEmail(nobody)).error).toBeNull();
  expect((await client.auth.resetPasswordForEmail(nobody)).error).toMatchObject({ status: 429 });
  now += MINUTE;
  expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
});
