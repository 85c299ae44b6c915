import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@vitrina/shared';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { profileRow, resetAppState, setLargeScreen, signIn, signOutLocally, toastTexts } from '../../../test/session';
import { DashboardRoutes } from '../../routing/DashboardRoutes';
import { collectionCopy } from '../collection/copy';
import { dashboardCopy } from './copy';
import { offerCopy } from '../offers/copy';
import { orderCopy } from '../orders/copy';
import { shippingCopy } from '../shipping/copy';

let backend: FakeBackend;

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  setLargeScreen(false);
});
afterEach(() => uninstallFakeBackend());

function renderDashboard(path = '/dashboard') {
  return renderPage(<DashboardRoutes />, { path, route: '/dashboard/*' });
}

const MENU = [
  'Dashboard',
  'Productos',
  'Transacciones',
  'Mensajes',
  'Ofertas',
  'Subastas',
  'Favoritos',
  'Mis búsquedas',
  'Pedidos',
  'Envíos',
  'Pagos',
  'Configuración',
];

describe('menú del dashboard', () => {
  it('lista las secciones y marca la actual; Panel Admin no aparece para un miembro no confiable', async () => {
    backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
    signIn();
    renderDashboard('/dashboard/orders');
    await userEvent.click(await screen.findByRole('button', { name: dashboardCopy.openMenu }));
    const nav = await screen.findByRole('navigation', { name: dashboardCopy.navLabel });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(MENU);
    expect(within(nav).getByRole('link', { name: 'Pedidos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('link', { name: 'Panel Admin' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Reclamos' })).not.toBeInTheDocument();
  });

  it('muestra Panel Admin a un miembro con nivel trusted', async () => {
    backend.on('GET', '/rest/v1/profiles', { body: profileRow({ verification_level: 'trusted' }) });
    signIn();
    setLargeScreen(true);
    renderDashboard('/dashboard/admin');
    expect(await screen.findByRole('link', { name: 'Panel Admin' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel Admin' })).toBeInTheDocument();
  });

  it('cada entrada del menú, las de staff incluidas, lleva un icono propio', async () => {
    backend.on('GET', '/rest/v1/profiles', { body: profileRow({ verification_level: 'trusted' }) });
    signIn();
    setLargeScreen(true);
    renderDashboard('/dashboard/admin');
    await screen.findByRole('link', { name: 'Panel Admin' });
    const nav = screen.getByRole('navigation', { name: dashboardCopy.navLabel });
    const links = within(nav).getAllByRole('link');
    for (const staffPage of ['Panel Admin', 'Reclamos', 'Verificaciones']) {
      expect(links).toContain(within(nav).getByRole('link', { name: staffPage }));
    }
    const drawings = links.map((link) => link.querySelector('svg')?.innerHTML);
    expect(drawings.every(Boolean)).toBe(true);
    expect(new Set(drawings).size).toBe(links.length);
  });

  it('en pantallas grandes el menú va en un panel redimensionable del 20% (entre 15% y 20%)', async () => {
    backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
    signIn();
    setLargeScreen(true);
    renderDashboard('/dashboard');
    const handle = await screen.findByRole('separator', { name: dashboardCopy.resizeMenu });
    expect(screen.queryByRole('button', { name: dashboardCopy.openMenu })).not.toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-valuenow', '20');
    expect(handle).toHaveAttribute('aria-valuemin', '15');
    expect(handle).toHaveAttribute('aria-valuemax', '20');
    handle.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '18');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '15');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '20');
  });

  it('en pantallas chicas un botón flotante abre el menú como cajón y seguir un enlace lo cierra', async () => {
    backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
    signIn();
    renderDashboard('/dashboard');
    expect(screen.queryByRole('navigation', { name: dashboardCopy.navLabel })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: dashboardCopy.openMenu }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Favoritos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Favoritos' })).toBeInTheDocument();
  });
});

describe('acceso', () => {
  it('sin usuario manda a /auth con el camino de regreso', async () => {
    signOutLocally();
    renderDashboard('/dashboard/messages');
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth?redirect=%2Fdashboard%2Fmessages');
  });

  // every staff page of shared's STAFF_DASHBOARD_PAGES, which the shell reads too, and a page under one
  it.each(['/dashboard/admin', '/dashboard/admin/log', '/dashboard/reclamos', '/dashboard/verification-review'])(
    'la página de staff %s muestra el 404 a quien no es trusted',
    async (path) => {
      backend.on('GET', '/rest/v1/profiles', { body: profileRow({ verification_level: 'verified' }) });
      signIn();
      renderDashboard(path);
      expect(await screen.findByRole('heading', { level: 1, name: copy.shell.notFoundTitle })).toBeInTheDocument();
    },
  );

  it('una ruta desconocida del dashboard muestra el 404', async () => {
    backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
    signIn();
    renderDashboard('/dashboard/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: copy.shell.notFoundTitle })).toBeInTheDocument();
  });
});

describe('error al cargar el perfil', () => {
  it('avisa y muestra el error del dashboard con Volver al inicio', async () => {
    backend.on('GET', '/rest/v1/profiles', { status: 500, body: postgrestError('XX000', 'fallo') });
    signIn();
    renderDashboard('/dashboard');
    expect(await screen.findByText(dashboardCopy.dashboardError)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: dashboardCopy.backHome })).toHaveAttribute('href', '/');
    expect(toastTexts()).toEqual([
      {
        title: 'Error al cargar el perfil',
        description: 'Por favor, intenta recargar la página',
        variant: 'destructive',
      },
    ]);
  });
});

describe('secciones sin contenido todavía', () => {
  it.each([
    ['/dashboard/orders', 'Pedidos', orderCopy.emptyPurchasesTitle],
    ['/dashboard/offers', 'Ofertas', offerCopy.emptyReceivedTitle],
    ['/dashboard/collection', 'Productos', collectionCopy.emptyCollectionTitle],
    ['/dashboard/shipping', 'Envíos', shippingCopy.emptyShippingTitle],
    ['/dashboard/transactions', 'Transacciones', orderCopy.emptyTransactionsTitle],
  ])('%s muestra su título y un estado vacío', async (path, title, empty) => {
    backend.on('GET', '/rest/v1/profiles', { body: profileRow() });
    // a member with nothing yet: no offers, orders or listings
    backend.on('POST', '/rest/v1/rpc/expire_offers', { body: 0 });
    for (const table of ['offers', 'orders', 'order_items', 'products'])
      backend.on('GET', `/rest/v1/${table}`, { body: [] });
    signIn();
    renderDashboard(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: empty })).toBeInTheDocument();
    expect(screen.queryByText(/próximamente/i)).not.toBeInTheDocument();
  });
});
