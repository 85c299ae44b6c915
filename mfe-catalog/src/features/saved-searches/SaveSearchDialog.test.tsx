import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'react-intersection-observer/test-utils';
import { useToastStore } from '@vitrina/shared';
import { installFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { aProduct, SELLER_PROFILE, signInAs, signOut } from '../../../test/products';
import { ProductsPage } from '../products-listing/ProductsPage';

let backend: FakeBackend;

beforeEach(() => {
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/public_profiles', { body: [SELLER_PROFILE] });
  backend.on('GET', '/rest/v1/favorites', { body: [] });
  backend.on('POST', '/rest/v1/rpc/list_products', { body: { data: [aProduct({ title: 'Balón' })], count: 1 } });
  useToastStore.setState({ toasts: [] });
});

const PATH = '/products?search=mesi&category=memorabilia&maxPrice=5000&authenticated=true';
const renderListing = () => renderPage(<ProductsPage />, { path: PATH, route: '/products' });

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Guardar búsqueda' }));
  return screen.findByRole('dialog', { name: 'Guardar búsqueda' });
}

it('un miembro guarda la búsqueda y los filtros actuales con un nombre y, si lo pide, aviso por correo', async () => {
  signInAs();
  backend.on('POST', '/rest/v1/saved_searches', { status: 201 });
  renderListing();
  const dialog = await openDialog();
  expect(dialog).toHaveTextContent(
    'Se guardará: Búsqueda: mesi · Firmadas & Legendarias · Hasta $5,000 · Autenticados',
  );
  const name = within(dialog).getByRole('textbox', { name: /Nombre de la búsqueda/ });
  expect(name).toHaveValue('mesi');
  await userEvent.clear(name);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(await within(dialog).findByText('Escribe un nombre para tu búsqueda')).toBeInTheDocument();
  expect(backend.calls('POST', '/rest/v1/saved_searches')).toHaveLength(0);

  await userEvent.type(name, '  Messi firmado ');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Avisarme también por correo' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(backend.calls('POST', '/rest/v1/saved_searches')).toHaveLength(1));
  expect(backend.calls('POST', '/rest/v1/saved_searches')[0]!.body).toEqual({
    name: 'Messi firmado',
    search: 'mesi',
    filters: { authenticated: true, category: 'memorabilia', maxPrice: 5000 },
    notify_email: true,
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain('Búsqueda guardada');
});

it('en el límite de 20 dice en español por qué no se guardó y deja el diálogo abierto', async () => {
  signInAs();
  backend.on('POST', '/rest/v1/saved_searches', {
    status: 400,
    body: {
      code: 'VT310',
      message: 'Ya tienes 20 búsquedas guardadas, el máximo. Borra una para guardar otra.',
      details: null,
      hint: null,
    },
  });
  renderListing();
  const dialog = await openDialog();
  const name = within(dialog).getByRole('textbox', { name: /Nombre de la búsqueda/ });
  await userEvent.type(name, ' de 1986');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Avisarme también por correo' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Ya tienes 20 búsquedas guardadas, el máximo. Borra una para guardar otra.',
  );
  // what the member typed and chose stays for another try
  expect(name).toHaveValue('mesi de 1986');
  expect(within(dialog).getByRole('checkbox', { name: 'Avisarme también por correo' })).toBeChecked();
  expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled();
});

it('un máximo por encima del precio más alto posible no se guarda como filtro (la base lo rechazaría)', async () => {
  signInAs();
  backend.on('POST', '/rest/v1/saved_searches', { status: 201 });
  renderPage(<ProductsPage />, { path: '/products?search=jordan&maxPrice=2000000', route: '/products' });
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(backend.calls('POST', '/rest/v1/saved_searches')).toHaveLength(1));
  expect(backend.calls('POST', '/rest/v1/saved_searches')[0]!.body).toMatchObject({ search: 'jordan', filters: {} });
});

it('a un visitante lo manda a iniciar sesión', async () => {
  signOut();
  renderListing();
  await userEvent.click(await screen.findByRole('button', { name: 'Guardar búsqueda' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(useToastStore.getState().toasts.map((toast) => toast.description)).toContain(
    'Debes iniciar sesión para guardar búsquedas',
  );
});
