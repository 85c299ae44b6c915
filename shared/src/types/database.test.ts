// The checks are the @ts-expect-error lines and the typed calls: `npm run typecheck` fails when the generated types
// stop matching what the database accepts. The expect() calls only keep the values used.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Constants, type Database, type TablesInsert, type TablesUpdate } from './database';
import type { OfferStatus, ProductRow, ProductStatus, PublicProfileRow } from './rows';

type PublicProfileView = Database['public']['Views']['public_profiles']['Row'];

describe('Database types', () => {
  it('reads price_cents on a product row but never writes it (the database generates it)', () => {
    const row: Pick<ProductRow, 'price' | 'price_cents'> = { price: 1250.5, price_cents: 125050 };
    const insert: TablesInsert<'products'> = {
      title: 'Balón firmado',
      price: 1250.5,
      condition: 'new',
      category: 'memorabilia',
    };
    const update: TablesUpdate<'products'> = { price: 990 };
    // @ts-expect-error generated column: not part of an insert
    const badInsert: TablesInsert<'products'> = { ...insert, price_cents: 125050 };
    // @ts-expect-error generated column: not part of an update
    const badUpdate: TablesUpdate<'products'> = { price_cents: 99000 };
    expect([row.price_cents, insert.price, update.price, badInsert.title, badUpdate]).toEqual([
      125050,
      1250.5,
      990,
      'Balón firmado',
      { price_cents: 99000 },
    ]);
  });

  it('gives public_profiles the seller summary and badges, never the phone number or onboarding state', () => {
    const seller: PublicProfileRow = {
      id: 'u1',
      username: 'sofia',
      display_name: 'Sofía Ramírez',
      avatar_url: null,
      created_at: '2026-01-01T00:00:00Z',
      is_verified: true,
      identity_verified: true,
      verification_level: 'verified',
      rating: 4.8,
      sales_count: 12,
      review_count: 5,
    };
    // @ts-expect-error private to the owner: not in the public view
    const phone: PublicProfileView['phone_number'] = '+525511112222';
    // @ts-expect-error private to the owner: not in the public view
    const onboarding: PublicProfileView['onboarding_completed'] = true;
    // @ts-expect-error the view passes profiles.id through: never null
    const noId: PublicProfileView['id'] = null;
    expect([seller.verification_level, phone, onboarding, noId]).toEqual(['verified', '+525511112222', true, null]);
  });

  it('knows every status the database writes: sold and rejected pieces, withdrawn offers', () => {
    const statuses: ProductStatus[] = ['pending', 'published', 'rejected', 'deleted', 'sold'];
    const offers: OfferStatus[] = ['accepted', 'rejected', 'withdrawn'];
    // @ts-expect-error not a status the products check constraint allows
    const unknown: ProductStatus = 'archived';
    expect(Constants.public.Enums.products_status).toEqual(statuses);
    expect(Constants.public.Enums.offers_status).toEqual(expect.arrayContaining(offers));
    expect(unknown).toBe('archived');
  });

  it('types the database functions: create_order and list_products are callable through rpc()', () => {
    // never called: only compiled (a client without a server)
    const calls = (supabase: SupabaseClient<Database>) => [
      supabase.rpc('create_order', { product_ids: ['p1'], shipping_address: { street: 'Reforma 1' } }),
      supabase.rpc('list_products', { sort: 'newest', page: 1, page_size: 12, filters: { category: 'cards' } }),
      supabase.rpc('collector_count'),
      supabase.rpc('search_products', { query: 'jordan' }).select('id, title'),
      // @ts-expect-error create_order needs the product ids
      supabase.rpc('create_order', {}),
      // @ts-expect-error not a function of the schema
      supabase.rpc('drop_everything'),
    ];
    expect(typeof calls).toBe('function');
  });
});
