import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../helpers/backend';

jest.setTimeout(120_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
});

afterAll(async () => {
  await backend?.stop();
});

async function signedIn(email: string, password: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  client.realtime.setAuth(data.session.access_token);
  return { client, id: data.user.id };
}

describe('realtime a través del servidor', () => {
  it('entrega al receptor el INSERT de un mensaje filtrado por receiver_id', async () => {
    const { client: seller, id: sellerId } = await signedIn('vendedor@vitrina.mx', 'Vendedor123!');
    const { client: buyer, id: buyerId } = await signedIn('comprador@vitrina.mx', 'Comprador123!');
    const received: Record<string, unknown>[] = [];
    const subscribed = new Promise<void>((resolve, reject) => {
      seller
        .channel('mensajes-vendedor')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages', filter: `receiver_id=eq.${sellerId}` }, (payload) =>
          received.push(payload.new),
        )
        .subscribe((status, err) => {
          if (status === 'SUBSCRIBED') resolve();
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
        });
    });
    await subscribed;
    const { error } = await buyer.from('messages').insert({ sender_id: buyerId, receiver_id: sellerId, message: 'Hola en vivo' });
    expect(error).toBeNull();
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received).toEqual([expect.objectContaining({ message: 'Hola en vivo', receiver_id: sellerId })]);
  });
});
