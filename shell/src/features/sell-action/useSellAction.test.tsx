import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, useToastStore } from '@vitrina/shared';
import { useSellAction } from './useSellAction';
import {
  currentLocation,
  fakeUser,
  renderWithShell,
  resetShellStores,
  setSessionUser,
} from '../../app/testing/renderShell';

function SellButton() {
  const sell = useSellAction();
  return <Button onClick={sell}>Vende tu Pieza</Button>;
}

beforeEach(() => resetShellStores());

it('sin sesión avisa que hay que iniciar sesión y lleva a /auth con /sell y la página de origen', async () => {
  setSessionUser(null);
  const user = userEvent.setup();
  renderWithShell(<SellButton />, { path: '/products?category=cards' });

  await user.click(screen.getByRole('button', { name: 'Vende tu Pieza' }));

  expect(await screen.findByText('Inicio de sesión requerido')).toBeInTheDocument();
  expect(screen.getByText('Debes iniciar sesión para vender productos.')).toBeInTheDocument();
  const location = currentLocation.value!;
  expect(location.pathname).toBe('/auth');
  expect(location.search).toBe('?redirect=%2Fsell');
  expect(location.state).toEqual({ from: { pathname: '/sell' }, origin: '/products' });
});

it('el aviso es destructivo', async () => {
  setSessionUser(null);
  const user = userEvent.setup();
  renderWithShell(<SellButton />);
  await user.click(screen.getByRole('button', { name: 'Vende tu Pieza' }));
  expect(useToastStore.getState().toasts[0]).toMatchObject({
    title: 'Inicio de sesión requerido',
    description: 'Debes iniciar sesión para vender productos.',
    variant: 'destructive',
  });
});

it('con sesión va directo a /sell sin aviso', async () => {
  setSessionUser(fakeUser());
  const user = userEvent.setup();
  renderWithShell(<SellButton />, { path: '/' });

  await user.click(screen.getByRole('button', { name: 'Vende tu Pieza' }));

  expect(currentLocation.value!.pathname).toBe('/sell');
  expect(screen.queryByText('Inicio de sesión requerido')).not.toBeInTheDocument();
});
