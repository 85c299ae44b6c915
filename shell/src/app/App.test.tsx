import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { categories, isProtectedPath, PROTECTED_ROUTES } from '@vitrina/shared/core';
import { setAnalyticsAdapter } from '@vitrina/shared/kernel';
import { App } from './App';
import { currentLocation, fakeUser, renderWithShell, resetShellStores, setSessionUser } from './testing/renderShell';
import { subcategoryRoutePaths } from './subcategoryRoutes';

jest.mock('../federation/RemoteComponent', () => require('./testing/remoteComponentMock'));
jest.mock('@vitrina/shared/kernel', () => ({
  ...jest.requireActual('@vitrina/shared/kernel'),
  // The session state is set directly in each test; the real init would read supabase-js storage.
  initSession: jest.fn(() => Promise.resolve()),
}));

// the real home page, its renders counted
const mockHomeRenders = { count: 0 };
jest.mock('../features/home/HomePage', () => {
  const actual: typeof import('../features/home/HomePage') = jest.requireActual('../features/home/HomePage');
  return {
    ...actual,
    HomePage: () => {
      mockHomeRenders.count += 1;
      return <actual.HomePage />;
    },
  };
});

const COMING_SOON_TITLE = /El nuevo hogar de los coleccionables deportivos auténticos/;
const HOME_TITLE = /Piezas de leyenda, verificadas para tu colección/;

// The home page and the signed-in account menu (Radix) are lazy chunks; requiring them the first time takes
// over a second in jest, which would eat the find* timeout of the first test that renders both.
beforeAll(() =>
  Promise.all([import('../features/account-menu/SignedInAccountMenu'), import('../features/home/HomePage')]),
);

/** A session in supabase-js's storage (sb-<host label>-auth-token), as a signed-in user's browser has. */
function storeSession() {
  localStorage.setItem('sb-127-auth-token', JSON.stringify({ access_token: 'token' }));
}

function renderApp(path: string) {
  return renderWithShell(<App />, { path });
}

async function expectRemotePage(name: string) {
  expect(await screen.findByTestId('remote-page')).toHaveTextContent(name);
}

beforeEach(() => resetShellStores());

describe('acceso de visitantes sin sesión', () => {
  beforeEach(() => setSessionUser(null));

  it('muestra la página de próximamente en el índice', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: COMING_SOON_TITLE })).toBeInTheDocument();
    expect(screen.getByText('Próximamente')).toBeInTheDocument();
  });

  it('muestra la página de próximamente en una ruta desconocida', async () => {
    renderApp('/no-existe/para-nada');
    expect(await screen.findByRole('heading', { level: 1, name: COMING_SOON_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('muestra el inicio de sesión en /auth', async () => {
    renderApp('/auth');
    await expectRemotePage('mfe_auth/AuthPage');
  });

  it.each([...PROTECTED_ROUTES, '/dashboard/settings', '/dashboard/products/7/edit'])(
    'redirige %s (protegida en la lista compartida) a /auth con la ruta original como destino de regreso',
    async (path) => {
      expect(isProtectedPath(path)).toBe(true);
      renderApp(`${path}?tab=1`);
      await expectRemotePage('mfe_auth/AuthPage');
      const location = currentLocation.value!;
      expect(location.pathname).toBe('/auth');
      expect(new URLSearchParams(location.search).get('redirect')).toBe(`${path}?tab=1`);
      expect(location.state).toMatchObject({ from: { pathname: path, search: '?tab=1' } });
    },
  );

  it.each(['/dashboard/admin', '/dashboard/admin/log', '/dashboard/reclamos', '/dashboard/verification-review'])(
    'no manda a iniciar sesión en la página del equipo %s: el dashboard responde con su 404',
    async (path) => {
      renderApp(path);
      await expectRemotePage('mfe_dashboard/DashboardPage');
      expect(currentLocation.value!.pathname).toBe(path);
    },
  );

  it('deja abierto el carrito a todos', async () => {
    expect(isProtectedPath('/cart')).toBe(false);
    renderApp('/cart');
    await expectRemotePage('mfe_checkout/CartPage');
    expect(currentLocation.value!.pathname).toBe('/cart');
  });

  it('deja explorar el catálogo', async () => {
    renderApp('/products?search=Messi');
    await expectRemotePage('mfe_catalog/ProductsPage');
  });
});

describe('con el sitio lanzado (runtime config launched: true)', () => {
  beforeEach(() => {
    setSessionUser(null);
    window.__VITRINA_CONFIG__ = { launched: true } as typeof window.__VITRINA_CONFIG__;
  });
  afterEach(() => {
    delete window.__VITRINA_CONFIG__;
  });

  it('un visitante recibe el inicio con su búsqueda, no la página de próximamente', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: HOME_TITLE }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByText('Próximamente')).not.toBeInTheDocument();
  });

  it('un visitante recibe la página 404 en una ruta desconocida', async () => {
    renderApp('/no-existe');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: COMING_SOON_TITLE })).not.toBeInTheDocument();
  });

  it.each([
    ['un visitante', null],
    ['un comprador', fakeUser()],
  ])('cuando la sesión se conoce (%s), el inicio no se renderiza otra vez', async (_who, user) => {
    // as the browser hydrates the server's page: the session is not known yet
    storeSession();
    setSessionUser(undefined);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: HOME_TITLE }, { timeout: 5000 });
    const before = mockHomeRenders.count;
    act(() => setSessionUser(user));
    expect(screen.getByRole('heading', { level: 1, name: HOME_TITLE })).toBeInTheDocument();
    expect(mockHomeRenders.count).toBe(before);
  });

  it('sin la marca (o con otro valor) sigue la página de próximamente', async () => {
    window.__VITRINA_CONFIG__ = { launched: 'true' } as unknown as typeof window.__VITRINA_CONFIG__;
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: COMING_SOON_TITLE })).toBeInTheDocument();
  });
});

describe('usuario con sesión', () => {
  beforeEach(() => setSessionUser(fakeUser()));

  it('muestra el inicio en el índice', async () => {
    renderApp('/');
    // The home page is a lazy chunk: its first import compiles the whole page in jest.
    expect(await screen.findByRole('heading', { level: 1, name: HOME_TITLE }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('muestra la página 404 en inglés con un enlace al inicio en una ruta desconocida', async () => {
    renderApp('/no-existe');
    // A lazy chunk, like the home page: its first import compiles it in jest.
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/sell', 'mfe_sell/SellPage'],
    ['/checkout', 'mfe_checkout/CheckoutPage'],
    ['/verification-request', 'mfe_dashboard/VerificationRequestPage'],
    ['/dashboard', 'mfe_dashboard/DashboardPage'],
    ['/dashboard/products/7/edit', 'mfe_dashboard/DashboardPage'],
    ['/dashboard/products/edit/7', 'mfe_dashboard/DashboardPage'],
    ['/onboarding', 'mfe_auth/OnboardingPage'],
    ['/auth/restablecer', 'mfe_auth/PasswordRecoveryPage'],
  ])('abre %s', async (path, remote) => {
    renderApp(path);
    await expectRemotePage(remote);
    expect(currentLocation.value!.pathname).toBe(path);
  });
});

describe('mientras la sesión es desconocida', () => {
  it.each(['/sell', '/ruta-desconocida'])('con una sesión guardada muestra un mensaje de carga en %s', (path) => {
    storeSession();
    setSessionUser(undefined);
    renderApp(path);
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(currentLocation.value!.pathname).toBe(path);
  });

  it('sin sesión guardada pinta Próximamente en / desde el primer render, sin pantalla de carga', () => {
    setSessionUser(undefined);
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: COMING_SOON_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
  });

  it('con una sesión guardada pinta el inicio mientras supabase-js la comprueba', async () => {
    storeSession();
    setSessionUser(undefined);
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: HOME_TITLE }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('no espera la sesión para el carrito', async () => {
    setSessionUser(undefined);
    renderApp('/cart');
    await expectRemotePage('mfe_checkout/CartPage');
  });
});

describe('rutas y alias', () => {
  beforeEach(() => setSessionUser(fakeUser()));

  it.each([
    ['/products/abc', 'mfe_catalog/ProductDetailPage'],
    ['/product/abc?offer=true', 'mfe_catalog/ProductDetailPage'],
    ['/categories/cards', 'mfe_catalog/CategoryPage'],
    ['/category/jerseys', 'mfe_catalog/CategoryPage'],
    ['/category/cards/sports', 'mfe_catalog/SubcategoryPage'],
    ['/sellers/diego_vende', 'mfe_catalog/SellerPage'],
  ])('%s abre %s', async (path, remote) => {
    renderApp(path);
    await expectRemotePage(remote);
  });

  it('tiene las 32 rutas de subcategoría de los datos de categorías', () => {
    expect(subcategoryRoutePaths).toHaveLength(32);
    expect(subcategoryRoutePaths).toEqual(
      expect.arrayContaining([
        '/cards/basketball',
        '/jerseys/match-worn',
        '/memorabilia/world-cup',
        '/equipment/historical',
      ]),
    );
    const fromData = categories.flatMap((c) => c.subcategories.flatMap((g) => g.items.map((i) => i.route)));
    expect(new Set(subcategoryRoutePaths)).toEqual(new Set(fromData));
  });

  it.each(['/cards/basketball', '/jerseys/retro', '/memorabilia/super-bowl', '/equipment/commemorative'])(
    '%s abre la página de subcategoría',
    async (path) => {
      renderApp(path);
      await expectRemotePage('mfe_catalog/SubcategoryPage');
    },
  );

  it.each([
    ['/privacy', 'Aviso de privacidad', /LFPDPPP/],
    ['/terms', 'Términos y condiciones', /cancelar tu pedido sin costo mientras no haya sido enviado/],
    ['/contact', 'Contacto', /hola@vitrina\.mx/],
  ])('%s muestra su contenido', async (path, title, content) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(content).length).toBeGreaterThan(0);
  });

  it('las páginas del pie son públicas', async () => {
    setSessionUser(null);
    renderApp('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeInTheDocument();
  });
});

describe('analítica', () => {
  it('reporta una vista de página al cambiar de ruta', async () => {
    const pageView = jest.fn();
    setAnalyticsAdapter({ pageView });
    setSessionUser(fakeUser());
    renderApp('/no-existe');
    await waitFor(() => expect(pageView).toHaveBeenCalledWith('/no-existe'));
    fireEvent.click(await screen.findByRole('link', { name: 'Go back home' }));
    await waitFor(() => expect(pageView).toHaveBeenCalledWith('/'));
  });
});
