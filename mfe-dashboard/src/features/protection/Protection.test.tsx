import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeBackend,
  postgrestRefusal,
  uninstallFakeBackend,
  type FakeBackend,
} from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, OTHER_ID, resetAppState, signIn, toastTexts } from '../../../test/session';
import { ClaimPanel } from './ClaimPanel';
import { OrderProtection } from './OrderProtection';
import { PaymentsPage } from './PaymentsPage';

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

function part(overrides: Record<string, unknown> = {}) {
  return {
    order_id: ORDER_ID,
    seller_id: OTHER_ID,
    buyer_id: MEMBER_ID,
    order_created_at: '2026-01-10T10:00:00Z',
    order_status: 'delivered',
    titles: 'Balón firmado del Mundial',
    captured: 2000,
    released: 0,
    refunded: 0,
    held: 2000,
    shipped_at: '2026-01-11T10:00:00Z',
    delivered_at: '2026-01-12T10:00:00Z',
    protection_ends_at: '2099-01-19T10:00:00Z',
    full_window: false,
    claim_id: null,
    claim_status: null,
    ...overrides,
  };
}

const order = {
  id: ORDER_ID,
  buyer_id: MEMBER_ID,
  status: 'delivered',
  order_items: [{ seller_id: OTHER_ID }],
} as never;

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/protection_settings', {
    body: [
      { key: 'window_days', value: 7 },
      { key: 'answer_days', value: 3 },
    ],
  });
  backend.on('GET', '/rest/v1/claims', { body: [] });
  signIn();
});
afterEach(() => uninstallFakeBackend());

describe('Compra protegida en el pedido', () => {
  it('muestra lo retenido y libera el pago cuando el comprador dice que todo está bien', async () => {
    backend.on('POST', '/rest/v1/rpc/payment_parts', { body: [part()] });
    backend.on('POST', '/rest/v1/rpc/release_payment', { status: 204 });
    renderPage(<OrderProtection order={order} userId={MEMBER_ID} sellers={[]} />, { path: '/dashboard/orders/x' });
    const section = await screen.findByTestId('order-protection');
    expect(section).toHaveTextContent('Pago retenido: $2,000, hasta el');
    await userEvent.click(within(section).getByRole('button', { name: 'Todo bien, liberar el pago' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Todo bien con tu pieza?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Todo bien, liberar el pago' }));
    expect(await toastTexts()).toContainEqual(expect.objectContaining({ title: 'Pago liberado al vendedor' }));
    expect(backend.calls('POST', '/rest/v1/rpc/release_payment')[0].body).toEqual({
      order_id: ORDER_ID,
      seller_id: OTHER_ID,
    });
  });

  it('no ofrece liberar antes de tiempo una pieza de todo el periodo, y muestra la negativa de la base en español', async () => {
    backend.on('POST', '/rest/v1/rpc/payment_parts', { body: [part({ full_window: true })] });
    backend.on(
      'POST',
      '/rest/v1/rpc/open_claim',
      postgrestRefusal('VT533', 'El periodo para reclamar terminó el 19 de enero de 2026'),
    );
    renderPage(<OrderProtection order={order} userId={MEMBER_ID} sellers={[]} />, { path: '/dashboard/orders/x' });
    const section = await screen.findByTestId('order-protection');
    expect(within(section).queryByRole('button', { name: 'Todo bien, liberar el pago' })).not.toBeInTheDocument();
    expect(section).toHaveTextContent('Por su valor, esta pieza se protege durante todo el periodo.');

    await userEvent.click(within(section).getByRole('button', { name: 'Abrir reclamo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir un reclamo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir reclamo' }));
    expect(within(dialog).getByText('Elige el motivo del reclamo')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/open_claim')).toHaveLength(0);

    await userEvent.selectOptions(within(dialog).getByLabelText(/^Motivo/), 'Llegó dañado');
    await userEvent.type(within(dialog).getByLabelText(/^Descripción/), 'La vitrina llegó rota por un lado.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir reclamo' }));
    expect(await toastTexts()).toContainEqual(
      expect.objectContaining({ description: 'El periodo para reclamar terminó el 19 de enero de 2026' }),
    );
    expect(backend.calls('POST', '/rest/v1/rpc/open_claim')[0].body).toMatchObject({
      reason: 'damaged',
      description: 'La vitrina llegó rota por un lado.',
      photos: [],
    });
    // the refusal leaves the dialog open with what the buyer wrote
    expect(within(dialog).getByLabelText(/^Motivo/)).toHaveValue('damaged');
    expect(within(dialog).getByLabelText(/^Descripción/)).toHaveValue('La vitrina llegó rota por un lado.');
  });
});

describe('Pagos', () => {
  it('suma lo retenido, lo que se libera con su fecha, lo liberado y lo reembolsado', async () => {
    backend.on('POST', '/rest/v1/rpc/payment_parts', {
      body: [
        part({ seller_id: MEMBER_ID, held: 900, captured: 900 }),
        part({
          order_id: 'b1b2c3d4-0000-4000-8000-000000000002',
          seller_id: MEMBER_ID,
          held: 0,
          released: 1500,
          refunded: 500,
          claim_id: 'c1',
          claim_status: 'partially_refunded',
        }),
      ],
    });
    renderPage(<PaymentsPage />, { path: '/dashboard/pagos' });
    expect(await screen.findByTestId('total-held')).toHaveTextContent('$900');
    expect(screen.getByTestId('total-to-release')).toHaveTextContent('$900');
    expect(screen.getByTestId('total-released')).toHaveTextContent('$1,500');
    expect(screen.getByTestId('total-refunded')).toHaveTextContent('$500');
    const rows = screen.getAllByTestId('payment-row');
    expect(rows[0]).toHaveTextContent('19 de enero de 2099');
    expect(rows[1]).toHaveTextContent('Reembolso parcial');
  });

  it('sin ventas dice qué verá aquí', async () => {
    backend.on('POST', '/rest/v1/rpc/payment_parts', { body: [] });
    renderPage(<PaymentsPage />, { path: '/dashboard/pagos' });
    expect(await screen.findByText('Aún no tienes pagos')).toBeInTheDocument();
  });
});

describe('Un reclamo abierto', () => {
  const claim = {
    id: 'c1111111-0000-4000-8000-000000000001',
    order_id: ORDER_ID,
    seller_id: MEMBER_ID,
    buyer_id: OTHER_ID,
    reason: 'damaged' as const,
    description: 'La vitrina llegó rota por un lado.',
    status: 'open' as const,
    answer_due_at: '2099-01-15T10:00:00Z',
    return_due_at: null,
    return_carrier: null,
    return_tracking: null,
    escalated_at: null,
    refund_amount: null,
    favors: null,
    decision_reason: null,
    decided_at: null,
    created_at: '2026-01-13T10:00:00Z',
    claim_events: [],
  };

  it('el vendedor disputa: sin explicar no se envía; si la base lo rechaza, lo dice y su texto se queda', async () => {
    backend.on('POST', '/rest/v1/rpc/answer_claim', postgrestRefusal('VT500', 'Este reclamo ya fue respondido'));
    const side = 'seller' as const;
    renderPage(<ClaimPanel claim={claim} role={side} held={2000} />, { path: '/dashboard/orders/x' });
    await userEvent.click(await screen.findByRole('button', { name: 'Disputar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disputar el reclamo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disputar' }));
    expect(
      await within(dialog).findByText('Explica por qué no estás de acuerdo (al menos 10 caracteres)'),
    ).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/answer_claim')).toHaveLength(0);

    const message = within(dialog).getByRole('textbox');
    await userEvent.type(message, 'La pieza salió intacta, hay fotos del empaque.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disputar' }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(expect.objectContaining({ description: 'Este reclamo ya fue respondido' })),
    );
    expect(backend.calls('POST', '/rest/v1/rpc/answer_claim')[0].body).toMatchObject({
      claim_id: claim.id,
      response: 'dispute',
      message: 'La pieza salió intacta, hay fotos del empaque.',
    });
    expect(message).toHaveValue('La pieza salió intacta, hay fotos del empaque.');
  });
});
