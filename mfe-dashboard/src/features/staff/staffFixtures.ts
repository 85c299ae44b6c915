import type { FakeBackend, RecordedRequest } from '../../../test/fakeBackend';
import { MEMBER_ID, profileRow } from '../../../test/session';

// Rows of the staff's two reviews (the listing queue, the verification requests) as the database returns them,
// for their component tests.

export const SELLER = '33333333-3333-4333-8333-333333333333';
export const OLD = 'e0000000-0000-4000-8000-000000000001';
export const NEW = 'e0000000-0000-4000-8000-000000000002';

export function piece(overrides: Record<string, unknown> = {}) {
  return {
    id: OLD,
    seller_id: SELLER,
    title: 'Tarjeta Topps 1952 Mickey Mantle',
    price: '4200.00',
    description: 'Tarjeta original con esquinas firmes y centrado 60/40.',
    category: 'cards',
    subcategory: 'vintage',
    condition: 'good',
    rarity: 'rare',
    psa_grade: 6,
    signed_by: null,
    certifier: 'PSA',
    certificate_number: 'PSA-12345',
    authentication_status: 'pending',
    status: 'pending',
    stock: 1,
    views: 0,
    rejection_reason: null,
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
    product_images: [{ id: 'i1', image_url: 'https://x/frente.png', thumb_url: null, order: 0 }],
    ...overrides,
  };
}

export const seller = {
  id: SELLER,
  username: 'luis_cartas',
  display_name: 'Luis Cartas',
  verification_level: 'basic',
  identity_verified: false,
  sales_count: 7,
  rating: null,
  created_at: '2025-03-15T10:00:00Z',
};

/**
 * The signed-in member's own profile (single row) and the reviewed people (id=in.(...): the queue's sellers, the
 * requesters) share /profiles.
 */
export function serveProfiles(backend: FakeBackend, level: string, people: unknown[] = [seller]) {
  backend.on('GET', '/rest/v1/profiles', (request: RecordedRequest) =>
    request.search.includes('id=in.')
      ? { body: people }
      : { body: profileRow({ id: MEMBER_ID, verification_level: level }) },
  );
}

export const isSellerListings = (request: RecordedRequest) => request.search.includes('seller_id=eq.');

/**
 * GET /products answers the queue and the seller's other pieces (told apart by seller_id=eq.); HEAD answers the
 * sidebar's pending count through Content-Range.
 */
export function serveProducts(
  backend: FakeBackend,
  {
    queue = [piece()],
    others = [] as unknown[],
    othersTotal,
    pending = 0,
  }: { queue?: unknown[]; others?: unknown[]; othersTotal?: number; pending?: number } = {},
) {
  backend.on('GET', '/rest/v1/products', (request: RecordedRequest) =>
    isSellerListings(request)
      ? {
          body: others,
          headers: { 'content-range': `0-${Math.max(others.length - 1, 0)}/${othersTotal ?? others.length}` },
        }
      : { body: queue },
  );
  backend.on('HEAD', '/rest/v1/products', { status: 200, headers: { 'content-range': `*/${pending}` } });
}

export const MEMO = '44444444-4444-4444-8444-444444444444';
export const REQUEST_OLD = 'a1000000-0000-4000-8000-000000000001';
export const REQUEST_NEW = 'a1000000-0000-4000-8000-000000000002';

export function verificationRequest(overrides: Record<string, unknown> = {}) {
  return {
    id: REQUEST_OLD,
    user_id: MEMO,
    type: 'seller',
    notes: 'Colecciono tarjetas desde 2010 y quiero vender piezas de más de 5,000 MXN.',
    status: 'pending',
    documents: { urls: [`${MEMO}/ine.png`, `${MEMO}/domicilio.pdf`] },
    review_notes: null,
    reviewed_by: null,
    reviewed_at: null,
    granted_level: null,
    grant_identity_verified: null,
    grant_is_verified: null,
    created_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-02T10:00:00Z',
    ...overrides,
  };
}

export const memo = {
  id: MEMO,
  username: 'memo_cartas',
  display_name: 'Memo Cartas',
  avatar_url: null,
  verification_level: 'unverified',
  identity_verified: false,
  is_verified: false,
  sales_count: 3,
  rating: 4.5,
  review_count: 2,
  created_at: '2025-03-15T10:00:00Z',
  phone_number: '+525511112222',
};

/** Signed URLs of the verification documents, one per path asked. */
export function serveSignedDocuments(backend: FakeBackend) {
  backend.on('POST', '/storage/v1/object/sign/verification-documents', (r: RecordedRequest) => ({
    body: (r.body as { paths: string[] }).paths.map((path) => ({
      path,
      signedURL: `/object/sign/verification-documents/${path}?token=firma`,
      error: null,
    })),
  }));
}
