/**
 * Refusal codes over REST, with the real supabase-js: a refusal the rules raise reaches the app as Vitrina's code
 * (class VT) with the database's Spanish message, answered 400 as PostgREST answers an SQLSTATE it does not know,
 * and shared's errorText shows that message as it is. A refusal Postgres raises by itself (a privilege) keeps its
 * standard code and is worded by the app.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { copy, errorText } from '@vitrina/shared/core';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

jest.setTimeout(120_000);

let backend: TestBackend;
let admin: SupabaseClient;

async function signedIn(name: string): Promise<{ client: SupabaseClient; id: string }> {
  const email = uniqueEmail(name);
  const created = await admin.auth.admin.createUser({ email, password: 'secreto123', email_confirm: true });
  if (created.error) throw created.error;
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'secreto123' });
  if (error) throw error;
  return { client, id: data.user.id };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  admin = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

it('cada rechazo llega con su código VT y su mensaje, y errorText muestra el mensaje', async () => {
  const seller = await signedIn('vendedora');
  const buyer = await signedIn('comprador');
  const visitor = backend.client();
  await admin.from('profiles').update({ phone_number: '+525512345678' }).eq('id', seller.id);
  const newPiece = async (title: string) => {
    const { data, error } = await admin
      .from('products')
      .insert({
        seller_id: seller.id,
        title,
        price: 500,
        description: 'Pieza de colección en excelente estado.',
        category: 'memorabilia',
        condition: 'excellent',
        status: 'published',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    return data!.id as string;
  };

  // buying your own piece
  const piece = await newPiece('Balón firmado');
  const own = await seller.client.rpc('create_order', {
    product_ids: [piece],
    shipping_address: { address: 'Av. Juárez 120', city: 'Guadalajara', state: 'Jalisco', zip_code: '44100' },
  });
  expect(own.status).toBe(400);
  expect(own.error).toMatchObject({ code: 'VT409', message: 'No puedes comprar tu propio producto' });
  expect(errorText(own.error)).toBe('No puedes comprar tu propio producto');

  // an offer too low: a counter-offer that does not beat the buyer's offer
  const offer = await buyer.client
    .from('offers')
    .insert({ product_id: piece, buyer_id: buyer.id, seller_id: seller.id, amount: 400 })
    .select('id')
    .single();
  expect(offer.error).toBeNull();
  const counter = await seller.client
    .from('offers')
    .update({ status: 'countered', counter_amount: 350 })
    .eq('id', offer.data!.id)
    .select();
  expect(counter.status).toBe(400);
  expect(counter.error).toMatchObject({
    code: 'VT215',
    message: 'La contraoferta debe ser mayor que la oferta ($400 MXN)',
  });
  expect(errorText(counter.error, { fallback: 'respaldo' })).toBe(counter.error!.message);

  // a bid below the next amount
  const { data: pending } = await seller.client
    .from('products')
    .insert({
      title: 'Jersey autografiado',
      description: 'Jersey firmado por el plantel.',
      price: 500,
      category: 'memorabilia',
    })
    .select('id')
    .single();
  const lot = pending!.id as string;
  const listed = await seller.client.rpc('list_at_auction', { product_id: lot, starting_price: 500, duration_days: 1 });
  expect(listed.error).toBeNull();
  await admin.from('products').update({ status: 'published' }).eq('id', lot);
  const low = await buyer.client.rpc('place_bid', { auction_id: listed.data as string, max_amount: 400 });
  expect(low.status).toBe(400);
  expect(low.error).toMatchObject({ code: 'VT228', message: 'Tu puja debe ser de al menos $500 MXN' });
  expect(errorText(low.error)).toBe('Tu puja debe ser de al menos $500 MXN');

  // a visitor's write the rules refuse: a piece for sale without an account
  const anonymous = await visitor
    .from('products')
    .insert({ title: 'Gorra', description: 'Gorra de colección firmada.', price: 500, category: 'memorabilia' });
  expect(anonymous.status).toBe(400);
  expect(anonymous.error).toMatchObject({ code: 'VT418', message: 'Debes iniciar sesión para vender productos.' });
  expect(errorText(anonymous.error)).toBe('Debes iniciar sesión para vender productos.');

  // a visitor's call Postgres refuses by itself (no execute privilege): standard code, the app's words
  const bid = await visitor.rpc('place_bid', { auction_id: listed.data as string, max_amount: 900 });
  expect(bid.error?.code).toBe('42501');
  expect(errorText(bid.error)).toBe(copy.dbErrors.insufficientPrivilege);

  // the same body over plain fetch (the transport restRead uses): code, message, details, hint
  const raw = await fetch(`${backend.url}/rest/v1/rpc/create_order`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${(await buyer.client.auth.getSession()).data.session!.access_token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ product_ids: [piece], shipping_address: { zip_code: '44100' } }),
  });
  expect(raw.status).toBe(400);
  expect(await raw.json()).toEqual({
    code: 'VT209',
    message: 'Falta la dirección de envío',
    details: expect.any(String),
    hint: null,
  });
});
