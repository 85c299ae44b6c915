import { fakeRestPerTest, postgrestRefusal } from '../../../test/fakeRest';
import { sendOffer } from './offers';

const rest = fakeRestPerTest(() => ({ status: 201, body: { id: 'o1', status: 'pending' } }));

const input = { productId: 'p1', buyerId: 'b1', sellerId: 's1', amount: 850 };

describe('sendOffer', () => {
  it('inserta product_id, buyer_id, seller_id, amount y status pending', async () => {
    await expect(sendOffer(input)).resolves.toMatchObject({ id: 'o1' });
    expect(rest.requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/offers',
      body: { product_id: 'p1', buyer_id: 'b1', seller_id: 's1', amount: 850, status: 'pending' },
    });
  });

  it("sin usuario lanza 'Usuario no autenticado' y no llama al servidor", async () => {
    await expect(sendOffer({ ...input, buyerId: null })).rejects.toThrow('Usuario no autenticado');
    expect(rest.requests).toHaveLength(0);
  });

  it("sin vendedor lanza 'Información del vendedor no disponible'", async () => {
    await expect(sendOffer({ ...input, sellerId: undefined })).rejects.toThrow(
      'Información del vendedor no disponible',
    );
  });

  it('devuelve el rechazo de la base de datos con su mensaje', async () => {
    rest.reply = () => postgrestRefusal('VT413', 'No puedes hacer ofertas por tu propio producto');
    await expect(sendOffer(input)).rejects.toMatchObject({ message: 'No puedes hacer ofertas por tu propio producto' });
  });
});
