import type { SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { waitFor } from '../helpers/waitFor';

jest.setTimeout(120_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
});

afterAll(async () => {
  await backend?.stop();
});

async function signedIn(
  email: string,
  password: string,
): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  client.realtime.setAuth(data.session.access_token);
  return { client, id: data.user.id, token: data.session.access_token };
}

type Frame = [string | null, string | null, string, string, Record<string, unknown>];
const sockets: WebSocket[] = [];
afterAll(() => {
  for (const s of sockets) s.terminate();
});

/** A raw Phoenix (vsn 2.0.0) client on the real server's websocket. */
async function rawSocket(apikey: string) {
  const ws = new WebSocket(`${backend.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`);
  sockets.push(ws);
  const frames: Frame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    frames,
    push: (frame: unknown[]) => ws.send(JSON.stringify(frame)),
    next: (match: (f: Frame) => boolean) => waitFor(() => frames.find(match)),
  };
}

describe('realtime a través del servidor', () => {
  it('entrega al receptor el INSERT de un mensaje filtrado por receiver_id', async () => {
    const { client: seller, id: sellerId } = await signedIn('vendedor@vitrina.mx', 'Vendedor123!');
    const { client: buyer, id: buyerId } = await signedIn('comprador@vitrina.mx', 'Comprador123!');
    const received: Record<string, unknown>[] = [];
    const subscribed = new Promise<void>((resolve, reject) => {
      seller
        .channel('mensajes-vendedor')
        .on(
          'postgres_changes',
          { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${sellerId}` },
          (payload) => received.push(payload.new),
        )
        .subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
        });
    });
    await subscribed;
    const { error } = await buyer
      .from('messages')
      .insert({ sender_id: buyerId, receiver_id: sellerId, message: 'Hola en vivo' });
    expect(error).toBeNull();
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([expect.objectContaining({ message: 'Hola en vivo', receiver_id: sellerId })]);
  });
});

describe('protocolo Phoenix en el servidor real', () => {
  it('responde a los heartbeats', async () => {
    const s = await rawSocket(backend.anonKey);
    s.push([null, '1', 'phoenix', 'heartbeat', {}]);
    s.push([null, '2', 'phoenix', 'heartbeat', {}]);
    expect(await s.next((f) => f[1] === '1')).toEqual([
      null,
      '1',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
    expect(await s.next((f) => f[1] === '2')).toEqual([
      null,
      '2',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
  });

  it('empieza a entregar notificaciones al actualizar el access_token, y cierra el canal con un token inválido', async () => {
    const seller = await signedIn('vendedor@vitrina.mx', 'Vendedor123!');
    const buyer = await signedIn('comprador@vitrina.mx', 'Comprador123!');
    const s = await rawSocket(backend.anonKey);
    const config = {
      postgres_changes: [
        { event: 'INSERT', schema: 'public', table: 'notifications', filter: `user_id=eq.${seller.id}` },
      ],
    };
    s.push(['1', '1', 'realtime:avisos', 'phx_join', { config, access_token: backend.anonKey }]);
    expect((await s.next((f) => f[1] === '1'))[4]).toMatchObject({ status: 'ok' });

    // a product change a visitor sees, after the first message: once it arrives, that message was decided
    const [piece] = (
      await backend.server.db.admin((q) =>
        q.query<{ id: string }>(`select id from public.products where status = 'published' limit 1`),
      )
    ).rows;
    s.push([
      '5',
      '5',
      'realtime:vitrina',
      'phx_join',
      {
        config: {
          postgres_changes: [{ event: 'UPDATE', schema: 'public', table: 'products', filter: `id=eq.${piece.id}` }],
        },
      },
    ]);
    await s.next((f) => f[1] === '5');

    // as a visitor: the seller's notification is not delivered
    expect(
      (await buyer.client.from('messages').insert({ receiver_id: seller.id, message: 'Primero como visitante' })).error,
    ).toBeNull();
    await backend.server.db.admin((q) =>
      q.query('update public.products set views = views + 1 where id = $1', [piece.id]),
    );
    await s.next((f) => f[2] === 'realtime:vitrina' && f[3] === 'postgres_changes');
    s.push(['1', '2', 'realtime:avisos', 'access_token', { access_token: seller.token }]);
    // the token update is handled in order, before this heartbeat's reply
    s.push([null, '3', 'phoenix', 'heartbeat', {}]);
    await s.next((f) => f[1] === '3');
    expect(
      (await buyer.client.from('messages').insert({ receiver_id: seller.id, message: 'Ahora como vendedor' })).error,
    ).toBeNull();
    const delivered = await s.next((f) => f[2] === 'realtime:avisos' && f[3] === 'postgres_changes');
    const data = (delivered[4] as { data: { type: string; record: { user_id: string; message: string } } }).data;
    expect(data.type).toBe('INSERT');
    expect(data.record).toMatchObject({ user_id: seller.id, message: expect.stringContaining('Ahora como vendedor') });
    expect(s.frames.filter((f) => f[2] === 'realtime:avisos' && f[3] === 'postgres_changes')).toHaveLength(1);

    s.push(['1', '4', 'realtime:avisos', 'access_token', { access_token: 'no-es-un-jwt' }]);
    expect((await s.next((f) => f[3] === 'system' && f[4].status === 'error'))[4]).toMatchObject({
      message: expect.stringContaining('Invalid token'),
    });
    await s.next((f) => f[3] === 'phx_close');
  });
});

describe('publicación supabase_realtime', () => {
  const published = [
    'auctions',
    'favorites',
    'messages',
    'moderation_log',
    'notifications',
    'offers',
    'price_alerts',
    'products',
    'verification_requests',
  ];

  it('contiene las tablas de la migración y la captura local sigue exactamente esas tablas', async () => {
    const tables = await backend.server.db.admin((q) =>
      q.query<{ tablename: string }>(
        `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`,
      ),
    );
    expect(tables.rows.map((r) => r.tablename)).toEqual(published);
    const captured = await backend.server.db.admin((q) =>
      q.query<{ relname: string }>(
        `select c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = 'realtime_local_capture' order by 1`,
      ),
    );
    expect(captured.rows.map((r) => r.relname)).toEqual(published);
  });

  it('rechaza suscribirse a una tabla que no está en la publicación', async () => {
    const { client } = await signedIn('comprador@vitrina.mx', 'Comprador123!');
    const status = await new Promise<string>((resolve) => {
      client
        .channel('lista-de-espera')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'waitlist' }, () => undefined)
        .subscribe((s) => {
          if (s !== 'CLOSED') resolve(s);
        });
    });
    expect(status).toBe('CHANNEL_ERROR');
  });
});
