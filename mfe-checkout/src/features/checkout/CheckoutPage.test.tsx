import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { copy, useCartStore, type CartProduct } from '@vitrina/shared';
import { CheckoutPage } from './CheckoutPage';
import {
  installFakeBackend,
  postgrestError,
  uninstallFakeBackend,
  type FakeBackend,
  type RecordedRequest,
} from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { BUYER, resetAppState, storeSession } from '../../../test/setupSession';
import { availabilityCopy } from '../availability/copy';
import { cartCopy } from '../cart/copy';
import { fakeMatchMedia } from '../../../../shared/test/matchMedia';
import { checkoutCopy } from './copy';

jest.setTimeout(30_000);

const JERSEY: CartProduct = {
  id: 'a1111111-1111-4111-8111-111111111111',
  title: 'Jersey firmado de Jordan',
  price: 2500,
};
const BALL: CartProduct = { id: 'b2222222-2222-4222-8222-222222222222', title: 'Balón del Mundial 86', price: 800 };
const ORDER_ID = 'f0000000-0000-4000-8000-000000000001';

let backend: FakeBackend;
let lastOrders: unknown[];

beforeEach(() => {
  resetAppState();
  backend = installFakeBackend();
  lastOrders = [];
  backend.on('POST', '/rest/v1/rpc/cart_availability', (request) => ({
    body: (request.body as { product_ids: string[] }).product_ids.map((id) => ({
      id,
      state: 'available',
      price: null,
      stock: null,
      shipping_price: 0,
    })),
  }));
  const rows = (request: RecordedRequest, list: unknown[]) =>
    request.headers.get('accept')?.includes('vnd.pgrst.object') ? (list[0] ?? null) : list;
  backend.on('GET', '/rest/v1/profiles', (request) => ({
    body: rows(request, [{ display_name: 'Diego Ramírez Soto' }]),
  }));
  backend.on('GET', '/rest/v1/orders', (request) => ({ body: rows(request, lastOrders) }));
  backend.on('POST', '/rest/v1/rpc/create_order', { body: ORDER_ID });
  backend.on('POST', '/functions/v1/order-confirmation', { body: { ok: true, id: 'm1' } });
});
afterEach(() => uninstallFakeBackend());

const withCart = (...products: CartProduct[]) => products.forEach((p) => useCartStore.getState().addItem(p));
const renderCheckout = () => renderPage(<CheckoutPage />, { path: '/checkout' });
const toastWith = async (title: string) =>
  (await screen.findByText(title, { selector: 'li *' }, { timeout: 5000 })).closest('li') as HTMLElement;
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^.?\\s*${name}`) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// the label's own text, an optional '(MM/AA)' and the required mark: 'Nombre' is not 'Nombre en la tarjeta'
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\(.*\\))?\\*?$`));

async function signedInCheckout(...products: CartProduct[]) {
  storeSession();
  withCart(...(products.length ? products : [JERSEY, BALL]));
  const utils = renderCheckout();
  await screen.findByRole('tablist', { name: checkoutCopy.stepsLabel });
  // pre-filled from the session and the profile
  await waitFor(() => expect(field('Nombre')).toHaveValue('Diego'));
  return utils;
}

async function replace(user: UserEvent, label: string, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function fillShippingAndPayment(user: UserEvent) {
  await user.click(tab('Envío'));
  await replace(user, 'Dirección', 'Av. Juárez 120, Centro');
  await replace(user, 'Ciudad', 'Guadalajara');
  await replace(user, 'Estado', 'Jalisco');
  await replace(user, 'Colonia', 'Centro');
  await replace(user, 'Código postal', '44100');
  await replace(user, 'Teléfono para la paquetería', '3312345678');
  await user.click(tab('Pago'));
  await replace(user, 'Nombre en la tarjeta', 'Diego Ramírez');
  await replace(user, 'Número de tarjeta', '4242424242424242');
  await replace(user, 'Vencimiento', '1230');
  await replace(user, 'CVC', '123');
}

describe('CheckoutPage: acceso y carrito', () => {
  it('sin sesión manda a /auth con /checkout como regreso', async () => {
    withCart(JERSEY);
    renderCheckout();
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/auth?redirect=%2Fcheckout');
    expect(JSON.parse(location.getAttribute('data-state') ?? 'null')).toMatchObject({
      from: { pathname: '/checkout' },
    });
  });

  it("carrito vacío: 'No hay items en el carrito' con enlace de regreso a la tienda", async () => {
    storeSession();
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'No hay items en el carrito' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: checkoutCopy.title })).toBeInTheDocument();
    expect(screen.getByText(checkoutCopy.emptyCartDescription)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: checkoutCopy.backToShop }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('muestra el resumen del pedido junto a las pestañas', async () => {
    await signedInCheckout();
    const summary = screen.getByRole('complementary', { name: checkoutCopy.orderSummary });
    expect(within(summary).getByText(JERSEY.title)).toBeInTheDocument();
    expect(within(summary).getByText(BALL.title)).toBeInTheDocument();
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('$3,300 MXN');
  });

  it('una pieza guardada con la foto completa se muestra con su copia pequeña en el resumen', async () => {
    backend.on('GET', '/rest/v1/product_images', {
      body: [
        { product_id: JERSEY.id, image_url: 'https://x/j.jpg', thumb_url: 'https://x/j-thumb.webp', order: 0 },
        { product_id: BALL.id, image_url: 'https://x/b.svg', thumb_url: null, order: 0 },
      ],
    });
    await signedInCheckout({ ...JERSEY, images: ['https://x/j.jpg'] }, BALL);
    const summary = screen.getByRole('complementary', { name: checkoutCopy.orderSummary });
    await waitFor(() =>
      expect([...summary.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
        'https://x/j-thumb.webp',
        'https://x/b.svg',
      ]),
    );
    // only what is shown changes: the stored cart keeps what it had
    expect(useCartStore.getState().items[0]!.images).toEqual(['https://x/j.jpg']);
  });
});

describe('CheckoutPage: piezas no disponibles', () => {
  it('una pieza vendida antes de pagar se marca en el resumen, bloquea el pago y se puede quitar ahí mismo', async () => {
    backend.on('POST', '/rest/v1/rpc/cart_availability', (request) => ({
      body: (request.body as { product_ids: string[] }).product_ids.map((id) =>
        id === BALL.id
          ? { id, state: 'sold', price: null, stock: null }
          : { id, state: 'available', price: 2500, stock: 1 },
      ),
    }));
    await signedInCheckout();
    expect(await screen.findByText(checkoutCopy.unavailableBlocksPay)).toBeInTheDocument();
    const flagged = screen.getAllByTestId('summary-item').filter((item) => item.dataset.flagged === 'true');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toHaveTextContent(BALL.title);
    expect(flagged[0]).toHaveTextContent(availabilityCopy.unavailableSold);
    const user = userEvent.setup();
    await user.click(tab('Pago'));
    expect(screen.getByRole('button', { name: /^Pagar/ })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: cartCopy.removeUnavailable }));
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([JERSEY.id]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar $2,500' })).toBeEnabled());
  });
});

describe('CheckoutPage: pestañas', () => {
  it('tres pestañas; Cuenta abierta y prellenada con el email de la sesión y el nombre del perfil', async () => {
    await signedInCheckout();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      expect.stringContaining('Cuenta'),
      expect.stringContaining('Envío'),
      expect.stringContaining('Pago'),
    ]);
    expect(tab('Cuenta')).toHaveAttribute('aria-selected', 'true');
    expect(field('Apellido')).toHaveValue('Ramírez Soto');
    expect(field('Email')).toHaveValue(BUYER.email);
    await waitFor(() => expect(tab('Cuenta')).toHaveTextContent('(completo)'));
    expect(tab('Envío')).toHaveTextContent('(incompleto)');
  });

  it('prellena la dirección de la última orden sin pisar lo que el comprador ya escribió', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    backend.on('GET', '/rest/v1/orders', async () => {
      await answered;
      return {
        body: [
          {
            shipping_address: {
              address: 'Calle Hidalgo 5',
              neighborhood: 'Centro',
              phone: '8112345678',
              city: 'Monterrey',
              state: 'Nuevo León',
              zip_code: '64000',
            },
          },
        ],
      };
    });
    storeSession();
    withCart(JERSEY);
    renderCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /Envío/ }));
    await user.type(field('Ciudad'), 'San Pedro');
    answer();
    await waitFor(() => expect(field('Dirección')).toHaveValue('Calle Hidalgo 5'));
    expect(field('Ciudad')).toHaveValue('San Pedro');
    expect(field('Estado')).toHaveValue('Nuevo León');
    expect(field('Código postal')).toHaveValue('64000');
    expect(field('Colonia')).toHaveValue('Centro');
    expect(field('Teléfono para la paquetería')).toHaveValue('8112345678');
    await waitFor(() => expect(tab('Envío')).toHaveTextContent('(completo)'));
  });

  it("'Continuar' con la cuenta válida pasa a Envío y pone el foco en Dirección", async () => {
    await signedInCheckout();
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: checkoutCopy.continue })[0]!);
    await waitFor(() => expect(tab('Envío')).toHaveAttribute('aria-selected', 'true'));
    expect(field('Dirección')).toHaveFocus();
  });

  it('cualquier pestaña se abre con clic, y con el teclado (flechas, Inicio, Fin)', async () => {
    await signedInCheckout();
    const user = userEvent.setup();
    await user.click(tab('Pago'));
    expect(screen.getByRole('tabpanel', { name: /Pago/ })).toBeVisible();
    expect(field('Número de tarjeta')).toBeVisible();
    tab('Pago').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Cuenta')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Cuenta')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Pago')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Envío')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab('Cuenta')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('CheckoutPage: recargar la página', () => {
  it('vuelve a la pestaña y a la dirección escritas, nunca a los datos de la tarjeta', async () => {
    const { unmount } = await signedInCheckout();
    const user = userEvent.setup();
    await fillShippingAndPayment(user);
    await user.click(tab('Envío'));
    unmount();
    expect(JSON.stringify({ ...window.sessionStorage })).not.toMatch(/4242|1230|12\/30|"123"|Diego Ramírez"/);

    renderCheckout();
    await screen.findByRole('tablist', { name: checkoutCopy.stepsLabel });
    expect(tab('Envío')).toHaveAttribute('aria-selected', 'true');
    expect(field('Dirección')).toHaveValue('Av. Juárez 120, Centro');
    expect(field('Colonia')).toHaveValue('Centro');
    expect(field('Código postal')).toHaveValue('44100');
    expect(field('Teléfono para la paquetería')).toHaveValue('33 1234 5678');
    await user.click(tab('Pago'));
    expect(field('Número de tarjeta')).toHaveValue('');
    expect(field('Nombre en la tarjeta')).toHaveValue('');
    expect(field('CVC')).toHaveValue('');
  });
});

describe('CheckoutPage: en una sola columna (teléfono)', () => {
  it('el código de descuento va antes de Pagar', async () => {
    const wide = window.matchMedia;
    window.matchMedia = fakeMatchMedia(true);
    try {
      await signedInCheckout();
      const code = screen.getByRole('textbox', { name: checkoutCopy.discountLabel });
      const pay = screen.getByRole('button', { name: /^Pagar/, hidden: true });
      expect(code.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      window.matchMedia = wide;
    }
  });
});

describe('CheckoutPage: código de descuento', () => {
  it('vacío pide el código; la negativa de la base se dice con sus palabras y el código se queda; uno válido se aplica', async () => {
    backend.on('POST', '/rest/v1/rpc/check_discount_code', {
      status: 400,
      body: postgrestError('VT549', 'Ya usaste tu código BIENVENIDA10 en tu primera compra.'),
    });
    await signedInCheckout();
    const user = userEvent.setup();
    const apply = screen.getByRole('button', { name: checkoutCopy.discountApply });
    await user.click(apply);
    expect(await screen.findByText(checkoutCopy.discountEmpty)).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/check_discount_code')).toHaveLength(0);

    const code = screen.getByRole('textbox', { name: checkoutCopy.discountLabel });
    await user.type(code, 'bienvenida10');
    await user.click(apply);
    expect(await screen.findByText('Ya usaste tu código BIENVENIDA10 en tu primera compra.')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/rpc/check_discount_code')[0]!.body).toEqual({ code: 'BIENVENIDA10' });
    expect(code).toHaveValue('bienvenida10');

    backend.on('POST', '/rest/v1/rpc/check_discount_code', { body: 10 });
    await user.click(apply);
    expect(await screen.findByTestId('discount-applied')).toHaveTextContent('Código BIENVENIDA10 aplicado');
  });
});

describe('CheckoutPage: reglas y mensajes', () => {
  it.each([
    ['Cuenta', 'Nombre', 'A', 'El nombre es muy corto'],
    ['Cuenta', 'Apellido', 'L', 'El apellido es muy corto'],
    ['Cuenta', 'Email', 'diego@vitrina', 'Email inválido'],
    ['Envío', 'Dirección', 'Av 1', 'La dirección es muy corta'],
    ['Envío', 'Ciudad', 'G', 'La ciudad es muy corta'],
    ['Envío', 'Estado', 'J', 'El estado es muy corto'],
    ['Envío', 'Código postal', '4410', 'Código postal inválido'],
    ['Envío', 'Código postal', 'abcde', 'Código postal inválido'],
    ['Pago', 'Nombre en la tarjeta', 'D', 'El nombre es muy corto'],
    ['Pago', 'Número de tarjeta', '424242424242', 'Número de tarjeta inválido'],
    ['Pago', 'Vencimiento', '1399', 'Fecha inválida'],
    ['Pago', 'Vencimiento', '0120', 'Fecha inválida'],
    ['Pago', 'CVC', '12', 'CVC inválido'],
  ])('%s › %s = %j: %s, anunciado y ligado al campo', async (tabName, label, value, message) => {
    await signedInCheckout();
    const user = userEvent.setup();
    await user.click(tab(tabName));
    await replace(user, label, value);
    await user.tab();
    const error = await screen.findByText(message, { selector: '[role="alert"]' });
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(label).getAttribute('aria-describedby')).toContain(error.id);
    const shown =
      label === 'Vencimiento'
        ? `${value.slice(0, 2)}/${value.slice(2)}`
        : label === 'Número de tarjeta'
          ? value.replace(/(\d{4})(?=\d)/g, '$1 ')
          : value;
    expect(field(label)).toHaveValue(shown);
  });

  it('un campo vacío también muestra su mensaje al pulsar Continuar, y el foco va al primero', async () => {
    await signedInCheckout();
    const user = userEvent.setup();
    await user.click(tab('Envío'));
    const panel = screen.getByRole('tabpanel', { name: /Envío/ });
    await user.click(within(panel).getByRole('button', { name: checkoutCopy.continue }));
    expect(await within(panel).findByText('La dirección es muy corta')).toBeInTheDocument();
    expect(within(panel).getByText('Código postal inválido')).toBeInTheDocument();
    expect(field('Dirección')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Revisa los campos marcados en Envío');
  });

  it('la tarjeta admite 16 dígitos, el vencimiento MM/AA de 5 caracteres y el CVC hasta 4 dígitos', async () => {
    await signedInCheckout();
    const user = userEvent.setup();
    await user.click(tab('Pago'));
    await user.type(field('Número de tarjeta'), '4242 4242 4242 4242 9999');
    expect(field('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
    // a grouped or dashed paste fits whole (a maxLength of 16 would cut it short)
    await user.clear(field('Número de tarjeta'));
    await user.click(field('Número de tarjeta'));
    await user.paste('4242-4242-4242-4242');
    expect(field('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
    await user.type(field('Vencimiento'), '12309');
    expect(field('Vencimiento')).toHaveValue('12/30');
    await user.type(field('Vencimiento'), '{Backspace}{Backspace}');
    expect(field('Vencimiento')).toHaveValue('12');
    await user.type(field('Vencimiento'), '{Backspace}');
    expect(field('Vencimiento')).toHaveValue('1');
    await user.type(field('CVC'), '12a345');
    expect(field('CVC')).toHaveValue('1234');
  });

  it('pagar con un error en otra pestaña abre esa pestaña y lo anuncia, sin llamar a la base de datos', async () => {
    await signedInCheckout();
    const user = userEvent.setup();
    await user.click(tab('Pago'));
    await replace(user, 'Nombre en la tarjeta', 'Diego Ramírez');
    await replace(user, 'Número de tarjeta', '4242424242424242');
    await replace(user, 'Vencimiento', '1230');
    await replace(user, 'CVC', '123');
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));
    await waitFor(() => expect(tab('Envío')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Revisa los campos marcados en Envío');
    expect(field('Dirección')).toHaveFocus();
    expect(backend.calls('POST', '/rest/v1/rpc/create_order')).toHaveLength(0);
  });

  it('pagar con errores en varias pestañas las nombra todas y marca cada una, a la vista y en su nombre', async () => {
    await signedInCheckout();
    const user = userEvent.setup();
    await replace(user, 'Nombre', 'A');
    await user.click(tab('Pago'));
    await replace(user, 'CVC', '12');
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));
    await waitFor(() => expect(tab('Cuenta')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('status')).toHaveTextContent('Revisa los campos marcados en Cuenta, Envío y Pago');
    for (const name of ['Cuenta', 'Envío', 'Pago']) {
      expect(tab(name)).toHaveAccessibleName(new RegExp(`${name} \\(con errores\\)$`));
      expect(tab(name)).toHaveAttribute('data-errors', 'true');
    }

    await replace(user, 'Nombre', 'Diego');
    await waitFor(() => expect(tab('Cuenta')).toHaveAccessibleName(/Cuenta \(completo\)$/));
    expect(tab('Cuenta')).toHaveAttribute('data-errors', 'false');
    expect(tab('Envío')).toHaveAccessibleName(/Envío \(con errores\)$/);
  });
});

describe('CheckoutPage: la orden', () => {
  it("paga: 'Procesando...', una sola llamada a create_order sin datos de tarjeta, '¡Orden completada!', carrito vacío, inicio y correo", async () => {
    await signedInCheckout();
    const user = userEvent.setup();
    await fillShippingAndPayment(user);
    const pay = screen.getByRole('button', { name: 'Pagar $3,300' });
    await user.dblClick(pay);
    expect(await screen.findByRole('button', { name: checkoutCopy.processing })).toBeDisabled();

    // the order's confirmation page, and no toast of the checkout's own (the database's notification is the one)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout/orden/${ORDER_ID}`));
    expect(screen.queryByText(checkoutCopy.successTitle)).toBeNull();
    expect(useCartStore.getState().items).toEqual([]);
    const calls = backend.calls('POST', '/rest/v1/rpc/create_order');
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      product_ids: [JERSEY.id, BALL.id],
      quantities: [1, 1],
      shipping_address: {
        full_name: 'Diego Ramírez Soto',
        email: BUYER.email,
        address: 'Av. Juárez 120, Centro',
        city: 'Guadalajara',
        state: 'Jalisco',
        zip_code: '44100',
        neighborhood: 'Centro',
        phone: '3312345678',
      },
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(JSON.stringify(body)).not.toMatch(/4242|"123"|12\/30/);
    // what the tab kept for a reload goes with the order
    expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('vitrina-checkout:'))).toEqual([]);
    await waitFor(() => expect(backend.calls('POST', '/functions/v1/order-confirmation')).toHaveLength(1));
    expect(backend.calls('POST', '/functions/v1/order-confirmation')[0]!.body).toEqual({ order_id: ORDER_ID });
  });

  it('si el correo de confirmación falla, la orden igual se completa', async () => {
    backend.on('POST', '/functions/v1/order-confirmation', { status: 502, body: { error: 'mail_failed' } });
    await signedInCheckout();
    const user = userEvent.setup();
    await fillShippingAndPayment(user);
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout/orden/${ORDER_ID}`));
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('una pieza vendida mientras tanto: la nombra, la marca, y el carrito y cada campo se quedan', async () => {
    backend.on('POST', '/rest/v1/rpc/create_order', {
      status: 409,
      body: { ...postgrestError('VT600', 'Este tesoro ya no está disponible'), details: BALL.title, hint: BALL.id },
    });
    await signedInCheckout();
    const user = userEvent.setup();
    await fillShippingAndPayment(user);
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));

    const notice = await toastWith(checkoutCopy.errorTitle);
    expect(notice).toHaveTextContent(`"${BALL.title}" ya no está disponible`);
    expect(notice).toHaveTextContent('por favor intenta nuevamente');
    expect(screen.getByTestId('order-refusal')).toHaveTextContent(BALL.title);
    const flagged = screen.getAllByTestId('summary-item').filter((item) => item.dataset.flagged === 'true');
    expect(flagged.map((item) => within(item).getByText(/Balón|Jersey/).textContent)).toEqual([BALL.title]);
    expect(useCartStore.getState().items.map((i) => i.id)).toEqual([JERSEY.id, BALL.id]);
    expect(field('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
    expect(field('CVC')).toHaveValue('123');
    await user.click(tab('Envío'));
    expect(field('Dirección')).toHaveValue('Av. Juárez 120, Centro');
    expect(screen.getByRole('button', { name: /^Pagar/, hidden: true })).toBeEnabled();
  });

  it('una negativa VT de create_order (pieza en subasta) muestra el texto de la base de datos, no el genérico', async () => {
    const refusal = 'Esta pieza se vende en subasta: puja para ganarla';
    backend.on('POST', '/rest/v1/rpc/create_order', {
      status: 400,
      body: { ...postgrestError('VT512', refusal), details: JERSEY.title, hint: JERSEY.id },
    });
    await signedInCheckout(JERSEY);
    const user = userEvent.setup();
    await fillShippingAndPayment(user);
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));

    const notice = await toastWith(checkoutCopy.errorTitle);
    expect(notice).toHaveTextContent(refusal);
    expect(notice).not.toHaveTextContent(copy.checkout.errorDescription);
    expect(screen.getByTestId('order-refusal')).toHaveTextContent(refusal);
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it("cualquier otro error: 'Error al procesar la orden' / 'Por favor intenta nuevamente'; reintentar usa la misma clave", async () => {
    backend.on('POST', '/rest/v1/rpc/create_order', 'network-error');
    await signedInCheckout(JERSEY);
    const user = userEvent.setup();
    await fillShippingAndPayment(user);
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await toastWith(checkoutCopy.errorTitle)).toHaveTextContent(copy.checkout.errorDescription);
    expect(useCartStore.getState().items).toHaveLength(1);

    backend.on('POST', '/rest/v1/rpc/create_order', { body: ORDER_ID });
    await act(async () => undefined);
    await user.click(await screen.findByRole('button', { name: /^Pagar/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/checkout/orden/${ORDER_ID}`));
    const keys = backend
      .calls('POST', '/rest/v1/rpc/create_order')
      .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });
});
