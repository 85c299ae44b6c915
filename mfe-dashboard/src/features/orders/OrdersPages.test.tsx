import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@vitrina/shared';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, OTHER_ID, resetAppState, signIn, toastTexts } from '../../../test/session';
import { ShippingPage } from '../shipping/ShippingPage';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { TransactionsPage } from './TransactionsPage';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/public_profiles', {
    body: [{ id: OTHER_ID, display_name: 'Diego Comprador', avatar_url: null }],
  });
  backend.on('GET', '/rest/v1/carriers', {
    body: [
      {
        id: 'estafeta',
        name: 'Estafeta',
        tracking_url: 'https://www.estafeta.com/herramientas/rastreo',
        tracking_pattern: '^([0-9]{10}|[0-9A-Z]{22})$',
        tracking_format: '22 letras y números (número de guía) o 10 dígitos (código de rastreo)',
      },
      {
        id: 'dhl',
        name: 'DHL',
        tracking_url: 'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id={guia}&submit=1',
        tracking_pattern: '^([0-9]{10}|[0-9]{12,39}|[A-Z]{2,5}[0-9][0-9A-Z]{7,33})$',
        tracking_format: '10 dígitos (p. ej. 1234567890) o de 10 a 39 letras y números como JJD0099999999',
      },
    ],
  });
  backend.on('GET', '/rest/v1/seller_reviews', { body: [] });
  signIn();
});
afterEach(() => uninstallFakeBackend());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const SALE_ID = 'b1b2c3d4-0000-4000-8000-000000000002';
const address = {
  full_name: 'Ana Coleccionista',
  email: 'ana@x.mx',
  address: 'Av. Juárez 10',
  neighborhood: 'Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
  phone: '3312345678',
};
function item(overrides: Record<string, unknown> = {}) {
  return {
    id: 'item-1',
    order_id: ORDER_ID,
    product_id: 'piece-1',
    seller_id: OTHER_ID,
    title: 'Balón firmado del Mundial',
    quantity: 1,
    price: '8000.00',
    carrier: null,
    tracking_number: null,
    shipped_at: null,
    delivered_at: null,
    created_at: '2026-01-10T10:00:00Z',
    product: { id: 'piece-1', product_images: [] },
    ...overrides,
  };
}
function order(overrides: Record<string, unknown> = {}) {
  return {
    id: ORDER_ID,
    buyer_id: MEMBER_ID,
    status: 'pending',
    total: '8000.00',
    shipping_address: address,
    idempotency_key: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    order_items: [item()],
    ...overrides,
  };
}
const sale = () =>
  order({
    id: SALE_ID,
    buyer_id: OTHER_ID,
    total: '3000.00',
    order_items: [
      item({ id: 'item-2', order_id: SALE_ID, seller_id: MEMBER_ID, title: 'Tarjeta Jordan', price: '3000.00' }),
    ],
  });

/** purchases: GET orders?buyer_id=…; sales: order_items?seller_id=… then orders?id=in.(…) */
function serveOrders(purchases: unknown[], sales: unknown[]) {
  backend.on('GET', '/rest/v1/orders', (request) => ({
    body: request.search.includes('buyer_id=eq.') ? purchases : sales,
  }));
  backend.on('GET', '/rest/v1/order_items', { body: (sales as { id: string }[]).map((s) => ({ order_id: s.id })) });
}

describe('Pedidos', () => {
  it('muestra las compras con sus piezas, el precio pagado, el estado y la fecha', async () => {
    serveOrders([order()], []);
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    const card = await screen.findByRole('listitem', { name: 'Pedido #A1B2C3D4' });
    expect(within(card).getByText('Por enviar')).toBeInTheDocument();
    expect(within(card).getByText('Balón firmado del Mundial')).toBeInTheDocument();
    expect(within(card).getAllByText('$8,000')).toHaveLength(2);
    expect(within(card).getByText(/Realizado el 10 de enero de 2026/)).toBeInTheDocument();
  });

  it('el comprador cancela un pedido sin enviar tras confirmar', async () => {
    serveOrders([order()], []);
    backend.on('POST', '/rest/v1/rpc/cancel_order', { status: 204 });
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar pedido' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar este pedido?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar pedido' }));
    await waitFor(() =>
      expect(backend.calls('POST', '/rest/v1/rpc/cancel_order')[0]?.body).toEqual({ order_id: ORDER_ID }),
    );
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: 'Pedido cancelado',
        description: 'Las piezas volvieron a estar a la venta.',
        variant: 'success',
      }),
    );
  });

  it('un pedido enviado ya no se puede cancelar y el comprador confirma la entrega', async () => {
    serveOrders(
      [
        order({
          status: 'shipped',
          order_items: [item({ shipped_at: '2026-01-11T10:00:00Z', carrier: 'DHL', tracking_number: 'MX-1234' })],
        }),
      ],
      [],
    );
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    expect(await screen.findByRole('button', { name: 'Confirmar recepción' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
  });

  it('el vendedor marca el envío: pide paquetería y guía, y muestra la negativa de la base de datos', async () => {
    serveOrders([], [sale()]);
    backend.on('POST', '/rest/v1/rpc/ship_order', {
      status: 400,
      body: postgrestError('VT504', 'Este pedido fue cancelado'),
    });
    renderPage(<OrdersPage />, { path: '/dashboard/orders?tab=sales', route: '/dashboard/orders' });
    const card = await screen.findByRole('listitem', { name: 'Pedido #B1B2C3D4' });
    expect(within(card).getByText('Comprador: Diego Comprador', { exact: false })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar como enviado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del envío' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    expect(within(dialog).getByText('Indica la paquetería')).toBeInTheDocument();
    expect(within(dialog).getByText('Indica un número de guía válido')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/ship_order')).toHaveLength(0);
    await userEvent.selectOptions(within(dialog).getByLabelText(/Paquetería/), 'DHL');
    // the carrier's format, as the database says it: emoji are no guía
    await userEvent.type(within(dialog).getByLabelText(/Número de guía/), '😀😀😀😀');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    expect(
      within(dialog).getByText(
        'Revisa el número de guía: en DHL son 10 dígitos (p. ej. 1234567890) o de 10 a 39 letras y números como JJD0099999999',
      ),
    ).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/ship_order')).toHaveLength(0);
    await userEvent.selectOptions(within(dialog).getByLabelText(/Paquetería/), 'Estafeta');
    await userEvent.clear(within(dialog).getByLabelText(/Número de guía/));
    await userEvent.type(within(dialog).getByLabelText(/Número de guía/), '12 3456-7890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() =>
      expect(backend.calls('POST', '/rest/v1/rpc/ship_order')[0]?.body).toEqual({
        order_id: SALE_ID,
        carrier: 'estafeta',
        tracking_number: '1234567890',
      }),
    );
    // the refusal is said in the dialog, which stays open with what the seller chose and typed
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('No pudimos actualizar el pedido');
    expect(refusal).toHaveTextContent('Este pedido fue cancelado');
    expect(within(dialog).getByLabelText(/Paquetería/)).toHaveValue('estafeta');
    expect(within(dialog).getByLabelText(/Número de guía/)).toHaveValue('12 3456-7890');
  });

  it('sin compras muestra el estado vacío con un enlace para explorar', async () => {
    serveOrders([], []);
    renderPage(<OrdersPage />, { path: '/dashboard/orders' });
    expect(await screen.findByText('Aún no has comprado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar piezas' })).toHaveAttribute('href', '/products');
  });
});

describe('Detalle del pedido', () => {
  const renderDetail = (id = ORDER_ID) =>
    renderPage(<OrderDetailPage />, { path: `/dashboard/orders/${id}`, route: '/dashboard/orders/:id' });

  it('muestra piezas, precio pagado, dirección y envío', async () => {
    backend.on('GET', '/rest/v1/orders', {
      body: order({
        status: 'shipped',
        shipped_at: '2026-01-11T10:00:00Z',
        order_items: [
          item({ shipped_at: '2026-01-11T10:00:00Z', carrier: 'DHL', carrier_id: 'dhl', tracking_number: 'MX-1234' }),
        ],
      }),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedido #A1B2C3D4' })).toBeInTheDocument();
    const shipTo = screen.getByTestId('order-address');
    for (const line of ['Av. Juárez 10', 'Col. Centro', 'Guadalajara, Jalisco', 'C.P. 44100', 'Tel. 3312345678']) {
      expect(within(shipTo).getByText(line)).toBeInTheDocument();
    }
    expect(screen.getByText(/DHL · guía MX-1234/)).toBeInTheDocument();
    // the badge and the timeline's step say the same
    expect(screen.getAllByText('Enviado')).toHaveLength(2);
    const timeline = screen.getByRole('list', { name: 'Historial del pedido' });
    expect(within(timeline).getByText('Pedido realizado')).toBeInTheDocument();
    expect(within(timeline).getByText('DHL · MX-1234')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Rastrear en DHL' })).toHaveAttribute(
      'href',
      'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=MX-1234&submit=1',
    );
    expect(screen.getByRole('button', { name: 'Confirmar recepción' })).toBeInTheDocument();
  });

  it('el comprador ve subtotal, envío, descuento con su código y total como los guardó la orden', async () => {
    backend.on('GET', '/rest/v1/orders', {
      body: order({
        subtotal: '1000.00',
        shipping_total: '150.00',
        discount: '100.00',
        discount_code: 'BIENVENIDA10',
        total: '1050.00',
        order_items: [item({ price: '1000.00', shipping: '150.00' })],
      }),
    });
    renderDetail();
    expect(await screen.findByTestId('order-subtotal')).toHaveTextContent('$1,000');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('$150');
    expect(screen.getByText('Descuento (BIENVENIDA10)')).toBeInTheDocument();
    expect(screen.getByTestId('order-discount')).toHaveTextContent('−$100');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$1,050 MXN');
  });

  it('el vendedor ve su parte: sus piezas y su envío, sin el descuento de la orden; envío 0 dice Gratis', async () => {
    backend.on('GET', '/rest/v1/orders', {
      body: order({
        id: SALE_ID,
        buyer_id: OTHER_ID,
        subtotal: '4000.00',
        shipping_total: '0.00',
        discount: '400.00',
        discount_code: 'BIENVENIDA10',
        total: '3600.00',
        order_items: [
          item({ id: 'item-2', order_id: SALE_ID, seller_id: MEMBER_ID, price: '1500.00', quantity: 2, shipping: '0' }),
        ],
      }),
    });
    renderDetail(SALE_ID);
    expect(await screen.findByTestId('order-subtotal')).toHaveTextContent('$3,000');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Gratis');
    expect(screen.queryByTestId('order-discount')).not.toBeInTheDocument();
    expect(screen.getByText('Tu venta con envío')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$3,000 MXN');
  });

  describe('visto por el staff (ni comprador ni vendedor)', () => {
    const SELLER_ID = '33333333-3333-4333-8333-333333333333';
    beforeEach(() => {
      backend.on('GET', '/rest/v1/public_profiles', {
        body: [
          { id: SELLER_ID, username: 'sofia_vende', display_name: 'Sofía Ramírez', avatar_url: null },
          { id: OTHER_ID, username: 'comprador', display_name: 'Diego Hernández', avatar_url: null },
        ],
      });
      backend.on('GET', '/rest/v1/orders', {
        body: order({
          buyer_id: OTHER_ID,
          subtotal: '3900.00',
          shipping_total: '150.00',
          discount: '390.00',
          discount_code: 'BIENVENIDA10',
          total: '3660.00',
          order_items: [item({ seller_id: SELLER_ID, price: '3900.00', shipping: '150.00' })],
        }),
      });
    });

    it('ve el envío de cada vendedor y el total del pedido, no "Tu envío" ni "Tu venta"', async () => {
      renderDetail();
      const part = await screen.findByTestId('order-part');
      await within(part).findByRole('link', { name: 'Sofía Ramírez' });
      expect(within(part).getByRole('heading', { level: 3 })).toHaveTextContent('Envío de Sofía Ramírez');
      expect(screen.queryByText('Tu envío')).not.toBeInTheDocument();
      expect(screen.queryByText(/Tu venta/)).not.toBeInTheDocument();
      expect(screen.getByText('Total del pedido')).toBeInTheDocument();
      expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$3,900');
      expect(screen.getByTestId('order-shipping')).toHaveTextContent('$150');
      expect(screen.getByTestId('order-discount')).toHaveTextContent('−$390');
      expect(screen.getByTestId('order-total')).toHaveTextContent('$3,660 MXN');
      expect(await screen.findByText('Comprador: Diego Hernández')).toBeInTheDocument();
      // opened directly: the orders list, not the sales tab
      expect(screen.getByRole('link', { name: 'Volver a pedidos' })).toHaveAttribute('href', '/dashboard/orders');
    });

    it('"Volver" regresa a donde venía, p. ej. los reclamos', async () => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter
            initialEntries={['/dashboard/reclamos?claim=c-1', `/dashboard/orders/${ORDER_ID}`]}
            initialIndex={1}
          >
            <Routes>
              <Route path="/dashboard/orders/:id" element={<OrderDetailPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </AppProviders>,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
      expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/reclamos?claim=c-1');
    });
  });

  it('el comprador califica al vendedor de un pedido entregado con estrellas y comentario', async () => {
    const delivered = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    backend.on('GET', '/rest/v1/public_profiles', {
      body: [{ id: OTHER_ID, username: 'diego_vende', display_name: 'Diego Comprador', avatar_url: null }],
    });
    backend.on('GET', '/rest/v1/orders', {
      body: order({
        status: 'delivered',
        shipped_at: '2026-01-11T10:00:00Z',
        delivered_at: delivered,
        order_items: [
          item({
            shipped_at: '2026-01-11T10:00:00Z',
            carrier: 'Estafeta',
            carrier_id: 'estafeta',
            tracking_number: 'EST-1',
          }),
        ],
      }),
    });
    backend.on('POST', '/rest/v1/rpc/review_seller', { body: 'review-1' });
    renderDetail();
    const box = await screen.findByRole('group', { name: 'Califica a Diego Comprador' });
    await userEvent.click(within(box).getByRole('button', { name: 'Publicar reseña' }));
    expect(within(box).getByText('Elige de 1 a 5 estrellas')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/review_seller')).toHaveLength(0);
    await userEvent.click(within(box).getByLabelText('4 de 5 estrellas'));
    await userEvent.type(within(box).getByLabelText('Comentario (opcional)'), 'Llegó perfecto');
    await userEvent.click(within(box).getByRole('button', { name: 'Publicar reseña' }));
    await waitFor(() =>
      expect(backend.calls('POST', '/rest/v1/rpc/review_seller')[0]?.body).toEqual({
        order_id: ORDER_ID,
        seller_id: OTHER_ID,
        rating: 4,
        comment: 'Llegó perfecto',
      }),
    );
    expect(within(box).getByRole('link', { name: 'Diego Comprador' })).toHaveAttribute('href', '/sellers/diego_vende');
    // each seller's part names its seller, linked to their page
    const part = screen.getByRole('group', { name: 'Envío de Diego Comprador' });
    const heading = within(part).getByRole('heading', { name: 'Envío de Diego Comprador' });
    expect(within(heading).getByRole('link', { name: 'Diego Comprador' })).toHaveAttribute(
      'href',
      '/sellers/diego_vende',
    );
    // Estafeta's page asks for the number: the link goes there and the number is shown to paste
    expect(screen.getByRole('link', { name: 'Rastrear en Estafeta' })).toHaveAttribute(
      'href',
      'https://www.estafeta.com/herramientas/rastreo',
    );
  });

  describe('un pedido de dos vendedores', () => {
    const THIRD_ID = '33333333-3333-4333-8333-333333333333';
    const shippedA = {
      shipped_at: '2026-01-11T10:00:00Z',
      carrier: 'DHL',
      carrier_id: 'dhl',
      tracking_number: '1234567890',
    };
    const twoSellers = (a: Record<string, unknown>, b: Record<string, unknown> = {}) =>
      order({
        order_items: [
          item({ seller_id: OTHER_ID, title: 'Balón firmado del Mundial', ...a }),
          item({ id: 'item-3', product_id: 'piece-3', seller_id: THIRD_ID, title: 'Jersey retro', ...b }),
        ],
      });
    beforeEach(() => {
      backend.on('GET', '/rest/v1/public_profiles', {
        body: [
          { id: OTHER_ID, username: 'diego_vende', display_name: 'Diego Vendedor', avatar_url: null },
          { id: THIRD_ID, username: 'lucia_vende', display_name: 'Lucía Vendedora', avatar_url: null },
        ],
      });
    });

    it('el comprador confirma la recepción de quien ya envió mientras el otro no ha enviado', async () => {
      backend.on('GET', '/rest/v1/orders', { body: twoSellers(shippedA) });
      backend.on('POST', '/rest/v1/rpc/confirm_delivery', { status: 204 });
      renderDetail();
      const pieces = await screen.findByRole('region', { name: 'Piezas' });
      expect(within(pieces).getByText('Enviado en parte')).toBeInTheDocument();
      const partA = await screen.findByRole('group', { name: 'Envío de Diego Vendedor' });
      const partB = screen.getByRole('group', { name: 'Envío de Lucía Vendedora' });
      expect(within(partA).getByText('Enviado')).toBeInTheDocument();
      expect(within(partB).getByText('Por enviar')).toBeInTheDocument();
      expect(within(partB).getByText('Aún no se envía')).toBeInTheDocument();
      expect(within(partB).queryByRole('button', { name: 'Confirmar recepción' })).not.toBeInTheDocument();
      expect(await within(partA).findByRole('link', { name: 'Rastrear en DHL' })).toHaveAttribute(
        'href',
        'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=1234567890&submit=1',
      );
      await userEvent.click(within(partA).getByRole('button', { name: 'Confirmar recepción' }));
      const dialog = await screen.findByRole('dialog', { name: '¿Recibiste las piezas de Diego Vendedor?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar recepción' }));
      await waitFor(() =>
        expect(backend.calls('POST', '/rest/v1/rpc/confirm_delivery')[0]?.body).toEqual({
          order_id: ORDER_ID,
          seller_id: OTHER_ID,
        }),
      );
    });

    it('la parte recibida se califica sin esperar al otro vendedor', async () => {
      const arrived = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
      backend.on('GET', '/rest/v1/orders', { body: twoSellers({ ...shippedA, delivered_at: arrived }) });
      renderDetail();
      const pieces = await screen.findByRole('region', { name: 'Piezas' });
      expect(within(pieces).getByText('Entregado en parte')).toBeInTheDocument();
      const partA = await screen.findByRole('group', { name: 'Envío de Diego Vendedor' });
      expect(await within(partA).findByRole('group', { name: 'Califica a Diego Vendedor' })).toBeInTheDocument();
      expect(within(partA).queryByRole('button', { name: 'Confirmar recepción' })).not.toBeInTheDocument();
      const partB = screen.getByRole('group', { name: 'Envío de Lucía Vendedora' });
      expect(within(partB).queryByRole('group', { name: /Califica/ })).not.toBeInTheDocument();
      const timeline = screen.getByRole('list', { name: 'Historial del pedido' });
      expect(within(timeline).getByText('Recibido de Diego Vendedor')).toBeInTheDocument();
    });

    it('el vendedor ve su parte, la dirección con colonia y teléfono, y corrige su guía', async () => {
      backend.on('GET', '/rest/v1/orders', {
        body: order({
          id: SALE_ID,
          buyer_id: OTHER_ID,
          order_items: [item({ id: 'item-2', order_id: SALE_ID, seller_id: MEMBER_ID, ...shippedA })],
        }),
      });
      backend.on('POST', '/rest/v1/rpc/update_tracking', { status: 204 });
      renderDetail(SALE_ID);
      const part = await screen.findByRole('group', { name: 'Tu envío' });
      const shipTo = screen.getByTestId('order-address');
      expect(within(shipTo).getByText('Col. Centro')).toBeInTheDocument();
      expect(within(shipTo).getByText('Tel. 3312345678')).toBeInTheDocument();
      await userEvent.click(within(part).getByRole('button', { name: 'Corregir guía' }));
      const dialog = await screen.findByRole('dialog', { name: 'Corregir la guía' });
      const number = within(dialog).getByLabelText(/Número de guía/);
      expect(number).toHaveValue('1234567890');
      await userEvent.clear(number);
      await userEvent.type(number, 'jjd 0099 9999 99');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Corregir guía' }));
      await waitFor(() =>
        expect(backend.calls('POST', '/rest/v1/rpc/update_tracking')[0]?.body).toEqual({
          order_id: SALE_ID,
          carrier: 'dhl',
          tracking_number: 'JJD0099999999',
        }),
      );
      await waitFor(() => expect(toastTexts()).toContainEqual(expect.objectContaining({ title: 'Guía corregida' })));
    });

    it('el vendedor responde la reseña: vacía no se envía y, si la base la rechaza, su texto se queda', async () => {
      const delivered = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
      backend.on('GET', '/rest/v1/orders', {
        body: order({
          id: SALE_ID,
          buyer_id: OTHER_ID,
          status: 'delivered',
          delivered_at: delivered,
          order_items: [
            item({ id: 'item-2', order_id: SALE_ID, seller_id: MEMBER_ID, ...shippedA, delivered_at: delivered }),
          ],
        }),
      });
      backend.on('GET', '/rest/v1/seller_reviews', {
        body: [
          {
            id: 'review-9',
            seller_id: MEMBER_ID,
            rating: 5,
            comment: 'Impecable',
            reply: null,
            replied_at: null,
            created_at: delivered,
            updated_at: delivered,
            product_title: 'Tarjeta Jordan',
          },
        ],
      });
      backend.on('POST', '/rest/v1/rpc/answer_review', {
        status: 400,
        body: postgrestError('VT501', 'Ya respondiste esta reseña'),
      });
      renderDetail(SALE_ID);
      const box = await screen.findByRole('group', { name: 'Reseña del comprador' });
      await userEvent.click(await within(box).findByRole('button', { name: 'Responder' }));
      expect(await within(box).findByText('Escribe una respuesta de hasta 500 caracteres')).toBeInTheDocument();
      expect(backend.calls('POST', '/rest/v1/rpc/answer_review')).toHaveLength(0);

      const reply = within(box).getByLabelText(/Tu respuesta/);
      await userEvent.type(reply, '¡Gracias por tu compra!');
      await userEvent.click(within(box).getByRole('button', { name: 'Responder' }));
      await waitFor(() =>
        expect(toastTexts()).toContainEqual(
          expect.objectContaining({
            title: 'No pudimos publicar tu respuesta',
            description: 'Ya respondiste esta reseña',
          }),
        ),
      );
      expect(backend.calls('POST', '/rest/v1/rpc/answer_review')[0]?.body).toEqual({
        review_id: 'review-9',
        reply: '¡Gracias por tu compra!',
      });
      expect(reply).toHaveValue('¡Gracias por tu compra!');
    });

    it('el número va codificado en el enlace de la paquetería', async () => {
      backend.on('GET', '/rest/v1/orders', {
        body: twoSellers({ ...shippedA, tracking_number: 'A&B=C #1' }),
      });
      renderDetail();
      const partA = await screen.findByRole('group', { name: 'Envío de Diego Vendedor' });
      expect(await within(partA).findByRole('link', { name: 'Rastrear en DHL' })).toHaveAttribute(
        'href',
        'https://www.dhl.com/mx-es/home/rastreo.html?tracking-id=A%26B%3DC%20%231&submit=1',
      );
    });
  });

  it('un pedido que no existe o no es del miembro muestra "No encontramos este pedido"', async () => {
    backend.on('GET', '/rest/v1/orders', { body: null });
    renderDetail();
    expect(await screen.findByText('No encontramos este pedido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute('href', '/dashboard/orders');
  });
});

describe('Transacciones y Envíos', () => {
  it('lista compras y ventas con montos, y suma lo comprado y vendido sin cancelados', async () => {
    serveOrders(
      [order(), order({ id: 'c1b2c3d4-0000-4000-8000-000000000003', status: 'cancelled', total: '500.00' })],
      [sale()],
    );
    renderPage(<TransactionsPage />, { path: '/dashboard/transactions' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByText('Compra')).toHaveLength(2);
    expect(within(table).getByText('Venta')).toBeInTheDocument();
    expect(screen.getByText('Total comprado').parentElement).toHaveTextContent('$8,000');
    expect(screen.getByText('Total vendido').parentElement).toHaveTextContent('$3,000');
  });

  it('Envíos muestra cada dirección una vez y el estado de cada envío', async () => {
    serveOrders(
      [
        order(),
        order({
          id: 'c1b2c3d4-0000-4000-8000-000000000003',
          status: 'delivered',
          shipping_address: { ...address, address: 'av. juárez 10' },
        }),
      ],
      [sale()],
    );
    renderPage(<ShippingPage />, { path: '/dashboard/shipping' });
    expect(await screen.findByText('Direcciones usadas')).toBeInTheDocument();
    expect(screen.getByText('2 pedidos')).toBeInTheDocument();
    const delivered = screen.getByRole('listitem', { name: 'Pedido #C1B2C3D4' });
    expect(within(delivered).getByText('Entregado')).toBeInTheDocument();
    const waiting = screen.getByRole('listitem', { name: 'Pedido #B1B2C3D4' });
    expect(within(waiting).getByText('Venta')).toBeInTheDocument();
    expect(within(waiting).getByText('Por enviar')).toBeInTheDocument();
  });
});
