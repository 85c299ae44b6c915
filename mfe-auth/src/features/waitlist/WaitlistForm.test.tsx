import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy, WAITLIST_RESET_MS } from '@vitrina/shared';
import { WaitlistHomeForm, WaitlistLandingForm } from './WaitlistForm';
import { CollectorCounter } from '../collector-counter/CollectorCounter';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderSlot } from '../../../test/renderPage';
import { resetAppState } from '../../../test/setupSession';
import { waitlistCopy } from './copy';

const ROW = {
  id: 'w1',
  email: 'ana@vitrina.mx',
  phone: '+525512345678',
  full_name: 'Ana López',
  type: 'fractional_investment',
  created_at: '2025-06-01T00:00:00Z',
};
let backend: FakeBackend;

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('POST', '/rest/v1/rpc/collector_count', { body: 5 });
  backend.on('POST', '/functions/v1/welcome-email', { body: { ok: true } });
});
afterEach(() => {
  jest.useRealTimers();
  uninstallFakeBackend();
});

async function fill(values: { name?: string; email?: string; phone?: string }, user = userEvent.setup()) {
  if (values.name) await user.type(screen.getByLabelText(/^Nombre completo/), values.name);
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.phone) await user.type(screen.getByLabelText(/^Teléfono/), values.phone);
  await user.click(screen.getByRole('button', { name: 'Unirme a la lista de espera' }));
  return user;
}

const toastWith = async (title: string) =>
  (await screen.findByText(title, { selector: 'li *' })).closest('li') as HTMLElement;

describe('WaitlistHomeForm', () => {
  it.each([
    [{}, waitlistCopy.nameRequiredTitle, waitlistCopy.nameRequiredDescription],
    [{ name: '   ' }, waitlistCopy.nameRequiredTitle, waitlistCopy.nameRequiredDescription],
    [{ name: 'Ana', email: 'ana@vitrina' }, waitlistCopy.emailInvalidTitle, waitlistCopy.emailInvalidDescription],
    [
      { name: 'Ana', email: 'ana@vitrina.mx', phone: '+0551234567' },
      waitlistCopy.phoneInvalidTitle,
      waitlistCopy.phoneInvalidDescription,
    ],
    [
      { name: 'Ana', email: 'ana@vitrina.mx', phone: '+52 55' },
      waitlistCopy.phoneInvalidTitle,
      waitlistCopy.phoneInvalidDescription,
    ],
  ])('valida %j con el aviso %s y el mensaje bajo el campo', async (values, title, description) => {
    renderSlot(<WaitlistHomeForm />);
    await fill(values);
    const notice = await toastWith(title);
    expect(notice).toHaveTextContent(description);
    const form = screen.getByRole('form', { name: 'Lista de espera' });
    expect(within(form).getByText(description)).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/waitlist')).toHaveLength(0);
  });

  it('acepta un teléfono con + y espacios o de 10 dígitos exactos', async () => {
    backend.on('POST', '/rest/v1/waitlist', { status: 201, body: ROW });
    renderSlot(<WaitlistHomeForm />);
    await fill({ name: 'Ana López', email: 'ana@vitrina.mx', phone: '+52 55 1234 5678' });
    expect(await screen.findByText(waitlistCopy.welcomeTitle)).toBeInTheDocument();
  });

  it('éxito: inserta la fila limpia, pide la bienvenida de la lista, tarjeta Bienvenido al club, +1 y a los 5 s vuelve vacío', async () => {
    jest.useFakeTimers();
    backend.on('POST', '/rest/v1/waitlist', { status: 201, body: ROW });
    renderSlot(
      <>
        <CollectorCounter />
        <WaitlistHomeForm />
      </>,
    );
    expect(await screen.findByText('218+')).toBeInTheDocument();
    await fill(
      { name: '  Ana López ', email: ' Ana@Vitrina.mx', phone: '5512345678' },
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(waitlistCopy.welcomeTitle);
    expect(screen.getByText('219+')).toBeInTheDocument();
    const [insert] = backend.calls('POST', '/rest/v1/waitlist');
    expect(insert.body).toEqual({
      email: 'ana@vitrina.mx',
      phone: '5512345678',
      full_name: 'Ana López',
      type: 'fractional_investment',
    });
    expect(insert.search).toContain('select=*');
    expect(backend.calls('POST', '/functions/v1/welcome-email')[0].body).toEqual({
      email: 'ana@vitrina.mx',
      full_name: 'Ana López',
      type: 'fractional_investment',
    });

    act(() => jest.advanceTimersByTime(WAITLIST_RESET_MS - 100));
    expect(screen.getByText(waitlistCopy.welcomeTitle)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(waitlistCopy.welcomeTitle)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre completo/)).toHaveValue('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('');
  });

  it('si la bienvenida falla el registro se muestra igual', async () => {
    backend.on('POST', '/rest/v1/waitlist', { status: 201, body: ROW });
    backend.on('POST', '/functions/v1/welcome-email', { status: 500, body: {} });
    renderSlot(<WaitlistHomeForm />);
    await fill({ name: 'Ana', email: 'ana@vitrina.mx', phone: '5512345678' });
    expect(await screen.findByText(waitlistCopy.welcomeTitle)).toBeInTheDocument();
  });

  it('23505: Email ya registrado / Este email ya está en nuestra lista de espera; el formulario se queda', async () => {
    backend.on('POST', '/rest/v1/waitlist', { status: 409, body: postgrestError('23505', 'duplicate key') });
    renderSlot(<WaitlistHomeForm />);
    await fill({ name: 'Ana', email: 'ana@vitrina.mx', phone: '5512345678' });
    const notice = await toastWith(waitlistCopy.duplicateTitle);
    expect(notice).toHaveTextContent(waitlistCopy.duplicateDescription);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@vitrina.mx');
  });

  it('Registrando... con los campos deshabilitados mientras envía', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    backend.on('POST', '/rest/v1/waitlist', () => new Promise((resolve) => (answer = resolve)));
    renderSlot(<WaitlistHomeForm />);
    await fill({ name: 'Ana', email: 'ana@vitrina.mx', phone: '5512345678' });
    expect(await screen.findByRole('button', { name: waitlistCopy.submitting })).toBeDisabled();
    expect(screen.getByLabelText(/^Teléfono/)).toBeDisabled();
    answer({ status: 201, body: ROW });
    expect(await screen.findByText(waitlistCopy.welcomeTitle)).toBeInTheDocument();
  });
});

describe('WaitlistLandingForm', () => {
  it('todos los campos son obligatorios, con mensajes bajo cada uno', async () => {
    renderSlot(<WaitlistLandingForm />);
    await fill({});
    expect(await screen.findByText(waitlistCopy.nameRequiredDescription)).toBeInTheDocument();
    expect(screen.getByText(waitlistCopy.emailInvalidDescription)).toBeInTheDocument();
    expect(screen.getByText(waitlistCopy.phoneRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Teléfono/)).toHaveAttribute('placeholder', waitlistCopy.phonePlaceholder);
    expect(backend.calls('POST', '/rest/v1/waitlist')).toHaveLength(0);
  });

  it('limita nombre y email a 100 y teléfono a 15; email sin espacios', async () => {
    renderSlot(<WaitlistLandingForm />);
    expect(screen.getByLabelText(/^Nombre completo/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveAttribute('maxLength', '15');
    await fill({ name: 'Ana', email: 'ana lopez@vitrina.mx', phone: '5512345678' });
    expect(await screen.findByText(waitlistCopy.emailInvalidDescription)).toBeInTheDocument();
  });

  it('éxito: aviso ¡Registro exitoso! y la tarjeta Bienvenido al club', async () => {
    backend.on('POST', '/rest/v1/waitlist', { status: 201, body: ROW });
    renderSlot(<WaitlistLandingForm />);
    // No digit-count rule on the landing form (spec §5).
    await fill({ name: 'Ana', email: 'ana@vitrina.mx', phone: '123' });
    const notice = await toastWith(waitlistCopy.landingSuccessTitle);
    expect(notice).toHaveTextContent(waitlistCopy.landingSuccessDescription);
    expect(screen.getByText(waitlistCopy.welcomeTitle)).toBeInTheDocument();
  });

  it('fallo: aviso destructivo Error al registrarte / Por favor intenta nuevamente más tarde', async () => {
    backend.on('POST', '/rest/v1/waitlist', { status: 500, body: postgrestError('XX000', 'boom') });
    renderSlot(<WaitlistLandingForm />);
    await fill({ name: 'Ana', email: 'ana@vitrina.mx', phone: '5512345678' });
    const notice = await toastWith(waitlistCopy.landingFailureTitle);
    expect(notice).toHaveTextContent(waitlistCopy.landingFailureDescription);
    expect(screen.getByLabelText(/^Nombre completo/)).toHaveValue('Ana');
  });

  it('sin conexión: Error de conexión', async () => {
    backend.on('POST', '/rest/v1/waitlist', 'network-error');
    renderSlot(<WaitlistLandingForm />);
    await fill({ name: 'Ana', email: 'ana@vitrina.mx', phone: '5512345678' });
    expect(await toastWith(copy.marketplace.connectionErrorTitle)).toHaveTextContent(
      copy.marketplace.connectionErrorDescription,
    );
  });
});
