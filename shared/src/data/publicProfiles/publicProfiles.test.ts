import { fakeRestPerTest, postgrestRefusal } from '../../../test/fakeRest';
import { fetchPublicProfiles, PUBLIC_MEMBER_COLUMNS, publicProfileEmbed } from './publicProfiles';

const rest = fakeRestPerTest(() => ({ body: [{ id: 'a', display_name: 'Ana', avatar_url: null }] }));

describe('fetchPublicProfiles', () => {
  it('lee de public_profiles una vez por página, cada miembro una sola vez, y los da por id', async () => {
    const people = await fetchPublicProfiles(['a', 'b', 'a'], PUBLIC_MEMBER_COLUMNS);
    expect(rest.requests).toHaveLength(1);
    expect(rest.requests[0].path).toBe('/rest/v1/public_profiles');
    expect(rest.requests[0].params.get('id')).toBe('in.(a,b)');
    expect(rest.requests[0].params.get('select')).toBe('id,username,display_name,avatar_url');
    expect(people.get('a')?.display_name).toBe('Ana');
    expect(people.has('b')).toBe(false);
  });

  it('sin miembros no consulta al servidor', async () => {
    await expect(fetchPublicProfiles([], PUBLIC_MEMBER_COLUMNS)).resolves.toEqual(new Map());
    expect(rest.requests).toHaveLength(0);
  });

  it('un error llega a quien llama', async () => {
    rest.reply = () => postgrestRefusal('42501', 'permiso denegado', 401);
    await expect(fetchPublicProfiles(['a'], PUBLIC_MEMBER_COLUMNS)).rejects.toMatchObject({ code: '42501' });
  });
});

it('publicProfileEmbed nombra la relación por su llave foránea', () => {
  expect(publicProfileEmbed('seller', 'seller_id', ['id', 'display_name'])).toBe(
    'seller:public_profiles!seller_id(id, display_name)',
  );
});
