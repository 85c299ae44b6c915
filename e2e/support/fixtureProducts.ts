import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { adminClient, createSeller, WORKER, type FixtureSeller } from './fixtureSellers';

export interface FixtureProduct {
  id: string;
  title: string;
  price: number;
}

let counter = 0;

/**
 * A published piece of a fresh seller, made through the service role (a new listing would otherwise wait for the
 * staff), with one of the seed's images: this spec's own piece, which no other spec reads, buys or deletes.
 */
export async function createPublishedProduct(
  seller: FixtureSeller,
  { price = 2000, title }: { price?: number; title?: string } = {},
): Promise<FixtureProduct> {
  counter += 1;
  const admin = adminClient();
  const name = title ?? `Jersey de prueba E2E ${Date.now().toString(36)}${WORKER}${counter}`;
  const { data, error } = await admin
    .from('products')
    .insert({
      seller_id: seller.id,
      title: name,
      description: 'Jersey de colección usado en partido, con certificado de autenticidad y etiqueta original.',
      price,
      category: 'jerseys',
      subcategory: 'retro',
      condition: 'excellent',
      rarity: 'rare',
      status: 'published',
      authentication_status: 'verified',
      certifier: 'PSA/DNA',
      certificate_number: 'E2E-0001',
    })
    .select('id')
    .single();
  if (error || !data) throw error ?? new Error('sin pieza');
  await addSeedPhoto(data.id as string);
  return { id: data.id as string, title: name, price };
}

/**
 * Gives a fixture piece one of the seed's images as its photo, as the sell flow leaves a piece: the staff publish only
 * a piece with at least one photo (VT555).
 */
export async function addSeedPhoto(productId: string): Promise<void> {
  const admin = adminClient();
  const { data: seedImage } = await admin.from('product_images').select('image_url').limit(1).single();
  if (seedImage) {
    const { error: imageError } = await admin
      .from('product_images')
      .insert({ product_id: productId, image_url: seedImage.image_url, order: 0 });
    if (imageError) throw imageError;
  }
}

/** A fresh member (phone on file, onboarding done) who buys, offers and sets alerts in one spec only. */
export function createBuyer(): Promise<FixtureSeller> {
  return createSeller({ phone: '+525511112222', identityVerified: false });
}

/** A user's own supabase-js session on the e2e backend: what that user may do under RLS, as the apps do it. */
export async function clientAs(user: Pick<FixtureSeller, 'email' | 'password'>) {
  const client = createClient(process.env.E2E_SUPABASE_URL!, process.env.E2E_ANON_KEY!, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return client;
}
