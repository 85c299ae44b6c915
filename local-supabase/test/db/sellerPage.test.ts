/**
 * The seller page's reads keyed by the address's username (mfe-catalog/src/features/seller/sellerApi.ts), so the
 * page needs no profile id before its other reads: through the REST layer as a visitor, the pieces and the reviews
 * filtered by an inner embed of `public_profiles` on `username`, and the claims count by username
 * (seller_claims_for_buyer_by_username), each answering what the id-keyed read answers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createThrowawayDatabase } from '../../src/db/throwaway';
import { startServer, type RunningServer } from '../../src/server';
import { createProduct, createUser, drivers, type Q } from './testDatabase';

jest.setTimeout(180_000);

describe.each(drivers().map((d) => d.name))('the seller page by username on %s', (engine) => {
  let server: RunningServer;
  let stop: () => Promise<void>;
  let q: Q;
  const sofia = { id: '', username: 'sofia_r' };
  const other = { id: '', username: 'tarjetas.norte' };

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-seller-page-'));
    const adminUrl = process.env.DATABASE_URL;
    const database =
      engine === 'postgres' && adminUrl
        ? await createThrowawayDatabase(adminUrl, 'vt_accessor', { migrated: true })
        : null;
    server = await startServer({ port: 0, dataDir, databaseUrl: database?.url, seed: false });
    stop = async () => {
      await server.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
    q = {
      query: async <R>(sql: string, params?: unknown[]) => (await server.db.admin((a) => a.query<R>(sql, params))).rows,
    };
    const buyer = await createUser(q);
    for (const seller of [sofia, other]) {
      seller.id = (await createUser(q, { identityVerified: true, level: 'verified' })).id;
      await q.query('update public.profiles set username = $2 where id = $1', [seller.id, seller.username]);
    }
    for (const title of ['Jersey Messi firmado', 'Balón 1986', 'Tarjeta Pelé'])
      await createProduct(q, sofia.id, { title });
    await createProduct(q, sofia.id, { title: 'Borrador de Sofía', status: 'pending' });
    await createProduct(q, other.id, { title: 'Pieza de otro vendedor' });
    // reviews and decided claims stand on delivered orders and their rules; only what the reads see matters here
    await server.db.admin(async (a) => {
      await a.query('set session_replication_role = replica');
      try {
        const review = `insert into public.seller_reviews (order_id, seller_id, buyer_id, rating, product_title)
                        values ($1, $2, $3, $4, 'Pieza comprada')`;
        await a.query(review, [randomUUID(), sofia.id, buyer.id, 5]);
        await a.query(review, [randomUUID(), sofia.id, buyer.id, 4]);
        await a.query(review, [randomUUID(), other.id, buyer.id, 2]);
        const claim = `insert into public.claims (order_id, seller_id, buyer_id, reason, description, status, favors)
                       values ($1, $2, $3, 'not_arrived', 'No llegó el paquete a tiempo', 'refunded', $4)`;
        await a.query(claim, [randomUUID(), sofia.id, buyer.id, 'buyer']);
        await a.query(claim, [randomUUID(), sofia.id, buyer.id, 'seller']);
        await a.query(claim, [randomUUID(), other.id, buyer.id, 'buyer']);
        await a.query(claim, [randomUUID(), other.id, buyer.id, 'buyer']);
      } finally {
        await a.query('set session_replication_role = origin');
      }
    });
  });

  afterAll(async () => {
    await stop?.();
  });

  async function rest(pathAndQuery: string, init: RequestInit = {}) {
    const res = await fetch(`${server.url}/rest/v1/${pathAndQuery}`, {
      ...init,
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${server.anonKey}`,
        prefer: 'count=exact',
        'content-type': 'application/json',
      },
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${pathAndQuery} answered ${res.status}: ${text}`);
    const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
    return { body: JSON.parse(text) as unknown, count: total === undefined ? null : Number(total) };
  }

  const piecesOf = (username: string) =>
    rest(
      'products?' +
        new URLSearchParams({
          select:
            '*,product_images(id,image_url,thumb_url,order),seller:public_profiles!seller_id!inner(id,username,display_name,verification_level,is_verified)',
          'seller.username': `eq.${username}`,
          status: 'eq.published',
          order: 'created_at.desc',
          offset: '0',
          limit: '2',
        }),
    );

  const reviewsOf = (username: string) =>
    rest(
      'seller_reviews?' +
        new URLSearchParams({
          select:
            'id,rating,product_title,buyer:public_profiles!buyer_id(display_name,username),seller:public_profiles!seller_id!inner(username)',
          'seller.username': `eq.${username}`,
          order: 'created_at.desc,id.desc',
          offset: '0',
          limit: '10',
        }),
    );

  const claimsOf = (username: string) =>
    rest('rpc/seller_claims_for_buyer_by_username', {
      method: 'POST',
      body: JSON.stringify({ seller_username: username }),
    });

  it("a visitor reads the seller's published pieces by username, a page with the whole count, each with its seller", async () => {
    const { body, count } = await piecesOf(sofia.username);
    const rows = body as { title: string; seller_id: string; seller: { id: string; username: string } }[];
    expect(count).toBe(3);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.seller_id).toBe(sofia.id);
      expect(row.seller).toMatchObject({ id: sofia.id, username: sofia.username });
    }
    const { body: otherRows, count: otherCount } = await piecesOf(other.username);
    expect(otherCount).toBe(1);
    expect((otherRows as { title: string }[]).map((row) => row.title)).toEqual(['Pieza de otro vendedor']);
  });

  it('reads the reviews of that seller only, by username', async () => {
    const { body, count } = await reviewsOf(sofia.username);
    expect(count).toBe(2);
    expect((body as { rating: number }[]).map((row) => row.rating).sort()).toEqual([4, 5]);
  });

  it('counts the claims decided for the buyer by username, as the count by id does', async () => {
    for (const seller of [sofia, other]) {
      const { body } = await claimsOf(seller.username);
      const [byId] = await q.query<{ n: number }>('select public.seller_claims_for_buyer($1) as n', [seller.id]);
      expect(body).toBe(Number(byId.n));
    }
    expect((await claimsOf(sofia.username)).body).toBe(1);
    expect((await claimsOf(other.username)).body).toBe(2);
  });

  it('an unknown username reads nothing and counts 0, without an error', async () => {
    expect(await piecesOf('nadie')).toEqual({ body: [], count: 0 });
    expect(await reviewsOf('nadie')).toEqual({ body: [], count: 0 });
    expect((await claimsOf('nadie')).body).toBe(0);
  });
});
