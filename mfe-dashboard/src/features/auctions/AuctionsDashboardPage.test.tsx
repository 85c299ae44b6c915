import { screen, within } from '@testing-library/react';
import { installFakeBackend, uninstallFakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { resetAppState, signIn } from '../../../test/session';
import { AuctionsDashboardPage } from './AuctionsDashboardPage';

function bidRow(overrides: Record<string, unknown>) {
  return {
    auction_id: 'a',
    product_id: 'p',
    title: 'Pieza',
    image_url: null,
    current_price: '1000.00',
    my_max: '1500.00',
    bid_count: 2,
    ends_at: '2099-01-01T12:00:00Z',
    phase: 'running',
    standing: 'winning',
    paid: false,
    has_reserve: false,
    reserve_met: false,
    ...overrides,
  };
}

beforeEach(() => {
  resetAppState();
  signIn();
  const backend = installFakeBackend();
  // rows in the database's order: running ones ending soonest first, then the ended ones
  backend.on('POST', '/rest/v1/rpc/my_bids', {
    body: [
      bidRow({ auction_id: 'a1', product_id: 'p1', title: 'Tarjeta Ronaldo' }),
      bidRow({ auction_id: 'a2', product_id: 'p2', title: 'Jersey Chicharito', has_reserve: true }),
      bidRow({ auction_id: 'a3', product_id: 'p3', title: 'Guantes Chávez', standing: 'outbid' }),
      bidRow({ auction_id: 'a4', product_id: 'p4', title: 'Tarjeta Hugo', phase: 'sold', standing: 'lost' }),
    ],
  });
  backend.on('POST', '/rest/v1/rpc/my_auctions', { body: [] });
});
afterEach(uninstallFakeBackend);

it('Mis pujas: en el orden de la base, la puja actual de las que siguen, el precio final de las que terminaron y la reserva por alcanzar', async () => {
  renderPage(<AuctionsDashboardPage />, { path: '/dashboard/subastas' });
  const rows = await screen.findAllByTestId('my-bid');
  expect(rows.map((row) => within(row).getAllByRole('link')[0].textContent)).toEqual([
    'Tarjeta Ronaldo',
    'Jersey Chicharito',
    'Guantes Chávez',
    'Tarjeta Hugo',
  ]);
  const [leading, belowReserve, outbid, ended] = rows;
  expect(leading).toHaveTextContent('Vas ganando');
  expect(leading).toHaveTextContent('Puja actual: $1,000');
  expect(within(leading).queryByText(/reserva/)).toBeNull();
  expect(within(belowReserve).getByText('Vas ganando, pero la reserva aún no se alcanza')).toBeInTheDocument();
  expect(outbid).toHaveTextContent('Te superaron');
  expect(within(outbid).queryByText(/reserva/)).toBeNull();
  expect(ended).toHaveTextContent('No ganaste');
  expect(ended).toHaveTextContent('Precio final: $1,000');
  expect(ended).not.toHaveTextContent('Puja actual');
});
