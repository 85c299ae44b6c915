/**
 * The seller page's reads keyed by the address's username (mfe-catalog/src/features/seller/sellerApi.ts), so the
 * page needs no profile id before its other reads: through the REST layer as a visitor, the pieces through the
 * listing's rpc/list_products with its `seller_username` filter (or `seller_id`: the same pieces), the reviews
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
    const pieces: Record<string, string> = {};
    for (const title of ['Jersey Messi firmado', 'Balón 1986', 'Tarjeta Pelé'])
      pieces[title] = await createProduct(q, sofia.id, { title });
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
        // two of Sofía's pieces at auction: one running, one past its end by the database's clock and not yet
        // closed by the scheduler ('closing'), after a cancelled one
        const auction = `insert into public.auctions (product_id, seller_id, starting_price, status, starts_at, ends_at,
                           current_price, bid_count, created_at)
                         values ($1, $2, 500, $3, now() + $4::interval, now() + $5::interval, $6, $7, now() + $8::interval)`;
        await a.query(auction, [
          pieces['Tarjeta Pelé'],
          sofia.id,
          'cancelled',
          '-3 days',
          '-2 days',
          null,
          0,
          '-3 days',
        ]);
        await a.query(auction, [pieces['Tarjeta Pelé'], sofia.id, 'open', '-1 hour', '2 days', 700, 2, '0 seconds']);
        await a.query(auction, [pieces['Balón 1986'], sofia.id, 'open', '-2 days', '-1 hour', 900, 4, '0 seconds']);
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

  type Listed = {
    title: string;
    seller_id: string;
    status: string;
    seller: { id: string; username: string } | null;
    product_images: unknown[];
    auction: { id: string; phase: string; current_price: number | null; bid_count: number } | null;
  };

  /** One page of rpc/list_products as the seller page sends it (sellerApi.ts), 2 a page here. */
  const listing = async (filters: Record<string, unknown>, page = 1) => {
    const { body } = await rest('rpc/list_products', {
      method: 'POST',
      body: JSON.stringify({ sort: 'newest', page, page_size: 2, filters }),
    });
    return body as { data: Listed[]; count: number };
  };

  it("rpc/list_products by seller_username lists exactly the seller's published pieces, paged, newest first, each with its seller and its auction's phase", async () => {
    const first = await listing({ seller_username: sofia.username });
    const second = await listing({ seller_username: sofia.username }, 2);
    expect([first.count, second.count]).toEqual([3, 3]);
    const rows = [...first.data, ...second.data];
    expect(rows.map((row) => row.title)).toEqual(['Tarjeta Pelé', 'Balón 1986', 'Jersey Messi firmado']);
    for (const row of rows) {
      expect(row).toMatchObject({ seller_id: sofia.id, status: 'published' });
      expect(row.seller).toMatchObject({ id: sofia.id, username: sofia.username });
    }
    // the auction as the listing's card reads it: the latest not cancelled, its phase by the database's clock
    const [pele, balon, jersey] = rows;
    expect(pele!.auction).toMatchObject({ phase: 'running', current_price: 700, bid_count: 2 });
    expect(balon!.auction).toMatchObject({ phase: 'closing', current_price: 900, bid_count: 4 });
    expect(jersey!.auction).toBeNull();

    const others = await listing({ seller_username: other.username });
    expect(others.count).toBe(1);
    expect(others.data.map((row) => row.title)).toEqual(['Pieza de otro vendedor']);
  });

  it('rpc/list_products by seller_id lists the same pieces as by username; both keys must name the same seller', async () => {
    for (const page of [1, 2])
      expect(await listing({ seller_id: sofia.id }, page)).toEqual(
        await listing({ seller_username: sofia.username }, page),
      );
    expect((await listing({ seller_id: sofia.id, seller_username: sofia.username })).count).toBe(3);
    expect(await listing({ seller_id: sofia.id, seller_username: other.username })).toEqual({ data: [], count: 0 });
    // with the listing's other filters, as any listing
    expect((await listing({ seller_id: other.id, category: 'cards' })).count).toBe(1);
    expect((await listing({ seller_id: other.id, category: 'jerseys' })).count).toBe(0);
  });

  it('rpc/list_products by a seller nobody is lists nothing, without an error', async () => {
    for (const filters of [{ seller_username: 'nadie' }, { seller_id: randomUUID() }, { seller_id: 'no-es-un-uuid' }])
      expect(await listing(filters)).toEqual({ data: [], count: 0 });
  });

  it('an unknown username reads nothing and counts 0, without an error', async () => {
    expect(await reviewsOf('nadie')).toEqual({ body: [], count: 0 });
    expect((await claimsOf('nadie')).body).toBe(0);
  });
});
