import { createClient, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

// Realtime on the real server: messages inserted through REST by another user, RLS of the migrations.
jest.setTimeout(120_000);

type Message = { id: string; sender_id: string; receiver_id: string; message: string };
let backend: TestBackend;
const clients: SupabaseClient[] = [];

async function signedUpClient(): Promise<{ client: SupabaseClient; id: string }> {
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  clients.push(client);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('realtime'), password: 'secreto123' });
  expect(error).toBeNull();
  await client.realtime.setAuth(data.session!.access_token);
  return { client, id: data.user!.id };
}

function subscribe(client: SupabaseClient, filter: string, sink: RealtimePostgresChangesPayload<Message>[]) {
  return new Promise<string>((resolve) => {
    client
      .channel(`mensajes-${filter}`)
      .on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table: 'messages', filter }, (p: RealtimePostgresChangesPayload<Message>) => sink.push(p))
      .subscribe((status: string) => {
        if (status !== 'CLOSED') resolve(status);
      });
  });
}

async function waitFor<T>(read: () => T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
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

  const sent = await beto.client.from('messages').insert({ receiver_id: ana.id, message: '¿Sigue disponible la camiseta?' }).select().single();
  expect(sent.error).toBeNull();

  const event = await waitFor(() => forAna[0]);
  expect(event.eventType).toBe('INSERT');
  expect(event.new).toMatchObject({ id: (sent.data as Message).id, sender_id: beto.id, receiver_id: ana.id, message: '¿Sigue disponible la camiseta?' });

  // changes are dispatched in commit order: once Carla has her own later message, Ana's was already decided
  const spyOwn: RealtimePostgresChangesPayload<Message>[] = [];
  expect(await subscribe(carla.client, `receiver_id=eq.${carla.id}`, spyOwn)).toBe('SUBSCRIBED');
  await beto.client.from('messages').insert({ receiver_id: carla.id, message: 'Hola Carla' });
  await waitFor(() => spyOwn[0]);
  expect(spying).toEqual([]);
});
