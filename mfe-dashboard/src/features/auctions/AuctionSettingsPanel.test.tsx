import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeBackend,
  postgrestRefusal,
  uninstallFakeBackend,
  type FakeBackend,
} from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { resetAppState, signIn, toastTexts } from '../../../test/session';
import { AuctionSettingsPanel } from './AuctionSettingsPanel';

const PIECE = '33333333-3333-4333-8333-333333333333';
let backend: FakeBackend;

beforeEach(() => {
  resetAppState();
  signIn();
  backend = installFakeBackend();
  backend.on('POST', '/rest/v1/rpc/my_auctions', { body: [] });
});
afterEach(uninstallFakeBackend);

async function openPanel() {
  renderPage(<AuctionSettingsPanel productId={PIECE} price={1500} />, { path: '/dashboard/products/x/edit' });
  return screen.findByRole('form', { name: 'Subasta' });
}

describe('AuctionSettingsPanel', () => {
  it('una reserva menor que el precio inicial no sale: el mensaje queda bajo su campo', async () => {
    const form = await openPanel();
    expect(within(form).getByLabelText(/^Precio inicial/)).toHaveValue(1500);
    await userEvent.type(within(form).getByLabelText(/^Precio de reserva/), '900');
    await userEvent.clear(within(form).getByLabelText(/^Precio inicial/));
    await userEvent.click(within(form).getByRole('button', { name: 'Subastar esta pieza' }));

    expect(
      await within(form).findByText('El precio inicial debe ser mayor que $0 y de hasta $1,000,000 MXN'),
    ).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Precio inicial/), '1000');
    await userEvent.click(within(form).getByRole('button', { name: 'Subastar esta pieza' }));
    expect(
      await within(form).findByText('El precio de reserva no puede ser menor que el precio inicial'),
    ).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/list_at_auction')).toHaveLength(0);
  });

  it('envía precio inicial, reserva y duración; la negativa de la base se dice en el formulario y lo escrito queda', async () => {
    backend.on(
      'POST',
      '/rest/v1/rpc/list_at_auction',
      postgrestRefusal('VT430', 'Solo puedes subastar tus propias piezas'),
    );
    const form = await openPanel();
    await userEvent.type(within(form).getByLabelText(/^Precio de reserva/), '2500');
    await userEvent.selectOptions(within(form).getByLabelText(/^Duración/), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Subastar esta pieza' }));

    expect(await within(form).findByText('Solo puedes subastar tus propias piezas')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/list_at_auction')[0].body).toEqual({
      product_id: PIECE,
      starting_price: 1500,
      reserve_price: 2500,
      duration_days: 3,
    });
    expect(within(form).getByLabelText(/^Precio de reserva/)).toHaveValue(2500);
    expect(within(form).getByLabelText(/^Duración/)).toHaveValue('3');

    backend.on('POST', '/rest/v1/rpc/list_at_auction', { body: PIECE });
    await userEvent.click(within(form).getByRole('button', { name: 'Subastar esta pieza' }));
    await screen.findByText('Subasta guardada');
    expect(toastTexts()).toContainEqual(expect.objectContaining({ title: 'Subasta guardada', variant: 'success' }));
    expect(within(form).queryByText('Solo puedes subastar tus propias piezas')).toBeNull();
  });
});
