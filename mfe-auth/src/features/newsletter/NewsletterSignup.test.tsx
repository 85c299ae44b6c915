import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy, DEFAULT_SUPABASE_ANON_KEY, setErrorReporter, consoleErrorReporter } from '@vitrina/shared';
import { NewsletterSignup } from './NewsletterSignup';
import { NEWSLETTER_DUPLICATE_MESSAGE } from './newsletterErrors';
import { CollectorCounter } from '../collector-counter/CollectorCounter';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderSlot } from '../../../test/renderPage';
import { resetAppState } from '../../../test/setupSession';
import { newsletterCopy } from './copy';

const ROW = {
  id: 'row-1',
  email: 'ana@vitrina.mx',
  name: 'Ana',
  wants_to_sell: true,
  created_at: '2025-06-01T00:00:00Z',
};
let backend: FakeBackend;
const reporter = jest.fn();

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('POST', '/rest/v1/rpc/collector_count', { body: 10 });
  backend.on('POST', '/functions/v1/welcome-email', { body: { ok: true } });
  backend.on('POST', '/functions/v1/trigger-notification', { body: { ok: true } });
  setErrorReporter(reporter);
});
afterEach(() => {
  uninstallFakeBackend();
  setErrorReporter(consoleErrorReporter);
  reporter.mockReset();
});

function insertReplies(reply: Parameters<FakeBackend['on']>[2]) {
  backend.on('POST', '/rest/v1/newsletter_subscribers', reply);
}

async function subscribe(email: string, extra?: { name?: string; sell?: boolean }) {
  const user = userEvent.setup();
  if (extra?.name) await user.type(screen.getByLabelText(/^Nombre/), extra.name);
  await user.type(screen.getByLabelText(/^Email/), email);
  if (extra?.sell) await user.click(screen.getByRole('checkbox', { name: /vender/ }));
  await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
  return user;
}

const toastWith = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;

describe('NewsletterSignup', () => {
  it('variante completa: inserta nombre, email y wants_to_sell, envía la bienvenida, notifica, limpia y suma 1 al contador', async () => {
    insertReplies({ status: 201, body: ROW });
    renderSlot(
      <>
        <CollectorCounter />
        <NewsletterSignup variant="full" />
      </>,
    );
    expect(await screen.findByText('223+')).toBeInTheDocument();
    await subscribe(' Ana@Vitrina.mx ', { name: ' Ana ', sell: true });

    const success = await toastWith(newsletterCopy.successTitle);
    expect(success).toHaveTextContent(newsletterCopy.successDescription);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByText('224+')).toBeInTheDocument();

    expect(backend.calls('POST', '/rest/v1/newsletter_subscribers')[0].body).toEqual({
      email: 'ana@vitrina.mx',
      name: 'Ana',
      wants_to_sell: true,
    });
    const [welcome] = backend.calls('POST', '/functions/v1/welcome-email');
    expect(welcome.body).toEqual({ email: 'ana@vitrina.mx' });
    expect(welcome.headers.get('authorization')).toBe(`Bearer ${DEFAULT_SUPABASE_ANON_KEY}`);
    expect(backend.calls('POST', '/functions/v1/trigger-notification')[0].body).toEqual(ROW);
  });

  it('variante solo email: sin nombre ni casilla; name null y wants_to_sell false', async () => {
    insertReplies({ status: 201, body: { ...ROW, name: null, wants_to_sell: false } });
    renderSlot(<NewsletterSignup variant="emailOnly" />);
    expect(screen.queryByLabelText(/^Nombre/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await subscribe('ana@vitrina.mx');
    await toastWith(newsletterCopy.successTitle);
    expect(backend.calls('POST', '/rest/v1/newsletter_subscribers')[0].body).toEqual({
      email: 'ana@vitrina.mx',
      name: null,
      wants_to_sell: false,
    });
  });

  it('valida el email: Campo requerido y Formato inválido, sin llamar al servidor', async () => {
    const user = userEvent.setup();
    renderSlot(<NewsletterSignup variant="emailOnly" />);
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText(copy.common.requiredField)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }));
    expect(await screen.findByText(copy.common.invalidFormat)).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/newsletter_subscribers')).toHaveLength(0);
  });

  it('mientras envía: Enviando... y campos deshabilitados', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    insertReplies(() => new Promise((resolve) => (answer = resolve)));
    renderSlot(<NewsletterSignup variant="full" />);
    await subscribe('ana@vitrina.mx');
    expect(await screen.findByRole('button', { name: newsletterCopy.submitting })).toBeDisabled();
    expect(screen.getByLabelText(/^Email/)).toBeDisabled();
    expect(screen.getByLabelText(/^Nombre/)).toBeDisabled();
    answer({ status: 201, body: ROW });
    expect(await screen.findByRole('button', { name: 'Suscribirme' })).toBeEnabled();
  });

  it('23505: aviso informativo Email ya registrado y el mensaje bajo el campo; el contador no sube', async () => {
    insertReplies({ status: 409, body: postgrestError('23505', 'duplicate key value violates unique constraint') });
    renderSlot(
      <>
        <CollectorCounter />
        <NewsletterSignup variant="emailOnly" />
      </>,
    );
    expect(await screen.findByText('223+')).toBeInTheDocument();
    await subscribe('ana@vitrina.mx');
    const notice = await toastWith(newsletterCopy.duplicateNotice);
    expect(notice).toHaveTextContent(NEWSLETTER_DUPLICATE_MESSAGE);
    const form = screen.getByRole('form', { name: 'Suscripción al boletín' });
    expect(within(form).getByText(NEWSLETTER_DUPLICATE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('223+')).toBeInTheDocument();
    expect(backend.calls('POST', '/functions/v1/welcome-email')).toHaveLength(0);
    expect(reporter).not.toHaveBeenCalled();
  });

  it.each([
    ['23502', newsletterCopy.incompleteData, false],
    ['23503', newsletterCopy.referenceError, false],
    ['42P01', newsletterCopy.systemError, true],
    ['42501', newsletterCopy.accessErrorTitle, true],
  ])('código %s muestra %s (reportado: %s)', async (code, title, reported) => {
    insertReplies({ status: 400, body: postgrestError(code, 'db error') });
    renderSlot(<NewsletterSignup variant="emailOnly" />);
    await subscribe('ana@vitrina.mx');
    const notice = await toastWith(title);
    if (code === '42501') expect(notice).toHaveTextContent(newsletterCopy.accessErrorDescription);
    expect(reporter).toHaveBeenCalledTimes(reported ? 1 : 0);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@vitrina.mx');
  });

  it('otro código usa el respaldo REST directo con la misma fila y pidiéndola de vuelta', async () => {
    let attempt = 0;
    insertReplies((request) => {
      attempt += 1;
      if (attempt === 1) return { status: 400, body: postgrestError('PGRST204', 'schema cache') };
      expect(request.headers.get('prefer')).toBe('return=representation');
      expect(request.headers.get('authorization')).toBe(`Bearer ${DEFAULT_SUPABASE_ANON_KEY}`);
      return { status: 201, body: [ROW] };
    });
    renderSlot(<NewsletterSignup variant="emailOnly" />);
    await subscribe('ana@vitrina.mx');
    await toastWith(newsletterCopy.successTitle);
    const inserts = backend.calls('POST', '/rest/v1/newsletter_subscribers');
    expect(inserts).toHaveLength(2);
    expect(inserts[1].body).toEqual(inserts[0].body);
    expect(backend.calls('POST', '/functions/v1/trigger-notification')[0].body).toEqual(ROW);
  });

  it('si el respaldo REST también falla: No pudimos registrarte con el estado y el cuerpo', async () => {
    insertReplies({ status: 400, body: postgrestError('PGRST204', 'schema cache') });
    renderSlot(<NewsletterSignup variant="emailOnly" />);
    await subscribe('ana@vitrina.mx');
    const notice = await toastWith(newsletterCopy.registerFailed);
    expect(notice).toHaveTextContent('400');
    expect(notice).toHaveTextContent('schema cache');
  });

  it('una respuesta no OK de welcome-email es un fallo: Error / No pudimos procesar tu suscripción', async () => {
    insertReplies({ status: 201, body: ROW });
    backend.on('POST', '/functions/v1/welcome-email', { status: 500, body: { error: 'mail' } });
    renderSlot(<NewsletterSignup variant="emailOnly" />);
    await subscribe('ana@vitrina.mx');
    const notice = await toastWith(newsletterCopy.failureDescription);
    expect(within(notice).getByText(newsletterCopy.failureTitle)).toBeInTheDocument();
    expect(backend.calls('POST', '/functions/v1/trigger-notification')).toHaveLength(0);
  });

  it('un fallo de trigger-notification se ignora', async () => {
    insertReplies({ status: 201, body: ROW });
    backend.on('POST', '/functions/v1/trigger-notification', 'network-error');
    renderSlot(<NewsletterSignup variant="emailOnly" />);
    await subscribe('ana@vitrina.mx');
    await toastWith(newsletterCopy.successTitle);
  });

  it('sin conexión: Error de conexión', async () => {
    insertReplies('network-error');
    renderSlot(<NewsletterSignup variant="emailOnly" />);
    await subscribe('ana@vitrina.mx');
    const notice = await toastWith(copy.marketplace.connectionErrorTitle);
    expect(notice).toHaveTextContent(copy.marketplace.connectionErrorDescription);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suscribirme' })).toBeEnabled());
  });
});
