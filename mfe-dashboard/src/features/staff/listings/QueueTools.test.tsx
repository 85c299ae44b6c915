import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeBackend,
  postgrestError,
  uninstallFakeBackend,
  type FakeBackend,
} from '../../../../test/fakeBackend';
import { renderPage } from '../../../../test/renderPage';
import { resetAppState, setLargeScreen, signIn, toastTexts } from '../../../../test/session';
import { DashboardRoutes } from '../../../routing/DashboardRoutes';
import { isSellerListings, NEW, OLD, piece, serveProducts, serveProfiles, SELLER } from '../staffFixtures';
import { dashboardCopy } from '../../layout/copy';
import { moderationCopy } from './copy';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  setLargeScreen(true);
  signIn();
});
afterEach(() => uninstallFakeBackend());

const renderAdmin = (path = '/dashboard/admin') => renderPage(<DashboardRoutes />, { path, route: '/dashboard/*' });
const queueRequests = () => backend.calls('GET', '/rest/v1/products').filter((request) => !isSellerListings(request));
const lastQueueSearch = () => decodeURIComponent(queueRequests().at(-1)?.search ?? '');

describe('Panel Admin: otras piezas del vendedor', () => {
  it('muestra título, estado, precio y enlace de sus otras piezas, y cuántas más tiene', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend, {
      others: [
        {
          id: NEW,
          title: 'Jersey firmado de Chicharito',
          status: 'published',
          price: '2500.00',
          created_at: '2026-01-01T10:00:00Z',
        },
        {
          id: 'e0000000-0000-4000-8000-000000000003',
          title: 'Balón del Mundial 86',
          status: 'rejected',
          price: '900.00',
          created_at: '2025-12-01T10:00:00Z',
        },
      ],
      othersTotal: 9,
    });
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    const sellerBox = within(card).getByRole('region', { name: moderationCopy.seller });
    const link = await within(sellerBox).findByRole('link', { name: 'Jersey firmado de Chicharito' });
    expect(link).toHaveAttribute('href', `/product/${NEW}`);
    expect(within(sellerBox).getByText('Publicada')).toBeInTheDocument();
    expect(within(sellerBox).getByText('Rechazada')).toBeInTheDocument();
    expect(within(sellerBox).getByText('$2,500')).toBeInTheDocument();
    expect(within(sellerBox).getByText('y 7 más')).toBeInTheDocument();
    const search = decodeURIComponent(backend.calls('GET', '/rest/v1/products').find(isSellerListings)!.search);
    expect(search).toContain(`seller_id=eq.${SELLER}`);
    expect(search).toContain(`id=neq.${OLD}`);
    expect(search).toContain('status=neq.deleted');
  });

  it('mientras cargan sus otras piezas muestra un esqueleto en el panel del vendedor', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.on('GET', '/rest/v1/products', async (request) => {
      if (!isSellerListings(request)) return { body: [piece()] };
      await gate;
      return { body: [], headers: { 'content-range': '*/0' } };
    });
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    const sellerBox = within(card).getByRole('region', { name: moderationCopy.seller });
    await waitFor(() => expect(sellerBox.querySelector('[aria-busy="true"]')).not.toBeNull());
    release();
    expect(await within(sellerBox).findByText(moderationCopy.sellerNoOtherListings)).toBeInTheDocument();
    expect(sellerBox.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('un vendedor sin otras piezas se anuncia como primera pieza', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend);
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    expect(await within(card).findByText(moderationCopy.sellerNoOtherListings)).toBeInTheDocument();
  });

  it('si sus otras piezas no cargan lo dice sin ocultar la pieza', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend);
    backend.on('GET', '/rest/v1/products', (request) =>
      isSellerListings(request) ? { status: 500, body: postgrestError('XX000', 'boom') } : { body: [piece()] },
    );
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    expect(await within(card).findByText(moderationCopy.sellerListingsError)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: moderationCopy.publish })).toBeEnabled();
  });
});

describe('Panel Admin: filtros por categoría y tiempo en espera', () => {
  it('lee los filtros de la URL, los aplica a la cola y los muestra elegidos', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend);
    renderAdmin('/dashboard/admin?categoria=jerseys&espera=older');
    await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    expect(screen.getByRole('combobox', { name: moderationCopy.filterCategory })).toHaveValue('jerseys');
    expect(screen.getByRole('combobox', { name: moderationCopy.filterAge })).toHaveValue('older');
    expect(lastQueueSearch()).toContain('category=eq.jerseys');
    expect(lastQueueSearch()).toMatch(/created_at=lte\.\d{4}-/);
    expect(lastQueueSearch()).not.toContain('created_at=gt.');
  });

  it('cambiar la categoría y el tiempo en espera vuelve a pedir la cola con esos límites', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend);
    renderAdmin();
    await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: moderationCopy.filterCategory }), 'cards');
    await waitFor(() => expect(lastQueueSearch()).toContain('category=eq.cards'));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: moderationCopy.filterAge }),
      moderationCopy.ageDays,
    );
    // both bounds on one column travel as one `and`
    await waitFor(() => expect(lastQueueSearch()).toMatch(/and=\(created_at\.gt\.[^,]+,created_at\.lte\.[^)]+\)/));
    const params = new URLSearchParams(queueRequests().at(-1)!.search);
    const [after, atOrBefore] = /^\(created_at\.gt\.([^,]+),created_at\.lte\.([^)]+)\)$/
      .exec(params.get('and') ?? '')!
      .slice(1)
      .map((value) => Date.parse(value));
    expect(Math.round((atOrBefore - after) / 3_600_000)).toBe(48);
    expect(Math.round((Date.now() - atOrBefore) / 3_600_000)).toBe(24);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: moderationCopy.filterAge }),
      moderationCopy.ageDay,
    );
    await waitFor(() => expect(lastQueueSearch()).toMatch(/created_at=gt\./));
    expect(lastQueueSearch()).not.toContain('created_at=lte.');
  });

  it('sin resultados con filtros lo dice y "Quitar filtros" vuelve a toda la cola', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend, { queue: [] });
    renderAdmin('/dashboard/admin?categoria=equipment');
    expect(await screen.findByText(moderationCopy.filteredEmptyTitle)).toBeInTheDocument();
    serveProducts(backend);
    const clear = screen.getAllByRole('button', { name: moderationCopy.clearFilters });
    await userEvent.click(clear[clear.length - 1]);
    await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    expect(lastQueueSearch()).not.toContain('category=');
    expect(screen.getByRole('combobox', { name: moderationCopy.filterCategory })).toHaveValue('');
  });
});

describe('Panel Admin: editar la autenticación antes de publicar', () => {
  async function openDialog() {
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    await userEvent.click(within(card).getByRole('button', { name: moderationCopy.editAuthentication }));
    return screen.findByRole('dialog', { name: moderationCopy.authenticationTitle });
  }

  it('guarda estado, certificadora y número en la pieza pendiente y vuelve a leer la cola', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend);
    backend.on('PATCH', '/rest/v1/products', { body: [{ id: OLD }] });
    renderAdmin();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: moderationCopy.authenticationStatusLabel })).toHaveValue(
      'pending',
    );
    expect(within(dialog).getByRole('textbox', { name: /Número de certificado/ })).toHaveValue('PSA-12345');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: moderationCopy.authenticationStatusLabel }),
      'verified',
    );
    const number = within(dialog).getByRole('textbox', { name: /Número de certificado/ });
    await userEvent.clear(number);
    await userEvent.type(number, ' PSA-99887 ');
    const before = queueRequests().length;
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.authenticationSave }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = backend.calls('PATCH', '/rest/v1/products');
    expect(patch.body).toEqual({
      authentication_status: 'verified',
      certifier: 'PSA',
      certificate_number: 'PSA-99887',
    });
    expect(patch.search).toContain(`id=eq.${OLD}`);
    expect(patch.search).toContain('status=eq.pending');
    expect(toastTexts()).toContainEqual(
      expect.objectContaining({ title: moderationCopy.authenticationSaved, variant: 'success' }),
    );
    await waitFor(() => expect(queueRequests().length).toBeGreaterThan(before));
  });

  it('verificada sin certificadora ni número no se envía y lo explica junto a cada campo', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend, {
      queue: [piece({ certifier: null, certificate_number: null, authentication_status: 'none' })],
    });
    renderAdmin();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: moderationCopy.authenticationStatusLabel })).toHaveValue(
      'none',
    );
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: moderationCopy.authenticationStatusLabel }),
      'verified',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.authenticationSave }));
    expect(await within(dialog).findAllByText(moderationCopy.verifiedNeedsCertificate)).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /Certificadora/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Certificadora/ })).toHaveFocus());
    expect(backend.calls('PATCH', '/rest/v1/products')).toEqual([]);
  });

  it('si otra persona ya decidió la pieza, lo dice y no cierra el diálogo', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend);
    backend.on('PATCH', '/rest/v1/products', { body: [] });
    renderAdmin();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.authenticationSave }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: moderationCopy.authenticationFailed,
        description: 'Otra persona del equipo ya revisó esta pieza.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: moderationCopy.authenticationTitle })).toBeInTheDocument();
  });

  it('si la base de datos se niega muestra su mensaje y conserva lo escrito', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend);
    backend.on('PATCH', '/rest/v1/products', {
      status: 403,
      body: postgrestError('VT421', 'Solo el equipo de revisión puede destacar o certificar productos'),
    });
    renderAdmin();
    const dialog = await openDialog();
    const number = within(dialog).getByRole('textbox', { name: /Número de certificado/ });
    await userEvent.clear(number);
    await userEvent.type(number, 'PSA-1');
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.authenticationSave }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: moderationCopy.authenticationFailed,
        description: 'Solo el equipo de revisión puede destacar o certificar productos',
        variant: 'destructive',
      }),
    );
    expect(within(dialog).getByRole('textbox', { name: /Número de certificado/ })).toHaveValue('PSA-1');
  });
});

describe('Panel Admin: número de pendientes en el menú', () => {
  it('el enlace del menú muestra cuántas piezas esperan y se actualiza tras una decisión', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend, { pending: 3 });
    backend.on('PATCH', '/rest/v1/products', { body: [{ id: OLD }] });
    renderAdmin();
    const link = await screen.findByRole('link', { name: 'Panel Admin' });
    await waitFor(() => expect(link).toHaveAccessibleDescription('3 piezas pendientes de revisión'));
    expect(within(link).getByText('3')).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    serveProducts(backend, { queue: [], pending: 2 });
    await userEvent.click(within(card).getByRole('button', { name: moderationCopy.publish }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: moderationCopy.publish }),
    );
    await waitFor(() => expect(link).toHaveAccessibleDescription('2 piezas pendientes de revisión'));
  });

  it('sin piezas pendientes no muestra número', async () => {
    serveProfiles(backend, 'trusted');
    serveProducts(backend, { queue: [], pending: 0 });
    renderAdmin();
    expect(await screen.findByText(moderationCopy.emptyTitle)).toBeInTheDocument();
    await waitFor(() => expect(backend.calls('HEAD', '/rest/v1/products')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Panel Admin' })).not.toHaveAccessibleDescription();
  });

  it('un miembro que no es trusted no ve el enlace ni se pide el número', async () => {
    serveProfiles(backend, 'verified');
    serveProducts(backend, { pending: 3 });
    renderAdmin('/dashboard');
    await screen.findByRole('navigation', { name: dashboardCopy.navLabel });
    expect(screen.queryByRole('link', { name: 'Panel Admin' })).not.toBeInTheDocument();
    expect(backend.calls('HEAD', '/rest/v1/products')).toEqual([]);
  });
});
