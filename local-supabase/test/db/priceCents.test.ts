/**
 * products.price_cents (20250601001000_listing_price_cents.sql): always price × 100, never written by a client,
 * and a listing filtered on it through the REST layer returns exactly what the same price filter returns —
 * for a visitor and for a signed-in seller whose own unpublished pieces RLS also shows her.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signJwt } from '../../src/auth/jwt';
import { createThrowawayDatabase } from '../../src/db/throwaway';
import { startServer, type RunningServer } from '../../src/server';
import { createProduct, createUser, drivers, type Q, type TestDatabase } from './testDatabase';

jest.setTimeout(180_000);

describe.each(drivers())('price_cents on $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
  });

  afterAll(async () => {
    await db?.close();
  });

  // numeric comes back as a string from PGlite and as a number from the pg test driver
  const centsOf = async (id: string) => {
    const [row] = await db.query<{ price: unknown; price_cents: unknown }>(
      'select price, price_cents from public.products where id = $1',
      [id],
    );
    return { price: Number(row.price), price_cents: Number(row.price_cents) };
  };

  it.each([0.01, 0.1, 499.99, 500, 12345.67, 999999.99, 1000000])(
    'is price × 100 after inserting %p',
    async (price) => {
      const id = await createProduct(db, seller.id, { price });
      expect(await centsOf(id)).toEqual({ price, price_cents: Math.round(price * 100) });
    },
  );

  it('follows a price update, by the owner under RLS as by the service', async () => {
    const id = await createProduct(db, seller.id, { price: 1500 });
    await db.asQuery(seller, 'update public.products set price = 1499.5 where id = $1', [id]);
    expect(await centsOf(id)).toEqual({ price: 1499.5, price_cents: 149950 });
    await db.query('update public.products set price = 20000.01 where id = $1', [id]);
    expect(await centsOf(id)).toEqual({ price: 20000.01, price_cents: 2000001 });
  });

  it('cannot be written: not on insert, not on update, whoever asks', async () => {
    await expect(
      db.asQuery(
        seller,
        `insert into public.products (seller_id, title, description, price, price_cents, category, condition)
         values ($1, 'Tarjeta con precio falso', 'Pieza de colección en excelente estado.', 1000, 1, 'cards', 'good')`,
        [seller.id],
      ),
    ).rejects.toMatchObject({ code: '428C9' });
    const id = await createProduct(db, seller.id, { price: 1000 });
    await expect(
      db.asQuery(seller, 'update public.products set price_cents = 1 where id = $1', [id]),
    ).rejects.toMatchObject({ code: '428C9' });
    await expect(db.query('update public.products set price_cents = 1 where id = $1', [id])).rejects.toMatchObject({
      code: '428C9',
    });
    expect(await centsOf(id)).toEqual({ price: 1000, price_cents: 100000 });
  });

  it('list_products filters minPrice/maxPrice exactly as price comparisons, fractional bounds included', async () => {
    const category = 'equipment';
    for (const price of [499.99, 500, 500.01, 750, 20000, 20000.01])
      await createProduct(db, seller.id, { price, category });
    for (const [min, max] of [
      [500, 20000],
      [500.005, 19999.999],
      [499.99, 500.01],
      [0.001, 100],
    ] as const) {
      const [listed] = await db.asQuery<{ result: { data: { price: number }[]; count: number } }>(
        'anon',
        'select public.list_products($1, 1, 100, $2) as result',
        ['price_asc', JSON.stringify({ category, minPrice: min, maxPrice: max })],
      );
      const expected = await db.asQuery<{ price: number }>(
        'anon',
        `select price from public.products where status = 'published' and category = $1 and price >= $2 and price <= $3 order by price`,
        [category, min, max],
      );
      expect(listed.result.count).toBe(expected.length);
      expect(listed.result.data.map((p) => Number(p.price))).toEqual(expected.map((p) => Number(p.price)));
    }
  });
});

// --- the REST listing, on the backend itself (PGlite, and PostgreSQL when DATABASE_URL is set) ----------

interface Backend {
  server: RunningServer;
  stop(): Promise<void>;
}

async function startBackend(engine: 'pglite' | 'postgres'): Promise<Backend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-price-cents-'));
  const adminUrl = process.env.DATABASE_URL;
  const database =
    engine === 'postgres' && adminUrl ? await createThrowawayDatabase(adminUrl, 'vt_cents', { migrated: true }) : null;
  const dropDatabase = async () => {
    await database?.drop();
  };
  let server: RunningServer;
  try {
    server = await startServer({ port: 0, dataDir, databaseUrl: database?.url, seed: false });
  } catch (err) {
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    server,
    async stop() {
      await server.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(drivers().map((d) => d.name))('REST listing by price_cents on %s', (engine) => {
  let backend: Backend;
  let sellerId: string;
  let sellerToken: string;
  let buyerToken: string;

  beforeAll(async () => {
    backend = await startBackend(engine);
    const { server } = backend;
    const q: Q = {
      query: async <R>(sql: string, params?: unknown[]) => (await server.db.admin((a) => a.query<R>(sql, params))).rows,
    };
    const seller = await createUser(q, { identityVerified: true, level: 'verified' });
    const otherSeller = await createUser(q, { identityVerified: true, level: 'verified' });
    const buyer = await createUser(q, {});
    sellerId = seller.id;
    // Prices on and around the bounds 500 and 20,000 MXN, in two categories, published and not, two sellers:
    // 4 × 4 × 13 rows with distinct created_at so "newest first" is a total order.
    await q.query(
      `insert into public.products (seller_id, title, description, price, category, condition, status, created_at)
       select case when g % 2 = 0 then $1::uuid else $2::uuid end, 'Pieza de prueba ' || g,
              'Pieza de colección en excelente estado.',
              (array[0.01, 100, 499.99, 500, 500.01, 1234.5, 5000, 9999.99, 19999.99, 20000, 20000.01, 250000, 1000000])[1 + g % 13],
              (array['cards', 'jerseys', 'cards', 'memorabilia'])[1 + (g / 13) % 4],
              'good',
              (array['published', 'published', 'pending', 'rejected'])[1 + (g / 52) % 4],
              timestamptz '2025-01-01' + g * interval '1 minute'
       from generate_series(0, 207) g`,
      [seller.id, otherSeller.id],
    );
    const secret = server.config.jwtSecret;
    sellerToken = await signJwt(
      { role: 'authenticated', sub: seller.id, email: seller.email, aud: 'authenticated' },
      secret,
      3600,
    );
    buyerToken = await signJwt(
      { role: 'authenticated', sub: buyer.id, email: buyer.email, aud: 'authenticated' },
      secret,
      3600,
    );
  });

  afterAll(async () => {
    await backend?.stop();
  });

  async function list(
    token: string | null,
    query: string,
  ): Promise<{
    ids: string[];
    count: number;
    rows: { id: string; price: number; price_cents: number; status: string; seller_id: string }[];
  }> {
    const { server } = backend;
    const res = await fetch(`${server.url}/rest/v1/products?${query}`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${token ?? server.anonKey}`, prefer: 'count=exact' },
    });
    const body = await res.text();
    if (res.status !== 200 && res.status !== 206) throw new Error(`${query} answered ${res.status}: ${body}`);
    const range = res.headers.get('content-range') ?? '';
    const match = /\/(\d+)$/.exec(range);
    if (!match) throw new Error(`no exact count in Content-Range '${range}'`);
    const rows = JSON.parse(body) as {
      id: string;
      price: number;
      price_cents: number;
      status: string;
      seller_id: string;
    }[];
    return { ids: rows.map((r) => r.id), count: Number(match[1]), rows };
  }

  const catalog = (filter: string, extra = '') =>
    `select=*,product_images(id,image_url,order)&status=eq.published&category=eq.cards&${filter}&order=created_at.desc&offset=0&limit=20${extra}`;
  const byPrice = 'price=gte.500&price=lte.20000';
  const byCents = 'price_cents=gte.50000&price_cents=lte.2000000';

  it.each([
    ['a visitor', () => null],
    ['a signed-in buyer', () => buyerToken],
  ])("the catalog's listing for %s: same page and count as the price filter", async (_who, token) => {
    const cents = await list(token(), catalog(byCents));
    const price = await list(token(), catalog(byPrice));
    expect(cents.count).toBe(price.count);
    expect(cents.ids).toEqual(price.ids);
    // cards, published, prices 500 … 20,000 inclusive: 7 of the 13 prices, 4 of each in published cards
    expect(cents.count).toBe(28);
    expect(cents.ids).toHaveLength(20);
    for (const r of cents.rows) {
      expect(r.price_cents).toBe(Math.round(Number(r.price) * 100));
      expect(r.price_cents).toBeGreaterThanOrEqual(50000);
      expect(r.price_cents).toBeLessThanOrEqual(2000000);
    }
  });

  it('the next page and a one-sided range agree too', async () => {
    const cents = await list(null, catalog(byCents).replace('offset=0', 'offset=20'));
    const price = await list(null, catalog(byPrice).replace('offset=0', 'offset=20'));
    expect(cents.ids).toEqual(price.ids);
    expect(cents.ids).toHaveLength(8);
    const over = await list(null, 'select=id&price_cents=gt.2000000&order=created_at.desc');
    const overPrice = await list(null, 'select=id&price=gt.20000&order=created_at.desc');
    expect(over.ids).toEqual(overPrice.ids);
    expect(over.count).toBe(3 * 4 * 2);
  });

  it('for a seller, RLS also shows her own unpublished pieces: the same ones either way', async () => {
    const query = (filter: string) =>
      `select=id,price,price_cents,status,seller_id&${filter}&order=created_at.desc&limit=1000`;
    const cents = await list(sellerToken, query(byCents));
    const price = await list(sellerToken, query(byPrice));
    expect(cents.ids).toEqual(price.ids);
    expect(cents.count).toBe(price.count);
    const own = cents.rows.filter((r) => r.status !== 'published');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.seller_id === sellerId)).toBe(true);
    const asVisitor = await list(null, query(byCents));
    expect(asVisitor.count).toBe(cents.count - own.length);
  });

  it('a client cannot set it through the REST layer either', async () => {
    const { server } = backend;
    const [target] = (
      await list(sellerToken, `select=id,price,price_cents&seller_id=eq.${sellerId}&status=eq.published&limit=1`)
    ).rows;
    const res = await fetch(`${server.url}/rest/v1/products?id=eq.${target.id}`, {
      method: 'PATCH',
      headers: { apikey: server.anonKey, authorization: `Bearer ${sellerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price_cents: 1 }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '428C9' });
    const [after] = (await list(sellerToken, `select=id,price,price_cents&id=eq.${target.id}`)).rows;
    expect(after.price_cents).toBe(target.price_cents);
  });
});
