import { screen } from '@testing-library/react';
import { FloatingSellButton } from './FloatingSellButton';
import { isFloatingSellButtonVisible } from './floatingSellVisibility';
import { fakeUser, renderWithShell, resetShellStores, setSessionUser } from '../../app/testing/renderShell';

describe('reglas del botón flotante', () => {
  it.each([
    '/sell',
    '/auth',
    '/auth/restablecer',
    '/checkout',
    '/dashboard',
    '/dashboard/settings',
    '/dashboard/products/1/edit',
  ])('se oculta en %s aunque haya sesión', (path) => {
    expect(isFloatingSellButtonVisible(path, true)).toBe(false);
  });

  it.each(['/', '/products', '/product/1', '/cart', '/categories/cards', '/privacy'])(
    'se muestra en %s con sesión',
    (path) => {
      expect(isFloatingSellButtonVisible(path, true)).toBe(true);
    },
  );

  it.each(['/', '/products', '/cart'])('se oculta en %s sin sesión', (path) => {
    expect(isFloatingSellButtonVisible(path, false)).toBe(false);
  });

  it('no confunde rutas que solo empiezan igual', () => {
    expect(isFloatingSellButtonVisible('/seller-tips', true)).toBe(true);
    expect(isFloatingSellButtonVisible('/dashboards', true)).toBe(true);
  });
});

describe('<FloatingSellButton />', () => {
  beforeEach(() => resetShellStores());

  it('enlaza a /sell cuando hay sesión', () => {
    setSessionUser(fakeUser());
    renderWithShell(<FloatingSellButton />, { path: '/products' });
    expect(screen.getByRole('link', { name: 'Vender un producto' })).toHaveAttribute('href', '/sell');
  });

  it('no aparece sin sesión', () => {
    setSessionUser(null);
    renderWithShell(<FloatingSellButton />, { path: '/products' });
    expect(screen.queryByRole('link', { name: 'Vender un producto' })).not.toBeInTheDocument();
  });

  it('no aparece mientras la sesión es desconocida', () => {
    setSessionUser(undefined);
    renderWithShell(<FloatingSellButton />, { path: '/products' });
    expect(screen.queryByRole('link', { name: 'Vender un producto' })).not.toBeInTheDocument();
  });

  it('no aparece en el dashboard', () => {
    setSessionUser(fakeUser());
    renderWithShell(<FloatingSellButton />, { path: '/dashboard/messages' });
    expect(screen.queryByRole('link', { name: 'Vender un producto' })).not.toBeInTheDocument();
  });
});
