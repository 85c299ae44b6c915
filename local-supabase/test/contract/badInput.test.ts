import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

// Bad input through the real server (PGlite, or PostgreSQL with DATABASE_URL): always a 4xx in the
// service's own error shape, never a 5xx, and the server keeps answering correctly afterwards.
jest.setTimeout(180_000);

let backend: TestBackend;
let userToken: string;
let userId: string;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  const res = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail('malos.datos'), password: 'secreto-123' }),
  });
  const session = (await res.json()) as { access_token: string; user: { id: string } };
  userToken = session.access_token;
  userId = session.user.id;
});

afterAll(async () => {
  await backend?.stop();
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Record<string, unknown> | null;
}

async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('Content-Type', 'application/json');
  const res = await fetch(`${backend.url}${path}`, { ...init, headers, redirect: 'manual' });
  const text = await res.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, text, body };
}

const postJson = (path: string, body: string, token?: string) => call(path, { method: 'POST', body, token });
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** PostgREST's error object: exactly code, details, hint and message. */
function expectRestError(res: Answer, status: number, code: string): void {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code, message: expect.any(String) });
  expect(Object.keys(res.body ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
}

/** The server is still healthy: a plain read answers 200 with the published catalogue's shape. */
async function expectHealthy(): Promise<void> {
  const res = await call('/rest/v1/products?select=id&limit=1');
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
}

describe('correos demasiado largos en waitlist y newsletter', () => {
  it.each(['waitlist', 'newsletter_subscribers'])('%s: un correo de 9 KB es 400 23514, no 500 54000', async (table) => {
    const res = await postJson(`/rest/v1/${table}`, JSON.stringify({ email: `${'a'.repeat(9000)}@example.com` }));
    expectRestError(res, 400, '23514');
    expect(res.body?.message).toContain(`${table}_email_length_check`);
  });

  it('acepta un correo de 254 caracteres y rechaza uno de 255', async () => {
    const local = (n: number) => `${'b'.repeat(n - '@example.com'.length - 1)}${Date.now() % 10}`;
    const ok = await postJson(
      '/rest/v1/newsletter_subscribers',
      JSON.stringify({ email: `${local(254)}@example.com` }),
    );
    expect(ok.status).toBe(201);
    const tooLong = await postJson(
      '/rest/v1/newsletter_subscribers',
      JSON.stringify({ email: `${local(255)}@example.com` }),
    );
    expectRestError(tooLong, 400, '23514');
  });
});

describe('JSON anidado a gran profundidad', () => {
  it('REST: insert, update y rpc con 5,000 niveles responden 400 PGRST102', async () => {
    const insert = await postJson(
      '/rest/v1/newsletter_subscribers',
      `{"email":"hondo@example.com","name":${deepObject(5000)}}`,
    );
    const update = await call('/rest/v1/profiles?id=eq.00000000-0000-0000-0000-000000000000', {
      method: 'PATCH',
      body: `{"display_name":${deepObject(5000)}}`,
      token: userToken,
    });
    const rpc = await postJson(
      '/rest/v1/rpc/create_order',
      `{"product_ids":[],"shipping_address":${deepObject(5000)}}`,
      userToken,
    );
    const topLevel = await postJson('/rest/v1/waitlist', `[${deepArray(5000)}]`);
    for (const res of [insert, update, rpc, topLevel]) {
      expectRestError(res, 400, 'PGRST102');
      expect(res.body?.details).toContain('512 levels');
    }
    await expectHealthy();
  });

  it('REST: un JSON poco profundo sigue llegando a la base de datos', async () => {
    // create_order gets the address (depth 3 here) and answers with its own Spanish error for an empty cart
    const res = await postJson(
      '/rest/v1/rpc/create_order',
      `{"product_ids":[],"shipping_address":{"a":{"b":[1]}}}`,
      userToken,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VT208', message: 'No hay items en el carrito' });
  });

  it('Auth: signup y PUT /user con data de 5,000 niveles responden 400 bad_json', async () => {
    const signup = await postJson(
      '/auth/v1/signup',
      `{"email":"${uniqueEmail('hondo')}","password":"secreto-123","data":${deepObject(5000)}}`,
    );
    const putUser = await call('/auth/v1/user', {
      method: 'PUT',
      body: `{"data":{"x":${deepArray(5000)}}}`,
      token: userToken,
    });
    for (const res of [signup, putUser]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'bad_json',
        error_code: 'bad_json',
        msg: 'Could not parse request body as JSON: exceeded max depth',
      });
      expect(res.headers.get('x-sb-error-code')).toBe('bad_json');
    }
  });

  it('Storage: metadatos de 1,000 niveles responden 400 InvalidRequest', async () => {
    const res = await call('/storage/v1/object/products/hondo.png', {
      method: 'POST',
      body: new Uint8Array([137, 80, 78, 71]),
      headers: { 'Content-Type': 'image/png', 'x-metadata': Buffer.from(deepObject(1000)).toString('base64') },
      token: userToken,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
      message: 'metadata is nested too deeply',
    });
  });
});

describe('validación de correo en Auth antes de la base de datos', () => {
  it('signup con un correo de más de 255 caracteres responde 400 validation_failed', async () => {
    const res = await postJson(
      '/auth/v1/signup',
      JSON.stringify({ email: `${'c'.repeat(300)}@example.com`, password: 'secreto-123' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation_failed', msg: 'An email address is too long' });
  });

  it('PUT /user, recover y admin aplican el mismo límite', async () => {
    const email = `${'d'.repeat(300)}@example.com`;
    const answers = [
      await call('/auth/v1/user', { method: 'PUT', body: JSON.stringify({ email }), token: userToken }),
      await postJson('/auth/v1/recover', JSON.stringify({ email })),
      await postJson(
        '/auth/v1/admin/users',
        JSON.stringify({ email, password: 'secreto-123' }),
        backend.serviceRoleKey,
      ),
    ];
    for (const res of answers)
      expect(res.body).toMatchObject({ code: 'validation_failed', msg: 'An email address is too long' });
  });

  it('un \\u0000 en data o en el correo es 400, no 500', async () => {
    const data = await postJson(
      '/auth/v1/signup',
      JSON.stringify({ email: uniqueEmail('nul'), password: 'secreto-123', data: { nombre: 'a\u0000b' } }),
    );
    expect(data.status).toBe(400);
    expect(data.body).toMatchObject({ code: 'validation_failed' });
    const email = await postJson(
      '/auth/v1/signup',
      JSON.stringify({ email: 'a\u0000b@example.com', password: 'secreto-123' }),
    );
    expect(email.status).toBe(400);
    expect(email.body).toMatchObject({
      code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
  });
});

describe('filtros que rompían el motor', () => {
  it('un booleano inválido es 400 22P02 (PGlite lo rechazaba en JavaScript con un 500)', async () => {
    const res = await call('/rest/v1/products?featured=eq.quizas');
    expectRestError(res, 400, '22P02');
    expect(res.body?.message).toContain('boolean');
    await expectHealthy();
  });

  it.each([
    ['una regex con 3,000 paréntesis', `title=match.${'('.repeat(3000)}`],
    // brackets travel unescaped in a query string: 5,000 levels fit in Node's 16 KB
    ['un JSON de 5,000 corchetes', `title=cs.${deepArray(5000)}`],
    ['un objeto JSON de 1,000 niveles', `title=cs.${deepObject(1000)}`],
  ])('%s es 400 PGRST100 y el servidor sigue sano', async (_name, query) => {
    const res = await call(`/rest/v1/products?${query}`);
    expectRestError(res, 400, 'PGRST100');
    expect(res.body?.details).toContain('deeper than 100');
    await expectHealthy();
  });

  it('un argumento de rpc por GET con 5,000 corchetes es 400 PGRST100', async () => {
    const res = await call(`/rest/v1/rpc/create_order?product_ids={}&shipping_address=${deepArray(5000)}`, {
      token: userToken,
    });
    expectRestError(res, 400, 'PGRST100');
    expect(res.body?.details).toContain('deeper than 100');
    await expectHealthy();
  });

  it('un arreglo de más de 6 dimensiones para un argumento de rpc es 400 22P02, por GET y por POST', async () => {
    const get = await call(`/rest/v1/rpc/create_order?product_ids=${'{'.repeat(7)}${'}'.repeat(7)}`, {
      token: userToken,
    });
    expectRestError(get, 400, '22P02');
    const post = await call('/rest/v1/rpc/create_order', {
      method: 'POST',
      token: userToken,
      body: `{"product_ids":${deepArray(7)}}`,
    });
    expectRestError(post, 400, '22P02');
    // six dimensions are still an array: the call reaches the function
    const id = '00000000-0000-0000-0000-000000000000';
    const six = await call(`/rest/v1/rpc/create_order?product_ids=${'{'.repeat(6)}${id}${'}'.repeat(6)}`, {
      token: userToken,
    });
    // (over GET the transaction is read-only, so the function's insert is what fails)
    expectRestError(six, 405, '25006');
    await expectHealthy();
  });

  it('una ruta JSON de 3,000 flechas es 400 PGRST100', async () => {
    const res = await call(`/rest/v1/products?select=${encodeURIComponent(`id,title${'->a'.repeat(3000)}`)}`);
    expectRestError(res, 400, 'PGRST100');
    expect(res.body?.details).toBe('JSON paths are limited to 100 keys');
    await expectHealthy();
  });

  it.each(['fts', 'wfts'])(
    '%s con 40 negaciones seguidas es 400, no el 500 de "tsquery stack too small"',
    async (op) => {
      const res = await call(
        `/rest/v1/products?title=${op}.${encodeURIComponent(`${(op === 'fts' ? '!' : '-').repeat(40)}balon`)}`,
      );
      expectRestError(res, 400, 'PGRST100');
    },
  );
});

describe('URL de más de 16 KB', () => {
  it.each([
    ['/rest/v1/products?title=eq.', { code: 'PGRST431', details: null, hint: null }],
    ['/auth/v1/verify?token=', { code: 'request_too_large', error_code: 'request_too_large' }],
    ['/storage/v1/object/public/products/', { statusCode: '431', code: 'RequestHeaderFieldsTooLarge' }],
  ])('%s… responde 431 con JSON en la forma del servicio', async (prefix, shape) => {
    const res = await call(`${prefix}${'x'.repeat(17_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ ...shape, message: expect.stringContaining('16 KB') });
  });
});

describe('límites de tamaño por bucket', () => {
  it('acepta un PDF de 9 MB en verification-documents (límite del bucket: 10 MB)', async () => {
    const pdf = Buffer.alloc(9 * 1024 * 1024, 0x20);
    pdf.write('%PDF-1.4\n');
    const res = await call(`/storage/v1/object/verification-documents/documents/${Date.now()}.pdf`, {
      method: 'POST',
      body: new Uint8Array(pdf),
      headers: { 'Content-Type': 'application/pdf' },
      token: userToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Key: expect.stringMatching(/^verification-documents\/documents\/\d+\.pdf$/) });
  });

  it('rechaza una imagen de 6 MB en products (límite del bucket: 5 MB) con EntityTooLarge', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' }), 'grande.png');
    const res = await call(`/storage/v1/object/products/${Date.now()}-grande.png`, {
      method: 'POST',
      body: form,
      token: userToken,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large' });
  });

  it('rechaza 11 MB en verification-documents sin leer el cuerpo entero', async () => {
    const res = await call(`/storage/v1/object/verification-documents/documents/${Date.now()}.pdf`, {
      method: 'POST',
      body: new Uint8Array(11 * 1024 * 1024),
      headers: { 'Content-Type': 'application/pdf' },
      token: userToken,
    });
    expect(res.body).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
  });
});

describe('nombres de objetos en Storage', () => {
  it.each([
    ['un segmento de más de 255 bytes', 'a'.repeat(300)],
    ['1,000 emojis (4,000 bytes)', '🎉'.repeat(1000)],
    // a literal `..` would be resolved away by the URL parser before it is sent
    ['..', 'fotos%2F..%2F..%2Fsecreto.png'],
    ['%00', 'a%00b.png'],
  ])('%s es 400 InvalidKey', async (_name, name) => {
    const path = name.includes('%') ? name : encodeURIComponent(name);
    const res = await call(`/storage/v1/object/products/${path}`, {
      method: 'POST',
      body: new Uint8Array([137, 80, 78, 71]),
      headers: { 'Content-Type': 'image/png' },
      token: userToken,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  });

  it('acepta nombres unicode cortos', async () => {
    // the products bucket takes a member's uploads only under their own folder (migration 003000)
    const res = await call(
      `/storage/v1/object/products/${userId}/${encodeURIComponent(`balón-${Date.now()}-🎉.png`)}`,
      {
        method: 'POST',
        body: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
        headers: { 'Content-Type': 'image/png' },
        token: userToken,
      },
    );
    expect(res.status).toBe(200);
  });
});

describe('barrido de entradas malformadas', () => {
  // Each case: method, path, body. None may answer 5xx; every refusal is a JSON error of its service (some
  // cases are fine input after all, e.g. a quote as an eq value matches nothing: 200 []).
  const values = [
    "'",
    "''; drop table products;--",
    '(',
    '{a,b',
    '[[[',
    '%00',
    '1e309',
    'NaN',
    '\\',
    '"',
    '$1',
    '9'.repeat(400),
    '☃',
    'x'.repeat(3000),
  ];
  const operators = [
    'eq',
    'neq',
    'gt',
    'like',
    'ilike',
    'match',
    'in',
    'is',
    'cs',
    'cd',
    'ov',
    'fts',
    'wfts',
    'not.eq',
    'bogus',
  ];
  const columns = ['id', 'title', 'price', 'created_at', 'featured', 'views', 'nope', 'title->a', '"id"', 'id;drop'];
  const cases: [string, string, string | undefined][] = [];
  for (const column of columns) {
    for (const op of operators) {
      const value = values[(column.length * 7 + op.length * 3) % values.length];
      cases.push([
        'GET',
        `/rest/v1/products?${encodeURIComponent(column)}=${op}.${encodeURIComponent(value)}`,
        undefined,
      ]);
    }
  }
  for (const select of ['*,nope(*)', 'id,', '(', 'a:b:c', 'title->>', '*,product_images!nope(*)', 'x('.repeat(300)]) {
    cases.push(['GET', `/rest/v1/products?select=${encodeURIComponent(select)}`, undefined]);
  }
  for (const order of ['nope', 'id.sideways', ',', 'id.asc.nullsmiddle'])
    cases.push(['GET', `/rest/v1/products?order=${order}`, undefined]);
  for (const table of ['nope', 'pg_user', 'products;drop', '%22products%22', 'auth.users'])
    cases.push(['GET', `/rest/v1/${table}`, undefined]);
  for (const body of [
    '',
    '{',
    'null',
    '"x"',
    '{"nope":1}',
    '{"email":["a"]}',
    '{"email":"x@y.co","wants_to_sell":"quizás"}',
  ]) {
    cases.push(['POST', '/rest/v1/newsletter_subscribers', body]);
  }
  for (const body of ['{"p_limit":"abc"}', '{"search_term":{"a":1}}', 'garbage'])
    cases.push(['POST', '/rest/v1/rpc/search_products', body]);
  for (const body of ['', 'garbage', '[]', '{"email":1,"password":2}']) cases.push(['POST', '/auth/v1/signup', body]);

  it(`nunca responde 5xx a ${cases.length} peticiones malformadas, y el servidor sigue sano`, async () => {
    const failures: string[] = [];
    let refused = 0;
    for (const [method, path, body] of cases) {
      const res = await call(path, { method, body });
      const shaped =
        res.body !== null &&
        typeof res.body === 'object' &&
        (typeof res.body.message === 'string' || typeof res.body.msg === 'string');
      if (res.status >= 400) refused += 1;
      if (res.status >= 500 || (res.status >= 400 && !shaped))
        failures.push(`${method} ${path.slice(0, 80)} ${body ?? ''} → ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    // most of them are refusals: the sweep really exercises the error paths
    expect(refused).toBeGreaterThan(cases.length / 2);
    await expectHealthy();
  });
});
