import { useLayoutEffect, useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fireEvent as domEvent } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { ListingSearchBox } from './ListingSearchBox';

let backend: FakeBackend;

beforeEach(() => {
  backend = installFakeBackend();
  backend.on('POST', '/rest/v1/rpc/search_products', {
    body: [{ id: 'a8b69370-5b5d-521b-92f9-8ea4abd2abe1', title: 'Jersey Autografiado Lionel Messi', price: 78000 }],
  });
});

const box = () => screen.getByRole('combobox', { name: 'Buscar en el catálogo' });

function renderBox(onSearch = jest.fn()) {
  renderPage(<ListingSearchBox value={undefined} onSearch={onSearch} onCategory={jest.fn()} />, {
    path: '/products',
    route: '/products',
  });
  return onSearch;
}

test('antes de acercarse es un combobox cerrado, sin lista de sugerencias, que busca al enviar', async () => {
  const onSearch = renderBox();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  // text put in and the form sent without focus or pointer (the suggestions never load): the plain box searches
  fireEvent.change(box(), { target: { value: 'jersey ' } });
  fireEvent.submit(screen.getByRole('search'));
  expect(onSearch).toHaveBeenCalledWith('jersey');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('sin JavaScript el formulario pide la misma lista con ?search= (el nombre del campo y ninguna acción)', () => {
  renderBox();
  fireEvent.change(box(), { target: { value: 'jersey retro' } });
  const form = screen.getByRole('search') as HTMLFormElement;
  expect(form.getAttribute('action')).toBeNull();
  expect(form.method).toBe('get');
  expect([...new FormData(form).entries()]).toEqual([['search', 'jersey retro']]);
});

test('al enfocarlo llegan las sugerencias: el cuadro conserva el texto y el foco, y las muestra', async () => {
  const user = userEvent.setup();
  renderBox();
  await user.type(box(), 'me');
  // the box with suggestions has taken the plain one's place: a listbox, the same text, the focus kept
  await waitFor(() => expect(screen.getByRole('listbox', { name: 'Buscar en el catálogo' })).toBeInTheDocument());
  expect(box()).toHaveFocus();
  await user.type(box(), 'ssi');
  expect(box()).toHaveValue('messi');
  expect(await screen.findByRole('option', { name: /Jersey Autografiado Lionel Messi/ })).toBeInTheDocument();
});

// What a person types between the hydration of the server's markup and the page's effects (a slow phone: the whole
// search, then Enter) stays in the box and is what the form sends. Typed here from a layout effect, which runs in
// that very gap: after the commit, before the effects.
function TypesBeforeEffects({ text }: { text: string }) {
  useLayoutEffect(() => {
    // the DOM's own event (Testing Library's fireEvent would wrap it in an act of its own, inside the render's)
    domEvent.change(box(), { target: { value: text } });
  }, [text]);
  return null;
}

test('lo escrito antes de que corran los efectos de la página se queda en el cuadro y es lo que busca', async () => {
  const onSearch = jest.fn();
  renderPage(
    <>
      <ListingSearchBox value={undefined} onSearch={onSearch} onCategory={jest.fn()} />
      <TypesBeforeEffects text="autografo" />
    </>,
    { path: '/products', route: '/products' },
  );
  expect(box()).toHaveValue('autografo');
  fireEvent.submit(screen.getByRole('search'));
  expect(onSearch).toHaveBeenCalledWith('autografo');
});

test('el término de la dirección reemplaza el texto cuando cambia (Atrás, un chip, Limpiar filtros)', () => {
  function FromAddress() {
    const [term, setTerm] = useState<string | undefined>('messi');
    return (
      <>
        <ListingSearchBox value={term} onSearch={jest.fn()} onCategory={jest.fn()} />
        <button onClick={() => setTerm('pele')}>Atrás</button>
        <button onClick={() => setTerm(undefined)}>Limpiar filtros</button>
      </>
    );
  }
  renderPage(<FromAddress />, { path: '/products', route: '/products' });
  expect(box()).toHaveValue('messi');
  fireEvent.change(box(), { target: { value: 'messi jer' } });
  fireEvent.click(screen.getByRole('button', { name: 'Atrás' }));
  expect(box()).toHaveValue('pele');
  fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
  expect(box()).toHaveValue('');
});
