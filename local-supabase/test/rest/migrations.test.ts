import { createRestHandler } from '../../src/rest';
import type { ApiContext } from '../../src/http/types';
import type { Database, JwtClaims } from '../../src/db/types';
import { ENGINE, openMigratedDatabase, type EngineDatabase } from './engine';

/** The same handler over the project's real migrations and seed (supabase/), as the apps will use it. */
let engine: EngineDatabase;
let db: Database;
let rest: ReturnType<typeof createRestHandler>;

async function call(pathAndQuery: string, init: RequestInit & { claims?: JwtClaims } = {}) {
  const { claims = { role: 'anon' } as JwtClaims, ...rest2 } = init;
  const res = await rest.handle(new Request(`http://x/rest/v1${pathAndQuery}`, rest2), {
    claims,
    db,
  } as unknown as ApiContext);
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

beforeAll(async () => {
  engine = await openMigratedDatabase('vt_rest_migrations');
  db = engine.db;
  rest = createRestHandler(db);
}, 120_000);
afterAll(async () => {
  await engine?.close();
});

describe(`REST over the project migrations on ${ENGINE}`, () => {
  it('lists published products with ordered images, the seller and an exact count', async () => {
    const r = await call(
      '/products?select=id,title,price,status,product_images(id,image_url,order),seller:public_profiles!seller_id(username)' +
        '&status=eq.published&order=created_at.desc&product_images.order=order.asc&limit=12',
      { headers: { Prefer: 'count=exact' } },
    );
    expect([200, 206]).toContain(r.status);
    expect(r.headers.get('content-range')).toMatch(/^(\d+-\d+|\*)\/\d+$/);
    expect(r.json.length).toBeGreaterThan(0);
    for (const p of r.json) {
      expect(p.status).toBe('published');
      expect(Array.isArray(p.product_images)).toBe(true);
      const orders = p.product_images.map((i: { order: number }) => i.order);
      expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
      expect(p.seller.username).toEqual(expect.any(String));
    }
  });

  it("embeds through a view over a table as through the table: public_profiles keeps profiles' keys", async () => {
    const seller = await call(
      '/public_profiles?select=username,products!seller_id(title,status)&products.status=eq.published&products.limit=2&limit=1&order=sales_count.desc',
    );
    expect(seller.status).toBe(200);
    expect(seller.json[0].products.length).toBeGreaterThan(0);
    // a column name picks the table, not the view over it that carries the same key
    const viaColumn = await call('/products?select=seller:seller_id(username)&limit=1');
    expect(viaColumn.status).toBe(401);
    const ambiguous = await call('/products?select=id,public_profiles(username)&limit=1');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.json.code).toBe('PGRST201');
  });

  it('asks for a hint when products reach profiles through two foreign keys', async () => {
    const r = await call('/products?select=id,profiles(username)&limit=1');
    expect(r.status).toBe(300);
    expect(r.json.code).toBe('PGRST201');
  });

  it('calls the listing, search and counter functions', async () => {
    const list = await call('/rpc/list_products', {
      method: 'POST',
      body: JSON.stringify({ sort: 'price_asc', page: 1, page_size: 3 }),
    });
    expect(list.status).toBe(200);
    expect(list.json.data.length).toBeLessThanOrEqual(3);
    expect(typeof list.json.count).toBe('number');
    const count = await call('/rpc/collector_count', { method: 'POST', body: '{}' });
    expect(count.status).toBe(200);
    expect(typeof count.json).toBe('number');
    const search = await call('/rpc/search_products?select=id,title', {
      method: 'POST',
      body: JSON.stringify({ query: 'a', max_results: 2 }),
    });
    expect(search.status).toBe(200);
    expect(search.json.length).toBeLessThanOrEqual(2);
  });

  it('refuses an anonymous product with its refusal code and hides drafts from visitors', async () => {
    const r = await call('/products', {
      method: 'POST',
      body: JSON.stringify({ title: 'Balón', price: 100, category: 'memorabilia' }),
    });
    // guard_product's own refusal: a VT code, which PostgREST answers with 400
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'VT418', message: 'Debes iniciar sesión para vender productos.' });
    const pending = await call('/products?select=id&status=eq.pending');
    expect(pending.json).toEqual([]);
  });
});
