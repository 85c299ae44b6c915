// Sets up jsdom's missing IntersectionObserver (the infinite list observes its end).
import 'react-intersection-observer/test-utils';
import { screen, within } from '@testing-library/react';
import { installFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
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

beforeEach(() => {
  backend = installFakeBackend();
  signOut();
  serve([aProduct({ title: 'Jersey Messi firmado', seller_id: SELLER_ID })], '/rest/v1/products');
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
    const productsQuery = decodeURIComponent(backend.calls('GET', '/rest/v1/products')[0]!.search);
    expect(productsQuery).toContain('status=eq.published');
    // the pieces and the reviews are read by the address's username, beside the profile (one round)
    expect(productsQuery).toContain('seller.username=eq.sofia_r');
    const reviewsQuery = decodeURIComponent(backend.calls('GET', '/rest/v1/seller_reviews')[0]!.search);
    expect(reviewsQuery).toContain('order=created_at.desc');
    expect(reviewsQuery).toContain('seller.username=eq.sofia_r');
  });

  it('una pieza en subasta se ve como en el listado: su puja actual y "Pujar", nunca "Añadir" ni "Ofertar"', async () => {
    serve([SELLER], '/rest/v1/public_profiles');
    backend.on('POST', '/rest/v1/rpc/app_now', () => ({ body: new Date().toISOString() }));
    const hour = 60 * 60 * 1000;
    const auction = {
      id: 'a1',
      status: 'open',
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 5 * hour).toISOString(),
      starting_price: 5000,
      current_price: 7100,
      bid_count: 3,
      has_reserve: false,
      reserve_met: false,
      created_at: '2026-11-01T10:00:00Z',
    };
    const cancelled = { ...auction, id: 'a0', status: 'cancelled', created_at: '2026-10-01T10:00:00Z' };
    serve(
      [aProduct({ title: 'Jersey en subasta', seller_id: SELLER_ID, price: 5000 })].map((product) => ({
        ...product,
        auctions: [cancelled, auction],
      })),
      '/rest/v1/products',
    );
    renderSeller('sofia_r');

    const card = await screen.findByRole('article', { name: 'Jersey en subasta' });
    expect(within(card).getByText('Puja actual')).toBeInTheDocument();
    expect(card).toHaveTextContent('$7,100');
    expect(within(card).getByTestId('card-auction')).toHaveTextContent(/^3 pujas/);
    expect(within(card).getByRole('link', { name: 'Pujar por Jersey en subasta' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Añadir/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Ofertar/ })).toBeNull();
    // the auction comes embedded in the pieces' read: no second round
    const productsQuery = decodeURIComponent(backend.calls('GET', '/rest/v1/products')[0]!.search);
    expect(productsQuery).toContain('auctions(');
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
