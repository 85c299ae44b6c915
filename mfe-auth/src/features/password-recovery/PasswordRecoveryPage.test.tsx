import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@vitrina/shared';
import { INVALID_LINK_MESSAGE, PASSWORD_UPDATED_TITLE, PasswordRecoveryPage } from './PasswordRecoveryPage';
import { PASSWORDS_DIFFER_MESSAGE } from './passwordRecoverySchema';
import { authErrorBody, fakeBackendPerTest, sessionBody } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { resetAppState } from '../../../test/setupSession';
import { authCopy } from '../auth/copy';

const USER = { id: '33333333-3333-4333-8333-333333333333', email: 'comprador@vitrina.mx' };
const backend = fakeBackendPerTest(resetAppState);

function recoverySession() {
  window.localStorage.setItem('sb-127-auth-token', JSON.stringify(sessionBody(USER)));
  backend.on('PUT', '/auth/v1/user', { body: sessionBody(USER).user });
  backend.on('GET', '/rest/v1/profiles', { body: [{ onboarding_completed: true }] });
}

async function submitPasswords(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Nueva contraseña/), password);
  await user.type(screen.getByLabelText(/^Confirma la contraseña/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('PasswordRecoveryPage', () => {
  it('sin sesión de recuperación explica que el enlace no sirve y ofrece volver', async () => {
    renderPage(<PasswordRecoveryPage />, { path: '/auth/restablecer' });
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_LINK_MESSAGE);
    expect(screen.getByRole('link', { name: authCopy.backToSignIn })).toHaveAttribute('href', '/auth');
  });

  it('valida longitud y coincidencia', async () => {
    recoverySession();
    renderPage(<PasswordRecoveryPage />, { path: '/auth/restablecer' });
    await submitPasswords('12345', '54321');
    expect(await screen.findByText(authCopy.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(PASSWORDS_DIFFER_MESSAGE)).toBeInTheDocument();
    expect(backend.calls('PUT', '/auth/v1/user')).toHaveLength(0);
  });

  it('guarda la contraseña nueva y continúa como tras iniciar sesión', async () => {
    recoverySession();
    renderPage(<PasswordRecoveryPage />, { path: '/auth/restablecer' });
    await submitPasswords('NuevaClave1', 'NuevaClave1');
    expect(await screen.findByText(PASSWORD_UPDATED_TITLE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(backend.calls('PUT', '/auth/v1/user')[0].body).toMatchObject({ password: 'NuevaClave1' });
  });

  it('si el servidor rechaza la contraseña lo dice en español', async () => {
    recoverySession();
    backend.on('PUT', '/auth/v1/user', {
      status: 422,
      body: authErrorBody('same_password', 'New password should be different'),
    });
    renderPage(<PasswordRecoveryPage />, { path: '/auth/restablecer' });
    await submitPasswords('NuevaClave1', 'NuevaClave1');
    expect((await screen.findByText(copy.common.error, { selector: 'li *' })).closest('li')).toHaveTextContent(
      copy.auth.genericRetry,
    );
  });
});
