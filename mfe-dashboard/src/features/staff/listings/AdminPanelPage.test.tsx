import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@vitrina/shared';
import {
  installFakeBackend,
  postgrestError,
  uninstallFakeBackend,
  type FakeBackend,
} from '../../../../test/fakeBackend';
import { renderPage } from '../../../../test/renderPage';
import { resetAppState, signIn, toastTexts } from '../../../../test/session';
import { DashboardRoutes } from '../../../routing/DashboardRoutes';
import { NEW, OLD, piece, serveProfiles } from '../staffFixtures';
import { moderationCopy } from './copy';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  signIn();
});
afterEach(() => uninstallFakeBackend());

/** A queue row with two photos stored out of order (the card shows them by `order`). */
const twoPhotoPiece = (overrides: Record<string, unknown> = {}) =>
  piece({
    product_images: [
      { id: 'i2', image_url: 'https://x/reverso.png', thumb_url: null, order: 1 },
      { id: 'i1', image_url: 'https://x/frente.png', thumb_url: null, order: 0 },
    ],
    ...overrides,
  });

function renderAdmin() {
  return renderPage(<DashboardRoutes />, { path: '/dashboard/admin', route: '/dashboard/*' });
}

describe('Panel Admin: cola de revisión', () => {
  it('muestra un esqueleto mientras carga y luego las piezas pendientes, la más antigua primero', async () => {
    serveProfiles(backend, 'trusted');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.on('GET', '/rest/v1/products', async () => {
      await gate;
      return {
        body: [
          twoPhotoPiece(),
          twoPhotoPiece({ id: NEW, title: 'Jersey firmado de Chicharito', created_at: '2026-01-05T10:00:00Z' }),
        ],
      };
    });
    const { container } = renderAdmin();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    release();
    const list = await screen.findByRole('list', { name: moderationCopy.queueLabel });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Tarjeta Topps 1952 Mickey Mantle', 'Jersey firmado de Chicharito']);
    const search = backend.calls('GET', '/rest/v1/products')[0].search;
    expect(search).toContain('status=eq.pending');
    expect(search).toContain('order=created_at.asc');
    expect(screen.getByText('2 pendientes')).toBeInTheDocument();
  });

  it('cada pieza muestra sus fotos, todos sus datos y el vendedor con nivel, ventas y antigüedad', async () => {
    serveProfiles(backend, 'trusted');
    backend.on('GET', '/rest/v1/products', { body: [twoPhotoPiece()] });
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    expect(
      within(card)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['https://x/frente.png', 'https://x/reverso.png']);
    expect(within(card).getByText('Tarjeta original con esquinas firmes y centrado 60/40.')).toBeInTheDocument();
    expect(within(card).getByText('PSA-12345')).toBeInTheDocument();
    expect(within(card).getByText('Autenticación Pendiente')).toBeInTheDocument();
    const sellerBox = within(card).getByRole('region', { name: moderationCopy.seller });
    expect(within(sellerBox).getByText('Luis Cartas')).toBeInTheDocument();
    expect(within(sellerBox).getByText('Vendedor Básico')).toBeInTheDocument();
    expect(within(sellerBox).getByText('7')).toBeInTheDocument();
    expect(within(sellerBox).getByText(moderationCopy.identityNotVerified)).toBeInTheDocument();
  });

  it('las otras piezas del vendedor muestran 3 y "Ver todas" despliega el resto', async () => {
    serveProfiles(backend, 'trusted');
    const others = Array.from({ length: 5 }, (_, n) => ({
      id: `other-${n}`,
      title: `Pieza anterior ${n + 1}`,
      status: 'published',
      price: '1000.00',
      created_at: '2026-01-01T00:00:00Z',
    }));
    backend.on('GET', '/rest/v1/products', (request) =>
      request.search.includes('seller_id=eq.')
        ? { body: others, headers: { 'content-range': '0-4/7' } }
        : { body: [twoPhotoPiece()] },
    );
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    const sellerBox = within(card).getByRole('region', { name: moderationCopy.seller });
    const toggle = await within(sellerBox).findByRole('button', { name: 'Ver todas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(sellerBox)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pieza anterior 1', 'Pieza anterior 2', 'Pieza anterior 3']);
    expect(within(sellerBox).queryByText('y 2 más')).toBeNull();
    await userEvent.click(toggle);
    expect(within(sellerBox).getAllByRole('link')).toHaveLength(5);
    expect(within(sellerBox).getByText('y 2 más')).toBeInTheDocument();
    expect(within(sellerBox).getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    // the seller's identity is a fact with its label, like level and sales
    expect(within(sellerBox).getByText(moderationCopy.sellerIdentity).tagName).toBe('DT');
  });

  it('sin pendientes muestra el estado vacío', async () => {
    serveProfiles(backend, 'trusted');
    backend.on('GET', '/rest/v1/products', { body: [] });
    renderAdmin();
    expect(await screen.findByText(moderationCopy.emptyTitle)).toBeInTheDocument();
    expect(backend.calls('GET', '/rest/v1/profiles').filter((r) => r.search.includes('id=in.'))).toEqual([]);
  });

  it('si la cola no carga lo dice y permite reintentar', async () => {
    serveProfiles(backend, 'trusted');
    backend.on('GET', '/rest/v1/products', { status: 500, body: postgrestError('XX000', 'boom') });
    renderAdmin();
    expect(await screen.findByText(moderationCopy.loadError)).toBeInTheDocument();
    backend.on('GET', '/rest/v1/products', { body: [] });
    await userEvent.click(screen.getByRole('button', { name: copy.common.retry }));
    expect(await screen.findByText(moderationCopy.emptyTitle)).toBeInTheDocument();
  });

  it('publicar pide confirmación, publica la pieza pendiente y vuelve a leer la cola', async () => {
    serveProfiles(backend, 'trusted');
    backend.on('GET', '/rest/v1/products', { body: [twoPhotoPiece()] });
    backend.on('PATCH', '/rest/v1/products', { body: [{ id: OLD }] });
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    await userEvent.click(within(card).getByRole('button', { name: moderationCopy.publish }));
    const dialog = await screen.findByRole('dialog', { name: moderationCopy.publishTitle });
    backend.on('GET', '/rest/v1/products', { body: [] });
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.publish }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [patch] = backend.calls('PATCH', '/rest/v1/products');
    expect(patch.body).toEqual({ status: 'published' });
    expect(patch.search).toContain(`id=eq.${OLD}`);
    expect(patch.search).toContain('status=eq.pending');
    expect(toastTexts()).toContainEqual(
      expect.objectContaining({ title: moderationCopy.published, variant: 'success' }),
    );
    expect(await screen.findByText(moderationCopy.emptyTitle)).toBeInTheDocument();
  });

  it('rechazar exige un motivo y lo envía para que el vendedor lo lea', async () => {
    serveProfiles(backend, 'trusted');
    backend.on('GET', '/rest/v1/products', { body: [twoPhotoPiece()] });
    backend.on('PATCH', '/rest/v1/products', { body: [{ id: OLD }] });
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    await userEvent.click(within(card).getByRole('button', { name: moderationCopy.reject }));
    const dialog = await screen.findByRole('dialog', { name: moderationCopy.rejectTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.reject }));
    expect(await within(dialog).findByText(moderationCopy.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveAttribute('aria-invalid', 'true');
    expect(backend.calls('PATCH', '/rest/v1/products')).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }),
      'Falta la foto del reverso',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.reject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls('PATCH', '/rest/v1/products')[0].body).toEqual({
      status: 'rejected',
      rejection_reason: 'Falta la foto del reverso',
    });
    expect(toastTexts()).toContainEqual(expect.objectContaining({ title: moderationCopy.rejected }));
  });

  it('si la base de datos se niega muestra su mensaje y conserva el motivo escrito', async () => {
    serveProfiles(backend, 'trusted');
    backend.on('GET', '/rest/v1/products', { body: [twoPhotoPiece()] });
    backend.on('PATCH', '/rest/v1/products', {
      status: 403,
      body: postgrestError('VT420', 'Solo el equipo de revisión puede publicar o rechazar productos'),
    });
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    await userEvent.click(within(card).getByRole('button', { name: moderationCopy.reject }));
    const dialog = await screen.findByRole('dialog', { name: moderationCopy.rejectTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Fotos borrosas');
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.reject }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: moderationCopy.decisionFailed,
        description: 'Solo el equipo de revisión puede publicar o rechazar productos',
        variant: 'destructive',
      }),
    );
    expect(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveValue('Fotos borrosas');
  });

  it('si otra persona ya decidió, lo dice', async () => {
    serveProfiles(backend, 'trusted');
    backend.on('GET', '/rest/v1/products', { body: [twoPhotoPiece()] });
    backend.on('PATCH', '/rest/v1/products', { body: [] });
    renderAdmin();
    const card = await screen.findByRole('listitem', { name: 'Tarjeta Topps 1952 Mickey Mantle' });
    await userEvent.click(within(card).getByRole('button', { name: moderationCopy.publish }));
    const dialog = await screen.findByRole('dialog', { name: moderationCopy.publishTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: moderationCopy.publish }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(
        expect.objectContaining({ description: 'Otra persona del equipo ya revisó esta pieza.' }),
      ),
    );
  });

  it('un miembro que no es trusted ve el 404 y no se pide la cola', async () => {
    serveProfiles(backend, 'verified');
    backend.on('GET', '/rest/v1/products', { body: [twoPhotoPiece()] });
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: copy.shell.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByText('Tarjeta Topps 1952 Mickey Mantle')).not.toBeInTheDocument();
    expect(backend.calls('GET', '/rest/v1/products')).toEqual([]);
  });
});
