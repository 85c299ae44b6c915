import type { ProductWithImages } from '@vitrina/shared';
import { SIGNED_JERSEY } from '../../shared/test/productFixtures';
import { useSessionStore, type User } from '@vitrina/shared';

export const SELLER_ID = '00000000-0000-4000-8000-0000000000a1';
export const BUYER_ID = '00000000-0000-4000-8000-0000000000b2';

let sequence = 0;

/** A published product row as rpc/list_products returns it. */
export function aProduct(overrides: Partial<ProductWithImages> = {}): ProductWithImages {
  sequence += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    title: `Jersey firmado ${sequence}`,
    price: 2500,
    price_cents: 250000,
    description: 'Jersey oficial firmado a mano y con certificado.',
    ...SIGNED_JERSEY,
    status: 'published',
    views: 3,
    featured: false,
    is_certified: true,
    authentication_status: 'verified',
    certifier: 'PSA',
    certificate_number: 'PSA-1',
    authentication_required: false,
    escrow_required: false,
    stock: 1,
    shipping_price: 0,
    seller_id: SELLER_ID,
    rejection_reason: null,
    reviewed_at: null,
    reviewed_by: null,
    search_text: null,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    product_images: [{ id: `img-${id}`, image_url: `https://example.test/${id}.svg`, thumb_url: null, order: 0 }],
    ...overrides,
  };
}

export const SELLER_PROFILE = {
  id: SELLER_ID,
  username: 'vendedor',
  display_name: 'Sofía Ramírez',
  verification_level: 'verified',
  is_verified: true,
};

export function signInAs(id = BUYER_ID) {
  const user = {
    id,
    email: 'comprador@vitrina.mx',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '',
  } as User;
  useSessionStore.setState({ user, session: null });
  return user;
}

export function signOut() {
  useSessionStore.setState({ user: null, session: null });
}
