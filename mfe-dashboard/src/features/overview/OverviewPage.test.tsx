import { screen, within } from '@testing-library/react';
import { installFakeBackend, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, profileRow, resetAppState, signIn } from '../../../test/session';
import { DashboardRoutes } from '../../routing/DashboardRoutes';

let backend: FakeBackend;

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
  backend.on('GET', '/rest/v1/products', {
    body: [
      { id: 'p1', status: 'published', product_images: [] },
      { id: 'p2', status: 'pending', product_images: [] },
    ],
  });
  backend.on('GET', '/rest/v1/offers', { body: [] });
  backend.on('GET', '/rest/v1/public_profiles', { body: [] });
  backend.on('GET', '/rest/v1/messages', {
    body: [
      {
        id: 'm1',
        sender_id: 'otro',
        receiver_id: MEMBER_ID,
        product_id: null,
        message: 'Hola',
        read: false,
        created_at: '2026-01-01T00:00:00Z',
        product: null,
      },
    ],
  });
  backend.on('GET', '/rest/v1/orders', { body: [] });
  backend.on('GET', '/rest/v1/order_items', { body: [] });
  signIn();
});
afterEach(() => uninstallFakeBackend());

it('saluda al miembro y cada cifra lleva a su sección', async () => {
  renderPage(<DashboardRoutes />, { path: '/dashboard', route: '/dashboard/*' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Hola, Ana Coleccionista' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  const links = [
    ['Tus piezas', '/dashboard/collection'],
    ['Ofertas por responder', '/dashboard/offers'],
    ['Mensajes sin leer', '/dashboard/messages'],
    ['Pedidos en curso', '/dashboard/orders'],
    ['Ventas', '/dashboard/transactions'],
  ];
  for (const [label, href] of links) {
    expect(screen.getByRole('link', { name: new RegExp(label!) })).toHaveAttribute('href', href);
  }
  const listings = screen.getByRole('link', { name: /Tus piezas/ });
  expect(await within(listings).findByText('2')).toBeInTheDocument();
  expect(listings).toHaveTextContent('Publicadas 1');
  expect(listings).toHaveTextContent('En revisión 1');
  expect(await within(screen.getByRole('link', { name: /Mensajes sin leer/ })).findByText('1')).toBeInTheDocument();
  expect(await within(screen.getByRole('link', { name: /Ventas/ })).findByText('$0')).toBeInTheDocument();
});
