import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MobileSheet } from './MobileSheet';
import { currentLocation, renderWithShell, resetShellStores, setSessionUser } from '../../app/testing/renderShell';

beforeEach(() => {
  resetShellStores();
  setSessionUser(null);
});

async function openSheet() {
  const user = userEvent.setup();
  renderWithShell(<MobileSheet />, { path: '/cart' });
  await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
  return { user, sheet: await screen.findByRole('dialog') };
}

it('abre un panel con Explorar Productos, Vende tu Pieza y las categorías', async () => {
  const { sheet } = await openSheet();
  expect(within(sheet).getByRole('link', { name: 'Explorar Productos' })).toHaveAttribute('href', '/products');
  expect(within(sheet).getByRole('button', { name: 'Vende tu Pieza' })).toBeInTheDocument();
  for (const name of [
    'Cartas & Trading Cards',
    'Jerseys & Streetwear',
    'Firmadas & Legendarias',
    'Equipamiento de Leyenda',
  ]) {
    expect(within(sheet).getByRole('button', { name })).toBeInTheDocument();
  }
});

it('cada categoría despliega sus enlaces de categoría y subcategoría', async () => {
  const { user, sheet } = await openSheet();
  await user.click(within(sheet).getByRole('button', { name: 'Jerseys & Streetwear' }));
  expect(within(sheet).getByRole('link', { name: 'Ver todo en Jerseys & Streetwear' })).toHaveAttribute(
    'href',
    '/category/jerseys',
  );
  const groupLinks = within(sheet)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
    .filter((href) => href?.startsWith('/category/jerseys/'));
  expect(groupLinks.length).toBe(2);
  expect(within(sheet).getByRole('link', { name: 'NBA' })).toHaveAttribute('href', '/jerseys/nba');
});

it('al elegir un enlace navega y cierra el panel', async () => {
  const { user, sheet } = await openSheet();
  await user.click(within(sheet).getByRole('link', { name: 'Explorar Productos' }));
  expect(currentLocation.value!.pathname).toBe('/products');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('Vende tu Pieza sin sesión avisa y lleva a /auth con /sell como destino', async () => {
  const { user, sheet } = await openSheet();
  await user.click(within(sheet).getByRole('button', { name: 'Vende tu Pieza' }));
  expect(await screen.findByText('Inicio de sesión requerido')).toBeInTheDocument();
  expect(currentLocation.value!.pathname).toBe('/auth');
  expect(currentLocation.value!.state).toEqual({ from: { pathname: '/sell' }, origin: '/cart' });
});
