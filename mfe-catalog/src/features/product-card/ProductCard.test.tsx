import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, useCartStore, useToastStore, type ListingAuction } from '@vitrina/shared';
import { installFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { aProduct, BUYER_ID, SELLER_ID, SELLER_PROFILE, signInAs, signOut } from '../../../test/products';
import { ProductCard, type CardLayout } from './ProductCard';

let backend: FakeBackend;

beforeEach(() => {
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/favorites', { body: [] });
  useCartStore.setState({ items: [] });
  useToastStore.setState({ toasts: [] });
});

function renderCard(product = aProduct({ title: 'Jersey Messi firmado' }), layout?: CardLayout) {
  const utils = renderPage(<ProductCard product={{ ...product, seller: SELLER_PROFILE as never }} layout={layout} />, {
    path: '/products?category=jerseys',
    route: '/products',
  });
  return { ...utils, product };
}

const PHONE = '(max-width: 640px)';
const WIDER = 'not all and (max-width: 640px)';

/**
 * Whether the element shows at a width, by the page's styles (jsdom applies no media query): hidden there if it
 * or an ancestor has a class set to `display: none` under that width's media rule.
 */
function shownAt(element: Element, media: typeof PHONE | typeof WIDER) {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  const hidden = new Set<string>();
  for (const [, query, selector] of css.matchAll(/@media ([^{]+)\{((?:\.[\w-]+)+)\{display:none;\}/g)) {
    if (query!.trim() === media) hidden.add(selector!.split('.')[1]!);
  }
  for (let node: Element | null = element; node; node = node.parentElement) {
    if ([...node.classList].some((name) => hidden.has(name))) return false;
  }
  return true;
}

describe('tarjeta de producto', () => {
  it('enlaza a /product/{id} y muestra precio en MXN, condición, categoría, vendedor y autenticación', () => {
    signOut();
    const { product } = renderCard(aProduct({ title: 'Jersey Messi firmado', price: 78000 }));
    const card = screen.getByRole('article', { name: 'Jersey Messi firmado' });
    expect(within(card).getByRole('link', { name: 'Jersey Messi firmado' })).toHaveAttribute(
      'href',
      `/product/${product.id}`,
    );
    expect(within(card).getByText('$78,000')).toBeInTheDocument();
    expect(within(card).getByText('Excelente')).toBeInTheDocument();
    expect(within(card).getByText('Jerseys')).toBeInTheDocument();
    expect(
      within(card).getByText((_, element) => element?.textContent === 'Vendedor: Sofía Ramírez · Vendedor Verificado'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sofía Ramírez' })).toHaveAttribute('href', '/sellers/vendedor');
    expect(within(card).getByText('Verificado por PSA')).toBeInTheDocument();
  });

  it('dice el envío de la pieza como el carrito y el checkout: "Envío $150" o "Envío gratis"', () => {
    signOut();
    const { unmount } = renderCard(aProduct({ title: 'Con envío', shipping_price: 150 }));
    expect(within(screen.getByRole('article', { name: 'Con envío' })).getByTestId('card-shipping')).toHaveTextContent(
      'Envío $150',
    );
    unmount();
    renderCard(aProduct({ title: 'Sin costo', shipping_price: 0 }));
    expect(within(screen.getByRole('article', { name: 'Sin costo' })).getByTestId('card-shipping')).toHaveTextContent(
      'Envío gratis',
    );
  });

  it("una imagen que no carga dice 'Imagen no disponible' y conserva el marco", () => {
    signOut();
    renderCard();
    const image = screen.getByAltText('Jersey Messi firmado');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '800');
    fireEvent.error(image);
    expect(screen.queryByAltText('Jersey Messi firmado')).not.toBeInTheDocument();
    expect(screen.getByText('Imagen no disponible')).toBeInTheDocument();
  });

  it('sin sesión, Añadir avisa que hay que iniciar sesión y lleva a /auth con la página de regreso', async () => {
    signOut();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: /^Añadir/ }));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Inicio de sesión requerido',
      description: 'Debes iniciar sesión para agregar al carrito',
      variant: 'destructive',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?redirect=%2Fproducts%3Fcategory%3Djerseys');
    expect(useCartStore.getState().items).toHaveLength(0);
  });

  it('sin sesión, Ofertar regresa a la oferta de la pieza después de iniciar sesión', async () => {
    signOut();
    const user = userEvent.setup();
    const { product } = renderCard();
    await user.click(screen.getByRole('button', { name: /^Ofertar/ }));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      description: 'Debes iniciar sesión para hacer ofertas',
      variant: 'destructive',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/auth?redirect=${encodeURIComponent(`/product/${product.id}?offer=true`)}`,
    );
  });

  it('sin sesión, el corazón pide iniciar sesión para guardar favoritos y no escribe nada', async () => {
    signOut();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Guardar Jersey Messi firmado en favoritos' }));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      description: 'Debes iniciar sesión para guardar favoritos',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\?redirect=/);
    expect(backend.calls('POST', '/rest/v1/favorites')).toHaveLength(0);
  });

  it("con sesión, Añadir agrega al carrito y confirma 'Producto agregado'", async () => {
    signInAs();
    const user = userEvent.setup();
    const { product } = renderCard();
    await user.click(screen.getByRole('button', { name: /^Añadir/ }));
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({ id: product.id, title: 'Jersey Messi firmado', price: 2500, quantity: 1 }),
    ]);
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Producto agregado',
      description: 'El producto se ha agregado al carrito',
    });
  });

  it('con sesión, Añadir una pieza única que ya está en el carrito no pasa de 1 y lo dice', async () => {
    signInAs();
    const user = userEvent.setup();
    const { product } = renderCard(aProduct({ title: 'Balón único', stock: 1 }));
    await user.click(screen.getByRole('button', { name: /^Añadir/ }));
    await user.click(screen.getByRole('button', { name: /^Añadir/ }));
    expect(useCartStore.getState().items).toEqual([expect.objectContaining({ id: product.id, quantity: 1, stock: 1 })]);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('No hay más unidades');
    expect(useToastStore.getState().toasts.map((t) => t.description)).toContain(
      'Esta pieza es única: solo hay 1 disponible.',
    );
  });

  it('con sesión, Ofertar abre la oferta de la pieza', async () => {
    signInAs();
    const user = userEvent.setup();
    const { product } = renderCard();
    await user.click(screen.getByRole('button', { name: /^Ofertar/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${product.id}?offer=true`);
  });

  it('el corazón guarda el favorito en la base al instante y lo revierte si la base lo rechaza', async () => {
    signInAs();
    const user = userEvent.setup();
    let release: (value: { status: number; body: unknown }) => void = () => undefined;
    backend.on('POST', '/rest/v1/favorites', () => new Promise((resolve) => (release = resolve)));
    const { product } = renderCard();
    const heart = await screen.findByRole('button', { name: 'Guardar Jersey Messi firmado en favoritos' });
    await waitFor(() => expect(backend.calls('GET', '/rest/v1/favorites')).toHaveLength(1));

    await user.click(heart);
    // optimistic: pressed before the database answers
    expect(await screen.findByRole('button', { name: 'Quitar Jersey Messi firmado de favoritos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [insert] = backend.calls('POST', '/rest/v1/favorites');
    expect(insert!.body).toEqual({ user_id: BUYER_ID, product_id: product.id });

    release({ status: 403, body: { code: '42501', message: 'new row violates row-level security policy' } });
    expect(await screen.findByRole('button', { name: 'Guardar Jersey Messi firmado en favoritos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await screen.findByText('No pudimos actualizar tus favoritos. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('una pieza vendida se muestra como vendida y no se puede añadir', () => {
    signInAs();
    renderCard(aProduct({ title: 'Jersey Messi firmado', status: 'sold' }));
    const card = screen.getByRole('article', { name: 'Jersey Messi firmado' });
    expect(within(card).getAllByText('Vendido').length).toBeGreaterThan(0);
    expect(within(card).queryByRole('button', { name: /^Añadir/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Ofertar/ })).not.toBeInTheDocument();
  });

  it.each(['grid', 'row', 'responsive'] as const)(
    "una pieza destacada (%s) lleva 'Destacado' junto al precio, nunca sobre la foto (tapaba la etiqueta del arte)",
    (layout) => {
      signOut();
      const { container } = renderCard(aProduct({ title: 'Tarjeta LeBron PSA 9', featured: true }), layout);
      const card = screen.getByRole('article', { name: 'Tarjeta LeBron PSA 9' });
      const badges = within(card).getAllByText('Destacado');
      expect(badges).toHaveLength(1);
      expect(within(screen.getByTestId('card-price-line')).getByText('Destacado')).toBe(badges[0]);
      const photo = container.querySelector('img')!.closest('a')!.parentElement!;
      expect(photo).not.toHaveTextContent('Destacado');
    },
  );

  it('la tarjeta adaptable es fila en el teléfono y mosaico más ancho: cada sello se ve una vez por ancho', () => {
    signInAs();
    renderCard(aProduct({ title: 'Jersey Messi firmado', status: 'sold' }), 'responsive');
    const card = screen.getByRole('article', { name: 'Jersey Messi firmado' });
    const spans = (label: string) =>
      within(card)
        .getAllByText(label)
        .filter((element) => element.tagName === 'SPAN');
    // 'Vendido' sits on the tile's photo and among the row's badges: both in the markup, one shown per width
    const sold = spans('Vendido');
    expect(sold).toHaveLength(2);
    expect(sold.filter((badge) => shownAt(badge, PHONE))).toHaveLength(1);
    expect(sold.filter((badge) => shownAt(badge, WIDER))).toHaveLength(1);
    // the authentication is among the badges in both layouts: once, shown at every width
    const [auth, ...more] = spans('Verificado por PSA');
    expect(more).toHaveLength(0);
    expect(shownAt(auth!, PHONE) && shownAt(auth!, WIDER)).toBe(true);
  });

  it.each(['grid', 'row', 'responsive'] as const)(
    'el sello de autenticidad (%s) va con los demás, debajo de la foto: nunca tapa el texto de la imagen',
    (layout) => {
      signInAs();
      renderCard(aProduct({ title: 'Jersey Messi firmado' }), layout);
      const card = screen.getByRole('article', { name: 'Jersey Messi firmado' });
      const badge = within(card).getByText('Verificado por PSA');
      // the photo's frame: the image link's box, which holds the photo and what is laid over it
      const photoFrame = card.querySelector('a[tabindex="-1"]')!.parentElement!;
      expect(photoFrame).not.toContainElement(badge);
      expect(badge.parentElement).toBe(within(card).getByText('Jerseys').parentElement);
    },
  );

  it.each(['grid', 'row'] as const)('una tarjeta de diseño fijo (%s) tiene cada sello una sola vez', (layout) => {
    signInAs();
    renderCard(aProduct({ title: 'Jersey Messi firmado', status: 'sold' }), layout);
    const card = screen.getByRole('article', { name: 'Jersey Messi firmado' });
    const badge = within(card).getByText('Verificado por PSA');
    expect(shownAt(badge, PHONE) && shownAt(badge, WIDER)).toBe(true);
  });

  it('el vendedor no puede comprar ni ofertar por su propia pieza', () => {
    signInAs(SELLER_ID);
    renderCard();
    expect(screen.getByText('Es tu pieza')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Añadir/ })).not.toBeInTheDocument();
  });
});

describe('tarjeta de una pieza en subasta', () => {
  const MINUTE = 60_000;

  /** A listing row's auction, as rpc/list_products read it: running, ending `endsInMs` from now by this browser. */
  function auctionRow(endsInMs: number, overrides: Partial<ListingAuction> = {}): ListingAuction {
    return {
      id: 'a1',
      status: 'open',
      phase: 'running',
      starts_at: new Date(Date.now() - 24 * 60 * MINUTE).toISOString(),
      ends_at: new Date(Date.now() + endsInMs).toISOString(),
      starting_price: 1000,
      current_price: 1500,
      bid_count: 3,
      has_reserve: false,
      reserve_met: false,
      ...overrides,
    };
  }

  /** The database's clock (app_now) `aheadMs` ahead of this browser's, as the card reads it. */
  function serverClock(aheadMs: number) {
    backend.on('POST', '/rest/v1/rpc/app_now', () => ({ body: new Date(Date.now() + aheadMs).toISOString() }));
  }

  function renderAuctionCard(auction: ListingAuction, layout: CardLayout = 'responsive') {
    signOut();
    const product = { ...aProduct({ title: 'Jersey en subasta' }), auction };
    return renderCard(product, layout);
  }

  const bidButton = () => screen.queryByRole('link', { name: 'Pujar por Jersey en subasta' });

  it('mientras corre ofrece pujar y cuenta el tiempo con el reloj del servidor', async () => {
    serverClock(0);
    renderAuctionCard(auctionRow(90 * MINUTE));
    await waitFor(() =>
      expect(screen.getByTestId('card-auction')).toHaveTextContent(/^3 pujas · termina en 1 h (29|30) min$/),
    );
    expect(bidButton()).toBeInTheDocument();
    expect(screen.queryByTestId('card-auction-over')).toBeNull();
  });

  it('pasado su fin por el reloj del servidor (aún sin cerrar) dice "subasta terminada" y no ofrece pujar', async () => {
    // the server's clock is an hour ahead of this browser's: by the browser 30 min are left, by the server it ended
    serverClock(60 * MINUTE);
    renderAuctionCard(auctionRow(30 * MINUTE));
    expect(await screen.findByTestId('card-auction-over')).toHaveTextContent('Subasta terminada');
    expect(screen.getByTestId('card-auction')).toHaveTextContent(/^3 pujas · subasta terminada$/);
    expect(bidButton()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Añadir/ })).toBeNull();
  });

  it('en pantalla, al llegar su fin deja de ofrecer pujar sin esperar al cierre', async () => {
    serverClock(0);
    renderAuctionCard(auctionRow(1500));
    await waitFor(() => expect(backend.calls('POST', '/rest/v1/rpc/app_now')).toHaveLength(1));
    expect(bidButton()).toBeInTheDocument();
    expect(await screen.findByTestId('card-auction-over', {}, { timeout: 4000 })).toHaveTextContent(
      'Subasta terminada',
    );
    expect(bidButton()).toBeNull();
  });

  it.each([
    ['leída pasada su fin (closing)', { phase: 'closing' as const }],
    ['cerrada con venta', { status: 'sold' as const, phase: 'sold' as const }],
    ['cerrada sin venta', { status: 'unsold' as const, phase: 'unsold' as const }],
  ])('una subasta %s no ofrece pujar, sin leer el reloj', (_, overrides) => {
    serverClock(0);
    renderAuctionCard(auctionRow(-MINUTE, overrides), 'grid');
    expect(screen.getByTestId('card-auction-over')).toHaveTextContent('Subasta terminada');
    expect(screen.getByTestId('card-auction')).toHaveTextContent(/^3 pujas · subasta terminada$/);
    expect(bidButton()).toBeNull();
    expect(backend.calls('POST', '/rest/v1/rpc/app_now')).toHaveLength(0);
  });

  it('se renderiza en el servidor igual que en la primera pintura y se hidrata sin diferencias', async () => {
    serverClock(60 * MINUTE);
    signOut();
    const product = { ...aProduct({ title: 'Jersey en subasta' }), auction: auctionRow(30 * MINUTE) };
    const tree = (queryClient: QueryClient) => (
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={['/products']}>
          <ProductCard product={product} layout="responsive" />
        </MemoryRouter>
      </AppProviders>
    );
    const html = renderToString(tree(new QueryClient()));
    // the server cannot know the browser's moment: the bid button and no time left, as the first paint
    expect(html).toContain('Pujar');
    expect(html).not.toContain('termina en');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree(new QueryClient({ defaultOptions: { queries: { retry: false } } })), {
        onRecoverableError: (error) => recoverable.push(error),
      }),
    );
    await waitFor(() => expect(within(container).getByTestId('card-auction-over')).toBeInTheDocument());
    expect(within(container).queryByRole('link', { name: 'Pujar por Jersey en subasta' })).toBeNull();
    expect(recoverable).toEqual([]);
    expect(errors.mock.calls.filter((call) => /hydrat|did not match/i.test(String(call[0])))).toEqual([]);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
