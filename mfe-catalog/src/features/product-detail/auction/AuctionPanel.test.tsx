import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, resetSession, useSessionStore, useToastStore, type User } from '@vitrina/shared';
import type { ProductDetail } from '@vitrina/shared/data';
import { getSupabase } from '@vitrina/shared/supabase';
import {
  installFakeBackend,
  postgrestError,
  uninstallFakeBackend,
  type FakeBackend,
} from '../../../../test/fakeBackend';
import { renderPage } from '../../../../test/renderPage';
import { AuctionPanel, formatAuctionDate } from './AuctionPanel';
import { auctionKeys, type AuctionState } from './auctionApi';

const PIECE = '3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b';
const AUCTION = '5a1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6c';
const SELLER = 'aaaaaaaa-0000-4000-8000-000000000001';
const BIDDER = 'bbbbbbbb-0000-4000-8000-000000000002';
const HOUR = 3600_000;

const product = {
  id: PIECE,
  title: 'Jersey firmado por el plantel',
  price: 1000,
  seller_id: SELLER,
  stock: 1,
  product_images: [],
  seller: null,
  auction: { id: AUCTION, status: 'open' },
} as unknown as ProductDetail;

/** rpc/auction_state's answer: a running auction with two bids and a reserve not met. */
function stateRow(overrides: Partial<AuctionState> = {}, serverAheadMs = 0) {
  const now = Date.now();
  return {
    id: AUCTION,
    product_id: PIECE,
    status: 'open',
    phase: 'running',
    server_now: new Date(now + serverAheadMs).toISOString(),
    starts_at: new Date(now - 20 * HOUR).toISOString(),
    ends_at: new Date(now + 3.5 * HOUR).toISOString(),
    starting_price: '1000.00',
    current_price: '1050.00',
    bid_count: 2,
    next_minimum: '1100.00',
    bid_limit: null,
    has_reserve: true,
    reserve_met: false,
    leader: 'B***o',
    hammer_price: null,
    pay_by: null,
    is_seller: false,
    reserve_price: null,
    my_max: null,
    leading: false,
    won: false,
    paid: false,
    history: [
      { id: 'b2', bidder: 'B***o', amount: '1050.00', is_auto: false, mine: false, created_at: now },
      { id: 'b1', bidder: 'A***a', amount: '1000.00', is_auto: true, mine: false, created_at: now },
    ],
    ...overrides,
  };
}

let backend: FakeBackend;

beforeEach(() => {
  backend = installFakeBackend();
  useToastStore.setState({ toasts: [] });
  // the realtime socket: the panel joins its auction's channel; nothing is delivered here
  const channel = { on: () => channel, subscribe: () => channel };
  jest.spyOn(getSupabase(), 'channel').mockImplementation(() => channel as never);
  jest.spyOn(getSupabase(), 'removeChannel').mockResolvedValue('ok');
});

afterEach(() => {
  jest.restoreAllMocks();
  uninstallFakeBackend();
  resetSession();
});

function signInAs(id: string | null) {
  useSessionStore.setState({ user: id ? ({ id, email: `${id}@vitrina.mx` } as User) : null, session: null });
}

function serveState(row: ReturnType<typeof stateRow>) {
  backend.on('POST', '/rest/v1/rpc/auction_state', { body: row });
}

function open(userId: string | null) {
  return renderPage(<AuctionPanel product={product} userId={userId} />, { path: `/product/${PIECE}` });
}

const toastTexts = () =>
  useToastStore.getState().toasts.map((t) => `${String(t.title)} / ${String(t.description ?? '')}`);

async function bid(amount: string) {
  const form = screen.getByRole('form', { name: 'Pujar' });
  await userEvent.clear(within(form).getByLabelText(/Tu puja máxima/));
  await userEvent.type(within(form).getByLabelText(/Tu puja máxima/), amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Pujar' }));
}

describe('AuctionPanel', () => {
  it('muestra la puja actual, el número de pujas, la reserva no alcanzada y el historial con postores enmascarados', async () => {
    signInAs(null);
    serveState(stateRow());
    open(null);
    expect(await screen.findByTestId('auction-current')).toHaveTextContent(/^\$1,050$/);
    expect(screen.getByText('Puja actual')).toBeInTheDocument();
    expect(screen.getByTestId('auction-bid-count')).toHaveAccessibleName('2 pujas');
    expect(within(screen.getByTestId('auction-panel')).getByRole('status')).toHaveTextContent(
      'Precio de reserva no alcanzado',
    );
    const history = screen.getByRole('list', { name: 'Historial de pujas' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['B***o$1,050', 'A***a · automática$1,000']);
    expect(screen.getByText('Puja mínima: $1,100')).toBeInTheDocument();
  });

  it('cuenta el tiempo con el reloj del servidor, no con el del teléfono', async () => {
    signInAs(null);
    // the server is an hour ahead of this browser: 3 h 30 min by the browser's clock are 2 h 30 min by the server's
    serveState(stateRow({}, HOUR));
    open(null);
    expect(await screen.findByTestId('auction-time-left')).toHaveTextContent(/^2 h (29|30) min$/);
  });

  it('con la reserva alcanzada lo dice; sin pujas muestra el precio inicial y invita a pujar', async () => {
    signInAs(BIDDER);
    serveState(stateRow({ reserve_met: true }));
    const { unmount } = open(BIDDER);
    expect(await screen.findByText('Precio de reserva alcanzado')).toHaveAttribute('role', 'status');
    unmount();

    serveState(stateRow({ current_price: null, bid_count: 0, has_reserve: false, history: [], next_minimum: 1000 }));
    open(BIDDER);
    expect(await screen.findByText('Precio inicial')).toBeInTheDocument();
    expect(screen.getByTestId('auction-current')).toHaveTextContent(/^\$1,000$/);
    expect(screen.getByText('Aún no hay pujas: sé el primero.')).toBeInTheDocument();
    expect(within(screen.getByTestId('auction-panel')).queryByRole('status')).toBeNull();
  });

  it('a un visitante que puja le pide iniciar sesión y lo lleva a /auth con la vuelta a la pieza', async () => {
    signInAs(null);
    serveState(stateRow());
    open(null);
    await screen.findByTestId('auction-current');
    await bid('1200');
    // the form's submit runs after formik's validation: the page changes once it has
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/auth?redirect=${encodeURIComponent(`/product/${PIECE}`)}`,
    );
    expect(toastTexts()).toEqual(['Inicio de sesión requerido / Inicia sesión para pujar por esta pieza']);
    expect(backend.calls('POST', '/rest/v1/rpc/place_bid')).toHaveLength(0);
  });

  it('una puja menor que la siguiente válida no sale; la negativa de la base se muestra en español', async () => {
    signInAs(BIDDER);
    serveState(stateRow());
    open(BIDDER);
    await screen.findByTestId('auction-current');

    await bid('1080');
    expect(await screen.findByText('Tu puja está por debajo de la mínima: $1,100')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/place_bid')).toHaveLength(0);

    // someone bid meanwhile: the database names the new minimum
    backend.on('POST', '/rest/v1/rpc/place_bid', {
      status: 400,
      body: { ...postgrestError('VT228', 'Tu puja debe ser de al menos $1,150 MXN'), details: '1150' },
    });
    await bid('1100');
    const form = screen.getByRole('form', { name: 'Pujar' });
    expect(await within(form).findByText('Tu puja debe ser de al menos $1,150 MXN')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/place_bid')[0].body).toEqual({ auction_id: AUCTION, max_amount: 1100 });
    expect(toastTexts()).toEqual(['Error / Tu puja debe ser de al menos $1,150 MXN']);
    // what was typed stays for another try
    expect(within(form).getByLabelText(/Tu puja máxima/)).toHaveValue('1100');

    backend.on('POST', '/rest/v1/rpc/place_bid', {
      status: 400,
      body: postgrestError('VT536', 'Esta subasta ya terminó'),
    });
    await bid('1200');
    expect(await within(form).findByText('Esta subasta ya terminó')).toBeInTheDocument();
  });

  it('en la subasta de un vendedor sin verificar dice el límite antes de escribir y no envía una puja desde él', async () => {
    signInAs(BIDDER);
    serveState(stateRow({ current_price: 4000, next_minimum: 4050, bid_limit: 5000, has_reserve: false }));
    open(BIDDER);
    const form = await screen.findByRole('form', { name: 'Pujar' });
    const limit = 'Esta subasta admite pujas menores a $5,000 MXN: el vendedor aún no verifica su identidad';
    expect(within(form).getByTestId('auction-bid-limit')).toHaveTextContent(limit);
    const input = within(form).getByLabelText(/Tu puja máxima/);
    expect(input).toHaveAccessibleDescription(`${limit} Puja mínima: $4,050`);

    await bid('5000');
    await waitFor(() =>
      expect(within(form).getByRole('alert')).toHaveTextContent('Tu puja debe ser menor a $5,000 MXN'),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(backend.calls('POST', '/rest/v1/rpc/place_bid')).toHaveLength(0);

    backend.on('POST', '/rest/v1/rpc/place_bid', () => {
      serveState(
        stateRow({
          current_price: 4000,
          next_minimum: 4050,
          bid_limit: 5000,
          has_reserve: false,
          my_max: 4999,
          leading: true,
        }),
      );
      return { body: {} };
    });
    await bid('4999');
    expect(await screen.findByText('Vas ganando con una puja máxima de $4,999.')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/place_bid')[0].body).toEqual({ auction_id: AUCTION, max_amount: 4999 });
  });

  it('muestra la negativa de la base por el límite tal cual, aunque la lectura no lo trajera', async () => {
    signInAs(BIDDER);
    // read before the seller lost the verification: no limit shown, the database still refuses
    serveState(stateRow());
    open(BIDDER);
    const form = await screen.findByRole('form', { name: 'Pujar' });
    expect(within(form).queryByTestId('auction-bid-limit')).toBeNull();
    const refusal = 'Esta subasta admite pujas menores a $5,000 MXN: el vendedor aún no verifica su identidad';
    backend.on('POST', '/rest/v1/rpc/place_bid', {
      status: 400,
      body: { ...postgrestError('VT317', refusal), details: '5000' },
    });
    await bid('6000');
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(toastTexts()).toEqual([`Error / ${refusal}`]);
    expect(within(form).getByLabelText(/Tu puja máxima/)).toHaveValue('6000');
  });

  it('cuando la siguiente puja válida llega al límite ya no ofrece pujar, y dice por qué', async () => {
    signInAs(BIDDER);
    serveState(
      stateRow({ current_price: 4999, next_minimum: 5049, bid_limit: 5000, has_reserve: false, my_max: 4960 }),
    );
    open(BIDDER);
    expect(await screen.findByTestId('auction-bid-limit')).toHaveTextContent(
      'La puja llegó al límite de esta subasta: admite pujas menores a $5,000 MXN porque el vendedor aún no verifica su identidad.',
    );
    expect(screen.queryByRole('form', { name: 'Pujar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pujar' })).toBeNull();
    // outbid, and no bid left to make: not invited to bid again
    expect(screen.getByTestId('auction-outbid')).toHaveTextContent(
      /^Te superaron: otro postor tiene una puja máxima mayor\.$/,
    );
  });

  it('cada puja inválida tiene su propio mensaje, una vez, ligado al campo, y lo escrito se queda', async () => {
    signInAs(BIDDER);
    serveState(stateRow());
    open(BIDDER);
    await screen.findByTestId('auction-current');
    const form = screen.getByRole('form', { name: 'Pujar' });
    const input = within(form).getByLabelText(/Tu puja máxima/);

    await userEvent.click(within(form).getByRole('button', { name: 'Pujar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Escribe el monto de tu puja máxima');

    const cases: [string, string][] = [
      ['0', 'Tu puja está por debajo de la mínima: $1,100'],
      ['100', 'Tu puja está por debajo de la mínima: $1,100'],
      ['abc', 'Escribe el monto solo con números, en pesos'],
      ['1100.5', 'La puja va en pesos enteros, sin centavos'],
    ];
    for (const [typed, message] of cases) {
      await bid(typed);
      await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(message));
      expect(input).toHaveValue(typed);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(`Puja mínima: $1,100 ${message}`);
      // the grey hint names the minimum once; the red message never repeats it word for word
      expect(within(form).getAllByText('Puja mínima: $1,100')).toHaveLength(1);
    }
    expect(backend.calls('POST', '/rest/v1/rpc/place_bid')).toHaveLength(0);
  });

  it('tras una puja aceptada vuelve a leer la subasta: vas ganando', async () => {
    signInAs(BIDDER);
    serveState(stateRow());
    open(BIDDER);
    await screen.findByTestId('auction-current');
    backend.on('POST', '/rest/v1/rpc/place_bid', () => {
      serveState(stateRow({ my_max: 1500, leading: true, current_price: 1100, bid_count: 3, reserve_met: true }));
      return { body: {} };
    });
    await bid('1500');
    expect(await screen.findByText('Vas ganando con una puja máxima de $1,500.')).toBeInTheDocument();
    expect(screen.getByTestId('auction-current')).toHaveTextContent(/^\$1,100$/);
    expect(toastTexts()).toContain('Tu puja quedó registrada / ');
  });

  it('al llegar su fin por el reloj del servidor deja de ofrecer pujar, antes de que el programador la cierre', async () => {
    signInAs(BIDDER);
    // the server is an hour ahead: by this browser an hour is left, by the server a second and a half
    serveState(stateRow({ ends_at: new Date(Date.now() + HOUR + 1500).toISOString() }, HOUR));
    open(BIDDER);
    expect(await screen.findByRole('form', { name: 'Pujar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Pujar' })).toBeNull(), { timeout: 4000 });
    expect(screen.getByTestId('auction-time-left')).toHaveTextContent('La subasta terminó: cerrando…');
    expect(screen.queryByRole('button', { name: 'Pujar' })).toBeNull();
  });

  it('leída pasada su fin (aún sin cerrar) no ofrece pujar', async () => {
    signInAs(BIDDER);
    serveState(stateRow({ phase: 'closing', ends_at: new Date(Date.now() - 60_000).toISOString() }));
    open(BIDDER);
    expect(await screen.findByTestId('auction-time-left')).toHaveTextContent('La subasta terminó: cerrando…');
    expect(screen.queryByRole('form', { name: 'Pujar' })).toBeNull();
  });

  it('a quien va ganando por debajo de la reserva le dice que aún no se la lleva', async () => {
    signInAs(BIDDER);
    serveState(stateRow({ my_max: 1200, leading: true }));
    open(BIDDER);
    expect(
      await screen.findByText(
        'Vas ganando con una puja máxima de $1,200, pero aún no alcanza el precio de reserva: sube tu máximo para llevártela.',
      ),
    ).toBeInTheDocument();
  });

  it('a quien superaron se lo dice y lo invita a pujar de nuevo', async () => {
    signInAs(BIDDER);
    serveState(stateRow({ my_max: 1040, leading: false }));
    open(BIDDER);
    expect(await screen.findByTestId('auction-outbid')).toHaveTextContent(/^Te superaron/);
    expect(screen.getByRole('form', { name: 'Pujar' })).toBeInTheDocument();
  });

  it('el vendedor ve su reserva y no puede pujar por su propia pieza', async () => {
    signInAs(SELLER);
    serveState(stateRow({ is_seller: true, reserve_price: 1800 }));
    open(SELLER);
    expect(await screen.findByText('Es tu subasta: no puedes pujar por tu propia pieza.')).toBeInTheDocument();
    expect(screen.getByText('Tu precio de reserva: $1,800')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Pujar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar pieza' })).toHaveAttribute(
      'href',
      `/dashboard/products/${PIECE}/edit`,
    );
  });
});

describe('AuctionPanel en el servidor', () => {
  /** The panel as the app server renders it: the state already read, the same providers. */
  function tree(queryClient: QueryClient) {
    return (
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[`/product/${PIECE}`]}>
          <AuctionPanel product={product} userId={null} />
        </MemoryRouter>
      </AppProviders>
    );
  }

  function readState(row: ReturnType<typeof stateRow>) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData([...auctionKeys.state(AUCTION), null], {
      ...row,
      starting_price: 1000,
      current_price: 1050,
      next_minimum: 1100,
      history: row.history.map((entry) => ({ ...entry, amount: Number(entry.amount) })),
      offsetMs: 0,
    });
    return queryClient;
  }

  it('renderiza la fecha de cierre (no el tiempo restante) y se hidrata sin diferencias; la cuenta empieza al montarse', async () => {
    signInAs(null);
    const endsAt = new Date(Date.now() + 2 * 24 * HOUR + 5.5 * HOUR).toISOString();
    const row = stateRow({ ends_at: endsAt });
    const html = renderToString(tree(readState(row)));
    const endDate = formatAuctionDate(endsAt);
    expect(html).toContain(endDate);
    expect(html).not.toMatch(/\d+ d \d{2} h/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(within(container).getByTestId('auction-time-left')).toHaveTextContent(endDate);

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree(readState(row)), { onRecoverableError: (error) => recoverable.push(error) }),
    );
    await waitFor(() => expect(within(container).getByTestId('auction-time-left')).toHaveTextContent('2 d 05 h'));
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
