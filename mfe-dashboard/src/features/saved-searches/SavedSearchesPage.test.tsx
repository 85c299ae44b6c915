import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, profileRow, resetAppState, signIn } from '../../../test/session';
import { DashboardRoutes } from '../../routing/DashboardRoutes';

const search = (id: string, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  user_id: MEMBER_ID,
  name,
  search: 'messi',
  filters: { category: 'memorabilia', maxPrice: 5000 },
  paused: false,
  notify_email: false,
  created_at: '2026-03-01T12:00:00Z',
  ...overrides,
});

let backend: FakeBackend;
let rows: ReturnType<typeof search>[];
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
  rows = [
    search('s1', 'Messi firmado', { notify_email: true }),
    search('s2', 'Jordan', { paused: true, search: 'jordan', filters: {} }),
  ];
  backend.on('GET', '/rest/v1/saved_searches', () => ({ body: rows }));
  backend.on('PATCH', '/rest/v1/saved_searches', { status: 204 });
  backend.on('DELETE', '/rest/v1/saved_searches', { status: 204 });
  signIn();
});
afterEach(() => uninstallFakeBackend());

const renderSearches = () => renderPage(<DashboardRoutes />, { path: '/dashboard/busquedas', route: '/dashboard/*' });

it('lista las búsquedas del miembro con sus filtros en palabras, su estado y un enlace que las abre', async () => {
  renderSearches();
  const messi = await screen.findByRole('listitem', { name: 'Messi firmado' }, { timeout: 5000 });
  expect(within(messi).getByText('"messi" · Firmadas & Legendarias · Hasta $5,000')).toBeInTheDocument();
  expect(within(messi).getByText('Activa')).toBeInTheDocument();
  expect(within(messi).getByText('También por correo')).toBeInTheDocument();
  expect(within(messi).getByRole('link', { name: 'Abrir la búsqueda Messi firmado' })).toHaveAttribute(
    'href',
    '/products?search=messi&category=memorabilia&maxPrice=5000',
  );
  const jordan = screen.getByRole('listitem', { name: 'Jordan' });
  expect(within(jordan).getByText('En pausa')).toBeInTheDocument();
  expect(within(jordan).getByRole('button', { name: 'Reanudar la búsqueda Jordan' })).toBeInTheDocument();
  expect(screen.getByText('2 de 20')).toBeInTheDocument();
  expect(backend.calls('GET', '/rest/v1/saved_searches')[0]!.search).toContain(`user_id=eq.${MEMBER_ID}`);
});

it('pausa, renombra y borra (con confirmación) una búsqueda', async () => {
  renderSearches();
  await userEvent.click(
    await screen.findByRole('button', { name: 'Pausar la búsqueda Messi firmado' }, { timeout: 5000 }),
  );
  await waitFor(() => expect(backend.calls('PATCH', '/rest/v1/saved_searches')).toHaveLength(1));
  expect(backend.calls('PATCH', '/rest/v1/saved_searches')[0]!.body).toEqual({ paused: true });
  expect(backend.calls('PATCH', '/rest/v1/saved_searches')[0]!.search).toContain('id=eq.s1');

  await userEvent.click(screen.getByRole('button', { name: 'Renombrar la búsqueda Messi firmado' }));
  const rename = await screen.findByRole('dialog', { name: 'Renombrar búsqueda' });
  const field = within(rename).getByRole('textbox', { name: /Nombre de la búsqueda/ });
  await userEvent.clear(field);
  await userEvent.click(within(rename).getByRole('button', { name: 'Guardar nombre' }));
  expect(await within(rename).findByText('Escribe un nombre para tu búsqueda')).toBeInTheDocument();
  await userEvent.type(field, '  Messi balones ');
  await userEvent.click(within(rename).getByRole('button', { name: 'Guardar nombre' }));
  await waitFor(() => expect(backend.calls('PATCH', '/rest/v1/saved_searches')).toHaveLength(2));
  expect(backend.calls('PATCH', '/rest/v1/saved_searches')[1]!.body).toEqual({ name: 'Messi balones' });

  await userEvent.click(screen.getByRole('button', { name: 'Borrar la búsqueda Jordan' }));
  const confirm = await screen.findByRole('dialog', { name: '¿Borrar esta búsqueda?' });
  expect(confirm).toHaveTextContent('Dejarás de recibir avisos de "Jordan".');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Borrar búsqueda' }));
  await waitFor(() => expect(backend.calls('DELETE', '/rest/v1/saved_searches')).toHaveLength(1));
  expect(backend.calls('DELETE', '/rest/v1/saved_searches')[0]!.search).toContain('id=eq.s2');
});

it('sin búsquedas lo dice y lleva al catálogo', async () => {
  rows = [];
  renderSearches();
  expect(await screen.findByText('Aún no guardas búsquedas', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir al catálogo' })).toHaveAttribute('href', '/products');
});
