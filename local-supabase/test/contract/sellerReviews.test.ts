/**
 * Seller reviews with the real supabase-js over REST: a new buyer buys from a new seller, the seller ships with a
 * carrier of the list, the buyer confirms and rates; the seller page's reads (profile by username, reviews with
 * the buyer's name and the piece, published pieces) as a visitor; and the writes the rules refuse to the seller,
 * a third member and a visitor.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, uniqueEmail, type TestBackend } from '../helpers/backend';

jest.setTimeout(120_000);

let backend: TestBackend;
let admin: SupabaseClient;

const ADDRESS = { address: 'Av. Juárez 120', city: 'Guadalajara', state: 'Jalisco', zip_code: '44100' };

async function signedIn(name: string): Promise<{ client: SupabaseClient; id: string; username: string }> {
  const email = uniqueEmail(name);
  const username = `${name}_${Math.random().toString(36).slice(2, 8)}`;
  const created = await admin.auth.admin.createUser({
    email,
    password: 'secreto123',
    email_confirm: true,
    user_metadata: { username, display_name: `${name} de prueba` },
  });
  if (created.error) throw created.error;
  const client = backend.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'secreto123' });
  if (error) throw error;
  return { client, id: data.user.id, username };
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  admin = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
});

describe('seller reviews over REST', () => {
  it('rates a delivered order and shows it on the seller page, to a visitor', async () => {
    const seller = await signedIn('vendedora');
    const buyer = await signedIn('comprador');
    const stranger = await signedIn('tercero');
    const visitor = backend.client();

    const { data: piece, error: pieceError } = await admin
      .from('products')
      .insert({
        seller_id: seller.id,
        title: 'Jersey de Pelé 1970',
        price: 2500,
        description: 'Pieza de colección en excelente estado.',
        category: 'jerseys',
        condition: 'excellent',
        status: 'published',
      })
      .select('id')
      .single();
    expect(pieceError).toBeNull();

    const { data: carriers } = await visitor.from('carriers').select('id, name, tracking_url').order('position');
    expect(carriers?.map((c) => c.id)).toContain('dhl');

    const { data: orderId } = await buyer.client.rpc('create_order', {
      product_ids: [piece?.id],
      shipping_address: ADDRESS,
    });
    expect(
      await seller.client.rpc('ship_order', { order_id: orderId, carrier: 'dhl', tracking_number: '1234567890' }),
    ).toMatchObject({ error: null });
    expect(await buyer.client.rpc('confirm_delivery', { order_id: orderId })).toMatchObject({ error: null });

    // only the buyer rates
    for (const who of [seller.client, stranger.client, visitor]) {
      const refused = await who.rpc('review_seller', {
        order_id: orderId,
        seller_id: seller.id,
        rating: 1,
        comment: 'x',
      });
      // a visitor may not call it at all (42501); a member who is not the buyer is refused by the function
      expect(refused.error).toMatchObject({ code: who === visitor ? '42501' : 'VT436' });
    }
    const rated = await buyer.client.rpc('review_seller', {
      order_id: orderId,
      seller_id: seller.id,
      rating: 4,
      comment: 'Llegó bien empacado',
    });
    expect(rated.error).toBeNull();

    // the seller page, as a visitor
    const { data: profile } = await visitor
      .from('public_profiles')
      .select('id, display_name, rating, review_count, sales_count, created_at, verification_level')
      .eq('username', seller.username)
      .single();
    expect(profile).toMatchObject({ id: seller.id, rating: 4, review_count: 1, sales_count: 1 });
    const { data: reviews, error: reviewsError } = await visitor
      .from('seller_reviews')
      .select(
        'rating, comment, product_id, product_title, created_at, reply, buyer:public_profiles!buyer_id(display_name)',
      )
      .eq('seller_id', seller.id)
      .order('created_at', { ascending: false });
    expect(reviewsError).toBeNull();
    expect(reviews).toEqual([
      expect.objectContaining({
        rating: 4,
        comment: 'Llegó bien empacado',
        product_id: piece?.id,
        product_title: 'Jersey de Pelé 1970',
        reply: null,
        buyer: { display_name: 'comprador de prueba' },
      }),
    ]);

    // nobody writes the table directly, nor the reputation
    for (const who of [buyer.client, seller.client, stranger.client, visitor]) {
      const inserted = await who
        .from('seller_reviews')
        .insert({ order_id: orderId, seller_id: seller.id, buyer_id: buyer.id, rating: 5, product_title: 'x' });
      expect(inserted.error).not.toBeNull();
      const changed = await who.from('seller_reviews').update({ rating: 5 }).eq('seller_id', seller.id).select('id');
      expect(changed.data ?? []).toEqual([]);
      const deleted = await who.from('seller_reviews').delete().eq('seller_id', seller.id).select('id');
      expect(deleted.data ?? []).toEqual([]);
    }
    const cheat = await seller.client.from('profiles').update({ rating: 5 }).eq('id', seller.id);
    expect(cheat.error).toMatchObject({ code: 'VT423' });

    // the seller answers once
    const { data: review } = await visitor.from('seller_reviews').select('id').eq('order_id', orderId).single();
    expect(await stranger.client.rpc('answer_review', { review_id: review?.id, reply: 'Hola' })).toMatchObject({
      error: { code: 'VT401' },
    });
    expect(await seller.client.rpc('answer_review', { review_id: review?.id, reply: '¡Gracias!' })).toMatchObject({
      error: null,
    });
    const { data: after } = await visitor
      .from('seller_reviews')
      .select('rating, reply')
      .eq('order_id', orderId)
      .single();
    expect(after).toEqual({ rating: 4, reply: '¡Gracias!' });
  });
});
