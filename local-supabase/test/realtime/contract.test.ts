import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createProduct } from '../db/testDatabase';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';
import { waitFor } from '../helpers/waitFor';

// Realtime on the real server: rows written through REST by other users, the RLS of the migrations.
jest.setTimeout(120_000);

type Message = { id: string; sender_id: string; receiver_id: string; message: string };
let backend: TestBackend;
const clients: SupabaseClient[] = [];

async function signedUpClient(): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(client);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('realtime'), password: 'secreto123' });
  expect(error).toBeNull();
  await client.realtime.setAuth(data.session!.access_token);
  return { client, id: data.user!.id, token: data.session!.access_token };
}

function anonClient(): SupabaseClient {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(client);
  return client;
}

/** SQL as the database owner, on the server's own database (PGlite or PostgreSQL). */
async function admin<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<R[]> {
  return (await backend.server.db.admin((q) => q.query<R>(sql, params))).rows;
}

/** A published piece of `sellerId`, inserted as the owner (no client rules). */
function publishedProduct(sellerId: string, title = 'Balón firmado'): Promise<string> {
  return createProduct({ query: admin }, sellerId, { title });
}

type AnyChange = RealtimePostgresChangesPayload<Record<string, unknown>>;
interface Binding {
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  table: string;
  filter?: string;
}

/** One channel with several postgres_changes bindings; every event lands in `sink`. */
function listen(client: SupabaseClient, bindings: Binding[], sink: AnyChange[]): Promise<string> {
  let channel = client.channel(`rt-${Math.random().toString(36).slice(2)}`);
  for (const b of bindings) {
    channel = channel.on(
      'postgres_changes' as never,
      { event: b.event, schema: 'public', table: b.table, ...(b.filter ? { filter: b.filter } : {}) },
      (p: AnyChange) => sink.push(p),
    );
  }
  return new Promise<string>((resolve) => {
    channel.subscribe((status: string) => {
      if (status !== 'CLOSED') resolve(status);
    });
  });
}

const tableOf = (e: AnyChange) => `${e.eventType} ${e.table}`;

function subscribe(client: SupabaseClient, filter: string, sink: RealtimePostgresChangesPayload<Message>[]) {
  return new Promise<string>((resolve) => {
    client
      .channel(`mensajes-${filter}`)
      .on(
        'postgres_changes' as never,
        { event: 'INSERT', schema: 'public', table: 'messages', filter },
        (p: RealtimePostgresChangesPayload<Message>) => sink.push(p),
      )
      .subscribe((status: string) => {
        if (status !== 'CLOSED') resolve(status);
      });
  });
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
});
afterAll(async () => {
  for (const c of clients) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
  await backend?.stop();
});

it('entrega al receptor el mensaje que otro usuario inserta por REST, y no a quien filtra por un id ajeno', async () => {
  const ana = await signedUpClient();
  const beto = await signedUpClient();
  const carla = await signedUpClient();

  const forAna: RealtimePostgresChangesPayload<Message>[] = [];
  const spying: RealtimePostgresChangesPayload<Message>[] = [];
  expect(await subscribe(ana.client, `receiver_id=eq.${ana.id}`, forAna)).toBe('SUBSCRIBED');
  // Carla asks for Ana's messages: RLS must keep them from her
  expect(await subscribe(carla.client, `receiver_id=eq.${ana.id}`, spying)).toBe('SUBSCRIBED');

  const sent = await beto.client
    .from('messages')
    .insert({ receiver_id: ana.id, message: '¿Sigue disponible la camiseta?' })
    .select()
    .single();
  expect(sent.error).toBeNull();

  const event = await waitFor(() => forAna[0]);
  expect(event.eventType).toBe('INSERT');
  expect(event.new).toMatchObject({
    id: (sent.data as Message).id,
    sender_id: beto.id,
    receiver_id: ana.id,
    message: '¿Sigue disponible la camiseta?',
  });

  // changes are dispatched in commit order: once Carla has her own later message, Ana's was already decided
  const spyOwn: RealtimePostgresChangesPayload<Message>[] = [];
  expect(await subscribe(carla.client, `receiver_id=eq.${carla.id}`, spyOwn)).toBe('SUBSCRIBED');
  await beto.client.from('messages').insert({ receiver_id: carla.id, message: 'Hola Carla' });
  await waitFor(() => spyOwn[0]);
  expect(spying).toEqual([]);
});

describe('RLS on every kind of event', () => {
  it('sends the DELETE of a favourite, a price alert and a notification only to their owner', async () => {
    const ana = await signedUpClient();
    const beto = await signedUpClient();
    const anon = anonClient();
    const product = await publishedProduct(beto.id);

    const fav = await ana.client.from('favorites').insert({ product_id: product }).select().single();
    expect(fav.error).toBeNull();
    const alert = await ana.client
      .from('price_alerts')
      .insert({ product_id: product, target_price: 500 })
      .select()
      .single();
    expect(alert.error).toBeNull();
    // a notification made by the message trigger
    expect(
      (await beto.client.from('messages').insert({ receiver_id: ana.id, message: '¿Te interesa?' })).error,
    ).toBeNull();
    const note = await ana.client.from('notifications').select('id').eq('type', 'message').single();
    expect(note.error).toBeNull();

    const owned = ['favorites', 'price_alerts', 'notifications'];
    const forAna: AnyChange[] = [];
    const forBeto: AnyChange[] = [];
    const forAnon: AnyChange[] = [];
    expect(
      await listen(
        ana.client,
        owned.map((table) => ({ event: 'DELETE', table, filter: `user_id=eq.${ana.id}` })),
        forAna,
      ),
    ).toBe('SUBSCRIBED');
    // the others ask for exactly Ana's rows and for every row; a product change tells when they have had their turn
    const spyBindings: Binding[] = [
      ...owned.flatMap((table): Binding[] => [
        { event: 'DELETE', table, filter: `user_id=eq.${ana.id}` },
        { event: 'DELETE', table },
        { event: '*', table },
      ]),
      { event: 'UPDATE', table: 'products', filter: `id=eq.${product}` },
    ];
    expect(await listen(beto.client, spyBindings, forBeto)).toBe('SUBSCRIBED');
    expect(await listen(anon, spyBindings, forAnon)).toBe('SUBSCRIBED');

    expect((await ana.client.from('favorites').delete().eq('id', fav.data!.id)).error).toBeNull();
    expect((await ana.client.from('price_alerts').delete().eq('id', alert.data!.id)).error).toBeNull();
    expect((await ana.client.from('notifications').delete().eq('id', note.data!.id)).error).toBeNull();

    await waitFor(() => (forAna.length === 3 ? true : undefined));
    expect(forAna.map(tableOf)).toEqual(['DELETE favorites', 'DELETE price_alerts', 'DELETE notifications']);
    // only the primary key of a deleted row, as Supabase sends it for a table with RLS
    expect(forAna.map((e) => e.old)).toEqual([{ id: fav.data!.id }, { id: alert.data!.id }, { id: note.data!.id }]);

    await admin('update public.products set title = $2 where id = $1', [product, 'Balón firmado por Pelé']);
    await waitFor(() => forBeto.find((e) => e.table === 'products'));
    await waitFor(() => forAnon.find((e) => e.table === 'products'));
    expect(forBeto.map(tableOf)).toEqual(['UPDATE products']);
    expect(forAnon.map(tableOf)).toEqual(['UPDATE products']);
  });

  it('does not send an UPDATE that hides a row to those who can no longer see it', async () => {
    const seller = await signedUpClient();
    const buyer = await signedUpClient();
    const anon = anonClient();
    const product = await publishedProduct(seller.id, 'Jersey de temporada');
    const binding: Binding[] = [{ event: 'UPDATE', table: 'products', filter: `id=eq.${product}` }];
    const forSeller: AnyChange[] = [];
    const forBuyer: AnyChange[] = [];
    const forAnon: AnyChange[] = [];
    expect(await listen(seller.client, binding, forSeller)).toBe('SUBSCRIBED');
    expect(await listen(buyer.client, binding, forBuyer)).toBe('SUBSCRIBED');
    expect(await listen(anon, binding, forAnon)).toBe('SUBSCRIBED');

    // the seller withdraws the piece: only they (owner policy) may still read it
    expect((await seller.client.from('products').update({ status: 'deleted' }).eq('id', product)).error).toBeNull();
    const hidden = await waitFor(() => forSeller[0]);
    expect(hidden.new).toMatchObject({ id: product, status: 'deleted' });

    // published again by the review team: everyone sees that one, and it arrives after the first was decided
    await admin(`update public.products set status = 'published' where id = $1`, [product]);
    await waitFor(() => forBuyer[0]);
    await waitFor(() => forAnon[0]);
    await waitFor(() => forSeller[1]);
    expect(forBuyer.map((e) => e.new)).toEqual([expect.objectContaining({ id: product, status: 'published' })]);
    expect(forAnon.map((e) => e.new)).toEqual([expect.objectContaining({ id: product, status: 'published' })]);
    expect(forSeller.map((e) => (e.new as { status: string }).status)).toEqual(['deleted', 'published']);
  });

  it('delivers a notification made by a trigger to its owner only', async () => {
    const ana = await signedUpClient();
    const beto = await signedUpClient();
    const anon = anonClient();
    const product = await publishedProduct(beto.id, 'Guante de béisbol');

    const forAna: AnyChange[] = [];
    const forBeto: AnyChange[] = [];
    const forAnon: AnyChange[] = [];
    // as the apps subscribe (spec §7): inserts filtered by user_id
    expect(
      await listen(ana.client, [{ event: 'INSERT', table: 'notifications', filter: `user_id=eq.${ana.id}` }], forAna),
    ).toBe('SUBSCRIBED');
    expect(
      await listen(
        beto.client,
        [
          { event: 'INSERT', table: 'notifications', filter: `user_id=eq.${ana.id}` },
          { event: 'INSERT', table: 'notifications', filter: `user_id=eq.${beto.id}` },
        ],
        forBeto,
      ),
    ).toBe('SUBSCRIBED');
    expect(
      await listen(
        anon,
        [
          { event: 'INSERT', table: 'notifications', filter: `user_id=eq.${ana.id}` },
          { event: 'INSERT', table: 'notifications' },
          { event: 'UPDATE', table: 'products', filter: `id=eq.${product}` },
        ],
        forAnon,
      ),
    ).toBe('SUBSCRIBED');

    expect(
      (await beto.client.from('messages').insert({ receiver_id: ana.id, product_id: product, message: '¿Lo quieres?' }))
        .error,
    ).toBeNull();
    const event = await waitFor(() => forAna[0]);
    expect(event.eventType).toBe('INSERT');
    expect(event.new).toMatchObject({ user_id: ana.id, type: 'message', title: 'Nuevo mensaje', read: false });

    // Beto's own notification and a product change come after Ana's: both have been decided by then
    expect((await ana.client.from('messages').insert({ receiver_id: beto.id, message: 'Sí, claro' })).error).toBeNull();
    await waitFor(() => forBeto[0]);
    await admin('update public.products set title = $2 where id = $1', [product, 'Guante de béisbol firmado']);
    await waitFor(() => forAnon[0]);
    expect(forBeto.map((e) => (e.new as { user_id: string }).user_id)).toEqual([beto.id]);
    expect(forAnon.map(tableOf)).toEqual(['UPDATE products']);
    expect(forAna).toHaveLength(1);
  });
});
