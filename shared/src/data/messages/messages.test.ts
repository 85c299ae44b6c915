import { installFakeRest, uninstallFakeRest, type SentRequest } from '../../../test/fakeRest';
import { sendMessage } from './messages';

let requests: SentRequest[];
beforeEach(() => {
  requests = installFakeRest(() => ({ status: 201, body: { id: 'm1' } }));
});
afterEach(uninstallFakeRest);

describe('sendMessage', () => {
  it('envía sender_id, receiver_id, product_id y el texto sin espacios sobrantes', async () => {
    await sendMessage({ senderId: 'u1', receiverId: 's1', productId: 'p1', message: '  ¿Sigue disponible?  ' });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/messages',
      body: { sender_id: 'u1', receiver_id: 's1', product_id: 'p1', message: '¿Sigue disponible?' },
    });
  });

  it('rechaza un mensaje en blanco sin llamar al servidor', async () => {
    await expect(sendMessage({ senderId: 'u1', receiverId: 's1', message: '   ' })).rejects.toThrow(
      'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
    );
    expect(requests).toHaveLength(0);
  });

  it("sin usuario lanza 'Usuario no autenticado'", async () => {
    await expect(sendMessage({ senderId: null, receiverId: 's1', message: 'Hola' })).rejects.toThrow(
      'Usuario no autenticado',
    );
  });
});
