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
import { MEMBER_ID, resetAppState, setLargeScreen, signIn, toastTexts } from '../../../../test/session';
import { DashboardRoutes } from '../../../routing/DashboardRoutes';
import {
  memo,
  REQUEST_NEW,
  REQUEST_OLD,
  serveProfiles,
  serveSignedDocuments,
  verificationRequest,
} from '../staffFixtures';
import { verificationReviewCopy } from './copy';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  signIn();
});
afterEach(() => uninstallFakeBackend());

const renderReview = () =>
  renderPage(<DashboardRoutes />, { path: '/dashboard/verification-review', route: '/dashboard/*' });

describe('Revisión de verificaciones', () => {
  it('un miembro que no es de confianza ve la página 404, sin pista de la cola', async () => {
    serveProfiles(backend, 'verified', [memo]);
    backend.on('GET', '/rest/v1/verification_requests', { body: [verificationRequest()] });
    renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: copy.shell.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByText('Memo Cartas')).toBeNull();
    expect(backend.calls('GET', '/rest/v1/verification_requests')).toHaveLength(0);
  });

  it('muestra un esqueleto mientras carga y luego las pendientes, la más antigua primero, con perfil y documentos', async () => {
    serveProfiles(backend, 'trusted', [memo]);
    serveSignedDocuments(backend);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.on('GET', '/rest/v1/verification_requests', async () => {
      await gate;
      return {
        body: [
          verificationRequest(),
          verificationRequest({
            id: REQUEST_NEW,
            type: 'vip',
            created_at: '2026-01-05T10:00:00Z',
            documents: { urls: [] },
          }),
        ],
      };
    });
    renderReview();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    release();
    const list = await screen.findByRole('list', { name: verificationReviewCopy.queueLabel });
    const cards = within(list).getAllByRole('listitem', { name: /Memo Cartas/ });
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Tipo: Vendedor')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Tipo: VIP')).toBeInTheDocument();
    const [queueRead] = backend.calls('GET', '/rest/v1/verification_requests');
    expect(queueRead.search).toContain('status=eq.pending');
    expect(queueRead.search).toContain('order=created_at.asc');
    // the requester's profile: level, sales, account age, flags
    expect(within(cards[0]).getByText('Vendedor Nuevo')).toBeInTheDocument();
    expect(within(cards[0]).getByText('3')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Identidad sin verificar')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Teléfono registrado')).toBeInTheDocument();
    // the image shown, the PDF opened in a new tab, both through signed URLs of the private bucket
    const image = within(cards[0]).getByRole('img', { name: 'Documento 1 de Memo Cartas' });
    expect(image.getAttribute('src')).toContain('token=firma');
    const pdfLink = within(cards[0]).getByRole('link', { name: 'Abrir PDF 2' });
    expect(pdfLink).toHaveAttribute('target', '_blank');
    expect(pdfLink.getAttribute('href')).toContain('domicilio.pdf');
    expect(within(cards[1]).getByText(verificationReviewCopy.noDocuments)).toBeInTheDocument();
    expect(screen.getByText('2 pendientes')).toBeInTheDocument();
  });

  it("la calificación dice 'Sin reseñas' para quien no tiene ninguna, y el promedio con cuántas para quien sí", async () => {
    const NEWCOMER = '77777777-7777-4777-8777-777777777777';
    serveProfiles(backend, 'trusted', [
      memo,
      { ...memo, id: NEWCOMER, display_name: 'Ana Nueva', rating: 0, review_count: 0 },
    ]);
    serveSignedDocuments(backend);
    backend.on('GET', '/rest/v1/verification_requests', {
      body: [
        verificationRequest(),
        verificationRequest({ id: REQUEST_NEW, user_id: NEWCOMER, documents: { urls: [] } }),
      ],
    });
    renderReview();
    const list = await screen.findByRole('list', { name: verificationReviewCopy.queueLabel });
    const [known] = within(list).getAllByRole('listitem', { name: /Memo Cartas/ });
    const [newcomer] = within(list).getAllByRole('listitem', { name: /Ana Nueva/ });
    expect(within(known!).getByText('Calificación').nextSibling).toHaveTextContent('4.5 de 5 (2 reseñas)');
    expect(within(newcomer!).getByText('Calificación').nextSibling).toHaveTextContent('Sin reseñas');
    expect(within(newcomer!).queryByText(/0\.0/)).toBeNull();
  });

  it('sin solicitudes muestra el estado vacío', async () => {
    serveProfiles(backend, 'trusted', [memo]);
    backend.on('GET', '/rest/v1/verification_requests', { body: [] });
    renderReview();
    expect(await screen.findByText(verificationReviewCopy.emptyTitle)).toBeInTheDocument();
  });

  it('si la cola no carga, lo dice y deja reintentar', async () => {
    const user = userEvent.setup();
    serveProfiles(backend, 'trusted', [memo]);
    backend.on('GET', '/rest/v1/verification_requests', { status: 500, body: postgrestError('XX000', 'boom') });
    renderReview();
    expect(await screen.findByText(verificationReviewCopy.loadError, {}, { timeout: 5000 })).toBeInTheDocument();
    backend.on('GET', '/rest/v1/verification_requests', { body: [] });
    await user.click(screen.getByRole('button', { name: copy.common.retry }));
    expect(await screen.findByText(verificationReviewCopy.emptyTitle)).toBeInTheDocument();
  });

  it('aprueba con el nivel elegido y las verificaciones marcadas; la solicitud deja la cola', async () => {
    const user = userEvent.setup();
    serveProfiles(backend, 'trusted', [memo]);
    serveSignedDocuments(backend);
    let pending = [verificationRequest()];
    backend.on('GET', '/rest/v1/verification_requests', () => ({ body: pending }));
    backend.on('PATCH', '/rest/v1/verification_requests', () => {
      pending = [];
      return { body: [{ id: REQUEST_OLD }] };
    });
    renderReview();
    await user.click(await screen.findByRole('button', { name: verificationReviewCopy.approve }));
    const dialog = await screen.findByRole('dialog', { name: verificationReviewCopy.approveTitle });
    const level = within(dialog).getByRole('combobox', { name: verificationReviewCopy.levelLabel });
    expect(level).toHaveValue('verified');
    await user.selectOptions(level, 'vip');
    await user.click(within(dialog).getByRole('checkbox', { name: verificationReviewCopy.grantBadge }));
    await user.click(within(dialog).getByRole('button', { name: verificationReviewCopy.approve }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(expect.objectContaining({ title: verificationReviewCopy.approved })),
    );
    const [patch] = backend.calls('PATCH', '/rest/v1/verification_requests');
    expect(patch.body).toEqual({
      status: 'approved',
      granted_level: 'vip',
      grant_identity_verified: true,
      grant_is_verified: false,
    });
    expect(patch.search).toContain(`id=eq.${REQUEST_OLD}`);
    expect(patch.search).toContain('status=eq.pending');
    expect(await screen.findByText(verificationReviewCopy.emptyTitle)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rechazar exige un motivo; con él se envía y la persona lo leerá', async () => {
    const user = userEvent.setup();
    serveProfiles(backend, 'trusted', [memo]);
    serveSignedDocuments(backend);
    backend.on('GET', '/rest/v1/verification_requests', { body: [verificationRequest()] });
    backend.on('PATCH', '/rest/v1/verification_requests', { body: [{ id: REQUEST_OLD }] });
    renderReview();
    await user.click(await screen.findByRole('button', { name: verificationReviewCopy.reject }));
    const dialog = await screen.findByRole('dialog', { name: verificationReviewCopy.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: verificationReviewCopy.reject }));
    expect(await within(dialog).findByText(verificationReviewCopy.reasonRequired)).toBeInTheDocument();
    expect(backend.calls('PATCH', '/rest/v1/verification_requests')).toHaveLength(0);
    await user.type(
      within(dialog).getByRole('textbox', { name: new RegExp(verificationReviewCopy.reasonLabel) }),
      'La INE está vencida',
    );
    await user.click(within(dialog).getByRole('button', { name: verificationReviewCopy.reject }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(expect.objectContaining({ title: verificationReviewCopy.rejected })),
    );
    expect(backend.calls('PATCH', '/rest/v1/verification_requests')[0].body).toEqual({
      status: 'rejected',
      review_notes: 'La INE está vencida',
    });
  });

  it('si la base de datos se niega, muestra su mensaje y el diálogo conserva lo elegido', async () => {
    const user = userEvent.setup();
    serveProfiles(backend, 'trusted', [memo]);
    serveSignedDocuments(backend);
    backend.on('GET', '/rest/v1/verification_requests', { body: [verificationRequest()] });
    backend.on('PATCH', '/rest/v1/verification_requests', {
      status: 403,
      body: postgrestError('VT426', 'No puedes decidir tu propia solicitud de verificación'),
    });
    renderReview();
    await user.click(await screen.findByRole('button', { name: verificationReviewCopy.reject }));
    const dialog = await screen.findByRole('dialog', { name: verificationReviewCopy.rejectTitle });
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(verificationReviewCopy.reasonLabel) });
    await user.type(reason, 'Documento ilegible');
    await user.click(within(dialog).getByRole('button', { name: verificationReviewCopy.reject }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: verificationReviewCopy.decisionFailed,
        description: 'No puedes decidir tu propia solicitud de verificación',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(reason).toHaveValue('Documento ilegible');
  });

  it('el enlace Verificaciones del menú dice cuántas solicitudes esperan', async () => {
    setLargeScreen(true);
    serveProfiles(backend, 'trusted', [memo]);
    backend.on('GET', '/rest/v1/verification_requests', { body: [] });
    backend.on('HEAD', '/rest/v1/verification_requests', { status: 200, headers: { 'content-range': '*/3' } });
    renderReview();
    const link = await screen.findByRole('link', { name: verificationReviewCopy.navLabel });
    await waitFor(() => expect(link).toHaveAccessibleDescription('3 solicitudes de verificación pendientes'));
    expect(backend.calls('HEAD', '/rest/v1/verification_requests')[0].search).toContain('status=eq.pending');
  });

  it('la propia solicitud de alguien del equipo no ofrece decidirla (la base de datos tampoco lo permite)', async () => {
    serveProfiles(backend, 'trusted', [memo]);
    serveSignedDocuments(backend);
    backend.on('GET', '/rest/v1/verification_requests', { body: [verificationRequest({ user_id: MEMBER_ID })] });
    renderReview();
    const card = await screen.findByRole('listitem', { name: /Tipo: Vendedor/ });
    expect(within(card).getByText(verificationReviewCopy.ownRequest)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: verificationReviewCopy.approve })).toBeNull();
  });
});
