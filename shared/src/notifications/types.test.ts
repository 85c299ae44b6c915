import { notificationTarget, notificationToastVariant } from './types';

describe('notifications', () => {
  it('estilo del toast: success para order, PRICE_ALERT y saved_search, info para ofertas, default el resto', () => {
    expect(notificationToastVariant('order')).toBe('success');
    expect(notificationToastVariant('PRICE_ALERT')).toBe('success');
    expect(notificationToastVariant('saved_search')).toBe('success');
    expect(notificationToastVariant('offer')).toBe('info');
    expect(notificationToastVariant('offer_response')).toBe('info');
    expect(notificationToastVariant('message')).toBe('default');
    expect(notificationToastVariant('system')).toBe('default');
  });

  it('destino al hacer clic', () => {
    expect(notificationTarget({ type: 'PRICE_ALERT', ref_id: 'p1' })).toBe('/products/p1');
    expect(notificationTarget({ type: 'PRICE_ALERT', ref_id: null })).toBeUndefined();
    expect(notificationTarget({ type: 'saved_search', ref_id: 'p2' })).toBe('/products/p2');
    expect(notificationTarget({ type: 'order', ref_id: 'o9' })).toBe('/dashboard/orders/o9');
    expect(notificationTarget({ type: 'offer', ref_id: null })).toBe('/dashboard/offers');
    expect(notificationTarget({ type: 'offer_response', ref_id: 'x' })).toBe('/dashboard/offers');
    expect(notificationTarget({ type: 'message', ref_id: 'x' })).toBeUndefined();
  });
});
