/**
 * The checkout with the real supabase-js: rpc/create_order through REST, then the order-confirmation edge
 * function, whose e-mail lands in the dev mailbox of the buyer's account.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';
import { latestMailTo } from '../helpers/mailbox';
import { publishedPieceRow } from '../../../shared/test/productFixtures';

jest.setTimeout(120_000);

let backend: TestBackend;
let admin: SupabaseClient;

const ADDRESS = {
  full_name: 'Diego <b>Ramírez</b>',
  email: 'otro@example.com',
  address: 'Av. Juárez 120',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
};

async function signedIn(email: string): Promise<{ client: SupabaseClient; id: string }> {
  const created = await admin.auth.admin.createUser({ email, password: 'secreto123', email_confirm: true });
  if (created.error) throw created.error;
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'secreto123' });
  if (error) throw error;
  return { client, id: data.user.id };
}

async function publishedPiece(sellerId: string, title: string, price: number): Promise<string> {
  const { data, error } = await admin
    .from('products')
    .insert(publishedPieceRow(sellerId, title, price))
    .select('id')
    .single();
  if (error) throw error;
  return data.id as string;
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  admin = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

describe('order-confirmation', () => {
  it('después de create_order, el correo de confirmación con piezas, total y dirección llega al buzón del comprador', async () => {
    const seller = await signedIn(uniqueEmail('vendedora'));
    const buyerEmail = uniqueEmail('comprador');
    const buyer = await signedIn(buyerEmail);
    const a = await publishedPiece(seller.id, 'Jersey de Pelé 1970', 2500);
    const b = await publishedPiece(seller.id, 'Tarjeta rookie', 499.5);

    const { data: orderId, error } = await buyer.client.rpc('create_order', {
      product_ids: [a, b],
      shipping_address: ADDRESS,
      idempotency_key: crypto.randomUUID(),
    });
    expect(error).toBeNull();
    expect(typeof orderId).toBe('string');

    const sent = await buyer.client.functions.invoke('order-confirmation', { body: { order_id: orderId } });
    expect(sent.error).toBeNull();
    expect(sent.data).toMatchObject({ ok: true, id: expect.any(String) });

    const mail = await latestMailTo(backend.url, buyerEmail);
    expect(mail.subject).toBe(`Confirmación de tu orden #${String(orderId).slice(0, 8).toUpperCase()}`);
    expect(mail.html).toContain('Jersey de Pelé 1970');
    expect(mail.html).toContain('Tarjeta rookie');
    expect(mail.html).toContain('Total: $2,999.50 MXN');
    expect(mail.html).toContain('Diego &lt;b&gt;Ramírez&lt;/b&gt;');
    expect(mail.html).toContain(`/dashboard/orders/${orderId}`);
    // the address typed in the form is not a recipient: the account's e-mail is
    await expect(latestMailTo(backend.url, ADDRESS.email)).rejects.toThrow('no mail');
  });

  it('no envía la orden de otro comprador ni sin sesión', async () => {
    const seller = await signedIn(uniqueEmail('vendedor'));
    const buyer = await signedIn(uniqueEmail('compradora'));
    const strangerEmail = uniqueEmail('extrano');
    const stranger = await signedIn(strangerEmail);
    const piece = await publishedPiece(seller.id, 'Balón firmado', 900);
    const { data: orderId } = await buyer.client.rpc('create_order', {
      product_ids: [piece],
      shipping_address: ADDRESS,
    });

    const other = await stranger.client.functions.invoke('order-confirmation', { body: { order_id: orderId } });
    expect(other.error).toBeInstanceOf(FunctionsHttpError);
    expect(((other.error as FunctionsHttpError).context as Response).status).toBe(404);
    await expect(latestMailTo(backend.url, strangerEmail)).rejects.toThrow('no mail');

    const visitor = await backend.client().functions.invoke('order-confirmation', { body: { order_id: orderId } });
    expect(((visitor.error as FunctionsHttpError).context as Response).status).toBe(401);

    const bad = await buyer.client.functions.invoke('order-confirmation', { body: { order_id: 'no-es-uuid' } });
    expect(((bad.error as FunctionsHttpError).context as Response).status).toBe(400);
  });
});
