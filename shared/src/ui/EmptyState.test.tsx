import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { EmptyState } from './EmptyState';
import { LineIcon } from './LineIcon';

const sidebarIcon = (
  <LineIcon>
    <path d="M21 8 12 3 3 8l9 5 9-5Z" />
  </LineIcon>
);

const cartIcon = (
  <svg width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
    <circle cx="9" cy="21" r="1" />
  </svg>
);

it.each([
  ['el de 20 px del menú del panel', sidebarIcon],
  ['el de 56 px del carrito', cartIcon],
])('dibuja cualquier ícono a 48 px con una línea de 2 px: %s', (_name, icon) => {
  renderWithTheme(<EmptyState title="Aún no recibes ofertas" icon={icon} />);
  const slot = screen.getByRole('heading', { name: 'Aún no recibes ofertas' }).previousElementSibling as HTMLElement;
  expect(slot).toHaveAttribute('aria-hidden', 'true');
  expect(slot).toHaveStyle({ width: '48px', height: '48px' });
  const svg = slot.querySelector('svg')!;
  expect(getComputedStyle(svg).width).toBe('100%');
  expect(getComputedStyle(svg).height).toBe('100%');
  expect(getComputedStyle(svg).strokeWidth).toBe('1');
});

it('sin ícono no deja un hueco sobre el título', () => {
  renderWithTheme(<EmptyState title="No hay items en el carrito" />);
  expect(screen.getByRole('heading', { name: 'No hay items en el carrito' }).previousElementSibling).toBeNull();
});
