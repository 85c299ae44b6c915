import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from './AccountMenu';
import { fakeUser, renderWithShell, resetShellStores, setSessionUser } from '../../app/testing/renderShell';

// The menu's module (Radix DropdownMenu and floating-ui) counts its loads: it must wait for the member's first move.
const mockMenuLoads = { count: 0 };
jest.mock('./SignedInAccountMenu', () => {
  mockMenuLoads.count += 1;
  return jest.requireActual('./SignedInAccountMenu');
});

beforeEach(() => {
  resetShellStores();
  setSessionUser(fakeUser('coleccionista@vitrina.mx'));
});

it('con sesión, el botón está desde el primer pintado y el código del menú no se carga hasta que se usa', async () => {
  const user = userEvent.setup();
  renderWithShell(<AccountMenu />);
  const button = screen.getByRole('button', { name: 'Menú de cuenta' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockMenuLoads.count).toBe(0);

  // pointing at it starts the code; pressing it shows the menu already open, with the focus inside it
  await user.hover(button);
  await user.click(button);
  const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
  expect(mockMenuLoads.count).toBe(1);
  expect(menu).toContainElement(document.activeElement as HTMLElement);

  // Escape closes it and gives the focus back to the (now Radix's) button
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menú de cuenta' })).toHaveFocus();
});
