// Sets up jsdom's missing IntersectionObserver (the infinite list observes its end).
import 'react-intersection-observer/test-utils';
import { screen, within } from '@testing-library/react';
import { installFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { aProduct, SELLER_PROFILE, signOut } from '../../../test/products';
import { CategoryPage } from './CategoryPage';
import { resolveSubcategoryPath, SubcategoryPage } from './SubcategoryPage';

let backend: FakeBackend;

/** A group of collections reads the table (several sub-categories at once). */
function serveProducts(products: ReturnType<typeof aProduct>[]) {
  backend.on('GET', '/rest/v1/products', {
    body: products,
    headers: { 'content-range': `0-${Math.max(products.length - 1, 0)}/${products.length}` },
  });
}

/** A category or one collection of it is the listing's own request: each card's seller comes in the answer. */
function serveListing(products: ReturnType<typeof aProduct>[]) {
  backend.on('POST', '/rest/v1/rpc/list_products', {
    body: { data: products.map((product) => ({ ...product, seller: SELLER_PROFILE })), count: products.length },
  });
}

function listingFilters() {
  return backend.calls('POST', '/rest/v1/rpc/list_products').map((call) => (call.body as { filters: object }).filters);
}

beforeEach(() => {
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/public_profiles', { body: [SELLER_PROFILE] });
  signOut();
});

describe('página de categoría', () => {
  it('muestra nombre, descripción, colecciones con sus enlaces, las tres promesas y las piezas publicadas', async () => {
    serveListing([aProduct({ title: 'Tarjeta Novato Luka Dončić', category: 'cards', subcategory: 'rookie' })]);
    renderPage(<CategoryPage />, { path: '/categories/cards', route: '/categories/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cartas & Trading Cards' })).toBeInTheDocument();
    expect(screen.getByText(/Tarjetas de novato, ediciones limitadas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rookie Cards' })).toHaveAttribute('href', '/cards/rookie');
    expect(screen.getByRole('link', { name: 'Deportes' })).toHaveAttribute('href', '/category/cards/sports');
    expect(screen.getByText('Revisadas y protegidas')).toBeInTheDocument();
    expect(screen.getByText('500+ Artículos exclusivos')).toBeInTheDocument();
    expect(screen.getByText('Envíos a todo México')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(6);

    expect(await screen.findByRole('link', { name: 'Tarjeta Novato Luka Dončić' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\//),
    );
    // newest first, published only: list_products' default order and rule
    expect(backend.calls('POST', '/rest/v1/rpc/list_products')[0]!.body).toMatchObject({
      sort: 'newest',
      page: 1,
      filters: { category: 'cards' },
    });
    expect(backend.calls('GET', '/rest/v1/public_profiles')).toHaveLength(0);
  });

  it('sin piezas lo dice y enlaza a las otras categorías', async () => {
    serveListing([]);
    renderPage(<CategoryPage />, { path: '/category/equipment', route: '/category/:id' });
    expect(await screen.findByText('No hay productos en esta categoría todavía')).toBeInTheDocument();
    const links = screen.getByRole('list', { name: 'Otras categorías' });
    expect(within(links).getByRole('link', { name: 'Cartas & Trading Cards' })).toHaveAttribute(
      'href',
      '/categories/cards',
    );
  });

  it("una categoría desconocida dice 'Categoría no encontrada' con el camino de vuelta", () => {
    renderPage(<CategoryPage />, { path: '/categories/autos', route: '/categories/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Categoría no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las piezas' })).toHaveAttribute('href', '/products');
    expect(backend.calls('GET', '/rest/v1/products')).toHaveLength(0);
    expect(backend.calls('POST', '/rest/v1/rpc/list_products')).toHaveLength(0);
  });
});

describe('grupos y colecciones', () => {
  it('resuelve grupos del menú móvil y las rutas de colección', () => {
    expect(resolveSubcategoryPath('/category/cards/sports')).toMatchObject({ kind: 'group', group: { id: 'sports' } });
    expect(resolveSubcategoryPath('/category/cards/rookie')).toMatchObject({ kind: 'item', item: { id: 'rookie' } });
    expect(resolveSubcategoryPath('/jerseys/retro')).toMatchObject({
      kind: 'item',
      category: { id: 'jerseys' },
      item: { id: 'retro' },
    });
    expect(resolveSubcategoryPath('/category/cards/autos')).toBeUndefined();
  });

  it('la página de un grupo enlaza sus colecciones y pide las piezas de cualquiera de ellas', async () => {
    serveProducts([aProduct({ title: 'Tarjeta Hirving Lozano', category: 'cards', subcategory: 'soccer' })]);
    renderPage(<SubcategoryPage />, { path: '/category/cards/sports', route: '/category/:id/:sub' });
    expect(screen.getByRole('heading', { level: 1, name: 'Deportes · Cartas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fútbol' })).toHaveAttribute('href', '/cards/soccer');
    await screen.findByRole('link', { name: 'Tarjeta Hirving Lozano' });
    const query = decodeURIComponent(backend.calls('GET', '/rest/v1/products')[0]!.search);
    expect(query).toContain('subcategory=in.(basketball,baseball,football,soccer)');
  });

  it('la ruta de una colección muestra solo sus piezas', async () => {
    serveListing([]);
    renderPage(<SubcategoryPage />, { path: '/jerseys/retro', route: '/jerseys/retro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Retro' })).toBeInTheDocument();
    expect(await screen.findByText('No hay piezas en Retro todavía')).toBeInTheDocument();
    expect(listingFilters()).toEqual([{ category: 'jerseys', subcategory: 'retro' }]);
  });
});
