import { PROTECTED_PATH_PREFIXES, isFloatingSellHiddenPath, isProtectedPath, isStaffPath } from './protected';

describe('isProtectedPath', () => {
  it('protege /sell, /dashboard/*, /checkout y /verification-request', () => {
    expect(PROTECTED_PATH_PREFIXES).toEqual(['/sell', '/dashboard', '/checkout', '/verification-request']);
    for (const path of [
      '/sell',
      '/sell/',
      '/dashboard',
      '/dashboard/profile',
      '/dashboard/products/1/edit',
      '/checkout',
      '/checkout?step=2',
      '/verification-request',
    ]) {
      expect(isProtectedPath(path)).toBe(true);
    }
  });

  it('deja abiertas /cart, /products, /auth y rutas parecidas', () => {
    for (const path of ['/', '/cart', '/products', '/auth', '/seller', '/dashboards', '/checkouts', '/product/1']) {
      expect(isProtectedPath(path)).toBe(false);
    }
  });
});

describe('isFloatingSellHiddenPath', () => {
  it('oculta el botón flotante en /sell, /auth, /checkout y /dashboard', () => {
    for (const path of ['/sell', '/auth', '/checkout', '/dashboard', '/dashboard/settings']) {
      expect(isFloatingSellHiddenPath(path)).toBe(true);
    }
    for (const path of ['/', '/products', '/cart']) expect(isFloatingSellHiddenPath(path)).toBe(false);
  });
});

describe('isStaffPath', () => {
  it('reconoce las páginas del equipo del dashboard y sus subrutas', () => {
    for (const path of [
      '/dashboard/admin',
      '/dashboard/admin/log',
      '/dashboard/reclamos',
      '/dashboard/reclamos/',
      '/dashboard/verification-review',
    ]) {
      expect(isStaffPath(path)).toBe(true);
    }
  });

  it('no confunde las demás páginas del dashboard ni rutas parecidas', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/settings',
      '/dashboard/reclamosx',
      '/dashboard/administrar',
      '/admin',
    ]) {
      expect(isStaffPath(path)).toBe(false);
    }
  });
});
