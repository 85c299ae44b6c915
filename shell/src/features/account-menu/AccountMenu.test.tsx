import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '@vitrina/shared/kernel';
import { AccountMenu } from './AccountMenu';
import {
  currentLocation,
  fakeUser,
  renderWithShell,
  resetShellStores,
  setSessionUser,
} from '../../app/testing/renderShell';

const signOut = jest.fn(() => Promise.resolve());
jest.mock('@vitrina/shared/kernel', () => ({
  ...jest.requireActual('@vitrina/shared/kernel'),
  useSignOut: () => signOut,
}));

beforeEach(() => {
  resetShellStores();
  signOut.mockClear();
});

it('sin sesión muestra el botón Entrar hacia /auth', () => {
  setSessionUser(null);
  renderWithShell(<AccountMenu />);
  expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
});

describe('las iniciales del botón', () => {
  const initials = () => screen.getByRole('button', { name: 'Menú de cuenta' }).querySelector('[data-initial]');

  it('son las del nombre del miembro, como en el dashboard, no la primera letra del correo', () => {
    setSessionUser({ ...fakeUser('nadia@vitrina.mx'), user_metadata: { display_name: 'Ana López' } });
    renderWithShell(<AccountMenu />);
    expect(initials()).toHaveAttribute('data-initial', 'AL');
  });

  it('siguen al perfil leído cuando el nombre cambió después del registro', async () => {
    const user = { ...fakeUser('nadia@vitrina.mx'), user_metadata: { display_name: 'Ana López' } };
    setSessionUser(user);
    const { queryClient } = renderWithShell(<AccountMenu />);
    await act(() => queryClient.setQueryData(['profiles', user.id], { display_name: 'Nadia Ruiz', username: 'nadia' }));
    await waitFor(() => expect(initials()).toHaveAttribute('data-initial', 'NR'));
  });

  it('sin nombre, las del correo', () => {
    setSessionUser(fakeUser('coleccionista@vitrina.mx'));
    renderWithShell(<AccountMenu />);
    expect(initials()).toHaveAttribute('data-initial', 'CO');
  });
});

describe('con sesión', () => {
  beforeEach(() => {
    setSessionUser(fakeUser('coleccionista@vitrina.mx'));
    useCartStore.setState({
      items: [
        { id: 'a', title: 'Jersey', price: 1500, quantity: 2 },
        { id: 'b', title: 'Carta', price: 300, quantity: 1 },
      ],
    });
  });

  async function openMenu() {
    const user = userEvent.setup();
    renderWithShell(<AccountMenu />);
    // The signed-in menu is a lazy chunk; its first load in jest takes a moment.
    await user.click(await screen.findByRole('button', { name: 'Menú de cuenta' }, { timeout: 10_000 }));
    return { user, menu: await screen.findByRole('menu') };
  }

  it('muestra el e-mail y luego Dashboard, Carrito con su cuenta, Checkout, Configuración y Cerrar Sesión', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByText('coleccionista@vitrina.mx')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Carrito3',
      'Checkout',
      'Configuración',
      'Cerrar Sesión',
    ]);
    expect(items[0]).toHaveAttribute('href', '/dashboard');
    expect(items[1]).toHaveAttribute('href', '/cart');
    expect(items[2]).toHaveAttribute('href', '/checkout');
    expect(items[3]).toHaveAttribute('href', '/dashboard/settings');
  });

  it('Configuración lleva a /dashboard/settings', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Configuración' }));
    expect(currentLocation.value!.pathname).toBe('/dashboard/settings');
  });

  it('Cerrar Sesión cierra la sesión', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
  });

  it('se abre con el teclado', async () => {
    const user = userEvent.setup();
    renderWithShell(<AccountMenu />);
    (await screen.findByRole('button', { name: 'Menú de cuenta' }, { timeout: 10_000 })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
