import { ANA, P2, P4, anon, service, ENGINE, startFixture, user } from './fixture';

let fx: Awaited<ReturnType<typeof startFixture>>;
beforeAll(async () => {
  fx = await startFixture();
});
beforeEach(async () => {
  await fx.reset();
});
afterAll(async () => {
  await fx?.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...headers },
});

describe(`rpc on ${ENGINE}`, () => {
  it('returns a scalar', async () => {
    const r = await fx.call('/rpc/collector_count', post({}));
    expect(r.status).toBe(200);
    expect(r.json).toBe(3);
  });

  it('takes named arguments from a JSON body, using defaults for the rest', async () => {
    expect((await fx.call('/rpc/add_numbers', post({ a: 1, b: 2 }))).json).toBe(3);
    expect((await fx.call('/rpc/add_numbers', post({ a: 1 }))).json).toBe(11);
  });

  it('takes arguments from the query string on GET', async () => {
    const r = await fx.call('/rpc/add_numbers?a=5&b=6');
    expect(r.status).toBe(200);
    expect(r.json).toBe(11);
  });

  it('returns a set of rows that can be filtered, ordered, selected, embedded and counted', async () => {
    const r = await fx.call(
      '/rpc/search_products?select=id,title,product_images(order)&order=price.desc&price=gt.1000&limit=1',
      post({ q: 'o' }, { Prefer: 'count=exact' }),
    );
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe('0-0/3');
    expect(r.json).toEqual([{ id: P2, title: 'Jersey de Jordan', product_images: [{ order: 0 }] }]);
  });

  it('applies RLS inside the function as the caller', async () => {
    const asAnon = await fx.call('/rpc/search_products?select=id', post({ q: 'casco' }));
    expect(asAnon.json).toEqual([]);
    const asOwner = await fx.call('/rpc/search_products?select=id', {
      ...post({ q: 'casco' }),
      claims: user('00000000-0000-0000-0000-00000000000b'),
    });
    expect(asOwner.json).toEqual([{ id: P4 }]);
  });

  it('returns a set of scalars and a table of OUT columns', async () => {
    const titles = await fx.call('/rpc/product_titles', post({}));
    expect(titles.json).toEqual(['Balón firmado por Messi', 'Guante de béisbol', 'Jersey de Jordan']);
    const summary = await fx.call('/rpc/price_summary?category=eq.futbol', post({}));
    expect(summary.json).toEqual([{ category: 'futbol', total: 25000 }]);
  });

  it('returns a single composite as an object', async () => {
    const r = await fx.call('/rpc/cheapest_product?select=title', post({}));
    expect(r.json).toEqual({ title: 'Guante de béisbol' });
  });

  it('answers 204 for a void function and commits its work', async () => {
    const r = await fx.call('/rpc/approve_product', { ...post({ p_id: P4 }), claims: service });
    expect(r.status).toBe(204);
    expect(r.text).toBe('');
    const rows = await fx.query<{ status: string }>('select status from products where id = $1', [P4]);
    expect(rows[0].status).toBe('approved');
  });

  it('runs GET calls read-only: a volatile function fails with 405 (25006)', async () => {
    const r = await fx.call(`/rpc/approve_product?p_id=${P4}`, { claims: service });
    expect(r.status).toBe(405);
    expect(r.json.code).toBe('25006');
  });

  it('passes a raised exception as P0001 with 400', async () => {
    const r = await fx.call('/rpc/fail_with', post({ msg: 'Precio demasiado bajo' }));
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ code: 'P0001', details: null, hint: null, message: 'Precio demasiado bajo' });
  });

  it('passes JSON arguments and returns JSON', async () => {
    const r = await fx.call('/rpc/echo_json', post({ payload: { a: [1, 'dos'], b: null } }));
    expect(r.json).toEqual({ a: [1, 'dos'], b: null });
  });

  it('sets request.method, request.path and the caller claims', async () => {
    const r = await fx.call('/rpc/whoami', { ...post({}), claims: user(ANA) });
    expect(r.json).toBe(`${ANA} POST /rpc/whoami`);
    const a = await fx.call('/rpc/whoami', { ...post({}), claims: anon });
    expect(a.json).toBe('nadie POST /rpc/whoami');
  });

  it('answers 404 PGRST202 for an unknown function or unknown arguments', async () => {
    const r = await fx.call('/rpc/nope', post({}));
    expect(r.status).toBe(404);
    expect(r.json.code).toBe('PGRST202');
    expect(r.json.message).toBe('Could not find the function public.nope without parameters in the schema cache');
    const args = await fx.call('/rpc/add_numbers', post({ x: 1 }));
    expect(args.status).toBe(404);
    expect(args.json.message).toBe('Could not find the function public.add_numbers(x) in the schema cache');
  });

  it('answers HEAD on a set-returning function with a count', async () => {
    const r = await fx.call('/rpc/search_products', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
      claims: anon,
    });
    expect(r.status).toBe(404);
    const ok = await fx.call('/rpc/search_products?q=o', { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(ok.status).toBe(200);
    expect(ok.text).toBe('');
    expect(ok.headers.get('content-range')).toBe('0-2/3');
  });

  it('sees a function created after the first request once the schema is refreshed', async () => {
    await fx.call('/rpc/collector_count', post({}));
    await fx.exec(`create function newest() returns text language sql as $$ select 'nuevo' $$`);
    await fx.rest.refreshSchema();
    expect((await fx.call('/rpc/newest', post({}))).json).toBe('nuevo');
    await fx.exec('drop function newest()');
    await fx.rest.refreshSchema();
  });
});
