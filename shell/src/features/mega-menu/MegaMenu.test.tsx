import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories } from '@vitrina/shared';
import { MegaMenu } from './MegaMenu';
import { currentLocation, renderWithShell, resetShellStores } from '../../app/testing/renderShell';

beforeEach(() => resetShellStores());

function trigger() {
  return screen.getByRole('button', { name: 'Categorías' });
}

it('tiene el enlace Explorar hacia /products', () => {
  renderWithShell(<MegaMenu />);
  expect(screen.getByRole('link', { name: 'Explorar' })).toHaveAttribute('href', '/products');
});

it('se abre con Enter y muestra cada categoría con imagen, nombre, descripción, subcategorías y sus items', async () => {
  const user = userEvent.setup();
  renderWithShell(<MegaMenu />);

  await user.tab();
  expect(trigger()).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(trigger()).toHaveAttribute('aria-expanded', 'true');

  for (const category of categories) {
    const column = await screen.findByRole('region', { name: category.name });
    expect(within(column).getByRole('link', { name: new RegExp(category.name) })).toHaveAttribute(
      'href',
      `/categories/${category.id}`,
    );
    expect(within(column).getByText(category.description)).toBeInTheDocument();
    expect(column.querySelector('img')).toHaveAttribute('src', category.image);
    for (const group of category.subcategories) {
      expect(within(column).getByText(group.name)).toBeInTheDocument();
      for (const item of group.items) {
        expect(within(column).getByRole('link', { name: item.name })).toHaveAttribute('href', item.route);
      }
    }
  }
});

it('las flechas entran al panel, Escape lo cierra y devuelve el foco al disparador', async () => {
  const user = userEvent.setup();
  renderWithShell(<MegaMenu />);

  trigger().focus();
  await user.keyboard('{Enter}');
  const firstColumn = await screen.findByRole('region', { name: categories[0].name });

  await user.keyboard('{ArrowDown}');
  const firstCategoryLink = within(firstColumn).getByRole('link', { name: new RegExp(categories[0].name) });
  await waitFor(() => expect(firstCategoryLink).toHaveFocus());

  await user.keyboard('{ArrowDown}');
  const firstItem = categories[0].subcategories[0].items[0].name;
  expect(within(firstColumn).getByRole('link', { name: firstItem })).toHaveFocus();

  await user.keyboard('{Escape}');
  await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  expect(trigger()).toHaveFocus();
});

it('elegir una subcategoría navega a su ruta', async () => {
  const user = userEvent.setup();
  renderWithShell(<MegaMenu />);
  // A pointer reaches the menu before it clicks: the hover loads the Radix menu, which replaces the light one.
  await user.hover(trigger());
  await act(() => import('./MegaMenuPanel'));
  await user.click(trigger());
  const cardsColumn = await screen.findByRole('region', { name: 'Cartas & Trading Cards' });
  await user.click(within(cardsColumn).getByRole('link', { name: 'Básquetbol' }));
  expect(currentLocation.value!.pathname).toBe('/cards/basketball');
  await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
});

it('un clic antes de que llegue el menú completo lo deja abierto cuando llega, con el foco en el disparador', async () => {
  renderWithShell(<MegaMenu />);
  trigger().focus();
  fireEvent.click(trigger());
  expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('region', { name: categories[0].name })).toBeInTheDocument();
  expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  expect(trigger()).toHaveFocus();
});
