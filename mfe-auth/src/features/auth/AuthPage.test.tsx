import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy, DEFAULT_SUPABASE_ANON_KEY, useToastStore } from '@vitrina/shared';
import { AuthPage } from './AuthPage';
import { redirectBrowser } from './browserRedirect';
import {
  authErrorBody,
  installFakeBackend,
  postgrestError,
  sessionBody,
  uninstallFakeBackend,
  type FakeBackend,
} from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { resetAppState } from '../../../test/setupSession';
import { authCopy } from './copy';

jest.mock('./browserRedirect', () => ({ redirectBrowser: jest.fn() }));

const USER = { id: '11111111-1111-4111-8111-111111111111', email: 'ana@vitrina.mx' };
let backend: FakeBackend;

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
});
afterEach(() => {
  uninstallFakeBackend();
  jest.mocked(redirectBrowser).mockReset();
});

function renderAuth(path = '/auth', state?: unknown) {
  return renderPage(<AuthPage />, { path, route: '/auth', state });
}

async function fillAndSubmit(email: string, password: string | null, submitName: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  if (password !== null) await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: submitName }));
  return user;
}

function profileReply(onboardingCompleted: boolean | null) {
  backend.on('GET', '/rest/v1/profiles', (request) => {
    const rows = onboardingCompleted === null ? [] : [{ onboarding_completed: onboardingCompleted }];
    const wantsObject = request.headers.get('accept')?.includes('vnd.pgrst.object');
    return { body: wantsObject ? (rows[0] ?? null) : rows };
  });
}

const location = () => screen.getByTestId('location');

describe('AuthPage: modos', () => {
  it('empieza en inicio de sesión con el botón de Google, los enlaces y Volver a Inicio', async () => {
    renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: authCopy.signInTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continuar con Google/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authCopy.toSignUp })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authCopy.forgotPassword })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authCopy.backHome })).toBeInTheDocument();
  });

  it('el enlace de registro cambia a Crear cuenta y el de vuelta regresa a Iniciar sesión', async () => {
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: authCopy.toSignUp }));
    expect(screen.getByRole('heading', { level: 1, name: authCopy.signUpTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: authCopy.forgotPassword })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: authCopy.toSignIn }));
    expect(screen.getByRole('heading', { level: 1, name: authCopy.signInTitle })).toBeInTheDocument();
  });

  it('restablecer oculta la contraseña; Volver al inicio de sesión y Regístrate salen de ese modo', async () => {
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: authCopy.forgotPassword }));
    expect(screen.getByRole('heading', { level: 1, name: authCopy.resetTitle })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contraseña/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: authCopy.backToSignIn }));
    expect(screen.getByRole('heading', { level: 1, name: authCopy.signInTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: authCopy.forgotPassword }));
    await user.click(screen.getByRole('button', { name: authCopy.toSignUp }));
    expect(screen.getByRole('heading', { level: 1, name: authCopy.signUpTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contraseña/)).toBeInTheDocument();
  });

  it('Volver a Inicio lleva a /', async () => {
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: authCopy.backHome }));
    expect(location()).toHaveTextContent(/^\/$/);
  });
});

describe('AuthPage: validación', () => {
  it('muestra los mensajes del spec bajo cada campo y no llama al servidor', async () => {
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: authCopy.signInTitle }));
    expect(await screen.findByText(authCopy.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(authCopy.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(backend.requests).toHaveLength(0);
  });

  it('rechaza un email sin dominio y una contraseña de 5 caracteres', async () => {
    renderAuth();
    await fillAndSubmit('ana@vitrina', '12345', authCopy.signInTitle);
    expect(await screen.findByText(authCopy.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(authCopy.passwordTooShort)).toBeInTheDocument();
    expect(backend.calls('POST', '/auth/v1/token')).toHaveLength(0);
  });

  it('en restablecer solo valida el email', async () => {
    const user = userEvent.setup();
    backend.on('POST', '/auth/v1/recover', { body: {} });
    renderAuth();
    await user.click(screen.getByRole('button', { name: authCopy.forgotPassword }));
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(authCopy.invalidEmail)).toBeInTheDocument();
    expect(screen.queryByText(authCopy.passwordTooShort)).not.toBeInTheDocument();
  });
});

describe('AuthPage: errores de inicio de sesión', () => {
  const cases: [string, Parameters<FakeBackend['on']>[2], string][] = [
    [
      'credenciales inválidas',
      { status: 400, body: authErrorBody('invalid_credentials', 'Invalid login credentials') },
      authCopy.invalidCredentials,
    ],
    [
      'email sin confirmar',
      { status: 400, body: authErrorBody('email_not_confirmed', 'Email not confirmed') },
      authCopy.emailNotConfirmed,
    ],
    [
      'demasiados intentos (429 de Supabase Auth)',
      { status: 429, body: authErrorBody('over_request_rate_limit', 'Request rate limit reached') },
      authCopy.tooManyAttempts,
    ],
    [
      'cualquier otro',
      { status: 422, body: authErrorBody('validation_failed', 'Something else') },
      copy.auth.genericRetry,
    ],
    ['respuesta sin usuario', { body: { access_token: null, user: null } }, authCopy.noUser],
  ];
  it.each(cases)('%s', async (_name, reply, description) => {
    backend.on('POST', '/auth/v1/token', reply);
    renderAuth();
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signInTitle);
    const toastTitle = await screen.findByText(authCopy.signInError);
    expect(toastTitle.closest('li')).toHaveTextContent(description);
    expect(screen.getByRole('heading', { level: 1, name: authCopy.signInTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: authCopy.signInTitle })).toBeEnabled();
  });

  it('un fallo de red da Error de conexión', async () => {
    backend.on('POST', '/auth/v1/token', 'network-error');
    renderAuth();
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signInTitle);
    const title = await screen.findByText(copy.marketplace.connectionErrorTitle);
    expect(title.closest('li')).toHaveTextContent(copy.marketplace.connectionErrorDescription);
  });
});

describe('AuthPage: registro', () => {
  it('un email ya registrado muestra Error al registrarse con su mensaje', async () => {
    const user = userEvent.setup();
    backend.on('POST', '/auth/v1/signup', {
      status: 422,
      body: authErrorBody('user_already_exists', 'User already registered'),
    });
    renderAuth();
    await user.click(screen.getByRole('button', { name: authCopy.toSignUp }));
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signUpTitle);
    const title = await screen.findByText(authCopy.signUpError);
    expect(title.closest('li')).toHaveTextContent(authCopy.emailAlreadyRegistered);
    expect(backend.calls('POST', '/functions/v1/welcome-email')).toHaveLength(0);
  });

  it("un registro que sale bien tras un error quita el aviso 'Error al registrarse'", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    backend.on('POST', '/auth/v1/signup', () =>
      (attempts += 1) === 1
        ? { status: 422, body: authErrorBody('weak_password', 'Password should be stronger') }
        : { body: sessionBody(USER) },
    );
    backend.on('POST', '/functions/v1/welcome-email', { body: { ok: true } });
    renderAuth();
    await user.click(screen.getByRole('button', { name: authCopy.toSignUp }));
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signUpTitle);
    await screen.findByText(authCopy.signUpError);
    await user.click(screen.getByRole('button', { name: authCopy.signUpTitle }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.find((t) => t.title === authCopy.signUpSuccessTitle)?.open).toBe(true),
    );
    const open = useToastStore.getState().toasts.filter((t) => t.open);
    expect(open.map((t) => t.title)).toEqual([authCopy.signUpSuccessTitle]);
  });

  it('tras registrarse llama a welcome-email, muestra el aviso y a los 500 ms va a /onboarding', async () => {
    // The 500 ms are counted on jest's clock, not the machine's: measured in real time from when a poll first saw
    // the toast, a loaded machine made them look shorter (the timer starts before the toast is painted).
    const realTimeout = setTimeout;
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      backend.on('POST', '/auth/v1/signup', { body: sessionBody(USER) });
      // The welcome e-mail failing must not stop the sign-up (spec §7).
      backend.on('POST', '/functions/v1/welcome-email', { status: 500, body: { error: 'mail down' } });
      renderAuth('/auth?redirect=%2Fsell');
      await user.click(screen.getByRole('button', { name: authCopy.toSignUp }));
      await user.type(screen.getByLabelText(/^Email/), `  ${USER.email} `);
      await user.type(screen.getByLabelText(/^Contraseña/), 'secreta1');
      await user.click(screen.getByRole('button', { name: authCopy.signUpTitle }));

      // Waits for the requests in real time while the fake clock stands still (RTL's waitFor would move it).
      for (let i = 0; i < 400 && !screen.queryByText(authCopy.signUpSuccessTitle); i += 1) {
        await act(() => new Promise<void>((resolve) => realTimeout(resolve, 10)));
      }
      expect(screen.getByText(authCopy.signUpSuccessTitle)).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(499);
      });
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(location()).toHaveTextContent('/onboarding');
      expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({ from: '/sell' });

      expect(backend.calls('POST', '/auth/v1/signup')[0].body).toMatchObject({
        email: USER.email,
        password: 'secreta1',
      });
      const [welcome] = backend.calls('POST', '/functions/v1/welcome-email');
      expect(welcome.body).toEqual({ email: USER.email });
      expect(welcome.headers.get('authorization')).toBe(`Bearer ${DEFAULT_SUPABASE_ANON_KEY}`);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('AuthPage: redirección tras iniciar sesión', () => {
  it('con el onboarding completo va al destino de location.state.from', async () => {
    backend.on('POST', '/auth/v1/token', { body: sessionBody(USER) });
    profileReply(true);
    renderAuth('/auth', { from: { pathname: '/checkout', search: '?paso=2', hash: '' } });
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signInTitle);
    await waitFor(() => expect(location()).toHaveTextContent('/checkout?paso=2'));
    const profileRead = backend.calls('GET', '/rest/v1/profiles')[0];
    expect(profileRead.search).toContain(`id=eq.${USER.id}`);
    expect(profileRead.search).toContain('select=onboarding_completed');
  });

  it('sin destino va a /dashboard; ?redirect= también sirve de destino', async () => {
    backend.on('POST', '/auth/v1/token', { body: sessionBody(USER) });
    profileReply(true);
    const first = renderAuth('/auth');
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signInTitle);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
    first.unmount();

    resetAppState();
    backend = installFakeBackend();
    backend.on('POST', '/auth/v1/token', { body: sessionBody(USER) });
    profileReply(true);
    renderAuth('/auth?redirect=%2Fverification-request');
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signInTitle);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/verification-request$/));
  });

  it('ignora un ?redirect= a otro sitio', async () => {
    backend.on('POST', '/auth/v1/token', { body: sessionBody(USER) });
    profileReply(true);
    renderAuth('/auth?redirect=%2F%2Fevil.example%2Fx');
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signInTitle);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
  });

  it.each([
    ['sin perfil', () => profileReply(null)],
    ['con onboarding pendiente', () => profileReply(false)],
    [
      'si la lectura del perfil falla',
      () => backend.on('GET', '/rest/v1/profiles', { status: 500, body: postgrestError('XX000', 'boom') }),
    ],
  ])('%s va a /onboarding', async (_name, arrange) => {
    backend.on('POST', '/auth/v1/token', { body: sessionBody(USER) });
    arrange();
    renderAuth('/auth', { from: { pathname: '/sell' } });
    await fillAndSubmit(USER.email, 'secreta1', authCopy.signInTitle);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/onboarding$/));
    expect(JSON.parse(location().dataset.state ?? 'null')).toEqual({ from: '/sell' });
  });

  it('mientras carga, el envío y los enlaces se ignoran', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    backend.on('POST', '/auth/v1/token', () => new Promise((resolve) => (answer = resolve)));
    profileReply(true);
    renderAuth();
    const user = await fillAndSubmit(USER.email, 'secreta1', authCopy.signInTitle);

    const busyButton = await screen.findByRole('button', { name: copy.common.loading });
    expect(busyButton).toBeDisabled();
    expect(screen.getByRole('button', { name: authCopy.toSignUp })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: authCopy.toSignUp }));
    await user.click(busyButton);
    expect(screen.getByRole('heading', { level: 1, name: authCopy.signInTitle })).toBeInTheDocument();
    expect(backend.calls('POST', '/auth/v1/token')).toHaveLength(1);

    answer({ body: sessionBody(USER) });
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  });

  it('un usuario con sesión que abre /auth es redirigido igual', async () => {
    // A stored session: supabase-js reads it on start, as after a reload.
    window.localStorage.setItem('sb-127-auth-token', JSON.stringify(sessionBody(USER)));
    profileReply(true);
    renderAuth('/auth', { from: { pathname: '/sell' } });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/sell$/));
  });
});

describe('AuthPage: restablecer y Google', () => {
  it('envía el correo de recuperación con el enlace a /auth/restablecer y muestra Correo enviado', async () => {
    const user = userEvent.setup();
    backend.on('POST', '/auth/v1/recover', { body: {} });
    renderAuth();
    await user.click(screen.getByRole('button', { name: authCopy.forgotPassword }));
    await fillAndSubmit(USER.email, null, 'Enviar enlace');
    const title = await screen.findByText(authCopy.resetSentTitle);
    expect(title.closest('li')).toHaveTextContent(authCopy.resetSentDescription);
    const [recover] = backend.calls('POST', '/auth/v1/recover');
    expect(recover.body).toMatchObject({ email: USER.email });
    expect(decodeURIComponent(recover.search)).toContain('redirect_to=http://localhost/auth/restablecer');
  });

  it('Continuar con Google abre la autorización del proveedor con vuelta a /dashboard', async () => {
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: /Continuar con Google/ }));
    await waitFor(() => expect(redirectBrowser).toHaveBeenCalledTimes(1));
    const url = new URL(jest.mocked(redirectBrowser).mock.calls[0][0]);
    expect(url.pathname).toBe('/auth/v1/authorize');
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe('http://localhost/dashboard');
  });

  it('si Google falla muestra Error al iniciar sesión con Google', async () => {
    const user = userEvent.setup();
    jest.mocked(redirectBrowser).mockImplementation(() => {
      throw new Error('blocked');
    });
    renderAuth();
    await user.click(screen.getByRole('button', { name: /Continuar con Google/ }));
    const title = await screen.findByText(authCopy.googleSignInError);
    expect(within(title.closest('li') as HTMLElement).getByText(copy.auth.genericRetry)).toBeInTheDocument();
  });
});
