import { waitFor } from '@testing-library/react';
import { installFakeBackend, uninstallFakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { BUYER, resetAppState, storeSession } from '../../../test/setupSession';
import { readCheckoutProgress, saveCheckoutProgress } from '../checkout/checkoutProgress';
import { OrderConfirmationPage } from './OrderConfirmationPage';

const ORDER_ID = 'f0000000-0000-4000-8000-000000000001';

beforeEach(() => {
  resetAppState();
  const backend = installFakeBackend();
  backend.on('GET', '/rest/v1/orders', { body: null });
});
afterEach(() => {
  uninstallFakeBackend();
  window.sessionStorage.clear();
});

describe('OrderConfirmationPage', () => {
  it('olvida el avance del checkout: la siguiente compra empieza en Cuenta, no en Pago', async () => {
    storeSession(BUYER);
    // a last write of the leaving checkout page, landed after the order was placed
    saveCheckoutProgress(BUYER.id, { tab: 'payment', values: { firstName: 'Diego' } });
    expect(readCheckoutProgress(BUYER.id)?.tab).toBe('payment');

    renderPage(<OrderConfirmationPage />, { path: `/checkout/orden/${ORDER_ID}`, route: '/checkout/orden/:orderId' });

    await waitFor(() => expect(readCheckoutProgress(BUYER.id)).toBeNull());
  });
});
