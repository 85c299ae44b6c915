import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy } from '@vitrina/shared/core';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, profileRow, resetAppState, signIn, toastTexts } from '../../../test/session';
import { DashboardRoutes } from '../../routing/DashboardRoutes';

let backend: FakeBackend;
let profile: ReturnType<typeof profileRow>;

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  profile = profileRow();
  backend.on('GET', '/rest/v1/profiles', () => ({ body: profile }));
  backend.on('GET', '/rest/v1/price_alerts', { body: [] });
  signIn();
});
afterEach(() => uninstallFakeBackend());

function renderSettings(path = '/dashboard/settings') {
  return renderPage(<DashboardRoutes />, { path, route: '/dashboard/*' });
}

async function field(name: string) {
  // The first render loads the page chunk with formik and yup cold, slower than the default second.
  return screen.findByLabelText(new RegExp(`^${name}`), {}, { timeout: 5000 });
}

describe('formulario de perfil', () => {
  it('muestra los datos actuales', async () => {
    renderSettings();
    expect(await field('Nombre de usuario')).toHaveValue('coleccionista');
    expect(await field('Nombre visible')).toHaveValue('Ana Coleccionista');
    expect(await field('Teléfono')).toHaveValue('+525512345678');
  });

  it('valida con los mensajes de la especificación sin perder lo escrito', async () => {
    renderSettings();
    const username = await field('Nombre de usuario');
    await userEvent.clear(username);
    await userEvent.type(username, 'ab');
    const name = await field('Nombre visible');
    await userEvent.clear(name);
    await userEvent.type(name, 'A');
    const phone = await field('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '5512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El nombre de usuario debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El número debe comenzar con + y tener entre 10 y 15 dígitos')).toBeInTheDocument();
    expect(toastTexts()[0]).toMatchObject({ title: 'Formato de teléfono inválido', variant: 'destructive' });
    expect(username).toHaveValue('ab');
    expect(phone).toHaveValue('5512345678');
    expect(backend.calls('PATCH', '/rest/v1/profiles')).toHaveLength(0);
  });

  it('un usuario que la dirección de la página no lleva dice por qué; uno largo, el límite', async () => {
    renderSettings();
    const username = await field('Nombre de usuario');
    await userEvent.clear(username);
    await userEvent.type(username, 'ana lópez 😀');
    await userEvent.tab();
    expect(
      await screen.findByText(
        'El nombre de usuario es la dirección de tu página de vendedor: usa solo letras sin acentos, números, punto, guion o guion bajo (sin espacios ni emojis), empezando con letra o número',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(username);
    await userEvent.type(username, 'a'.repeat(31));
    await userEvent.tab();
    expect(await screen.findByText('El nombre de usuario puede tener hasta 30 caracteres')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(backend.calls('PATCH', '/rest/v1/profiles')).toHaveLength(0);
  });

  it('un teléfono con espacios se acepta y se guarda sin ellos; el usuario en minúsculas', async () => {
    backend.on('PATCH', '/rest/v1/profiles', (request) => {
      profile = { ...profile, ...(request.body as object) };
      return { body: profile };
    });
    renderSettings();
    const username = await field('Nombre de usuario');
    await userEvent.clear(username);
    await userEvent.type(username, 'Ana_Coleccionista');
    const phone = await field('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, ' +52 55 1234 9999 ');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(backend.calls('PATCH', '/rest/v1/profiles')).toHaveLength(1));
    expect(backend.calls('PATCH', '/rest/v1/profiles')[0]!.body).toEqual({
      username: 'ana_coleccionista',
      phone_number: '+525512349999',
    });
  });

  it('el rechazo del usuario por la base de datos se muestra con sus palabras', async () => {
    const reason = 'El nombre de usuario puede tener hasta 30 caracteres';
    backend.on('PATCH', '/rest/v1/profiles', {
      status: 400,
      body: { ...postgrestError('VT307', reason), details: 'username' },
    });
    renderSettings();
    const username = await field('Nombre de usuario');
    await userEvent.clear(username);
    await userEvent.type(username, 'otro_nombre');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(toastTexts()[0]).toMatchObject({ description: reason }));
  });

  it('rechaza letras en el teléfono con el formato esperado', async () => {
    renderSettings();
    const phone = await field('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+52551234abcd');
    await userEvent.tab();
    expect(await screen.findByText('El formato debe ser +[código de país][número] (solo números)')).toBeInTheDocument();
  });

  it('guarda solo lo cambiado (teléfono vacío como null), avisa y vuelve al dashboard', async () => {
    backend.on('PATCH', '/rest/v1/profiles', (request) => {
      profile = { ...profile, ...(request.body as object) };
      return { body: profile };
    });
    renderSettings();
    const name = await field('Nombre visible');
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana María');
    await userEvent.clear(await field('Teléfono'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana María' })).toBeInTheDocument();
    const [patch] = backend.calls('PATCH', '/rest/v1/profiles');
    expect(patch!.body).toEqual({ display_name: 'Ana María', phone_number: null });
    expect(patch!.search).toContain(`id=eq.${MEMBER_ID}`);
    expect(toastTexts()).toEqual([
      { title: 'Perfil actualizado', description: 'Los cambios han sido guardados exitosamente.', variant: 'success' },
    ]);
  });

  it('si falla conserva lo escrito y muestra el error', async () => {
    backend.on('PATCH', '/rest/v1/profiles', {
      status: 409,
      body: postgrestError('23505', 'duplicate key value violates unique constraint "profiles_username_key"'),
    });
    renderSettings('/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    const username = await field('Nombre de usuario');
    await userEvent.clear(username);
    await userEvent.type(username, 'vendedor');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        {
          title: 'Error al actualizar el perfil',
          description: 'Este nombre de usuario ya está en uso. Prueba con otro.',
          variant: 'destructive',
        },
      ]),
    );
    expect(username).toHaveValue('vendedor');
    expect(screen.getByRole('heading', { level: 1, name: 'Perfil' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alertas de precio' })).not.toBeInTheDocument();
  });

  it('un error del servidor no muestra su texto: pide intentar de nuevo', async () => {
    backend.on('PATCH', '/rest/v1/profiles', { status: 500, body: postgrestError('XX000', 'servidor caído') });
    renderSettings();
    const name = await field('Nombre visible');
    await userEvent.type(name, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(toastTexts()[0]).toMatchObject({
        title: 'Error al actualizar el perfil',
        description: 'Por favor intenta de nuevo',
      }),
    );
  });
});

describe('foto de perfil', () => {
  const picture = () => new File(['png'], 'yo.png', { type: 'image/png' });

  it('Cambiar foto sube a avatars/{id}/avatar.png, avisa y muestra la nueva', async () => {
    backend.on('POST', `/storage/v1/object/avatars/${MEMBER_ID}/avatar.png`, { body: { Key: 'x' } });
    backend.on('PATCH', '/rest/v1/profiles', (request) => {
      profile = { ...profile, ...(request.body as object) };
      return { body: profile };
    });
    renderSettings();
    expect(await screen.findByRole('button', { name: 'Cambiar foto' })).toBeEnabled();
    await userEvent.upload(screen.getByTestId('avatar-input'), picture());
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        {
          title: 'Avatar actualizado',
          description: 'Tu foto de perfil ha sido actualizada exitosamente.',
          variant: 'success',
        },
      ]),
    );
    const images = await screen.findAllByRole('img', { name: 'Ana Coleccionista' });
    expect(images.some((img) => img.getAttribute('src')?.includes(`/avatars/${MEMBER_ID}/avatar.png?v=`))).toBe(true);
    const upload = backend.calls('POST', `/storage/v1/object/avatars/${MEMBER_ID}/avatar.png`)[0]!;
    expect(upload.headers.get('x-upsert')).toBe('true');
  });

  it('si la subida falla avisa en español, sin el texto en inglés del almacenamiento', async () => {
    backend.on('POST', `/storage/v1/object/avatars/${MEMBER_ID}/avatar.png`, {
      status: 413,
      body: { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
    });
    renderSettings();
    await screen.findByRole('button', { name: 'Cambiar foto' });
    await userEvent.upload(screen.getByTestId('avatar-input'), picture());
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        {
          title: 'Error al actualizar el avatar',
          description: copy.common.tryAgain,
          variant: 'destructive',
        },
      ]),
    );
  });
});

describe('alertas de precio', () => {
  it('lista las alertas con su precio objetivo y las elimina', async () => {
    let alerts = [
      {
        id: 'a1',
        user_id: MEMBER_ID,
        product_id: 'p1',
        target_price: 4500,
        created_at: '2026-01-01T00:00:00Z',
        product: { id: 'p1', title: 'Jersey Jordan 1998', price: 5200, status: 'published' },
      },
    ];
    backend.on('GET', '/rest/v1/price_alerts', () => ({ body: alerts }));
    backend.on('DELETE', '/rest/v1/price_alerts', () => {
      alerts = [];
      return { status: 204 };
    });
    renderSettings();
    const section = await screen.findByRole('region', { name: 'Alertas de precio' });
    expect(await within(section).findByRole('link', { name: 'Jersey Jordan 1998' })).toHaveAttribute(
      'href',
      '/products/p1',
    );
    expect(within(section).getByText(/Avísame a \$4,500/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Eliminar alerta: Jersey Jordan 1998' }));
    expect(await within(section).findByText(/No tienes alertas de precio/)).toBeInTheDocument();
    expect(backend.calls('DELETE', '/rest/v1/price_alerts')[0]!.search).toContain('id=eq.a1');
  });
});
