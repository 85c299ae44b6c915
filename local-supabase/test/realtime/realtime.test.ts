import { randomUUID } from 'node:crypto';
import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startHarness, type Harness } from '../storage/harness';
import { waitFor } from '../helpers/waitFor';

type Message = { id: string; sender_id: string; receiver_id: string; content: string };

let h: Harness;
const alice = randomUUID();
const bob = randomUUID();
const carol = randomUUID();
const clients: SupabaseClient[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  for (const c of clients) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
  for (const s of sockets) s.terminate();
  await h.close();
});

function client(token?: string): SupabaseClient {
  const c = createClient(h.url, h.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  if (token) void c.realtime.setAuth(token);
  clients.push(c);
  return c;
}

/** A message sent by `sender` as REST would insert it: under the sender's claims and RLS. */
async function send(sender: string, receiver: string, content: string): Promise<Message> {
  const { rows } = await h.db.asRole({ role: 'authenticated', sub: sender }, (q) =>
    q.query<Message>('insert into public.messages (sender_id, receiver_id, content) values ($1, $2, $3) returning *', [
      sender,
      receiver,
      content,
    ]),
  );
  return rows[0];
}

function subscribeToMessages(
  c: SupabaseClient,
  filter: string | undefined,
  sink: RealtimePostgresChangesPayload<Message>[],
  event: '*' | 'INSERT' | 'DELETE' = 'INSERT',
) {
  return new Promise<string>((resolve) => {
    c.channel(`messages-${randomUUID()}`)
      .on(
        'postgres_changes' as never,
        { event, schema: 'public', table: 'messages', ...(filter ? { filter } : {}) },
        (payload: RealtimePostgresChangesPayload<Message>) => sink.push(payload),
      )
      .subscribe((status: string) => {
        if (status !== 'CLOSED') resolve(status);
      });
  });
}

describe('postgres_changes through supabase-js', () => {
  it('reports SUBSCRIBED and delivers an INSERT made by another user to the receiver', async () => {
    const got: RealtimePostgresChangesPayload<Message>[] = [];
    expect(await subscribeToMessages(client(h.userToken(alice)), `receiver_id=eq.${alice}`, got)).toBe('SUBSCRIBED');
    const sent = await send(bob, alice, 'Hola, ¿sigue disponible?');
    const event = await waitFor(() => got[0]);
    expect(event).toMatchObject({ eventType: 'INSERT', schema: 'public', table: 'messages', errors: null });
    expect(event.new).toMatchObject({
      id: sent.id,
      sender_id: bob,
      receiver_id: alice,
      content: 'Hola, ¿sigue disponible?',
    });
    expect(typeof event.commit_timestamp).toBe('string');
  });

  it('does not deliver another user’s messages even when subscribing with their id (RLS)', async () => {
    const got: RealtimePostgresChangesPayload<Message>[] = [];
    expect(await subscribeToMessages(client(h.userToken(alice)), `receiver_id=eq.${carol}`, got)).toBe('SUBSCRIBED');
    await send(bob, carol, 'privado para Carol');
    // Alice may see what she sent herself; events are delivered in order, so this one arrives last
    const sentinel = await send(alice, carol, 'de Alice para Carol');
    await waitFor(() => got.find((e) => (e.new as Message).id === sentinel.id));
    expect(got.map((e) => (e.new as Message).content)).toEqual(['de Alice para Carol']);
  });

  it('delivers a DELETE with only the primary key to a matching filter', async () => {
    const got: RealtimePostgresChangesPayload<Message>[] = [];
    expect(await subscribeToMessages(client(h.userToken(alice)), `receiver_id=eq.${alice}`, got, 'DELETE')).toBe(
      'SUBSCRIBED',
    );
    const sent = await send(bob, alice, 'me arrepentí');
    await h.db.asRole({ role: 'authenticated', sub: bob }, (q) =>
      q.query('delete from public.messages where id = $1', [sent.id]),
    );
    const event = await waitFor(() => got[0]);
    expect(event.eventType).toBe('DELETE');
    expect(event.old).toEqual({ id: sent.id });
  });

  it('re-reads a row too large for NOTIFY as the subscriber', async () => {
    const got: RealtimePostgresChangesPayload<Message>[] = [];
    expect(await subscribeToMessages(client(h.userToken(alice)), `receiver_id=eq.${alice}`, got)).toBe('SUBSCRIBED');
    const long = 'á'.repeat(6000);
    const sent = await send(bob, alice, long);
    const event = await waitFor(() => got[0]);
    expect(event.new).toMatchObject({ id: sent.id, content: long });
  });

  it('starts delivering after the access token is updated', async () => {
    const c = client();
    const got: RealtimePostgresChangesPayload<Message>[] = [];
    expect(await subscribeToMessages(c, undefined, got)).toBe('SUBSCRIBED');
    await c.realtime.setAuth(h.userToken(alice));
    await new Promise((r) => setTimeout(r, 150));
    const sent = await send(bob, alice, 'ahora sí');
    const event = await waitFor(() => got.find((e) => (e.new as Message).id === sent.id));
    expect(event.new).toMatchObject({ content: 'ahora sí' });
  });

  it('reports CHANNEL_ERROR for a table that does not exist', async () => {
    const c = client(h.userToken(alice));
    const status = await new Promise<string>((resolve) => {
      c.channel('bad')
        .on('postgres_changes' as never, { event: '*', schema: 'public', table: 'nope' }, () => undefined)
        .subscribe((s: string) => resolve(s));
    });
    expect(status).toBe('CHANNEL_ERROR');
  });
});

/** A raw Phoenix client: frames in, frames out, for the protocol details supabase-js hides. */
async function rawSocket(apikey: string, vsn = '2.0.0') {
  const ws = new WebSocket(`${h.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`);
  sockets.push(ws);
  const frames: unknown[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return {
    frames,
    push: (frame: unknown) => ws.send(JSON.stringify(frame)),
    next: (match: (f: unknown[]) => boolean) =>
      waitFor(() => frames.find((f) => match(f as unknown[])) as unknown[] | undefined),
  };
}

describe('Phoenix protocol details', () => {
  it('refuses a socket whose apikey is not a valid JWT', async () => {
    const ws = new WebSocket(`${h.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=forged.token.here&vsn=2.0.0`);
    sockets.push(ws);
    ws.on('error', () => undefined);
    const status = await new Promise<number>((resolve) =>
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });

  it('answers heartbeats', async () => {
    const s = await rawSocket(h.anonKey);
    s.push([null, '7', 'phoenix', 'heartbeat', {}]);
    expect(await s.next((f) => f[1] === '7')).toEqual([
      null,
      '7',
      'phoenix',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);
  });

  it('speaks vsn 1.0.0 object frames and echoes bindings with ids', async () => {
    const s = await rawSocket(h.anonKey, '1.0.0');
    const binding = { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${alice}` };
    s.push({
      join_ref: '1',
      ref: '1',
      topic: 'realtime:v1',
      event: 'phx_join',
      payload: { config: { postgres_changes: [binding] }, access_token: h.userToken(alice) },
    });
    const reply = (await waitFor(() => s.frames.find((f) => (f as { event: string }).event === 'phx_reply'))) as {
      payload: { status: string; response: { postgres_changes: { id: number }[] } };
    };
    expect(reply.payload.status).toBe('ok');
    expect(reply.payload.response.postgres_changes).toEqual([{ ...binding, id: expect.any(Number) }]);
    const system = await waitFor(() => s.frames.find((f) => (f as { event: string }).event === 'system'));
    expect(system).toMatchObject({
      payload: { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'v1' },
    });
  });

  it('rejects a join with an invalid filter', async () => {
    const s = await rawSocket(h.anonKey);
    s.push([
      '1',
      '1',
      'realtime:bad',
      'phx_join',
      {
        config: {
          postgres_changes: [{ event: '*', schema: 'public', table: 'messages', filter: 'receiver_id=like.x' }],
        },
      },
    ]);
    const reply = await s.next((f) => f[3] === 'phx_reply');
    expect(reply[4]).toMatchObject({ status: 'error' });
  });

  it('closes the channel on an invalid access token and stops delivering after leave', async () => {
    const s = await rawSocket(h.anonKey);
    const changes = { postgres_changes: [{ event: '*', schema: 'public', table: 'messages' }] };
    s.push(['1', '1', 'realtime:a', 'phx_join', { config: changes, access_token: h.userToken(alice) }]);
    s.push(['2', '2', 'realtime:b', 'phx_join', { config: changes, access_token: h.userToken(alice) }]);
    await s.next((f) => f[1] === '2' && f[3] === 'phx_reply');

    s.push(['1', '3', 'realtime:a', 'access_token', { access_token: 'not-a-jwt' }]);
    expect(
      await s.next(
        (f) => f[2] === 'realtime:a' && f[3] === 'system' && (f[4] as { status: string }).status === 'error',
      ),
    ).toBeTruthy();
    await s.next((f) => f[2] === 'realtime:a' && f[3] === 'phx_close');

    s.push(['2', '4', 'realtime:b', 'phx_leave', {}]);
    expect(await s.next((f) => f[1] === '4')).toEqual([
      '2',
      '4',
      'realtime:b',
      'phx_reply',
      { status: 'ok', response: {} },
    ]);

    // a third channel, joined last, tells when the change has been dispatched to everyone
    s.push(['5', '5', 'realtime:c', 'phx_join', { config: changes, access_token: h.userToken(alice) }]);
    await s.next((f) => f[1] === '5');
    await send(bob, alice, 'después de salir');
    await s.next((f) => f[2] === 'realtime:c' && f[3] === 'postgres_changes');
    expect(
      s.frames.filter((f) => (f as unknown[])[3] === 'postgres_changes' && (f as unknown[])[2] !== 'realtime:c'),
    ).toEqual([]);

    s.push(['1', '6', 'realtime:a', 'broadcast', { type: 'broadcast', event: 'x', payload: {} }]);
    expect((await s.next((f) => f[1] === '6'))[4]).toEqual({
      status: 'error',
      response: { reason: 'unmatched topic' },
    });
  });

  it('relays broadcast messages to the other members of a topic', async () => {
    const a = await rawSocket(h.anonKey);
    const b = await rawSocket(h.anonKey);
    a.push(['1', '1', 'realtime:room', 'phx_join', { config: { broadcast: { self: false } } }]);
    b.push(['1', '1', 'realtime:room', 'phx_join', { config: { broadcast: { self: false } } }]);
    await a.next((f) => f[3] === 'phx_reply');
    await b.next((f) => f[3] === 'phx_reply');
    a.push(['1', '2', 'realtime:room', 'broadcast', { type: 'broadcast', event: 'cursor', payload: { x: 1 } }]);
    expect(await b.next((f) => f[3] === 'broadcast')).toEqual([
      null,
      null,
      'realtime:room',
      'broadcast',
      { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    ]);
    expect(a.frames.some((f) => (f as unknown[])[3] === 'broadcast')).toBe(false);
  });

  it('refuses a broadcast nested deeper than 512 levels and keeps relaying the others', async () => {
    const a = await rawSocket(h.anonKey);
    const b = await rawSocket(h.anonKey);
    a.push(['1', '1', 'realtime:deep', 'phx_join', { config: { broadcast: { self: false } } }]);
    b.push(['1', '1', 'realtime:deep', 'phx_join', { config: { broadcast: { self: false } } }]);
    await a.next((f) => f[3] === 'phx_reply');
    await b.next((f) => f[3] === 'phx_reply');
    let deep: unknown = 'fondo';
    for (let i = 0; i < 600; i++) deep = { n: deep };
    a.push(['1', '2', 'realtime:deep', 'broadcast', { type: 'broadcast', event: 'cursor', payload: deep }]);
    expect((await a.next((f) => f[1] === '2'))[4]).toEqual({
      status: 'error',
      response: { reason: 'payload nests deeper than 512 levels' },
    });
    a.push(['1', '3', 'realtime:deep', 'broadcast', { type: 'broadcast', event: 'cursor', payload: { x: 2 } }]);
    expect(await b.next((f) => f[3] === 'broadcast')).toEqual([
      null,
      null,
      'realtime:deep',
      'broadcast',
      { type: 'broadcast', event: 'cursor', payload: { x: 2 } },
    ]);
    expect(b.frames.filter((f) => (f as unknown[])[3] === 'broadcast')).toHaveLength(1);
  });
});
