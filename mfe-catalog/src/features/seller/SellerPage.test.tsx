// Sets up jsdom's missing IntersectionObserver (the infinite list observes its end).
import 'react-intersection-observer/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ListingAuction } from '@vitrina/shared/core';
import { installFakeBackend, type FakeBackend, type RecordedRequest } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { aProduct, SELLER_ID, signOut } from '../../../test/products';
import { SellerPage } from './SellerPage';

let backend: FakeBackend;

const SELLER = {
  id: SELLER_ID,
  username: 'sofia_r',
  display_name: 'Sofía Ramírez',
  avatar_url: null,
  created_at: '2024-03-05T12:00:00Z',
  is_verified: true,
  identity_verified: true,
  verification_level: 'verified',
  rating: 4,
  sales_count: 1,
  review_count: 1,
};

function serve(rows: unknown[], path: string) {
  backend.on('GET', path, {
    body: rows,
    headers: { 'content-range': `0-${Math.max(rows.length - 1, 0)}/${rows.length}` },
  });
}

/** The seller's pieces as rpc/list_products answers them: one page of the rows and the whole count. */
function servePieces(rows: unknown[]) {
  backend.on('POST', '/rest/v1/rpc/list_products', (request: RecordedRequest) => {
    const { page, page_size: size } = request.body as { page: number; page_size: number };
    return { body: { data: rows.slice((page - 1) * size, page * size), count: rows.length } };
  });
}

function piecesCalls() {
  return backend
    .calls('POST', '/rest/v1/rpc/list_products')
    .map((call) => call.body as { sort: string; page: number; page_size: number; filters: object });
}

beforeEach(() => {
  backend = installFakeBackend();
  signOut();
  servePieces([aProduct({ title: 'Jersey Messi firmado', seller_id: SELLER_ID })]);
  serve(
    [
      {
        id: 'r1',
        rating: 4,
        comment: 'Llegó bien empacado',
        reply: 'Gracias por tu compra',
        replied_at: '2026-11-02T10:00:00Z',
        created_at: '2026-11-01T10:00:00Z',
        product_id: '00000000-0000-4000-8000-000000000009',
        product_title: 'Balón firmado 1986',
        buyer: { display_name: 'Diego Comprador', username: 'diego' },
      },
    ],
    '/rest/v1/seller_reviews',
  );
});

function renderSeller(username: string) {
  return renderPage(<SellerPage />, { path: `/sellers/${username}`, route: '/sellers/:username' });
}

describe('página pública del vendedor', () => {
  it('muestra al vendedor, su calificación con el número de reseñas, sus ventas entregadas, reseñas y piezas', async () => {
    serve([SELLER], '/rest/v1/public_profiles');
    renderSeller('sofia_r');
    expect(screen.getByRole('status', { name: 'Cargando...' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sofía Ramírez' })).toBeInTheDocument();
    expect(screen.getByTestId('seller-rating')).toHaveTextContent('★ 4.0 · 1 reseña');
    expect(screen.getByTestId('seller-sales')).toHaveTextContent('1 venta entregada');
    expect(screen.getByText('Vendedor Verificado')).toBeInTheDocument();
    expect(screen.getByText('Identidad verificada')).toBeInTheDocument();
    expect(screen.getByText('Miembro desde 5 de marzo de 2024')).toBeInTheDocument();
    expect(document.title).toBe('Sofía Ramírez · Vitrina');

    const review = await screen.findByRole('article', { name: 'Diego Comprador' });
    expect(within(review).getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    expect(within(review).getByText('Llegó bien empacado')).toBeInTheDocument();
    expect(within(review).getByText('Compra verificada')).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Compró: Balón firmado 1986' })).toHaveAttribute(
      'href',
      '/products/00000000-0000-4000-8000-000000000009',
    );
    expect(within(review).getByText('Gracias por tu compra')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Jersey Messi firmado' })).toBeInTheDocument();
    const profileQuery = decodeURIComponent(backend.calls('GET', '/rest/v1/public_profiles')[0]!.search);
    expect(profileQuery).toContain('username=eq.sofia_r');
    // the pieces are the listing's request with the address's username, beside the profile (one round)
    expect(piecesCalls()).toEqual([
      { sort: 'newest', page: 1, page_size: 12, filters: { seller_username: 'sofia_r' } },
    ]);
    expect(backend.calls('GET', '/rest/v1/products')).toEqual([]);
    const reviewsQuery = decodeURIComponent(backend.calls('GET', '/rest/v1/seller_reviews')[0]!.search);
    expect(reviewsQuery).toContain('order=created_at.desc');
    expect(reviewsQuery).toContain('seller.username=eq.sofia_r');
  });

  it('una pieza en subasta se ve como en el listado: su puja actual y "Pujar", nunca "Añadir" ni "Ofertar"', async () => {
    serve([SELLER], '/rest/v1/public_profiles');
    backend.on('POST', '/rest/v1/rpc/app_now', () => ({ body: new Date().toISOString() }));
    const hour = 60 * 60 * 1000;
    const auction: ListingAuction = {
      id: 'a1',
      status: 'open',
      phase: 'running',
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 5 * hour).toISOString(),
      starting_price: 5000,
      current_price: 7100,
      bid_count: 3,
      has_reserve: false,
      reserve_met: false,
    };
    servePieces([{ ...aProduct({ title: 'Jersey en subasta', seller_id: SELLER_ID, price: 5000 }), auction }]);
    renderSeller('sofia_r');

    const card = await screen.findByRole('article', { name: 'Jersey en subasta' });
    expect(within(card).getByText('Puja actual')).toBeInTheDocument();
    expect(card).toHaveTextContent('$7,100');
    expect(within(card).getByTestId('card-auction')).toHaveTextContent(/^3 pujas/);
    expect(within(card).getByRole('link', { name: 'Pujar por Jersey en subasta' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Añadir/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Ofertar/ })).toBeNull();
  });

  it('una subasta que la base de datos ya da por terminada se ve terminada, aunque el reloj del navegador no llegue', async () => {
    serve([SELLER], '/rest/v1/public_profiles');
    backend.on('POST', '/rest/v1/rpc/app_now', () => ({ body: new Date().toISOString() }));
    const hour = 60 * 60 * 1000;
    // past its end by the database's clock, waiting for the scheduler to close it ('closing')
    const auction: ListingAuction = {
      id: 'a2',
      status: 'open',
      phase: 'closing',
      starts_at: new Date(Date.now() - 3 * hour).toISOString(),
      ends_at: new Date(Date.now() + hour).toISOString(),
      starting_price: 5000,
      current_price: 6000,
      bid_count: 2,
      has_reserve: false,
      reserve_met: false,
    };
    servePieces([{ ...aProduct({ title: 'Balón en cierre', seller_id: SELLER_ID }), auction }]);
    renderSeller('sofia_r');

    const card = await screen.findByRole('article', { name: 'Balón en cierre' });
    expect(within(card).getByTestId('card-auction')).toHaveTextContent('subasta terminada');
    expect(within(card).getByTestId('card-auction-over')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /^Pujar/ })).toBeNull();
  });

  it('pagina las piezas como el listado: 12 primero, luego las que faltan, y dice cuántas son', async () => {
    serve([SELLER], '/rest/v1/public_profiles');
    servePieces(
      Array.from({ length: 14 }, (_, index) => aProduct({ title: `Pieza ${index + 1}`, seller_id: SELLER_ID })),
    );
    renderSeller('sofia_r');

    const pieces = await screen.findByRole('region', { name: 'Piezas publicadas' });
    expect(await within(pieces).findAllByRole('article')).toHaveLength(12);
    fireEvent.click(within(pieces).getByRole('button', { name: 'Cargar más' }));
    expect(await within(pieces).findByText('Has visto todas las piezas (14).')).toBeInTheDocument();
    expect(within(pieces).getAllByRole('article')).toHaveLength(14);
    expect(piecesCalls().map((call) => [call.page, call.filters])).toEqual([
      [1, { seller_username: 'sofia_r' }],
      [2, { seller_username: 'sofia_r' }],
    ]);
  });

  it('sin piezas publicadas lo dice', async () => {
    serve([SELLER], '/rest/v1/public_profiles');
    servePieces([]);
    renderSeller('sofia_r');
    expect(await screen.findByText('Este vendedor no tiene piezas publicadas por ahora.')).toBeInTheDocument();
  });

  it("sin reseñas dice 'Sin reseñas aún', nunca ★ 0", async () => {
    serve([{ ...SELLER, rating: 0, review_count: 0, sales_count: 0 }], '/rest/v1/public_profiles');
    serve([], '/rest/v1/seller_reviews');
    renderSeller('sofia_r');
    expect(await screen.findByTestId('seller-rating')).toHaveTextContent('Sin reseñas aún');
    expect(screen.queryByText(/★ 0/)).not.toBeInTheDocument();
    expect(await screen.findByText(/Este vendedor aún no tiene reseñas/)).toBeInTheDocument();
  });

  it('un usuario desconocido muestra el estado de no encontrado en español', async () => {
    serve([], '/rest/v1/public_profiles');
    renderSeller('nadie');
    expect(await screen.findByRole('heading', { name: 'Vendedor no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('No existe un vendedor con el usuario @nadie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el catálogo' })).toHaveAttribute('href', '/products');
    expect(document.title).toBe('Vendedor no encontrado · Vitrina');
  });
});
