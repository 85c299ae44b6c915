import { ANA, anon, ENGINE, startFixture, user } from './fixture';

let fx: Awaited<ReturnType<typeof startFixture>>;
beforeAll(async () => {
  fx = await startFixture();
});
afterAll(async () => {
  await fx?.close();
});

const tablesExist = async () =>
  (await fx.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`))[0].n;

describe(`errors in PostgREST shape on ${ENGINE}`, () => {
  it('answers 404 PGRST205 for an unknown table', async () => {
    const r = await fx.call('/nope?select=*');
    expect(r.status).toBe(404);
    expect(r.json).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.nope' in the schema cache",
    });
  });

  it('answers 400 42703 for unknown columns in select, filters and order', async () => {
    for (const q of [
      'select=nope',
      'nope=eq.1',
      'order=nope.asc',
      'select=id,product_images(nope)',
      'select=*,product_images(*)&product_images.nope=eq.1',
    ]) {
      const r = await fx.call(`/products?${q}`);
      expect([r.status, r.json.code]).toEqual([400, '42703']);
      expect(Object.keys(r.json).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
  });

  it('answers 400 PGRST100 for malformed filters, selects, orders and paging', async () => {
    const bad = [
      'price=xx.1',
      'price=eq',
      'price=1',
      'category=in.futbol',
      'category=is.maybe',
      'or=(price.eq.1',
      'or=price.eq.1',
      'or=(price)',
      'select=id,(',
      'select=id,product_images(id',
      'select=id)',
      'order=price.up.down',
      'limit=abc',
      'offset=-1',
      'select=count()',
      'select=title::evil',
    ];
    for (const q of bad) {
      const r = await fx.call(`/products?${q}`);
      expect({ q, status: r.status, code: r.json.code }).toEqual({ q, status: 400, code: 'PGRST100' });
    }
  });

  it('answers 400 PGRST200 for an unknown relationship and PGRST108 for filters on an embed not selected', async () => {
    const r = await fx.call('/products?select=*,nope(*)');
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('PGRST200');
    expect(r.json.message).toBe("Could not find a relationship between 'products' and 'nope' in the schema cache");
    const notSelected = await fx.call('/products?select=id&product_images.order=eq.0');
    expect(notSelected.status).toBe(400);
    expect(notSelected.json.code).toBe('PGRST108');
  });

  it('answers 400 22P02 for a value of the wrong type', async () => {
    const r = await fx.call('/products?id=eq.no-es-uuid');
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('22P02');
  });

  it('answers 401 for anon and 403 for a user on a table without grants', async () => {
    const a = await fx.call('/audit_log');
    expect(a.status).toBe(401);
    expect(a.json.code).toBe('42501');
    const u = await fx.call('/audit_log', { claims: user(ANA) });
    expect(u.status).toBe(403);
  });

  it('answers 406 PGRST106 for a schema other than public', async () => {
    const r = await fx.call('/products', { headers: { 'Accept-Profile': 'auth' } });
    expect(r.status).toBe(406);
    expect(r.json.code).toBe('PGRST106');
    const w = await fx.call('/products', { method: 'POST', headers: { 'Content-Profile': 'storage' }, body: '{}' });
    expect(w.status).toBe(406);
    const ok = await fx.call('/products?select=id&limit=1', { headers: { 'Accept-Profile': 'public' } });
    expect(ok.status).toBe(200);
  });

  it('answers 406 for media types it cannot produce', async () => {
    const r = await fx.call('/products', { headers: { Accept: 'text/csv' } });
    expect(r.status).toBe(406);
    expect(r.json.code).toBe('PGRST107');
  });

  it('answers 405 for unsupported methods', async () => {
    const r = await fx.call('/products', { method: 'PUT', body: '{}' });
    expect(r.status).toBe(405);
    expect(r.json.code).toBe('PGRST117');
  });

  it('answers 404 PGRST125 for paths that are not a table or rpc', async () => {
    expect((await fx.call('/products/extra')).status).toBe(404);
    expect((await fx.call('/%E0%A4%A')).status).toBe(404);
  });
});

describe(`bodies on ${ENGINE}`, () => {
  it('answers 400 PGRST102 for invalid or empty JSON', async () => {
    for (const body of ['{', 'nope', '', '[1,2]', '"texto"']) {
      const r = await fx.call('/products', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        claims: user(ANA),
      });
      expect({ body, status: r.status, code: r.json.code }).toEqual({ body, status: 400, code: 'PGRST102' });
    }
    const rpc = await fx.call('/rpc/add_numbers', {
      method: 'POST',
      body: '{"a":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect([rpc.status, rpc.json.code]).toEqual([400, 'PGRST102']);
  });

  it('answers 400 PGRST102 for absurdly nested JSON instead of crashing', async () => {
    const body = '['.repeat(500_000) + ']'.repeat(500_000);
    const r = await fx.call('/products', { method: 'POST', body, claims: user(ANA) });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });

  it('answers 413 for a body over 1 MB, declared or streamed', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(1024 * 1024 + 10) });
    const r = await fx.call('/products', {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'application/json' },
      claims: user(ANA),
    });
    expect(r.status).toBe(413);
    expect(Object.keys(r.json).sort()).toEqual(['code', 'details', 'hint', 'message']);
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fx.call('/products', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      claims: user(ANA),
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe(`injection attempts on ${ENGINE}`, () => {
  it('never runs identifiers from the request as SQL', async () => {
    const before = await tablesExist();
    const attempts = [
      'select=id;drop table products',
      'select=id,"; drop table products; --"',
      'select="id\\"; drop table products; --"',
      'order=id;--',
      'order=id;drop table products',
      'select=*,products;drop table profiles(*)',
      'id;drop table products=eq.1',
      '"id; drop table products"=eq.1',
      'select=id::text;drop table products',
      'or=(id.eq.1);drop table products',
    ];
    for (const q of attempts) {
      const r = await fx.call(`/products?${q.replace(/ /g, '%20').replace(/;/g, '%3B')}`);
      expect({ q, ok: r.status >= 400 && r.status < 500 }).toEqual({ q, ok: true });
      expect(Object.keys(r.json).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
    const table = await fx.call(`/products;drop table products`);
    expect(table.status).toBe(404);
    expect(await tablesExist()).toBe(before);
  });

  it('binds values as parameters, however they look', async () => {
    const before = await tablesExist();
    const values = ["'; drop table products; --", "x' or '1'='1", '$1', '\\', '"', 'eq.1)', '%', '*'];
    for (const v of values) {
      const r = await fx.call(`/products?select=id&title=eq.${encodeURIComponent(v)}`);
      expect({ v, status: r.status, body: r.json }).toEqual({ v, status: 200, body: [] });
      const inList = await fx.call(
        `/products?select=id&title=in.(${encodeURIComponent(`"${v.replace(/["\\]/g, '\\$&')}"`)})`,
      );
      expect({ v, status: inList.status }).toEqual({ v, status: 200 });
    }
    const json = await fx.call(`/products?select=id&specs->>${encodeURIComponent("year';drop")}=eq.1`);
    expect(json.status).toBe(200);
    const spaced = await fx.call(
      `/products?select=id&specs->>${encodeURIComponent("year'; drop table products; --")}=eq.1`,
    );
    expect(spaced.status).toBe(400);
    const key = await fx.call(`/products?select=${encodeURIComponent('specs->>x;drop table products')}&limit=1`);
    expect(key.status).toBe(200);
    expect(key.json).toEqual([{ 'x;droptableproducts': null }]);
    const alias = await fx.call(
      `/products?select=${encodeURIComponent('"a\'; drop table products; --":title')}&limit=1`,
    );
    expect(alias.status).toBe(200);
    expect(Object.keys(alias.json[0])).toEqual(["a'; drop table products; --"]);
    expect(await tablesExist()).toBe(before);
  });

  it('never answers 5xx to random garbage in any parameter', async () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const alphabet = [
      'id',
      'title',
      'price',
      'order',
      'product_images',
      '(',
      ')',
      ',',
      '.',
      '"',
      ':',
      '::',
      '!',
      '->',
      '->>',
      '*',
      'eq',
      'in',
      'not',
      'or',
      'and',
      'is',
      'null',
      "'",
      ';',
      ' ',
      '\\',
      '1',
      '{',
      '}',
      '%',
    ];
    const word = () => Array.from({ length: 1 + rand(8) }, () => alphabet[rand(alphabet.length)]).join('');
    const keys = [
      'select',
      'order',
      'or',
      'limit',
      'offset',
      'title',
      'price',
      'product_images.order',
      'and',
      'not.or',
      'specs->>a',
    ];
    for (let i = 0; i < 300; i++) {
      const key = keys[rand(keys.length)];
      const value = word();
      const r = await fx.call(`/products?${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
      expect({ key, value, status: r.status < 500 }).toEqual({ key, value, status: true });
    }
  });

  it('rejects nesting deeper than the parser allows with a 400', async () => {
    const deep = 'or=' + 'or('.repeat(40).replace(/^or\(/, '(') + 'price.eq.1' + ')'.repeat(40);
    const r = await fx.call(`/products?${deep}`);
    expect(r.status).toBe(400);
    const select = 'select=' + 'products(profiles('.repeat(20) + 'id' + '))'.repeat(20);
    expect((await fx.call(`/product_images?${select}`)).status).toBe(400);
    expect(anon.role).toBe('anon');
  });
});
