import { fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('el botón flotante no tapa la página', () => {
  const PHONE = '(max-width: 640px)';
  const elementsFromPoint = document.elementsFromPoint;

  beforeEach(() => {
    resetShellStores();
    setSessionUser(fakeUser());
  });
  afterEach(() => {
    document.elementsFromPoint = elementsFromPoint;
  });

  /** The declarations of the link's own rule under a media query (jsdom applies no media query). */
  function ruleAt(element: Element, media: string) {
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const declarations: string[] = [];
    for (const [, query, selector, body] of css.matchAll(/@media ([^{]+)\{((?:\.[\w-]+)+)\{([^}]*)\}/g)) {
      const classes = selector!.split('.').filter(Boolean);
      if (query!.trim() === media && classes.every((name) => element.classList.contains(name))) {
        declarations.push(body!);
      }
    }
    return declarations.join(';');
  }

  it('en el teléfono va en el flujo de la página y pasa por debajo de la barra superior fija', () => {
    renderWithShell(<FloatingSellButton />, { path: '/products' });
    const phoneRule = ruleAt(screen.getByRole('link', { name: 'Vender un producto' }), PHONE);
    expect(phoneRule).toContain('position:static');
    // As a flex item of the layout a static box still stacks by its z-index: it must not keep the top bar's.
    expect(phoneRule).toContain('z-index:auto');
  });

  it('se aparta mientras un control de la página (el «Pujar» de una tarjeta) queda debajo, y vuelve al pasar', async () => {
    const bid = document.createElement('button');
    bid.textContent = 'Pujar';
    const cardBackground = document.createElement('div');
    document.body.append(bid, cardBackground);
    let under: Element = bid;
    document.elementsFromPoint = jest.fn(() => [document.querySelector('a[href="/sell"]')!, under]);
    // jsdom lays nothing out: the button's box at 1280 px, in the corner where the last card's 'Pujar' sits.
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ left: 1009, top: 828, right: 1256, bottom: 876, width: 247, height: 48 } as DOMRect);

    renderWithShell(<FloatingSellButton />, { path: '/products' });
    const link = screen.getByRole('link', { name: 'Vender un producto' });
    await waitFor(() => expect(link).not.toBeVisible());

    under = cardBackground;
    fireEvent.scroll(window);
    await waitFor(() => expect(link).toBeVisible());
    bid.remove();
    cardBackground.remove();
    jest.restoreAllMocks();
  });

  const frames = (count: number) =>
    new Promise<void>((resolve) => {
      const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
      next(count);
    });

  it('un texto que cambia en su lugar (la cuenta regresiva de una subasta) no lo hace mirar otra vez; una caja nueva sí', async () => {
    const countdown = document.createElement('p');
    countdown.textContent = 'Termina en 5 h 0 min';
    document.body.append(countdown);
    const hitTests = jest.fn((): Element[] => []);
    document.elementsFromPoint = hitTests;
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ left: 1009, top: 828, right: 1256, bottom: 876, width: 247, height: 48 } as DOMRect);

    renderWithShell(<FloatingSellButton />, { path: '/products' });
    await waitFor(() => expect(hitTests).toHaveBeenCalled());
    // the page at rest: no look underneath for a few frames
    for (let tries = 0; tries < 20; tries += 1) {
      hitTests.mockClear();
      await frames(3);
      if (hitTests.mock.calls.length === 0) break;
    }
    expect(hitTests).not.toHaveBeenCalled();

    countdown.firstChild!.nodeValue = 'Termina en 4 h 59 min';
    await frames(3);
    expect(hitTests).not.toHaveBeenCalled();

    const card = document.createElement('article');
    document.body.append(card);
    await waitFor(() => expect(hitTests).toHaveBeenCalled());
    countdown.remove();
    card.remove();
    jest.restoreAllMocks();
  });
});
