import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useCartStore, useToastStore } from '@vitrina/shared';
import { installFakeBackend, uninstallFakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { aProduct, SELLER_PROFILE, signInAs } from '../../../test/products';
import { fakeMatchMedia } from '../../../../shared/test/matchMedia';
import { SwipeableProductRow } from './SwipeableProductRow';

// jsdom has no PointerEvent: a MouseEvent that carries the pointer's kind and id, as the browser's does
if (typeof window.PointerEvent === 'undefined') {
  class TouchPointerEvent extends MouseEvent {
    readonly pointerType: string;
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = TouchPointerEvent as unknown as typeof PointerEvent;
}

const initialMatchMedia = window.matchMedia;
/** The viewport's width as the row's media query sees it: a phone's (640 px or narrower) or wider. */
const viewport = (phone: boolean) => (window.matchMedia = fakeMatchMedia(phone));

beforeEach(() => {
  installFakeBackend().on('GET', '/rest/v1/favorites', { body: [] });
  useCartStore.setState({ items: [] });
  useToastStore.setState({ toasts: [] });
  signInAs();
  viewport(true);
});
afterEach(() => {
  uninstallFakeBackend();
  window.matchMedia = initialMatchMedia;
});

function swipeLeft(pointerType = 'touch') {
  const row = screen.getByTestId('swipe-row');
  fireEvent.pointerDown(row, { pointerType, pointerId: 1, clientX: 300, clientY: 40 });
  fireEvent.pointerMove(row, { pointerType, pointerId: 1, clientX: 200, clientY: 42 });
  fireEvent.pointerUp(row, { pointerType, pointerId: 1, clientX: 200, clientY: 42 });
}

const open = (product: ReturnType<typeof aProduct>) =>
  renderPage(<SwipeableProductRow product={{ ...product, seller: SELLER_PROFILE as never }} />, { path: '/products' });

describe('fila deslizable del listado en el teléfono', () => {
  it('deslizar a la izquierda añade una pieza de precio fijo al carrito', async () => {
    const piece = aProduct({ title: 'Jersey a precio fijo' });
    open(piece);
    swipeLeft();
    await waitFor(() => expect(useCartStore.getState().items.map((item) => item.id)).toEqual([piece.id]));
  });

  it('más ancho que un teléfono no desliza (la tarjeta es un mosaico); el ancho se mira al empezar el gesto', async () => {
    const piece = aProduct({ title: 'Jersey en mosaico' });
    viewport(false);
    open(piece);
    swipeLeft();
    await act(async () => undefined);
    expect(useCartStore.getState().items).toEqual([]);
    // the window narrowed to a phone's after the render: the next swipe is the row's
    viewport(true);
    swipeLeft();
    await waitFor(() => expect(useCartStore.getState().items.map((item) => item.id)).toEqual([piece.id]));
  });

  it('un ratón nunca desliza, ni al ancho de un teléfono', async () => {
    open(aProduct({ title: 'Jersey con ratón' }));
    swipeLeft('mouse');
    await act(async () => undefined);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('una pieza en subasta no se añade al carrito al deslizar: se gana pujando', async () => {
    const piece = aProduct({ title: 'Jersey en subasta' });
    const auction = {
      id: 'a1',
      status: 'open',
      phase: 'running',
      starts_at: '2026-11-01T10:00:00Z',
      ends_at: '2099-11-02T10:00:00Z',
      starting_price: 2500,
      current_price: 2600,
      bid_count: 2,
      has_reserve: false,
      reserve_met: false,
    };
    open({ ...piece, auction } as never);
    swipeLeft();
    // the sign-in check is asynchronous: let it settle before saying nothing was added
    await act(async () => undefined);
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByRole('link', { name: 'Pujar por Jersey en subasta' })).toBeInTheDocument();
  });
});
