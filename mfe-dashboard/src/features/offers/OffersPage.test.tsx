import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '@vitrina/shared';
import { getSupabase } from '@vitrina/shared/supabase';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { MEMBER_ID, OTHER_ID, resetAppState, signIn, toastTexts } from '../../../test/session';
import { OffersPage } from './OffersPage';
import { offerCopy } from './copy';

let backend: FakeBackend;
beforeEach(() => {
  resetAppState();
  useCartStore.setState({ items: [] });
  backend = installFakeBackend();
  backend.on('POST', '/rest/v1/rpc/expire_offers', { body: 0 });
  backend.on('GET', '/rest/v1/public_profiles', {
    body: [{ id: OTHER_ID, display_name: 'Diego Comprador', avatar_url: null }],
  });
  signIn();
});
afterEach(() => {
  jest.restoreAllMocks();
  uninstallFakeBackend();
});

type ChangeHandler = (payload: { new: unknown; old: unknown }) => void;
/** Stands in for the realtime socket: records the channel's bindings so a test delivers a change as the server would. */
function fakeRealtime() {
  const bindings: { filter: { event: string; table: string; filter?: string }; handler: ChangeHandler }[] = [];
  const removed: unknown[] = [];
  jest.spyOn(getSupabase(), 'channel').mockImplementation(() => {
    const channel = {
      on: (_type: string, filter: (typeof bindings)[number]['filter'], handler: ChangeHandler) => {
        bindings.push({ filter, handler });
        return channel;
      },
      subscribe: () => channel,
    };
    return channel as never;
  });
  jest.spyOn(getSupabase(), 'removeChannel').mockImplementation(async (channel) => {
    removed.push(channel);
    return 'ok';
  });
  const deliver = (row: Record<string, unknown>) =>
    act(() => {
      for (const binding of bindings) {
        const [column, value] = (binding.filter.filter ?? '').split('=eq.');
        if (row[column] === value) binding.handler({ new: row, old: {} });
      }
    });
  return { bindings, removed, deliver };
}

const future = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
function offer(overrides: Record<string, unknown> = {}) {
  return {
    id: 'offer-1',
    product_id: 'piece-1',
    buyer_id: OTHER_ID,
    seller_id: MEMBER_ID,
    amount: '7000.00',
    counter_amount: null,
    status: 'pending',
    responded_at: null,
    expires_at: future,
    order_id: null,
    created_at: '2026-01-10T10:00:00Z',
    updated_at: '2026-01-10T10:00:00Z',
    product: {
      id: 'piece-1',
      title: 'Jersey firmado de Hugo Sánchez',
      price: '9000.00',
      status: 'published',
      product_images: [{ image_url: 'https://x/a.png', thumb_url: null, order: 0 }],
    },
    ...overrides,
  };
}

const renderOffers = (path = '/dashboard/offers') => renderPage(<OffersPage />, { path, route: '/dashboard/offers' });

describe('Ofertas', () => {
  it('expira las vencidas y muestra las recibidas con el comprador, los montos, el estado y el plazo', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [offer()] });
    renderOffers();
    const card = await screen.findByRole('listitem', { name: 'Jersey firmado de Hugo Sánchez' });
    expect(within(card).getByText('Esperando respuesta')).toBeInTheDocument();
    expect(within(card).getByText('De Diego Comprador')).toBeInTheDocument();
    expect(within(card).getByText('$7,000')).toBeInTheDocument();
    expect(within(card).getByText('$9,000')).toBeInTheDocument();
    expect(within(card).getByText(/Plazo para responder/)).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/expire_offers')).toHaveLength(1);
    expect(backend.calls('GET', '/rest/v1/offers')[0].search).toContain(`seller_id=eq.${MEMBER_ID}`);
  });

  it('un comprador sin ofertas recibidas abre en "Enviadas" con las que hizo', async () => {
    const sent = offer({ buyer_id: MEMBER_ID, seller_id: OTHER_ID });
    backend.on('GET', '/rest/v1/offers', (request) => ({
      body: request.search.includes(`buyer_id=eq.${MEMBER_ID}`) ? [sent] : [],
    }));
    renderOffers();
    expect(await screen.findByRole('listitem', { name: 'Jersey firmado de Hugo Sánchez' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Enviadas' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Aún no recibes ofertas')).not.toBeInTheDocument();
    // "Recibidas" chosen by hand stays there, empty
    await userEvent.click(screen.getByRole('tab', { name: 'Recibidas' }));
    expect(await screen.findByText('Aún no recibes ofertas')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recibidas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sin ofertas recibidas ni enviadas se queda en "Recibidas" con su estado vacío', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [] });
    renderOffers();
    expect(await screen.findByText('Aún no recibes ofertas')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recibidas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('el vendedor contraoferta: un monto vacío muestra el error y no envía nada; uno válido se envía', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [offer()] });
    backend.on('PATCH', '/rest/v1/offers', { body: [offer({ status: 'countered', counter_amount: '8000.00' })] });
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contraofertar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contraofertar' }));
    expect(await within(dialog).findByText('Por favor ingresa un monto válido')).toBeInTheDocument();
    expect(backend.calls('PATCH', '/rest/v1/offers')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Monto de tu contraoferta/), '8000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contraofertar' }));
    await waitFor(() => expect(backend.calls('PATCH', '/rest/v1/offers')).toHaveLength(1));
    expect(backend.calls('PATCH', '/rest/v1/offers')[0].body).toEqual({ status: 'countered', counter_amount: 8000 });
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(expect.objectContaining({ title: 'Contraoferta enviada' })),
    );
  });

  it('una contraoferta rechazada por la base lo dice en español y deja el diálogo con el monto escrito', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [offer()] });
    backend.on('PATCH', '/rest/v1/offers', {
      status: 400,
      body: postgrestError('VT216', 'La contraoferta no puede superar el precio publicado ($8,500 MXN)'),
    });
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contraofertar' });
    await userEvent.type(within(dialog).getByLabelText(/Monto de tu contraoferta/), '8800');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contraofertar' }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(
        expect.objectContaining({ description: 'La contraoferta no puede superar el precio publicado ($8,500 MXN)' }),
      ),
    );
    expect(within(dialog).getByLabelText(/Monto de tu contraoferta/)).toHaveValue('8800');
    expect(within(dialog).getByRole('button', { name: 'Contraofertar' })).toBeEnabled();
  });

  it('la contraoferta va entre la oferta y el precio publicado: fuera de ahí lo dice y no envía nada', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [offer()] });
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'Contraofertar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contraofertar' });
    const amount = within(dialog).getByLabelText(/Monto de tu contraoferta/);
    expect(within(dialog).getByText('Más de $7,000 y hasta $9,000 (el precio publicado)')).toBeInTheDocument();
    await userEvent.type(amount, '9500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contraofertar' }));
    expect(
      await within(dialog).findByText('La contraoferta no puede superar el precio publicado ($9,000 MXN)'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '8000.555');
    expect(
      await within(dialog).findByText('La contraoferta lleva a lo más dos decimales (centavos)'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '7000');
    expect(
      await within(dialog).findByText('La contraoferta debe ser mayor que la oferta ($7,000 MXN)'),
    ).toBeInTheDocument();
    expect(backend.calls('PATCH', '/rest/v1/offers')).toHaveLength(0);
  });

  it('una oferta cerrada porque la pieza se vendió no ofrece aceptar la contraoferta', async () => {
    backend.on('GET', '/rest/v1/offers', {
      body: [offer({ buyer_id: MEMBER_ID, seller_id: OTHER_ID, status: 'closed', counter_amount: '8000.00' })],
    });
    renderOffers('/dashboard/offers?tab=sent');
    const card = await screen.findByRole('listitem', { name: 'Jersey firmado de Hugo Sánchez' });
    expect(within(card).getByText('Cerrada: pieza vendida')).toBeInTheDocument();
    expect(within(card).getByText('La pieza se vendió; esta oferta quedó cerrada.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('un rechazo sin frase propia (409 de PostgREST) se dice en español, nunca como código', async () => {
    backend.on('GET', '/rest/v1/offers', {
      body: [offer({ buyer_id: MEMBER_ID, seller_id: OTHER_ID, status: 'countered', counter_amount: '8000.00' })],
    });
    backend.on('PATCH', '/rest/v1/offers', {
      status: 409,
      body: postgrestError('23503', 'insert or update on table "offers" violates foreign key constraint'),
    });
    renderOffers('/dashboard/offers?tab=sent');
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar contraoferta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aceptar la contraoferta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar contraoferta' }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: offerCopy.offerActionFailed,
        description: 'Este tesoro ya no está disponible',
        variant: 'destructive',
      }),
    );
  });

  it('muestra la negativa de la base de datos con su mensaje', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [offer()] });
    backend.on('PATCH', '/rest/v1/offers', { status: 400, body: postgrestError('VT518', 'Esta oferta expiró') });
    renderOffers();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aceptar esta oferta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(toastTexts()).toContainEqual({
        title: offerCopy.offerActionFailed,
        description: 'Esta oferta expiró',
        variant: 'destructive',
      }),
    );
  });

  it('una oferta vencida se muestra expirada y sin botones aunque la base de datos aún no la marque', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [offer({ expires_at: '2026-01-01T00:00:00Z' })] });
    renderOffers();
    const card = await screen.findByRole('listitem', { name: 'Jersey firmado de Hugo Sánchez' });
    expect(within(card).getByText('Expirada')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('enviadas: aceptar la contraoferta pone la pieza en el carrito al precio acordado y va al carrito', async () => {
    const countered = offer({
      buyer_id: MEMBER_ID,
      seller_id: OTHER_ID,
      status: 'countered',
      counter_amount: '8000.00',
    });
    backend.on('GET', '/rest/v1/offers', { body: [countered] });
    backend.on('PATCH', '/rest/v1/offers', { body: [{ ...countered, status: 'accepted' }] });
    renderOffers('/dashboard/offers?tab=sent');
    expect(await screen.findByRole('tab', { name: 'Enviadas' })).toHaveAttribute('aria-selected', 'true');
    expect(backend.calls('GET', '/rest/v1/offers')[0].search).toContain(`buyer_id=eq.${MEMBER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar contraoferta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aceptar la contraoferta?' });
    expect(dialog).toHaveTextContent('$8,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar contraoferta' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ id: 'piece-1', price: 8000, quantity: 1, stock: 1 }),
    ]);
    expect(backend.calls('PATCH', '/rest/v1/offers')[0].body).toEqual({ status: 'accepted' });
  });

  it('el comprador retira una oferta pendiente con confirmación', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [offer({ buyer_id: MEMBER_ID, seller_id: OTHER_ID })] });
    backend.on('PATCH', '/rest/v1/offers', { body: [offer({ status: 'withdrawn' })] });
    renderOffers('/dashboard/offers?tab=sent');
    expect(await screen.findByText('Vendedor: Diego Comprador')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retirar oferta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Retirar tu oferta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retirar oferta' }));
    await waitFor(() => expect(backend.calls('PATCH', '/rest/v1/offers')[0]?.body).toEqual({ status: 'withdrawn' }));
  });

  it('sin ofertas muestra el estado vacío; un error de carga ofrece reintentar', async () => {
    backend.on('GET', '/rest/v1/offers', { body: [] });
    const { unmount } = renderOffers();
    expect(await screen.findByText('Aún no recibes ofertas')).toBeInTheDocument();
    unmount();
    backend.on('GET', '/rest/v1/offers', { status: 500, body: postgrestError('XX000', 'boom') });
    renderOffers();
    expect(await screen.findByText('No pudimos cargar tus ofertas')).toBeInTheDocument();
    backend.on('GET', '/rest/v1/offers', { body: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no recibes ofertas')).toBeInTheDocument();
  });

  it('en vivo: la contraoferta del vendedor aparece en las enviadas sin recargar', async () => {
    const realtime = fakeRealtime();
    const sent = offer({ buyer_id: MEMBER_ID, seller_id: OTHER_ID });
    backend.on('GET', '/rest/v1/offers', { body: [sent] });
    renderOffers('/dashboard/offers?tab=sent');
    expect(await screen.findByText('Esperando respuesta')).toBeInTheDocument();
    expect(realtime.bindings.map((binding) => binding.filter)).toEqual([
      { event: '*', schema: 'public', table: 'offers', filter: `seller_id=eq.${MEMBER_ID}` },
      { event: '*', schema: 'public', table: 'offers', filter: `buyer_id=eq.${MEMBER_ID}` },
    ]);
    expect(screen.queryByRole('button', { name: 'Aceptar contraoferta' })).not.toBeInTheDocument();

    const countered = { ...sent, status: 'countered', counter_amount: '8000.00' };
    backend.on('GET', '/rest/v1/offers', { body: [countered] });
    realtime.deliver(countered);
    expect(await screen.findByRole('button', { name: 'Aceptar contraoferta' })).toBeInTheDocument();
    expect(backend.calls('GET', '/rest/v1/offers')).toHaveLength(2);
  });

  it('en vivo: una oferta nueva llega a las recibidas del vendedor; al salir de la página deja el canal', async () => {
    const realtime = fakeRealtime();
    backend.on('GET', '/rest/v1/offers', { body: [] });
    const { unmount } = renderOffers();
    expect(await screen.findByText('Aún no recibes ofertas')).toBeInTheDocument();
    backend.on('GET', '/rest/v1/offers', { body: [offer()] });
    realtime.deliver(offer());
    expect(await screen.findByRole('listitem', { name: 'Jersey firmado de Hugo Sánchez' })).toBeInTheDocument();
    unmount();
    expect(realtime.removed).toHaveLength(1);
  });
});
