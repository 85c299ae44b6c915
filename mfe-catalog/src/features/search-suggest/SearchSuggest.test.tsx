import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { recordSearch } from '../search-palette/searchHistory';
import { SearchSuggest } from './SearchSuggest';
import { categorySuggestions, playerSuggestions } from './suggestions';

let backend: FakeBackend;

const MESSI = [
  { id: 'a8b69370-5b5d-521b-92f9-8ea4abd2abe1', title: 'Jersey Autografiado Lionel Messi Inter Miami', price: 78000 },
  { id: 'ff0a2172-7922-5d3f-ab5b-5fa412125b62', title: 'Tarjeta Lionel Messi 2004 Panini Megacracks', price: 59500 },
];

function Box() {
  const [value, setValue] = useState('');
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchSuggest value={value} onValueChange={setValue} label="Buscar piezas" />
    </form>
  );
}

beforeEach(() => {
  backend = installFakeBackend();
  backend.on('POST', '/rest/v1/rpc/search_products', { body: MESSI });
});

const renderBox = () => renderPage(<Box />, { path: '/', route: '/' });
const box = () => screen.getByRole('combobox', { name: 'Buscar piezas' });

describe('sugerencias al escribir', () => {
  it('jugadores y categorías sin acentos, hasta 3 de cada uno', () => {
    expect(playerSuggestions('doncic')).toEqual([{ kind: 'player', name: 'Luka Dončić' }]);
    // one typo from 4 letters on, as the pieces' search
    expect(playerSuggestions('mesi')).toEqual([{ kind: 'player', name: 'Lionel Messi' }]);
    expect(playerSuggestions('jordam')).toEqual([{ kind: 'player', name: 'Michael Jordan' }]);
    expect(playerSuggestions('jul').map((item) => (item.kind === 'player' ? item.name : ''))).toEqual([
      'Julio César Chávez',
      'Julio Urías',
    ]);
    expect(categorySuggestions('jers')).toEqual([{ kind: 'category', id: 'jerseys', name: expect.any(String) }]);
  });

  it('al enfocar muestra las búsquedas recientes y populares; desde 2 caracteres piezas y jugadores', async () => {
    recordSearch('Wembanyama');
    const user = userEvent.setup();
    renderBox();
    await user.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Búsquedas recientes' })).toHaveTextContent('Wembanyama');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Wembanyama',
      'Wembanyama',
      'Camiseta',
      'Autógrafo',
      'Balón',
      'Tarjeta',
    ]);

    await user.type(box(), 'm');
    expect(backend.calls('POST', '/rest/v1/rpc/search_products')).toHaveLength(0);
    await user.type(box(), 'es');
    expect(await screen.findByRole('option', { name: /Tarjeta Lionel Messi 2004/ })).toHaveTextContent('$59,500');
    expect(screen.getByRole('group', { name: 'Jugadores' })).toHaveTextContent('Lionel Messi');
    expect(backend.calls('POST', '/rest/v1/rpc/search_products').at(-1)!.body).toEqual({
      query: 'mes',
      max_results: 5,
    });
  });

  it('flechas y Enter abren la pieza', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'mesi');
    await screen.findByRole('option', { name: /Tarjeta Lionel Messi/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Tarjeta Lionel/ }).id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${MESSI[1]!.id}`);
  });

  it('un jugador busca su nombre; una categoría abre el listado de la categoría', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'messi');
    await user.click(await screen.findByRole('option', { name: 'Lionel Messi' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=Lionel%20Messi');
    expect(JSON.parse(window.localStorage.getItem('vitrina-recent-searches')!)).toEqual(['Lionel Messi']);
  });

  it('Enter sin opción marcada envía el formulario de quien lo usa', async () => {
    const submitted = jest.fn();
    function Form() {
      const [value, setValue] = useState('');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted(value);
          }}
        >
          <SearchSuggest value={value} onValueChange={setValue} label="Buscar piezas" />
        </form>
      );
    }
    const user = userEvent.setup();
    renderPage(<Form />, { path: '/', route: '/' });
    await user.type(box(), 'autografo');
    await user.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledWith('autografo');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape cierra la lista y deja el texto', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(box(), 'mesi');
    await screen.findByRole('option', { name: /Tarjeta Lionel Messi/ });
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
