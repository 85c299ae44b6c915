// A piece's row as the product page reads it (its seller and photos embedded), for the page's tests.

export const ID = '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
export const OTHER_ID = '9a1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
export const SELLER = 'aaaaaaaa-0000-4000-8000-000000000001';
export const BUYER = 'bbbbbbbb-0000-4000-8000-000000000002';

export function productRow(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    title: 'Balón firmado por Messi',
    price: 1000,
    price_cents: 100000,
    description: 'Balón oficial firmado en 2022, con certificado.',
    condition: 'excellent',
    category: 'memorabilia',
    subcategory: 'balls',
    rarity: 'legendary',
    psa_grade: null,
    signed_by: 'player',
    status: 'published',
    views: 41,
    featured: true,
    is_certified: true,
    authentication_status: 'verified',
    certifier: 'PSA/DNA',
    certificate_number: 'AB-12345',
    authentication_required: false,
    escrow_required: true,
    stock: 1,
    seller_id: SELLER,
    created_at: '2026-01-10T12:00:00Z',
    product_images: [
      { id: 'img-2', image_url: 'https://img.test/2.png', thumb_url: null, order: 1 },
      { id: 'img-1', image_url: 'https://img.test/1.png', thumb_url: null, order: 0 },
    ],
    seller: {
      id: SELLER,
      username: 'leyendas',
      display_name: 'Leyendas Deportivas MX',
      avatar_url: null,
      created_at: '2025-03-01T00:00:00Z',
      is_verified: true,
      identity_verified: true,
      verification_level: 'vip',
      rating: 4.8,
      sales_count: 37,
    },
    ...overrides,
  };
}
