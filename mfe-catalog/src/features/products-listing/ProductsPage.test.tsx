import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { useToastStore } from '@vitrina/shared';
import { installFakeBackend, type FakeBackend, type RecordedRequest } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { aProduct, SELLER_PROFILE, signOut } from '../../../test/products';
import { ProductsPage } from './ProductsPage';
import { listingCopy } from './copy';
import { writeListingCache } from './listingCache';

let backend: FakeBackend;

/** Answers rpc/list_products with `count` pieces, 12 a page, like the database does. */
function serveListing(count: number) {
  const all = Array.from({ length: count }, (_, index) => aProduct({ title: `Pieza ${index + 1}` }));
  backend.on('POST', '/rest/v1/rpc/list_products', (request: RecordedRequest) => {
    const { page, page_size: size } = request.body as { page: number; page_size: number };
    return { body: { data: all.slice((page - 1) * size, page * size), count } };
  });
  return all;
}

function listingCalls() {
  return backend
    .calls('POST', '/rest/v1/rpc/list_products')
    .map((call) => call.body as { sort: string; page: number; filters: object });
}

beforeEach(() => {
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/public_profiles', { body: [SELLER_PROFILE] });
  backend.on('GET', '/rest/v1/favorites', { body: [] });
  useToastStore.setState({ toasts: [] });
  signOut();
});

function renderListing(path = '/products') {
  return renderPage(<ProductsPage />, { path, route: '/products' });
}

describe('/products', () => {
  it('se titula Todos los tesoros y muestra 8 tarjetas de carga mientras llega la primera página', async () => {
    serveListing(3);
    renderListing();
    expect(screen.getByRole('heading', { level: 1, name: listingCopy.title })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    expect(await screen.findByText('3 piezas')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
  });

  it('trae el panel de filtros y el botón Filtrar a cualquier ancho (CSS oculta uno); la hoja se abre al usarlo', async () => {
    serveListing(2);
    const user = userEvent.setup();
    renderListing();
    // one markup whatever the width (the server's too): the sidebar, the phone's button, no sheet yet
    expect(screen.getByRole('complementary', { name: listingCopy.filters })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: listingCopy.openFilters });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByText('2 piezas');
    await user.click(button);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('lee los filtros de la URL, los manda a list_products y titula con la categoría', async () => {
    serveListing(1);
    renderListing(
      '/products?category=trading-cards&psaGrade=psa_10&minPrice=500&maxPrice=4000&authenticated=true&featured=true&search=mesi&sort=price_asc',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cartas & Trading Cards' })).toBeInTheDocument();
    await screen.findByText('1 pieza');
    expect(listingCalls()[0]).toEqual({
      sort: 'price_asc',
      page: 1,
      page_size: 12,
      filters: {
        authenticated: true,
        category: 'cards',
        featured: true,
        maxPrice: 4000,
        minPrice: 500,
        psaGrade: 'psa_10',
        search: 'mesi',
      },
    });
    expect(screen.getByLabelText('Calificación PSA')).toHaveValue('psa_10');
    expect(screen.getByRole('checkbox', { name: 'Solo productos autenticados' })).toBeChecked();
  });

  it('elegir una categoría la escribe en la URL, muestra sus subcategorías y vuelve a la página 1', async () => {
    serveListing(30);
    const user = userEvent.setup();
    renderListing();
    await screen.findByText('30 piezas');
    expect(screen.queryByLabelText('Subcategoría')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Calificación PSA')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Categoría'), 'cards');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?category=cards');
    expect(screen.getByRole('heading', { level: 1, name: 'Cartas & Trading Cards' })).toBeInTheDocument();
    expect(screen.getByLabelText('Calificación PSA')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Subcategoría'), 'rookie');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?category=cards&subcategory=rookie');
    await waitFor(() =>
      expect(listingCalls().at(-1)).toMatchObject({ page: 1, filters: { category: 'cards', subcategory: 'rookie' } }),
    );
  });

  it('el precio acepta enteros, rechaza lo demás sin borrar lo escrito y aplica con Enter', async () => {
    serveListing(2);
    backend.on('GET', '/rest/v1/products', { body: [{ price: 245000 }] });
    const user = userEvent.setup();
    renderListing();
    await screen.findByText('2 piezas');
    const max = screen.getByLabelText('Precio máximo', { selector: 'input:not([type=range])' });
    await user.clear(max);
    await user.type(max, '12.5{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa un número entero entre 0 y 245,000');
    expect(max).toHaveValue('12.5');
    expect(screen.getByTestId('current-url')).toHaveTextContent(/^\/products$/);

    await user.clear(max);
    await user.type(max, '3000{Enter}');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?maxPrice=3000');
    expect(screen.getByText('Hasta $3,000', { selector: 'p' })).toBeInTheDocument();
  });

  it("a rango completo el precio dice 'Cualquier precio' y no filtra", async () => {
    serveListing(2);
    renderListing('/products?minPrice=0');
    await screen.findByText('2 piezas');
    expect(screen.getByText('Cualquier precio')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Precio máximo' })).toHaveAttribute('aria-valuetext', '$10,000+');
    expect(listingCalls()[0]!.filters).toEqual({});
  });

  it('un máximo escrito pasa del final del slider hasta el precio más alto a la venta y queda en la URL', async () => {
    serveListing(2);
    backend.on('GET', '/rest/v1/products', { body: [{ price: 245000 }] });
    const user = userEvent.setup();
    renderListing();
    await screen.findByText('2 piezas');
    const max = screen.getByLabelText('Precio máximo', { selector: 'input:not([type=range])' });
    await waitFor(() => expect(backend.calls('GET', '/rest/v1/products')).toHaveLength(1));
    await user.type(max, '250000{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa un número entero entre 0 y 245,000');
    await user.clear(max);
    await user.type(max, '50000{Enter}');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?maxPrice=50000');
    expect(screen.getByText('Hasta $50,000', { selector: 'p' })).toBeInTheDocument();
    // The slider's thumb rests at its end, the bound itself is the typed one.
    expect(screen.getByRole('slider', { name: 'Precio máximo' })).toHaveValue('10000');
    expect(screen.getByRole('slider', { name: 'Precio máximo' })).toHaveAttribute('aria-valuetext', '$50,000');
    await waitFor(() => expect(listingCalls().at(-1)!.filters).toEqual({ maxPrice: 50000 }));
  });

  it('cada filtro activo es un chip que se quita', async () => {
    serveListing(2);
    const user = userEvent.setup();
    renderListing('/products?category=cards&rarity=legendary&featured=true');
    await screen.findByText('2 piezas');
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Cartas & Trading Cards×', 'Legendario×', 'Destacados×']);
    await user.click(within(chips).getByRole('button', { name: 'Quitar filtro Legendario' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?category=cards&featured=true');
  });

  it("'Limpiar filtros' quita todo y avisa 'Filtros eliminados'", async () => {
    serveListing(2);
    const user = userEvent.setup();
    renderListing('/products?category=cards&maxPrice=3000&authenticated=true&sort=popular');
    await screen.findByText('2 piezas');
    await user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0]!);
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?sort=popular');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Filtros eliminados',
      description: 'Mostrando todos los productos disponibles',
    });
  });

  it('ordenar cambia la URL y la consulta', async () => {
    serveListing(2);
    const user = userEvent.setup();
    renderListing();
    await screen.findByText('2 piezas');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'Precio: mayor a menor');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?sort=price_desc');
    await waitFor(() => expect(listingCalls().at(-1)).toMatchObject({ sort: 'price_desc', page: 1 }));
  });

  it('buscar escribe ?search= en la URL', async () => {
    serveListing(2);
    const user = userEvent.setup();
    renderListing();
    await screen.findByText('2 piezas');
    await user.type(screen.getByRole('combobox', { name: 'Buscar en el catálogo' }), 'autografo{Enter}');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?search=autografo');
  });

  it('carga páginas de 12 al acercarse al final mientras vuelven completas, y dice que terminó', async () => {
    serveListing(30);
    renderListing();
    await screen.findByText('30 piezas');
    expect(screen.getAllByTestId('product-card')).toHaveLength(12);

    mockAllIsIntersecting(true);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(24));
    mockAllIsIntersecting(false);
    mockAllIsIntersecting(true);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(30));
    expect(await screen.findByText('Has visto todas las piezas (30).')).toBeInTheDocument();
    expect(listingCalls().map((call) => call.page)).toEqual([1, 2, 3]);
  });

  it('una página guardada hace menos de 5 minutos por el mismo usuario se muestra sin pedirla', async () => {
    const cached = aProduct({ title: 'Pieza de la caché' });
    writeListingCache(
      'anon',
      { filters: {}, sort: 'newest', page: 1, pageSize: 12 },
      {
        products: [{ ...cached, seller: null }],
        count: 1,
        page: 1,
        pageSize: 12,
      },
    );
    serveListing(5);
    renderListing();
    expect(await screen.findByRole('link', { name: 'Pieza de la caché' })).toBeInTheDocument();
    expect(listingCalls()).toHaveLength(0);
  });

  it('sin resultados ofrece limpiar los filtros', async () => {
    serveListing(0);
    renderListing('/products?category=cards');
    expect(await screen.findByText('No encontramos piezas con estos filtros')).toBeInTheDocument();
  });
});
