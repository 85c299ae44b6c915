import { copy } from '../../copy';
import { installFakeRest, postgrestRefusal, uninstallFakeRest } from '../../../test/fakeRest';
import {
  avatarPath,
  fetchOwnProfile,
  ProfileFieldError,
  profileSaveError,
  updateProfile,
  uploadAvatar,
} from './profile';

afterEach(uninstallFakeRest);

describe('perfil propio', () => {
  it('lee la fila completa del usuario', async () => {
    const requests = installFakeRest(() => ({ body: { id: 'u1', username: 'ana' } }));
    await expect(fetchOwnProfile('u1')).resolves.toMatchObject({ username: 'ana' });
    expect(requests[0]!.params.get('id')).toBe('eq.u1');
    expect(requests[0]!.params.get('select')).toBe('*');
  });

  it('actualiza solo los campos cambiados; un nombre ocupado se lanza como error del campo', async () => {
    const requests = installFakeRest(() => ({ body: { id: 'u1' } }));
    await updateProfile('u1', { display_name: 'Ana' });
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { display_name: 'Ana' } });
    installFakeRest(() =>
      postgrestRefusal('23505', 'duplicate key value violates unique constraint "profiles_username_key"', 409),
    );
    const refusal = updateProfile('u1', { username: 'otra' });
    await expect(refusal).rejects.toBeInstanceOf(ProfileFieldError);
    await expect(refusal).rejects.toMatchObject({
      field: 'username',
      message: 'Este nombre de usuario ya está en uso. Prueba con otro.',
    });
  });

  it('lee un rechazo al guardar: teléfono que la base rechaza en su campo, lo demás tal como vino', () => {
    expect(
      profileSaveError({ code: '23514', message: 'violates check constraint "profiles_phone_check"' }),
    ).toMatchObject({ field: 'phone_number', message: 'Formato de teléfono inválido' });
    const reason = 'El nombre de usuario puede tener hasta 30 caracteres';
    expect(profileSaveError({ code: 'VT307', message: reason, details: 'username' })).toMatchObject({
      field: 'username',
      message: reason,
    });
    expect(
      profileSaveError({ code: '23514', message: 'violates check constraint "profiles_username_url_safe"' }),
    ).toMatchObject({ field: 'username', message: copy.profile.usernameFormat });
    expect(
      profileSaveError({ code: 'VT308', message: 'El teléfono debe empezar con +…', details: 'phone_number' }),
    ).toMatchObject({ field: 'phone_number', message: 'Formato de teléfono inválido' });
    const other = { code: '42501', message: 'permission denied' };
    expect(profileSaveError(other)).toBe(other);
  });
});

describe('avatar', () => {
  it('va a {user id}/avatar.{ext}, con la extensión del nombre o del tipo', () => {
    expect(avatarPath('u1', { name: 'Foto.PNG', type: 'image/png' })).toBe('u1/avatar.png');
    expect(avatarPath('u1', { name: 'foto', type: 'image/webp' })).toBe('u1/avatar.webp');
  });

  it('sube con sobrescritura y guarda la URL pública con la hora de subida', async () => {
    const requests = installFakeRest((request) =>
      request.path.startsWith('/storage/') ? { body: { Key: 'avatars/u1/avatar.jpg' } } : { body: { id: 'u1' } },
    );
    const file = new File(['x'], 'yo.jpg', { type: 'image/jpeg' });
    await uploadAvatar('u1', file, () => 1700000000000);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.path).toBe('/storage/v1/object/avatars/u1/avatar.jpg');
    expect(requests[1]).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/profiles',
      body: { avatar_url: 'http://127.0.0.1:54321/storage/v1/object/public/avatars/u1/avatar.jpg?v=1700000000000' },
    });
  });
});
