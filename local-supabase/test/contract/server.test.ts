import { SignJWT } from 'jose';
import { startTestBackend, type TestBackend } from '../helpers/backend';

jest.setTimeout(120_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
});

afterAll(async () => {
  await backend?.stop();
});

const secret = new TextEncoder().encode('super-secret-jwt-token-with-at-least-32-characters-long');

async function token(claims: Record<string, unknown>, key: Uint8Array = secret, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iat: now, exp: now + expiresIn, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
}

function unsigned(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.`;
}

async function call(
  path: string,
  bearer: string | null,
  init: RequestInit = {},
  apikey: string | null = backend.anonKey,
) {
  const headers = new Headers(init.headers);
  if (apikey) headers.set('apikey', apikey);
  if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
  const res = await fetch(`${backend.url}${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

describe('verificación de JWT en cada petición', () => {
  const forgedCases: [string, () => Promise<string>][] = [
    [
      'firmado con otro secreto',
      () =>
        token(
          { role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' },
          new TextEncoder().encode('x'.repeat(40)),
        ),
    ],
    ['sin firma (alg none)', async () => unsigned({ role: 'service_role' })],
    ['basura', async () => 'no.es.un-jwt'],
    ['de una sola parte', async () => 'garbage'],
    ['sin rol', () => token({ sub: '00000000-0000-0000-0000-000000000001' })],
  ];

  it.each(forgedCases)('REST rechaza un token %s con 401 PGRST301', async (_name, make) => {
    const res = await call('/rest/v1/products?select=id', await make());
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'PGRST301', details: null, hint: null, message: expect.any(String) });
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('REST rechaza un token vencido con 401 PGRST303', async () => {
    const res = await call('/rest/v1/products?select=id', await token({ role: 'authenticated' }, secret, -60));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('REST sin apikey responde como el gateway', async () => {
    const res = await call('/rest/v1/products?select=id', null, {}, null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'No API key found in request' });
  });

  it('una apikey falsificada también se rechaza aunque el Bearer sea válido', async () => {
    const res = await call('/rest/v1/products?select=id', backend.anonKey, {}, unsigned({ role: 'service_role' }));
    expect(res.status).toBe(401);
  });

  it('Auth rechaza un token falsificado con su propio formato de error', async () => {
    const res = await call(
      '/auth/v1/user',
      unsigned({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001' }),
    );
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'bad_jwt', error_code: 'bad_jwt', msg: expect.any(String) });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('Storage rechaza un token falsificado con el formato de Storage, y exige apikey', async () => {
    const forged = await call(
      '/storage/v1/object/list/products',
      await token({ role: 'service_role' }, new TextEncoder().encode('y'.repeat(40))),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({
      statusCode: expect.any(String),
      error: 'InvalidJWT',
      message: expect.any(String),
    });
    const noKey = await call('/storage/v1/bucket', null, {}, null);
    expect(noKey.status).toBe(401);
    expect(noKey.body).toMatchObject({ message: 'No API key found in request' });
  });

  it('Functions rechaza un token falsificado', async () => {
    const res = await call('/functions/v1/welcome-email', unsigned({ role: 'anon' }), { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
  });

  it('un token válido de otro rol pasa la verificación', async () => {
    const res = await call('/rest/v1/products?select=id&limit=1', await token({ role: 'anon' }));
    expect(res.status).toBe(200);
  });
});

describe('CORS', () => {
  it('contesta el preflight con 204 y refleja los encabezados pedidos', async () => {
    const res = await fetch(`${backend.url}/rest/v1/products`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3001',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, prefer, x-custom',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, x-client-info, prefer, x-custom',
    );
  });

  it('refleja el Origin de una petición normal con credenciales, y sin Origin responde *', async () => {
    const withOrigin = await fetch(`${backend.url}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: backend.anonKey, Origin: 'http://localhost:3002' },
    });
    expect(withOrigin.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
    expect(withOrigin.headers.get('access-control-allow-credentials')).toBe('true');
    const without = await fetch(`${backend.url}/rest/v1/products?select=id&limit=1`, {
      headers: { apikey: backend.anonKey },
    });
    expect(without.headers.get('access-control-allow-origin')).toBe('*');
    expect(without.headers.get('access-control-allow-credentials')).toBeNull();
    expect(without.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('expone Content-Range y X-Supabase-Api-Version en cada respuesta, también en errores', async () => {
    for (const path of ['/rest/v1/products?select=id', '/auth/v1/settings', '/no-existe']) {
      const res = await fetch(`${backend.url}${path}`, {
        headers: { apikey: backend.anonKey, Origin: 'http://localhost:3000' },
      });
      const exposed = res.headers.get('access-control-expose-headers') ?? '';
      for (const h of [
        'Content-Range',
        'X-Supabase-Api-Version',
        'x-relay-error',
        'Preference-Applied',
        'Location',
        'Content-Profile',
      ]) {
        expect(exposed).toContain(h);
      }
    }
  });
});

describe('límites y errores', () => {
  it('rechaza cuerpos JSON de más de 1 MB con 413', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });
    const auth = await call('/auth/v1/signup', backend.anonKey, {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(auth.status).toBe(413);
    expect(auth.body).toMatchObject({ code: 'request_too_large' });
    const rest = await call('/rest/v1/newsletter_subscribers', backend.anonKey, {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(rest.status).toBe(413);
    const fn = await call('/functions/v1/welcome-email', backend.anonKey, {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(fn.status).toBe(413);
  });

  it('responde 400 ante JSON inválido', async () => {
    const auth = await call('/auth/v1/signup', backend.anonKey, {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(auth.status).toBe(400);
    expect(auth.body).toMatchObject({ code: 'bad_json' });
    const rest = await call('/rest/v1/newsletter_subscribers', backend.anonKey, {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'PGRST102' });
  });

  it('una ruta desconocida da 404 JSON y el servidor sigue sirviendo', async () => {
    const res = await fetch(`${backend.url}/nada`);
    expect(res.status).toBe(404);
    const health = await fetch(`${backend.url}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });
});
