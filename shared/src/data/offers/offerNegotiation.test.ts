import { fakeRestPerTest, postgrestRefusal } from '../../../test/fakeRest';
import { agreedAmount, answerOffer, fetchOffers, OFFER_NOT_CHANGED, offerStatusAt } from './offerNegotiation';

const rest = fakeRestPerTest();

const offer = {
  id: 'o1',
  product_id: 'p1',
  buyer_id: 'b1',
  seller_id: 's1',
  amount: '700.00',
  counter_amount: '880.00',
  status: 'countered',
  expires_at: '2030-01-01T00:00:00Z',
  order_id: null,
  product: { id: 'p1', title: 'Casco firmado', price: '1000.00', status: 'published', product_images: [] },
};

describe('fetchOffers', () => {
  it('expira primero las ofertas vencidas y luego lee las recibidas con el comprador de public_profiles', async () => {
    rest.reply = (request) => {
      if (request.path === '/rest/v1/rpc/expire_offers') return { body: 0 };
      if (request.path === '/rest/v1/offers') return { body: [offer] };
      return { body: [{ id: 'b1', display_name: 'Ana', avatar_url: null }] };
    };
    const [row] = await fetchOffers('s1', 'received');
    expect(rest.requests.map((r) => r.path)).toEqual([
      '/rest/v1/rpc/expire_offers',
      '/rest/v1/offers',
      '/rest/v1/public_profiles',
    ]);
    expect(rest.requests[1].params.get('seller_id')).toBe('eq.s1');
    expect(rest.requests[2].params.get('id')).toBe('in.(b1)');
    expect(row.counterpart?.display_name).toBe('Ana');
    expect([row.amount, row.counter_amount, row.product?.price]).toEqual([700, 880, 1000]);
  });

  it('las enviadas se filtran por buyer_id', async () => {
    rest.reply = (request) => (request.path === '/rest/v1/rpc/expire_offers' ? { body: 0 } : { body: [] });
    await fetchOffers('b1', 'sent');
    expect(rest.requests[1].params.get('buyer_id')).toBe('eq.b1');
  });

  it('un error de la base de datos llega a quien llama', async () => {
    rest.reply = () => postgrestRefusal('42501', 'permiso denegado', 401);
    await expect(fetchOffers('b1', 'sent')).rejects.toMatchObject({ code: '42501' });
  });
});

describe('answerOffer', () => {
  it('contraoferta: status countered con el monto', async () => {
    rest.reply = () => ({ body: [{ ...offer }] });
    await answerOffer({ offerId: 'o1', action: 'counter', counterAmount: 900 });
    expect(rest.requests[0]).toMatchObject({ method: 'PATCH', body: { status: 'countered', counter_amount: 900 } });
    expect(rest.requests[0].params.get('id')).toBe('eq.o1');
  });

  it('aceptar contraoferta y retirar piden accepted y withdrawn', async () => {
    rest.reply = () => ({ body: [{ ...offer }] });
    await answerOffer({ offerId: 'o1', action: 'acceptCounter' });
    await answerOffer({ offerId: 'o1', action: 'withdraw' });
    expect(rest.requests.map((r) => r.body)).toEqual([{ status: 'accepted' }, { status: 'withdrawn' }]);
  });

  it('muestra la negativa de la base de datos con su mensaje', async () => {
    rest.reply = () => postgrestRefusal('VT518', 'Esta oferta expiró', 400);
    await expect(answerOffer({ offerId: 'o1', action: 'accept' })).rejects.toMatchObject({
      message: 'Esta oferta expiró',
    });
  });

  it('falla si no cambió ninguna fila (no es parte de la oferta)', async () => {
    rest.reply = () => ({ body: [] });
    await expect(answerOffer({ offerId: 'o1', action: 'reject' })).rejects.toThrow(OFFER_NOT_CHANGED);
  });
});

describe('offerStatusAt y agreedAmount', () => {
  const now = new Date('2026-01-02T00:00:00Z');
  it('una oferta abierta después de su plazo se muestra expirada', () => {
    expect(offerStatusAt({ status: 'pending', expires_at: '2026-01-01T00:00:00Z', order_id: null }, now)).toBe(
      'expired',
    );
    expect(offerStatusAt({ status: 'pending', expires_at: '2026-01-03T00:00:00Z', order_id: null }, now)).toBe(
      'pending',
    );
  });
  it('una oferta aceptada ya usada en un pedido sigue aceptada', () => {
    expect(offerStatusAt({ status: 'accepted', expires_at: '2026-01-01T00:00:00Z', order_id: 'x' }, now)).toBe(
      'accepted',
    );
    expect(offerStatusAt({ status: 'rejected', expires_at: '2026-01-01T00:00:00Z', order_id: null }, now)).toBe(
      'rejected',
    );
  });
  it('el precio acordado es la contraoferta si existe', () => {
    expect(agreedAmount({ amount: 700, counter_amount: 880 })).toBe(880);
    expect(agreedAmount({ amount: 700, counter_amount: null })).toBe(700);
  });
});
