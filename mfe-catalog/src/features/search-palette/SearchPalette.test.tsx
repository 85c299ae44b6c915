import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { recordSearch } from './searchHistory';
import { SearchPalette } from './SearchPalette';

let backend: FakeBackend;

const MESSI = [
  { id: 'a8b69370-5b5d-521b-92f9-8ea4abd2abe1', title: 'Jersey Autografiado Lionel Messi Inter Miami', price: 78000 },
  { id: 'ff0a2172-7922-5d3f-ab5b-5fa412125b62', title: 'Tarjeta Lionel Messi 2004 Panini Megacracks', price: 59500 },
];

function OpenPalette() {
  const [open, setOpen] = useState(true);
  return <SearchPalette open={open} onOpenChange={setOpen} />;
}

beforeEach(() => {
  backend = installFakeBackend();
  backend.on('POST', '/rest/v1/rpc/search_products', { body: MESSI });
});

function renderPalette() {
  return renderPage(<OpenPalette />, { path: '/products', route: '/products' });
}

describe('paleta de búsqueda', () => {
  it('sin texto muestra las 5 búsquedas populares y las recientes', () => {
    recordSearch('Wembanyama');
    renderPalette();
    expect(screen.getByRole('dialog', { name: 'Buscar piezas' })).toBeInTheDocument();
    expect(screen.getByText('Búsquedas recientes')).toBeInTheDocument();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Wembanyama', 'Wembanyama', 'Camiseta', 'Autógrafo', 'Balón', 'Tarjeta']);
  });

  it('sugiere desde 2 caracteres con la búsqueda tolerante (5 resultados: id, título y precio)', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(screen.getByRole('combobox', { name: 'Buscar piezas' }), 'm');
    expect(backend.calls('POST', '/rest/v1/rpc/search_products')).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: 'Buscar piezas' }), 'esi');
    expect(
      await screen.findByRole('option', { name: /Jersey Autografiado Lionel Messi Inter Miami/ }),
    ).toHaveTextContent('$78,000');
    const call = backend.calls('POST', '/rest/v1/rpc/search_products').at(-1)!;
    expect(call.body).toEqual({ query: 'mesi', max_results: 5 });
    expect(decodeURIComponent(call.search)).toContain('select=id,title,price');
  });

  it('solo con el teclado: flechas y Enter abren la pieza', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(screen.getByRole('combobox', { name: 'Buscar piezas' }), 'mesi');
    await screen.findByRole('option', { name: /Tarjeta Lionel Messi/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${MESSI[1]!.id}`);
  });

  it('Enter sobre la primera opción busca el término en /products y lo recuerda', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.type(screen.getByRole('combobox', { name: 'Buscar piezas' }), 'autografo');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?search=autografo');
    expect(JSON.parse(window.localStorage.getItem('vitrina-recent-searches')!)).toEqual(['autografo']);
  });

  it('una búsqueda popular se elige con un clic', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.click(screen.getByRole('option', { name: 'Balón' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/products?search=Bal%C3%B3n');
  });

  it('Escape cierra la paleta', async () => {
    const user = userEvent.setup();
    renderPalette();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
