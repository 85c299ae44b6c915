import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANA, P1, P2, P3, P4, ENGINE, startFixture } from './fixture';
import type { JwtClaims } from '../../src/db/types';

/**
 * The real supabase-js client, its fetch routed straight into the REST handler. The server verifies
 * tokens before calling the handler; here the claims are read from the unverified token instead.
 */
let fx: Awaited<ReturnType<typeof startFixture>>;

function token(claims: JwtClaims): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.firma`;
}

function client(claims: JwtClaims): SupabaseClient {
  const fetchToHandler: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    const payload = JSON.parse(Buffer.from(bearer.split('.')[1], 'base64url').toString()) as JwtClaims;
    const answer = await fx.rest.handle(request, { claims: payload, db: fx.db } as never);
    // supabase-js reads a fetch Response: give it one with the handler's status, headers and body
    if (answer instanceof Response) return answer;
    const body = answer.status === 204 ? null : await answer.text();
    return new Response(body, { status: answer.status, headers: answer.headers });
  };
  return createClient('http://127.0.0.1:54321', token({ role: 'anon' }), {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; realtime is never connected in these tests
    realtime: { transport: WebSocket as never },
    global: { fetch: fetchToHandler, headers: { Authorization: `Bearer ${token(claims)}` } },
  });
}

beforeAll(async () => {
  fx = await startFixture();
});
beforeEach(async () => {
  await fx.reset();
});
afterAll(async () => {
  await fx?.close();
});

const anonClient = () => client({ role: 'anon' });
const ana = () => client({ role: 'authenticated', sub: ANA });

describe(`supabase-js against the REST handler on ${ENGINE}`, () => {
  it('lists a filtered, ordered, paged catalogue with images and an exact count', async () => {
    const { data, error, count, status } = await anonClient()
      .from('products')
      .select('id, title, price, product_images(id, image_url, order), seller:profiles(username)', { count: 'exact' })
      .eq('status', 'approved')
      .gte('price', 1000)
      .order('price', { ascending: false })
      .order('order', { referencedTable: 'product_images', ascending: true })
      .range(0, 1);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(3);
    expect(data!.map((p) => p.id)).toEqual([P2, P1]);
    expect(data![1].product_images.map((i: { order: number }) => i.order)).toEqual([0, 1]);
    expect(data![0].seller).toEqual({ username: 'ana' });
  });

  it('uses or, in, ilike, is, not and contains', async () => {
    const db = anonClient();
    const or = await db.from('products').select('id').or('category.eq.futbol,price.lt.4000').order('id');
    expect(or.data!.map((p) => p.id)).toEqual([P1, P3]);
    const inList = await db.from('products').select('id').in('category', ['futbol', 'basquetbol']).order('id');
    expect(inList.data!.map((p) => p.id)).toEqual([P1, P2]);
    const ilike = await db.from('products').select('id').ilike('title', '%jordan%');
    expect(ilike.data).toEqual([{ id: P2 }]);
    const notNull = await db.from('products').select('id').not('category', 'is', null);
    expect(notNull.data).toHaveLength(3);
    const contains = await db.from('products').select('id').contains('tags', ['firmado']);
    expect(contains.data).toEqual([{ id: P1 }]);
    const notIn = await db.from('products').select('id').not('category', 'in', '(futbol,beisbol)');
    expect(notIn.data).toEqual([{ id: P2 }]);
  });

  it('gets one row with single() and reports PGRST116 for none', async () => {
    const one = await anonClient().from('products').select('title').eq('id', P1).single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ title: 'Balón firmado por Messi' });
    const none = await anonClient().from('products').select('title').eq('id', P4).single();
    expect(none.data).toBeNull();
    expect(none.error!.code).toBe('PGRST116');
    expect(none.status).toBe(406);
  });

  it('gets null from maybeSingle() when nothing matches', async () => {
    const r = await anonClient().from('products').select('title').eq('id', P4).maybeSingle();
    expect(r.error).toBeNull();
    expect(r.data).toBeNull();
  });

  it('counts with head: true', async () => {
    const r = await anonClient().from('products').select('*', { count: 'exact', head: true });
    expect(r.error).toBeNull();
    expect(r.count).toBe(3);
    expect(r.data).toBeNull();
  });

  it('inserts, updates, upserts and deletes as the owner', async () => {
    const db = ana();
    const created = await db
      .from('products')
      .insert({ seller_id: ANA, title: 'Bate', price: 700 })
      .select('id, status')
      .single();
    expect(created.error).toBeNull();
    expect(created.status).toBe(201);
    expect(created.data!.status).toBe('pending');
    const id = created.data!.id as string;

    const many = await db
      .from('product_images')
      .insert(
        [
          { product_id: id, image_url: 'a.jpg', order: 0 },
          { product_id: id, image_url: 'b.jpg' },
        ],
        { defaultToNull: false },
      )
      .select('image_url, order');
    expect(many.error).toBeNull();
    expect(many.data).toEqual([
      { image_url: 'a.jpg', order: 0 },
      { image_url: 'b.jpg', order: 0 },
    ]);

    const updated = await db.from('products').update({ price: 750 }).eq('id', id).select('price').single();
    expect(updated.data).toEqual({ price: 750 });

    const fav = await db
      .from('favorites')
      .upsert({ user_id: ANA, product_id: P1 }, { onConflict: 'user_id,product_id' })
      .select();
    expect(fav.error).toBeNull();
    const again = await db
      .from('favorites')
      .upsert({ user_id: ANA, product_id: P1 }, { onConflict: 'user_id,product_id', ignoreDuplicates: true });
    expect(again.error).toBeNull();

    const removed = await db.from('products').delete({ count: 'exact' }).eq('id', id);
    expect(removed.error).toBeNull();
    expect(removed.count).toBe(1);
  });

  it('reports RLS refusals and duplicates as the client expects', async () => {
    const refused = await anonClient().from('products').insert({ seller_id: ANA, title: 'x', price: 1 });
    expect(refused.status).toBe(401);
    expect(refused.error!.code).toBe('42501');
    const dup = await ana()
      .from('favorites')
      .insert([
        { user_id: ANA, product_id: P1 },
        { user_id: ANA, product_id: P1 },
      ]);
    expect(dup.status).toBe(409);
    expect(dup.error!.code).toBe('23505');
  });

  it('calls functions with rpc(), including get and head', async () => {
    const db = anonClient();
    expect((await db.rpc('collector_count')).data).toBe(3);
    expect((await db.rpc('add_numbers', { a: 2, b: 3 }, { get: true })).data).toBe(5);
    const found = await db.rpc('search_products', { q: 'o' }).select('id').lt('price', 30000).order('price');
    expect(found.data).toEqual([{ id: P3 }, { id: P1 }]);
    const counted = await db.rpc('search_products', { q: 'o' }, { head: true, count: 'exact' });
    expect(counted.count).toBe(3);
    const failed = await db.rpc('fail_with', { msg: 'No disponible' });
    expect(failed.error!.message).toBe('No disponible');
  });
});
