import { aMessage } from '../../../test/messageFixtures';
import { installFakeRest, postgrestRefusal, uninstallFakeRest, type SentRequest } from '../../../test/fakeRest';
import {
  deriveConversations,
  fetchConversations,
  fetchThread,
  markThreadRead,
  type MessageWithProduct,
} from './conversations';

afterEach(uninstallFakeRest);

function message(overrides: Partial<MessageWithProduct>): MessageWithProduct {
  return aMessage({ sender_id: 'yo', receiver_id: 'ana', ...overrides });
}

describe('deriveConversations', () => {
  const newestFirst = [
    message({
      id: '4',
      sender_id: 'ana',
      receiver_id: 'yo',
      message: '¿Te interesa?',
      created_at: '2026-01-04T10:00:00Z',
    }),
    message({
      id: '3',
      sender_id: 'luis',
      receiver_id: 'yo',
      message: 'Gracias',
      read: true,
      created_at: '2026-01-03T10:00:00Z',
    }),
    message({
      id: '2',
      sender_id: 'ana',
      receiver_id: 'yo',
      product_id: 'p1',
      product: { id: 'p1', title: 'Jersey Jordan 1998' },
      created_at: '2026-01-02T10:00:00Z',
    }),
    message({ id: '1', sender_id: 'yo', receiver_id: 'ana', created_at: '2026-01-01T10:00:00Z' }),
  ];

  it('agrupa por el otro miembro con su último mensaje, fecha, no leídos y pieza', () => {
    const profiles = new Map([['ana', { display_name: 'Ana', username: 'ana_mx', avatar_url: 'https://x/ana.png' }]]);
    expect(deriveConversations('yo', newestFirst, profiles)).toEqual([
      {
        user_id: 'ana',
        display_name: 'Ana',
        username: 'ana_mx',
        avatar_url: 'https://x/ana.png',
        last_message: '¿Te interesa?',
        last_message_date: '2026-01-04T10:00:00Z',
        unread_count: 2,
        product_id: 'p1',
        product_title: 'Jersey Jordan 1998',
      },
      expect.objectContaining({ user_id: 'luis', display_name: 'Usuario', unread_count: 0, avatar_url: null }),
    ]);
  });

  it('no cuenta como no leídos los mensajes que envió el propio miembro', () => {
    const mine = [message({ sender_id: 'yo', receiver_id: 'ana', read: false })];
    expect(deriveConversations('yo', mine, new Map())[0]!.unread_count).toBe(0);
  });
});

describe('consultas de mensajes', () => {
  it('las conversaciones leen mensajes enviados o recibidos (más recientes primero) y los nombres de public_profiles', async () => {
    const requests: SentRequest[] = installFakeRest((request) =>
      request.path === '/rest/v1/messages'
        ? { body: [message({ sender_id: 'ana', receiver_id: 'yo' })] }
        : { body: [{ id: 'ana', display_name: 'Ana', avatar_url: null }] },
    );
    const conversations = await fetchConversations('yo');
    expect(requests[0]!.params.get('or')).toBe('(sender_id.eq.yo,receiver_id.eq.yo)');
    expect(requests[0]!.params.get('order')).toBe('created_at.desc');
    expect(requests[1]!.path).toBe('/rest/v1/public_profiles');
    expect(requests[1]!.params.get('id')).toBe('in.(ana)');
    expect(conversations[0]!.display_name).toBe('Ana');
  });

  it('el hilo trae los mensajes entre los dos, el más antiguo primero', async () => {
    const requests = installFakeRest(() => ({ body: [] }));
    await fetchThread('yo', 'ana');
    expect(requests[0]!.params.get('or')).toBe(
      '(and(sender_id.eq.yo,receiver_id.eq.ana),and(sender_id.eq.ana,receiver_id.eq.yo))',
    );
    expect(requests[0]!.params.get('order')).toBe('created_at.asc');
  });

  it('al abrir marca como leídos solo los no leídos que envió el otro', async () => {
    const requests = installFakeRest(() => ({ status: 204 }));
    await markThreadRead('yo', 'ana');
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { read: true } });
    expect(requests[0]!.params.get('receiver_id')).toBe('eq.yo');
    expect(requests[0]!.params.get('sender_id')).toBe('eq.ana');
    expect(requests[0]!.params.get('read')).toBe('eq.false');
  });

  it('lanza el error de la base al cargar', async () => {
    installFakeRest(() => postgrestRefusal('XX000', 'fallo', 500));
    await expect(fetchConversations('yo')).rejects.toMatchObject({ code: 'XX000' });
  });
});
