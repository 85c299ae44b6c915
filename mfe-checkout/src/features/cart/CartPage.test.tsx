import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { copy, useCartStore, type CartProduct } from '@vitrina/shared';
import { CartPage } from './CartPage';
import { installFakeBackend, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { resetAppState, storeSession } from '../../../test/setupSession';
import { availabilityCopy } from '../availability/copy';
import { cartCopy } from './copy';

const JERSEY: CartProduct = {
  id: 'a1111111-1111-4111-8111-111111111111',
  title: 'Jersey firmado de Jordan',
  price: 2500,
  images: ['https://x/jersey.svg'],
};
const BOX: CartProduct = { id: 'b2222222-2222-4222-8222-222222222222', title: 'Caja sellada 1996', price: 900 };

type Row = { id: string; state: string; price: number | null; stock: number | null; shipping_price?: number | null };
let backend: FakeBackend;
let availability: Row[];

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  availability = [];
  backend.on('POST', '/rest/v1/rpc/cart_availability', (request) => {
    const ids = (request.body as { product_ids: string[] }).product_ids;
    return {
      body: ids.map(
        (id) => availability.find((row) => row.id === id) ?? { id, state: 'available', price: null, stock: null },
      ),
    };
  });
});
afterEach(() => uninstallFakeBackend());

const add = (product: CartProduct, times = 1) => {
  for (let i = 0; i < times; i++) useCartStore.getState().addItem(product);
};
const renderCart = () => renderPage(<CartPage />, { path: '/cart' });
// the first toast loads the Toaster lazily (shared/ui), which can take a while on a busy machine
const toastWith = async (title: string) =>
  (await screen.findByText(title, { selector: 'li *' }, { timeout: 5000 })).closest('li') as HTMLElement;
const itemRow = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('CartPage', () => {
  it('carrito vacío: lo dice y enlaza a /products', async () => {
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeInTheDocument();
    expect(screen.getByText(cartCopy.empty)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: cartCopy.goShopping }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('muestra imagen, título, precio unitario, cantidad, subtotal, el envío de cada vendedor y total en MXN', async () => {
    add(JERSEY);
    add(BOX, 2);
    availability = [
      { id: JERSEY.id, state: 'available', price: 2500, stock: 1, shipping_price: 150 },
      { id: BOX.id, state: 'available', price: 900, stock: 3, shipping_price: 0 },
    ];
    renderCart();
    const jersey = itemRow(JERSEY.title);
    expect(within(jersey).getByRole('img', { name: JERSEY.title })).toHaveAttribute('src', 'https://x/jersey.svg');
    expect(within(jersey).getByText(/Precio unitario: \$2,500/)).toBeInTheDocument();
    expect(within(itemRow(BOX.title)).getByTestId('cart-item-quantity')).toHaveTextContent('2');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$4,300');
    await waitFor(() => expect(screen.getByTestId('cart-shipping')).toHaveTextContent('$150'));
    expect(screen.getByText(copy.shipping.rule)).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$4,450 MXN');
    expect(screen.getByText(cartCopy.cancellationNote)).toBeInTheDocument();
    expect(screen.getByText('3 artículos')).toBeInTheDocument();
  });

  it("'−' en 1 quita la pieza con 'Producto eliminado'", async () => {
    add(JERSEY);
    add(BOX);
    renderCart();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Quitar una unidad de ${JERSEY.title}` }));
    expect(await toastWith(copy.marketplace.productRemovedTitle)).toHaveTextContent(
      copy.marketplace.productRemovedDescription,
    );
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([BOX.id]);
  });

  it("'Eliminar' quita la pieza y avisa 'Producto eliminado'", async () => {
    add(JERSEY);
    renderCart();
    await userEvent.setup().click(screen.getByRole('button', { name: `Eliminar ${JERSEY.title} del carrito` }));
    expect(await toastWith(copy.marketplace.productRemovedTitle)).toBeInTheDocument();
    expect(screen.getByText(cartCopy.empty)).toBeInTheDocument();
  });

  it("'Vaciar carrito' lo vacía con 'Carrito limpiado'", async () => {
    add(JERSEY);
    add(BOX);
    renderCart();
    await userEvent.setup().click(screen.getByRole('button', { name: cartCopy.clearCart }));
    expect(await toastWith(copy.marketplace.cartCleared)).toBeInTheDocument();
    expect(useCartStore.getState().items).toEqual([]);
    expect(screen.getByText(cartCopy.empty)).toBeInTheDocument();
  });

  it("'+' se apaga en el stock que la base de datos dice", async () => {
    add(BOX);
    availability = [{ id: BOX.id, state: 'available', price: 900, stock: 2 }];
    renderCart();
    await screen.findByText('Solo quedan 2');
    const user = userEvent.setup();
    const plus = screen.getByRole('button', { name: `Agregar una unidad de ${BOX.title}` });
    expect(plus).toBeEnabled();
    await user.click(plus);
    expect(within(itemRow(BOX.title)).getByTestId('cart-item-quantity')).toHaveTextContent('2');
    expect(plus).toBeDisabled();
    expect(plus).toHaveAttribute('title', 'Solo hay 2 unidades disponibles de esta pieza.');
  });

  it("una pieza única: '+' está apagado y la fila dice 'Pieza única'", async () => {
    add(JERSEY);
    availability = [{ id: JERSEY.id, state: 'available', price: 2500, stock: 1 }];
    renderCart();
    await waitFor(() => expect(useCartStore.getState().items[0]!.stock).toBe(1));
    const plus = screen.getByRole('button', { name: `Agregar una unidad de ${JERSEY.title}` });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAttribute('title', 'Esta pieza es única: solo hay 1 disponible.');
    expect(within(itemRow(JERSEY.title)).getByText('Pieza única')).toBeInTheDocument();
    // '−' still takes it out
    expect(screen.getByRole('button', { name: `Quitar una unidad de ${JERSEY.title}` })).toBeEnabled();
  });

  it('una pieza a precio de oferta aceptada dice que es el precio acordado y a cuánto está publicada', async () => {
    add({ ...JERSEY, price: 2100 });
    add(BOX);
    availability = [
      { id: JERSEY.id, state: 'available', price: 2100, stock: 1 },
      { id: BOX.id, state: 'available', price: 900, stock: 3 },
    ];
    backend.on('GET', '/rest/v1/products', {
      body: [
        { id: JERSEY.id, price: 2500 },
        { id: BOX.id, price: '900.00' },
      ],
    });
    renderCart();
    expect(await within(itemRow(JERSEY.title)).findByTestId('cart-item-agreed')).toHaveTextContent(
      'Precio acordado en tu oferta (publicada a $2,500)',
    );
    expect(within(itemRow(BOX.title)).queryByTestId('cart-item-agreed')).not.toBeInTheDocument();
  });

  it('al abrir marca las piezas vendidas, en revisión o retiradas, bloquea el pago y permite quitarlas', async () => {
    storeSession();
    const review: CartProduct = { id: 'c3333333-3333-4333-8333-333333333333', title: 'Balón en revisión', price: 700 };
    add(JERSEY);
    add(BOX);
    add(review);
    availability = [
      { id: JERSEY.id, state: 'sold', price: null, stock: null },
      { id: review.id, state: 'review', price: null, stock: null },
    ];
    renderCart();
    expect(await within(itemRow(JERSEY.title)).findByText(availabilityCopy.unavailableSold)).toBeInTheDocument();
    expect(within(itemRow(review.title)).getByText(availabilityCopy.unavailableReview)).toBeInTheDocument();
    expect(within(itemRow(BOX.title)).queryByTestId('unavailable-note')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(cartCopy.unavailableNotice);
    expect(await screen.findByRole('button', { name: cartCopy.goToCheckout })).toBeDisabled();

    await userEvent.setup().click(screen.getByRole('button', { name: cartCopy.removeUnavailable }));
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([BOX.id]);
    expect(await screen.findByRole('link', { name: cartCopy.goToCheckout })).toHaveAttribute('href', '/checkout');
  });

  it('una pieza guardada antes de las miniaturas muestra la copia pequeña de su foto principal al cargar', async () => {
    add({ ...JERSEY, images: ['https://x/jersey-full.jpg', 'https://x/jersey-back.jpg'] });
    add(BOX);
    backend.on('GET', '/rest/v1/product_images', {
      body: [
        { product_id: JERSEY.id, image_url: 'https://x/jersey-full.jpg', thumb_url: 'https://x/jersey.webp', order: 0 },
        { product_id: JERSEY.id, image_url: 'https://x/jersey-back.jpg', thumb_url: null, order: 1 },
      ],
    });
    renderCart();
    const image = within(itemRow(JERSEY.title)).getByRole('img', { name: JERSEY.title });
    await waitFor(() => expect(image).toHaveAttribute('src', 'https://x/jersey.webp'));
    // a piece with no photo row keeps showing nothing
    expect(within(itemRow(BOX.title)).queryByRole('img')).toBeNull();
    const request = backend.calls('GET', '/rest/v1/product_images')[0]!;
    expect(decodeURIComponent(request.search)).toContain(`product_id=in.(${JERSEY.id},${BOX.id})`);
  });

  it('si la lectura de las fotos falla, se queda la imagen guardada', async () => {
    add({ ...JERSEY, images: ['https://x/jersey-full.jpg'] });
    backend.on('GET', '/rest/v1/product_images', { status: 500, body: { message: 'boom' } });
    renderCart();
    await waitFor(() => expect(backend.calls('GET', '/rest/v1/product_images')).toHaveLength(1));
    expect(within(itemRow(JERSEY.title)).getByRole('img', { name: JERSEY.title })).toHaveAttribute(
      'src',
      'https://x/jersey-full.jpg',
    );
  });

  it('toma el precio actual de la pieza al abrir el carrito', async () => {
    add(JERSEY);
    availability = [{ id: JERSEY.id, state: 'available', price: 2300, stock: 1, shipping_price: 0 }];
    renderCart();
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$2,300 MXN'));
    expect(screen.getByTestId('cart-shipping')).toHaveTextContent('Gratis');
    expect(backend.calls('POST', '/rest/v1/rpc/cart_availability')[0]!.body).toEqual({ product_ids: [JERSEY.id] });
  });

  it("sin sesión el botón dice 'Iniciar sesión para comprar' y lleva a /auth con /checkout de regreso", async () => {
    add(JERSEY);
    renderCart();
    const button = await screen.findByRole('button', { name: cartCopy.signInToBuy });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/auth?redirect=%2Fcheckout');
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toEqual({ from: '/checkout' });
  });

  it('con sesión el botón lleva a /checkout', async () => {
    storeSession();
    add(JERSEY);
    renderCart();
    const link = await screen.findByRole('link', { name: cartCopy.goToCheckout });
    await userEvent.setup().click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });
});
