import {
  installFakeRest,
  postgrestRefusal,
  uninstallFakeRest,
  type Reply,
  type SentRequest,
} from '../../../test/fakeRest';
import { fetchPublicProfiles, PUBLIC_MEMBER_COLUMNS, publicProfileEmbed } from './publicProfiles';

let reply: (request: SentRequest) => Reply;
let requests: SentRequest[];
beforeEach(() => {
  reply = () => ({ body: [{ id: 'a', display_name: 'Ana', avatar_url: null }] });
  requests = installFakeRest((request) => reply(request));
});
afterEach(uninstallFakeRest);

describe('fetchPublicProfiles', () => {
  it('lee de public_profiles una vez por página, cada miembro una sola vez, y los da por id', async () => {
    const people = await fetchPublicProfiles(['a', 'b', 'a'], PUBLIC_MEMBER_COLUMNS);
    expect(requests).toHaveLength(1);
    expect(requests[0].path).toBe('/rest/v1/public_profiles');
    expect(requests[0].params.get('id')).toBe('in.(a,b)');
    expect(requests[0].params.get('select')).toBe('id,username,display_name,avatar_url');
    expect(people.get('a')?.display_name).toBe('Ana');
    expect(people.has('b')).toBe(false);
  });

  it('sin miembros no consulta al servidor', async () => {
    await expect(fetchPublicProfiles([], PUBLIC_MEMBER_COLUMNS)).resolves.toEqual(new Map());
    expect(requests).toHaveLength(0);
  });

  it('un error llega a quien llama', async () => {
    reply = () => postgrestRefusal('42501', 'permiso denegado', 401);
    await expect(fetchPublicProfiles(['a'], PUBLIC_MEMBER_COLUMNS)).rejects.toMatchObject({ code: '42501' });
  });
});

it('publicProfileEmbed nombra la relación por su llave foránea', () => {
  expect(publicProfileEmbed('seller', 'seller_id', ['id', 'display_name'])).toBe(
    'seller:public_profiles!seller_id(id, display_name)',
  );
});
