import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@vitrina/shared';
import {
  installFakeBackend,
  postgrestError,
  uninstallFakeBackend,
  type FakeBackend,
  type RecordedRequest,
} from '../../../../test/fakeBackend';
import { renderPage } from '../../../../test/renderPage';
import { resetAppState, setLargeScreen, signIn, signOutLocally } from '../../../../test/session';
import { DashboardRoutes } from '../../../routing/DashboardRoutes';
import { NEW, OLD, serveProfiles } from '../staffFixtures';
import { moderationCopy } from './copy';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  setLargeScreen(true);
  signIn();
  backend.on('HEAD', '/rest/v1/products', { status: 200, headers: { 'content-range': '*/0' } });
});
afterEach(() => uninstallFakeBackend());

const renderLog = (path = '/dashboard/admin/log') => renderPage(<DashboardRoutes />, { path, route: '/dashboard/*' });

const published = {
  id: 'l1',
  actor_id: 'a1',
  subject: 'product',
  product_id: NEW,
  request_id: null,
  decision: 'published',
  reason: null,
  created_at: '2026-01-05T12:00:00Z',
  actor: { display_name: 'Sofía Staff', username: 'sofia' },
  product: { id: NEW, title: 'Jersey firmado de Chicharito' },
  request: null,
};
const rejected = {
  ...published,
  id: 'l2',
  product_id: OLD,
  decision: 'rejected',
  reason: 'Falta la foto del reverso',
  created_at: '2026-01-04T12:00:00Z',
  product: { id: OLD, title: 'Tarjeta Topps 1952 Mickey Mantle' },
};
const approvedRequest = {
  ...published,
  id: 'l3',
  subject: 'verification_request',
  product_id: null,
  request_id: 'r1',
  decision: 'approved',
  created_at: '2026-01-03T12:00:00Z',
  product: null,
  request: { id: 'r1', type: 'seller', requester: { display_name: 'Luis Cartas', username: 'luis_cartas' } },
};

function serveLog(entries: unknown[], total = entries.length) {
  backend.on('GET', '/rest/v1/moderation_log', (request: RecordedRequest) => {
    const offset = Number(new URLSearchParams(request.search).get('offset') ?? 0);
    return { body: entries, headers: { 'content-range': `${offset}-${offset + entries.length - 1}/${total}` } };
  });
}

describe('Bitácora de moderación', () => {
  it('lista cada decisión, la más reciente primero: cuándo, qué, sobre qué pieza o solicitud, quién y el motivo', async () => {
    serveProfiles(backend, 'trusted');
    serveLog([published, rejected, approvedRequest]);
    renderLog();
    expect(await screen.findByRole('heading', { level: 1, name: moderationCopy.logTitle })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: moderationCopy.logLabel });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(within(first).getByText('Publicó')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Jersey firmado de Chicharito' })).toHaveAttribute(
      'href',
      `/product/${NEW}`,
    );
    expect(within(first).getByText(/Sofía Staff/)).toBeInTheDocument();
    expect(within(first).getByText(moderationCopy.none)).toBeInTheDocument();
    expect(within(second).getByText('Rechazó')).toBeInTheDocument();
    expect(within(second).getByText('Falta la foto del reverso')).toBeInTheDocument();
    expect(within(third).getByText('Aprobó')).toBeInTheDocument();
    expect(within(third).getByText('Solicitud de verificación de Luis Cartas')).toBeInTheDocument();
    const search = decodeURIComponent(backend.calls('GET', '/rest/v1/moderation_log')[0].search);
    expect(search).toContain('order=created_at.desc,id.desc');
    expect(search).toContain('limit=20');
    expect(search).toContain('offset=0');
    expect(
      within(screen.getByRole('navigation', { name: moderationCopy.tabsLabel })).getByRole('link', {
        name: moderationCopy.logTab,
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('una pieza borrada o un autor eliminado se indican sin romper la fila', async () => {
    serveProfiles(backend, 'trusted');
    serveLog([{ ...rejected, product: null, actor: null }]);
    renderLog();
    const list = await screen.findByRole('list', { name: moderationCopy.logLabel });
    expect(within(list).getByText(moderationCopy.logRemoved)).toBeInTheDocument();
    expect(within(list).getByText(new RegExp(moderationCopy.logUnknownActor))).toBeInTheDocument();
  });

  it('pagina de 20 en 20 con Anterior y Siguiente, y guarda la página en la URL', async () => {
    serveProfiles(backend, 'trusted');
    serveLog([published, rejected], 45);
    renderLog();
    const pager = await screen.findByRole('navigation', { name: moderationCopy.logPagination });
    expect(within(pager).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: moderationCopy.logPrevious })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: moderationCopy.logNext }));
    expect(await within(pager).findByText('Página 2 de 3')).toBeInTheDocument();
    expect(backend.calls('GET', '/rest/v1/moderation_log').at(-1)!.search).toContain('offset=20');
  });

  it('abre directamente la página de la URL', async () => {
    serveProfiles(backend, 'trusted');
    serveLog([published], 45);
    renderLog('/dashboard/admin/log?pagina=3');
    expect(await screen.findByText('Página 3 de 3')).toBeInTheDocument();
    expect(backend.calls('GET', '/rest/v1/moderation_log')[0].search).toContain('offset=40');
    expect(screen.getByRole('button', { name: moderationCopy.logNext })).toBeDisabled();
  });

  it('muestra un esqueleto mientras carga y el estado vacío sin decisiones', async () => {
    serveProfiles(backend, 'trusted');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.on('GET', '/rest/v1/moderation_log', async () => {
      await gate;
      return { body: [], headers: { 'content-range': '*/0' } };
    });
    const { container } = renderLog();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    release();
    expect(await screen.findByText(moderationCopy.logEmptyTitle)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: moderationCopy.logPagination })).not.toBeInTheDocument();
  });

  it('si no carga lo dice y permite reintentar', async () => {
    serveProfiles(backend, 'trusted');
    backend.on('GET', '/rest/v1/moderation_log', { status: 500, body: postgrestError('XX000', 'boom') });
    renderLog();
    expect(await screen.findByText(moderationCopy.logLoadError)).toBeInTheDocument();
    serveLog([published]);
    await userEvent.click(screen.getByRole('button', { name: copy.common.retry }));
    expect(await screen.findByRole('list', { name: moderationCopy.logLabel })).toBeInTheDocument();
  });
});

describe('páginas del equipo para quien no es del equipo', () => {
  it.each(['/dashboard/admin', '/dashboard/admin/log'])(
    'un miembro que no es trusted ve el 404 en %s sin pista de lo que hay',
    async (path) => {
      serveProfiles(backend, 'vip');
      serveLog([published]);
      backend.on('GET', '/rest/v1/products', { body: [] });
      renderLog(path);
      expect(await screen.findByRole('heading', { level: 1, name: copy.shell.notFoundTitle })).toBeInTheDocument();
      expect(screen.queryByText(moderationCopy.logTitle)).not.toBeInTheDocument();
      expect(screen.queryByText(moderationCopy.queueTab)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Panel Admin' })).not.toBeInTheDocument();
      expect(backend.calls('GET', '/rest/v1/moderation_log')).toEqual([]);
      expect(backend.calls('GET', '/rest/v1/products')).toEqual([]);
    },
  );

  it.each(['/dashboard/admin', '/dashboard/admin/log'])(
    'un visitante ve el 404 en %s, no la página de acceso',
    async (path) => {
      signOutLocally();
      renderLog(path);
      expect(await screen.findByRole('heading', { level: 1, name: copy.shell.notFoundTitle })).toBeInTheDocument();
      expect(screen.queryByText(moderationCopy.logTitle)).not.toBeInTheDocument();
      expect(backend.calls('GET', '/rest/v1/moderation_log')).toEqual([]);
      expect(backend.calls('GET', '/rest/v1/products')).toEqual([]);
    },
  );

  it('un visitante en otra página del dashboard sigue yendo a iniciar sesión', async () => {
    signOutLocally();
    renderLog('/dashboard/orders');
    expect(await screen.findByText(/\/auth\?redirect=%2Fdashboard%2Forders/)).toBeInTheDocument();
  });
});
