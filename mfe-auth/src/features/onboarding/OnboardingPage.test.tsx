import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@vitrina/shared';
import { OnboardingPage } from './OnboardingPage';
import { fakeBackendPerTest, postgrestError, sessionBody } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { resetAppState } from '../../../test/setupSession';

const USER = { id: '22222222-2222-4222-8222-222222222222', email: 'nuevo@vitrina.mx' };
const backend = fakeBackendPerTest(resetAppState);

function signedIn(
  profile: Record<string, unknown> | null = {
    username: null,
    display_name: 'nuevo',
    phone_number: null,
    onboarding_completed: false,
  },
) {
  window.localStorage.setItem('sb-127-auth-token', JSON.stringify(sessionBody(USER)));
  backend.on('GET', '/rest/v1/profiles', (request) =>
    request.headers.get('accept')?.includes('vnd.pgrst.object')
      ? { body: profile }
      : { body: profile ? [profile] : [] },
  );
  backend.on('PUT', '/auth/v1/user', (request) => ({
    body: { ...sessionBody(USER).user, user_metadata: (request.body as { data: unknown }).data },
  }));
}

const location = () => screen.getByTestId('location');

async function fillProfile(values: { username?: string; display?: string; phone?: string }) {
  const user = userEvent.setup();
  const username = await screen.findByLabelText(/^Nombre de usuario/);
  await user.clear(username);
  if (values.username) await user.type(username, values.username);
  const display = screen.getByLabelText(/^Nombre para mostrar/);
  await user.clear(display);
  if (values.display) await user.type(display, values.display);
  if (values.phone) await user.type(screen.getByLabelText(/^Teléfono/), values.phone);
  return user;
}

describe('OnboardingPage', () => {
  it('sin sesión manda a /auth con vuelta a /onboarding', async () => {
    renderPage(<OnboardingPage />, { path: '/onboarding' });
    await waitFor(() => expect(location()).toHaveTextContent('/auth?redirect=%2Fonboarding'));
  });

  it('valida usuario (3), nombre (2) y teléfono (+ y 10 a 15) con los mensajes del spec', async () => {
    signedIn();
    renderPage(<OnboardingPage />, { path: '/onboarding' });
    const user = await fillProfile({ username: 'ab', display: 'A', phone: '5512345678' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText(copy.profile.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(copy.profile.displayNameMin)).toBeInTheDocument();
    expect(screen.getByText(copy.profile.phoneLength)).toBeInTheDocument();
    expect(backend.calls('PATCH', '/rest/v1/profiles')).toHaveLength(0);
  });

  it('un usuario con espacios o emoji dice que es la dirección de la página; uno largo, el límite de 30', async () => {
    signedIn();
    renderPage(<OnboardingPage />, { path: '/onboarding' });
    const user = await fillProfile({ username: 'ana lópez 😀', display: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText(copy.profile.usernameFormat)).toBeInTheDocument();
    await fillProfile({ username: 'a'.repeat(31), display: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('El nombre de usuario puede tener hasta 30 caracteres')).toBeInTheDocument();
    expect(backend.calls('PATCH', '/rest/v1/profiles')).toHaveLength(0);
  });

  it('guarda perfil, favoritos en los metadatos y onboarding_completed; luego va al destino', async () => {
    signedIn();
    backend.on('PATCH', '/rest/v1/profiles', { body: [{ id: USER.id }] });
    renderPage(<OnboardingPage />, { path: '/onboarding', state: { from: '/sell' } });
    expect(await screen.findByLabelText(/^Nombre para mostrar/)).toHaveValue('nuevo');
    const user = await fillProfile({ username: 'ana_coleccion', display: 'Ana López', phone: '+525512345678' });
    await user.click(screen.getByRole('button', { name: 'Fútbol' }));
    await user.click(screen.getByRole('button', { name: 'Cartas & Trading Cards' }));
    expect(screen.getByRole('button', { name: 'Fútbol' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/sell$/));
    expect(backend.calls('PUT', '/auth/v1/user')[0].body).toMatchObject({
      data: { favorite_sports: ['futbol'], favorite_categories: ['cards'] },
    });
    const [patch] = backend.calls('PATCH', '/rest/v1/profiles');
    expect(patch.search).toContain(`id=eq.${USER.id}`);
    expect(patch.body).toEqual({
      username: 'ana_coleccion',
      display_name: 'Ana López',
      phone_number: '+525512345678',
      onboarding_completed: true,
    });
    expect(await screen.findByText(copy.profile.updatedTitle)).toBeInTheDocument();
  });

  it('sin destino va a /dashboard y un teléfono vacío se guarda como null', async () => {
    signedIn();
    backend.on('PATCH', '/rest/v1/profiles', { body: [{ id: USER.id }] });
    renderPage(<OnboardingPage />, { path: '/onboarding' });
    const user = await fillProfile({ username: 'ana_coleccion', display: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard$/));
    expect(backend.calls('PATCH', '/rest/v1/profiles')[0].body).toMatchObject({ phone_number: null });
  });

  it('un nombre de usuario ocupado (23505) se muestra en español bajo el campo', async () => {
    signedIn();
    backend.on('PATCH', '/rest/v1/profiles', {
      status: 409,
      body: postgrestError('23505', 'duplicate key value violates unique constraint "profiles_username_key"'),
    });
    renderPage(<OnboardingPage />, { path: '/onboarding' });
    const user = await fillProfile({ username: 'vendedor', display: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Este nombre de usuario ya está en uso. Prueba con otro.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre de usuario/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('si el perfil no existe lo crea', async () => {
    signedIn(null);
    backend.on('PATCH', '/rest/v1/profiles', { body: [] });
    backend.on('POST', '/rest/v1/profiles', { status: 201, body: '' });
    renderPage(<OnboardingPage />, { path: '/onboarding' });
    const user = await fillProfile({ username: 'ana_coleccion', display: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    expect(backend.calls('POST', '/rest/v1/profiles')[0].body).toMatchObject({
      id: USER.id,
      username: 'ana_coleccion',
      onboarding_completed: true,
    });
  });

  it('otro error muestra Error al actualizar el perfil, sin el texto en inglés del servidor', async () => {
    signedIn();
    backend.on('PATCH', '/rest/v1/profiles', { status: 500, body: postgrestError('XX000', 'boom') });
    renderPage(<OnboardingPage />, { path: '/onboarding' });
    const user = await fillProfile({ username: 'ana_coleccion', display: 'Ana' });
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect((await screen.findByText(copy.profile.updateError)).closest('li')).toHaveTextContent(copy.auth.genericRetry);
  });
});
