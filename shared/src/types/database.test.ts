// The checks are the @ts-expect-error lines: `npm run typecheck` fails if a generated column becomes writable.
import type { Database, ProductRow } from './database';

type PublicProfile = Database['public']['Views']['public_profiles']['Row'];

type Products = Database['public']['Tables']['products'];

describe('Database types', () => {
  it('reads price_cents on a product row but never writes it (the database generates it)', () => {
    const row: Pick<ProductRow, 'price' | 'price_cents'> = { price: 1250.5, price_cents: 125050 };
    const insert: Products['Insert'] = { title: 'Balón firmado', price: 1250.5, condition: 'new', category: 'memorabilia', seller_id: 'u1' };
    const update: Products['Update'] = { price: 990 };
    // @ts-expect-error generated column: not part of an insert
    const badInsert: Products['Insert'] = { ...insert, price_cents: 125050 };
    // @ts-expect-error generated column: not part of an update
    const badUpdate: Products['Update'] = { price_cents: 99000 };
    expect([row.price_cents, insert.price, update.price, badInsert.title, badUpdate]).toEqual([125050, 1250.5, 990, 'Balón firmado', { price_cents: 99000 }]);
  });

  it('gives public_profiles the seller summary and badges, never the phone number or onboarding state', () => {
    const seller: PublicProfile = {
      id: 'u1', username: 'sofia', display_name: 'Sofía Ramírez', avatar_url: null, created_at: '2026-01-01T00:00:00Z',
      is_verified: true, identity_verified: true, verification_level: 'verified', rating: 4.8, sales_count: 12,
    };
    // @ts-expect-error private to the owner: not in the public view
    const phone: PublicProfile['phone_number'] = '+525511112222';
    // @ts-expect-error private to the owner: not in the public view
    const onboarding: PublicProfile['onboarding_completed'] = true;
    expect([seller.verification_level, phone, onboarding]).toEqual(['verified', '+525511112222', true]);
  });
});
