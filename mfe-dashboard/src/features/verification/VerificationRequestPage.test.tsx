import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@vitrina/shared';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, profileRow, resetAppState, signIn, signOutLocally, toastTexts } from '../../../test/session';
import { VerificationRequestPage } from './VerificationRequestPage';
import { verificationRequestCopy } from './copy';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/profiles', { body: profileRow({ verification_level: 'unverified' }) });
  backend.on('GET', '/rest/v1/verification_requests', { body: [] });
  backend.on('POST', '/storage/v1/object/verification-documents/*', (request) => ({ body: { Key: request.path } }));
  backend.on('DELETE', '/storage/v1/object/verification-documents', { body: [] });
  signIn();
  URL.createObjectURL = () => 'blob:vista-previa';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => uninstallFakeBackend());

const REQ = 'f0000000-0000-4000-8000-000000000001';
const pdf = (name = 'INE.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const png = (name = 'comprobante.png') => new File(['png'], name, { type: 'image/png' });

function request(overrides: Record<string, unknown> = {}) {
  return {
    id: REQ,
    user_id: MEMBER_ID,
    type: 'seller',
    notes: 'Vendo jerseys firmados desde 2015.',
    status: 'pending',
    documents: { urls: ['documents/a.pdf'] },
    review_notes: null,
    reviewed_by: null,
    reviewed_at: null,
    granted_level: null,
    grant_identity_verified: null,
    grant_is_verified: null,
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    ...overrides,
  };
}

const render = () => renderPage(<VerificationRequestPage />, { path: '/verification-request' });
const documentsInput = () => screen.getByLabelText(verificationRequestCopy.documentsLabel, { selector: 'input' });
const submitButton = () => screen.getByRole('button', { name: verificationRequestCopy.submit });

async function fillForm(user: ReturnType<typeof userEvent.setup>, files: File[] = [pdf(), png()]) {
  await user.click(screen.getByRole('radio', { name: /Vendedor/ }));
  await user.type(
    screen.getByRole('textbox', { name: new RegExp(verificationRequestCopy.notesLabel) }),
    'Colecciono jerseys desde 2010.',
  );
  await user.upload(documentsInput(), files);
}

describe('Solicitud de verificación', () => {
  it('muestra un esqueleto mientras cargan las solicitudes y luego el estado vacío', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.on('GET', '/rest/v1/verification_requests', async () => {
      await gate;
      return { body: [] };
    });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: verificationRequestCopy.title })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await screen.findByText(verificationRequestCopy.historyEmptyTitle)).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('el botón de enviar se habilita con al menos un documento', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    // not ready: reachable by Tab (not disabled), aria-disabled, and it names why
    expect(submitButton()).not.toBeDisabled();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveAccessibleDescription(verificationRequestCopy.documentsRequired);
    await user.click(submitButton());
    expect(backend.calls('POST', '/rest/v1/verification_requests')).toHaveLength(0);
    expect(screen.queryByText(verificationRequestCopy.selectType)).toBeNull();
    await user.upload(documentsInput(), [pdf()]);
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(submitButton()).not.toHaveAccessibleDescription();
    expect(screen.getByText('1 de 5 documentos')).toBeInTheDocument();
  });

  it('sin tipo ni notas suficientes muestra los mensajes del catálogo y no envía nada', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await user.upload(documentsInput(), [pdf()]);
    await user.type(screen.getByRole('textbox', { name: new RegExp(verificationRequestCopy.notesLabel) }), 'corto');
    await user.click(submitButton());
    expect(await screen.findByText('Por favor selecciona un tipo de verificación')).toBeInTheDocument();
    expect(screen.getByText('Por favor proporciona más detalles sobre tu solicitud')).toBeInTheDocument();
    expect(backend.calls('POST', '/storage/v1/object/verification-documents/*')).toHaveLength(0);
    expect(backend.calls('POST', '/rest/v1/verification_requests')).toHaveLength(0);
  });

  it('más de 5 documentos: se quedan los primeros 5 y "Demasiados archivos" dice cuál quedó fuera', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await user.upload(documentsInput(), [pdf('1.pdf'), pdf('2.pdf')]);
    await user.upload(documentsInput(), [pdf('3.pdf'), pdf('4.pdf'), pdf('5.pdf'), pdf('6.pdf')]);
    expect(toastTexts()).toContainEqual({
      title: 'Demasiados archivos',
      description: 'Puedes subir un máximo de 5 documentos. Quedó fuera: 6.pdf.',
      variant: 'destructive',
    });
    expect(screen.getByText('5 de 5 documentos')).toBeInTheDocument();
    for (const name of ['1.pdf', '3.pdf', '5.pdf']) expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.queryByText('6.pdf')).not.toBeInTheDocument();
  });

  it('7 documentos de una vez: se quedan los primeros 5 y nombra los 2 que quedaron fuera', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await user.upload(
      documentsInput(),
      ['1', '2', '3', '4', '5', '6', '7'].map((n) => pdf(`${n}.pdf`)),
    );
    expect(screen.getByText('5 de 5 documentos')).toBeInTheDocument();
    expect(toastTexts()).toContainEqual({
      title: 'Demasiados archivos',
      description: 'Puedes subir un máximo de 5 documentos. Quedaron fuera: 6.pdf, 7.pdf.',
      variant: 'destructive',
    });
  });

  it('rechaza archivos que no son imagen ni PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await user.upload(documentsInput(), [new File(['x'], 'notas.txt', { type: 'text/plain' })]);
    expect(await screen.findByText(verificationRequestCopy.fileTypeRejected)).toBeInTheDocument();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('quita un documento elegido con su botón', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await user.upload(documentsInput(), [pdf('INE.pdf'), png('recibo.png')]);
    await user.click(screen.getByRole('button', { name: 'Quitar INE.pdf' }));
    expect(screen.queryByText('INE.pdf')).toBeNull();
    expect(screen.getByText('recibo.png')).toBeInTheDocument();
  });

  it('envía la solicitud: "Solicitud enviada" y limpia el formulario y los archivos', async () => {
    const user = userEvent.setup();
    backend.on('POST', '/rest/v1/verification_requests', { status: 201, body: request() });
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: 'Solicitud enviada',
        description: 'Tu solicitud de verificación ha sido enviada con éxito',
        variant: 'success',
      }),
    );
    const uploads = backend.calls('POST', '/storage/v1/object/verification-documents/*');
    expect(uploads).toHaveLength(2);
    for (const upload of uploads) expect(upload.path).toMatch(/\/verification-documents\/documents\/[^/]+$/);
    const [insert] = backend.calls('POST', '/rest/v1/verification_requests');
    expect(insert.body).toMatchObject({
      user_id: MEMBER_ID,
      type: 'seller',
      notes: 'Colecciono jerseys desde 2010.',
      status: 'pending',
    });
    expect((insert.body as { documents: { urls: string[] } }).documents.urls).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: new RegExp(verificationRequestCopy.notesLabel) })).toHaveValue(''),
    );
    expect(screen.getByRole('radio', { name: /Vendedor/ })).not.toBeChecked();
    expect(screen.queryByText('INE.pdf')).toBeNull();
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('si falla, muestra el texto de error, conserva lo escrito y borra sus documentos subidos', async () => {
    const user = userEvent.setup();
    backend.on('POST', '/rest/v1/verification_requests', { status: 500, body: postgrestError('XX000', 'boom') });
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(
        expect.objectContaining({
          title: 'Hubo un error al enviar tu solicitud. Por favor intenta de nuevo.',
          variant: 'destructive',
        }),
      ),
    );
    expect(screen.getByRole('textbox', { name: new RegExp(verificationRequestCopy.notesLabel) })).toHaveValue(
      'Colecciono jerseys desde 2010.',
    );
    expect(screen.getByRole('radio', { name: /Vendedor/ })).toBeChecked();
    expect(screen.getByText('INE.pdf')).toBeInTheDocument();
    const [removal] = backend.calls('DELETE', '/storage/v1/object/verification-documents');
    expect((removal.body as { prefixes: string[] }).prefixes).toHaveLength(2);
  });

  it('una segunda solicitud del mismo tipo: el rechazo de la base de datos en español', async () => {
    const user = userEvent.setup();
    backend.on('POST', '/rest/v1/verification_requests', {
      status: 409,
      body: postgrestError('23505', 'Ya tienes una solicitud de este tipo en revisión.'),
    });
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await fillForm(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(expect.objectContaining({ title: verificationRequestCopy.duplicatePending })),
    );
  });

  it('sin sesión: "Debes iniciar sesión para enviar una solicitud" y no sube nada', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText(verificationRequestCopy.historyEmptyTitle);
    await fillForm(user, [pdf()]);
    signOutLocally();
    await user.click(submitButton());
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(
        expect.objectContaining({ title: 'Debes iniciar sesión para enviar una solicitud' }),
      ),
    );
    expect(backend.calls('POST', '/storage/v1/object/verification-documents/*')).toHaveLength(0);
  });

  it('lista las solicitudes con su estado, el nivel otorgado y el motivo de un rechazo; un tipo en revisión no se puede volver a elegir', async () => {
    backend.on('GET', '/rest/v1/verification_requests', {
      body: [
        request({ id: 'r1', type: 'vip', status: 'pending' }),
        request({
          id: 'r2',
          type: 'seller',
          status: 'rejected',
          review_notes: 'La INE está vencida',
          reviewed_at: '2026-01-11T10:00:00Z',
        }),
        request({
          id: 'r3',
          type: 'buyer',
          status: 'approved',
          granted_level: 'verified',
          reviewed_at: '2026-01-12T10:00:00Z',
        }),
      ],
    });
    render();
    const list = await screen.findByRole('list', { name: verificationRequestCopy.historyTitle });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByText('En revisión')).toBeInTheDocument();
    expect(within(items[1]).getByText('Rechazada')).toBeInTheDocument();
    expect(within(items[1]).getByText('La INE está vencida')).toBeInTheDocument();
    expect(within(items[2]).getByText('Aprobada')).toBeInTheDocument();
    expect(within(items[2]).getByText('Nivel otorgado: Vendedor Verificado')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /VIP/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Vendedor/ })).toBeEnabled();
  });

  it('si no cargan las solicitudes, lo dice y deja reintentar', async () => {
    const user = userEvent.setup();
    backend.on('GET', '/rest/v1/verification_requests', { status: 500, body: postgrestError('XX000', 'boom') });
    render();
    expect(
      await screen.findByText(verificationRequestCopy.historyLoadError, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    backend.on('GET', '/rest/v1/verification_requests', { body: [request()] });
    await user.click(screen.getByRole('button', { name: copy.common.retry }));
    expect(await screen.findByRole('list', { name: verificationRequestCopy.historyTitle })).toBeInTheDocument();
  });
});
