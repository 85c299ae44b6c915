import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '@vitrina/shared';
import { TopBar } from './TopBar';
import {
  currentLocation,
  fakeUser,
  renderWithShell,
  resetShellStores,
  setSessionUser,
} from '../../app/testing/renderShell';

// The bell's menu (data, realtime) has tests of its own; here only whether the bell is there.
jest.mock('../notifications-bell/NotificationsMenu', () => ({
  __esModule: true,
  default: () => <button type="button">Notificaciones</button>,
}));

beforeEach(() => {
  resetShellStores();
});

it('tiene el logo hacia el inicio, Vende tu Pieza, Categorías y Explorar', () => {
  setSessionUser(null);
  renderWithShell(<TopBar />);
  expect(screen.getByRole('link', { name: /Vitrina/ })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Vende tu Pieza' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Categorías' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/products');
});

it('el carrito muestra cuántos artículos tiene', () => {
  setSessionUser(null);
  useCartStore.setState({
    items: [
      { id: 'a', title: 'Balón firmado', price: 2500, quantity: 2 },
      { id: 'b', title: 'Carta', price: 400, quantity: 3 },
    ],
  });
  renderWithShell(<TopBar />);
  const cart = screen.getByRole('link', { name: 'Carrito: 5 artículos' });
  expect(cart).toHaveAttribute('href', '/cart');
  expect(within(cart).getByTestId('cart-count')).toHaveTextContent('5');
});

it('sin artículos el carrito no muestra insignia', () => {
  setSessionUser(null);
  renderWithShell(<TopBar />);
  expect(screen.getByRole('link', { name: 'Carrito' })).toBeInTheDocument();
  expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
});

it('la campana aparece solo con sesión', async () => {
  setSessionUser(fakeUser());
  const { unmount } = renderWithShell(<TopBar />);
  expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeInTheDocument();
  unmount();

  setSessionUser(null);
  renderWithShell(<TopBar />);
  expect(screen.queryByRole('button', { name: /Notificaciones/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Notificaciones/ })).not.toBeInTheDocument();
});

it('Vende tu Pieza sin sesión avisa y lleva a /auth', async () => {
  setSessionUser(null);
  const user = userEvent.setup();
  renderWithShell(<TopBar />, { path: '/products' });
  await user.click(screen.getByRole('button', { name: 'Vende tu Pieza' }));
  expect(await screen.findByText('Debes iniciar sesión para vender productos.')).toBeInTheDocument();
  expect(currentLocation.value!.pathname).toBe('/auth');
});
