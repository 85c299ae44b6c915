import { screen } from '@testing-library/react';
import { installFakeBackend, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, profileRow, resetAppState, signIn } from '../../../test/session';
import { DashboardRoutes } from '../../routing/DashboardRoutes';
import { provideExposedLoader } from '@vitrina/shared/kernel';

// Federation cannot load in jest: the catalogue's card is stood in for by a marked component (the e2e suite
// loads the real one).
const load = jest.fn<Promise<unknown>, [string, string]>();
beforeAll(() => provideExposedLoader({ load, reset: async () => undefined }));

function CatalogCard({ product, layout }: { product: { title: string }; layout?: string }) {
  return (
    <article data-testid="catalog-card" data-layout={layout ?? 'grid'}>
      {product.title}
    </article>
  );
}

const piece = (id: string, title: string, status = 'published') => ({
  id: `f-${id}`,
  product_id: id,
  created_at: '2026-01-01T00:00:00Z',
  product: { id, title, price: 2500, status, product_images: [] },
});

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
  signIn();
  load.mockReset();
});
afterEach(() => uninstallFakeBackend());

function renderWishlist() {
  return renderPage(<DashboardRoutes />, { path: '/dashboard/wishlist', route: '/dashboard/*' });
}

it('dibuja cada favorito con la tarjeta del catálogo', async () => {
  load.mockResolvedValue(CatalogCard as never);
  backend.on('GET', '/rest/v1/favorites', {
    body: [piece('p1', 'Balón Mundial 86'), piece('p2', 'Jersey Bulls 1996'), { ...piece('p3', 'x'), product: null }],
  });
  renderWishlist();
  const cards = await screen.findAllByTestId('catalog-card', {}, { timeout: 5000 });
  expect(cards.map((card) => card.textContent)).toEqual(['Balón Mundial 86', 'Jersey Bulls 1996']);
  // the listing's card: a tile above a phone's width, a row at it (the fixed tile overflowed a 390 px screen)
  expect(cards.map((card) => card.dataset.layout)).toEqual(['responsive', 'responsive']);
  expect(backend.calls('GET', '/rest/v1/favorites')[0]!.search).toContain(`user_id=eq.${MEMBER_ID}`);
});

it('si el catálogo no carga, cada pieza se muestra con su enlace y precio', async () => {
  load.mockRejectedValue(new Error('remoto caído'));
  backend.on('GET', '/rest/v1/favorites', { body: [piece('p1', 'Balón Mundial 86')] });
  renderWishlist();
  expect(await screen.findByRole('link', { name: 'Balón Mundial 86' }, { timeout: 5000 })).toHaveAttribute(
    'href',
    '/product/p1',
  );
  expect(screen.getByText('$2,500')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar esta sección');
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mfe_catalog', 'ProductCard');
});

it('sin favoritos invita a explorar', async () => {
  load.mockResolvedValue(CatalogCard as never);
  backend.on('GET', '/rest/v1/favorites', { body: [] });
  renderWishlist();
  expect(
    await screen.findByRole('heading', { name: 'Aún no tienes favoritos' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explorar piezas' })).toHaveAttribute('href', '/products');
});
