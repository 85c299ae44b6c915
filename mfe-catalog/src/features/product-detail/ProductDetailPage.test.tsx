import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// the price chart loads when its panel nears the screen: the observer's double (nothing intersects unless a test says)
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { useCartStore, useSessionStore, useToastStore, resetSession, type User } from '@vitrina/shared';
import { installFakeBackend, postgrestError, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { BUYER, ID, OTHER_ID, productRow, SELLER } from '../../../test/productRow';
import { ProductDetailPage } from './ProductDetailPage';

// uPlot draws on a canvas jsdom does not have; the chart's data is checked through the table beside it.
jest.mock('uplot', () => jest.fn().mockImplementation(() => ({ destroy: jest.fn(), setSize: jest.fn() })));

let backend: FakeBackend;

function serveProduct(row: unknown = productRow()) {
  backend.on('GET', '/rest/v1/products', (request) => {
    const id = new URLSearchParams(request.search).get('id');
    // PostgREST answers a filtered read with an array (empty when RLS hides the row)
    return { body: id === `eq.${ID}` ? [row] : [] };
  });
}

beforeEach(() => {
  backend = installFakeBackend();
  serveProduct();
  backend.on('POST', '/rest/v1/rpc/increment_product_views', { status: 204 });
  backend.on('GET', '/rest/v1/price_history', {
    body: [
      { price: 1200, recorded_at: '2026-01-10T12:00:00Z' },
      { price: 1000, recorded_at: '2026-02-10T12:00:00Z' },
    ],
  });
  backend.on('GET', '/rest/v1/price_alerts', { body: [] });
  useToastStore.setState({ toasts: [] });
  useCartStore.setState({ items: [] });
});

afterEach(() => {
  uninstallFakeBackend();
  resetSession();
});

function signInAs(id: string | null) {
  useSessionStore.setState({ user: id ? ({ id, email: `${id}@vitrina.mx` } as User) : null, session: null });
}

function open(path = `/product/${ID}`) {
  return renderPage(<ProductDetailPage />, { path, route: '/product/:id' });
}

const toastTexts = () =>
  useToastStore.getState().toasts.map((t) => `${String(t.title)} / ${String(t.description ?? '')}`);

describe('detalle de la pieza', () => {
  it('muestra ruta de navegación, galería con la imagen principal primero, insignias, precio, ficha y vendedor', async () => {
    signInAs(null);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Balón firmado por Messi' })).toBeInTheDocument();

    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Productos' })).toHaveAttribute('href', '/products');
    expect(within(breadcrumb).getByRole('link', { name: 'Firmadas & Legendarias' })).toHaveAttribute(
      'href',
      '/products?category=memorabilia',
    );

    const gallery = screen.getByRole('region', { name: 'Galería de imágenes' });
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('src', 'https://img.test/1.png');

    expect(screen.getByText('Verificado por PSA/DNA · AB-12345')).toBeInTheDocument();
    expect(screen.getByText('$1,000')).toBeInTheDocument();
    expect(screen.getByText('Leyendas Deportivas MX')).toBeInTheDocument();
    expect(screen.getByText(/VIP member/)).toBeInTheDocument();
    expect(screen.getByText(/Ventas: 37/)).toBeInTheDocument();
    expect(screen.getByText('LD')).toBeInTheDocument();

    const sheet = screen.getByRole('region', { name: 'Ficha técnica' });
    expect(within(sheet).getByText('Excelente')).toBeInTheDocument();
    expect(within(sheet).getByText('Legendario')).toBeInTheDocument();
    expect(within(sheet).getByText('Balones y Pelotas')).toBeInTheDocument();
    expect(within(sheet).getByText('Jugador')).toBeInTheDocument();
  });

  it('muestra el certificado que declaró el vendedor como "declarado por el vendedor" hasta que el equipo lo verifica', async () => {
    signInAs(null);
    serveProduct(
      productRow({
        authentication_status: 'pending',
        is_certified: false,
        certifier: 'JSA',
        certificate_number: 'AB12345',
        shipping_price: 150,
      }),
    );
    open();
    const block = await screen.findByRole('region', { name: 'Autenticidad' });
    expect(within(block).getByText('Autenticación Pendiente')).toBeInTheDocument();
    expect(within(block).getByText('El equipo de revisión aún no verifica este certificado.')).toBeInTheDocument();
    expect(within(block).getByText(/^Certificadora:/)).toHaveTextContent(
      'Certificadora: JSA (declarado por el vendedor)',
    );
    expect(within(block).getByText(/^Número de certificado:/)).toHaveTextContent(
      'Número de certificado: AB12345 (declarado por el vendedor)',
    );
    expect(within(block).queryByText('Esta pieza no tiene una autenticación registrada.')).not.toBeInTheDocument();
    expect(screen.getByTestId('product-shipping')).toHaveTextContent('Envío $150');
  });

  it('verificado dice quién lo verificó, sin "declarado por el vendedor"; envío 0 es "Envío gratis"', async () => {
    signInAs(null);
    serveProduct(productRow({ shipping_price: 0 }));
    open();
    const block = await screen.findByRole('region', { name: 'Autenticidad' });
    expect(within(block).getByText('Verificado por PSA/DNA')).toBeInTheDocument();
    expect(within(block).getByText(/^Certificadora:/)).toHaveTextContent('Certificadora: PSA/DNA');
    expect(within(block).queryByText(/declarado por el vendedor/)).not.toBeInTheDocument();
    expect(screen.getByTestId('product-shipping')).toHaveTextContent('Envío gratis');
  });

  it('cuenta una visita por carga con la función de la base de datos', async () => {
    signInAs(null);
    open();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(backend.calls('POST', '/rest/v1/rpc/increment_product_views')).toHaveLength(1));
    expect(backend.calls('POST', '/rest/v1/rpc/increment_product_views')[0]?.body).toEqual({ product_id: ID });
  });

  it('recorre la galería con las flechas del teclado', async () => {
    signInAs(null);
    open();
    const stage = await screen.findByRole('group', { name: /Imagen 1 de 2/ });
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(screen.getByRole('group', { name: /Imagen 2 de 2/ })).toBeInTheDocument();
    expect(within(stage).getByRole('img')).toHaveAttribute('src', 'https://img.test/2.png');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(within(stage).getByRole('img')).toHaveAttribute('src', 'https://img.test/1.png');
  });

  it("no existe: 'Este tesoro ya no está disponible' con un botón para volver y el camino al catálogo", async () => {
    signInAs(null);
    open(`/product/${OTHER_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este tesoro ya no está disponible' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas las piezas' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Cartas & Trading Cards' })).toHaveAttribute('href', '/categories/cards');
    await userEvent.click(screen.getByRole('button', { name: /Volver/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products');
  });

  it('vistos recientemente: enlaza las otras piezas vistas en este navegador y recuerda esta', async () => {
    signInAs(null);
    window.localStorage.setItem(
      'vitrina-recently-viewed',
      JSON.stringify([
        { id: ID, title: 'Balón firmado por Messi', price: 1000, image: null },
        { id: OTHER_ID, title: 'Tarjeta rookie de LeBron', price: 25000, image: null },
      ]),
    );
    open();
    await screen.findByRole('heading', { level: 1, name: 'Balón firmado por Messi' });
    const section = screen.getByRole('region', { name: 'Vistos recientemente' });
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    expect(within(section).getByRole('link', { name: /Tarjeta rookie de LeBron/ })).toHaveAttribute(
      'href',
      `/product/${OTHER_ID}`,
    );
    const stored = JSON.parse(window.localStorage.getItem('vitrina-recently-viewed') ?? '[]') as {
      id: string;
      image: string | null;
    }[];
    expect(stored.map((item) => item.id)).toEqual([ID, OTHER_ID]);
    expect(stored[0]?.image).toBe('https://img.test/1.png');
  });

  it('una pieza vendida se muestra como vendida, sin comprar ni ofertar', async () => {
    signInAs(BUYER);
    serveProduct(productRow({ status: 'sold' }));
    open();
    expect(await screen.findByText('Esta pieza ya se vendió.')).toBeInTheDocument();
    expect(screen.getByText('Vendido')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprar ahora' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hacer una oferta' })).not.toBeInTheDocument();
  });
});

describe('acciones según quién mira', () => {
  it('visitante: agregar al carrito pide iniciar sesión y va a /auth con la pieza como destino', async () => {
    signInAs(null);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(toastTexts()).toContain('Inicio de sesión requerido / Debes iniciar sesión para agregar al carrito');
    expect(screen.getByTestId('location')).toHaveTextContent(`/auth?redirect=${encodeURIComponent(`/product/${ID}`)}`);
    expect(useCartStore.getState().items).toHaveLength(0);
  });

  it('visitante: ofertar pide iniciar sesión y vuelve al flujo de oferta', async () => {
    signInAs(null);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Hacer una oferta' }));
    expect(toastTexts()).toContain('Inicio de sesión requerido / Debes iniciar sesión para hacer ofertas');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/auth?redirect=${encodeURIComponent(`/product/${ID}?offer=true`)}`,
    );
  });

  it('visitante: contactar al vendedor pide iniciar sesión', async () => {
    signInAs(null);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Contactar al vendedor' }));
    expect(toastTexts()[0]).toMatch(/^Inicio de sesión requerido/);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('comprador: agrega al carrito; comprar ahora agrega y va a /cart', async () => {
    signInAs(BUYER);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(useCartStore.getState().items).toMatchObject([
      { id: ID, price: 1000, quantity: 1, images: ['https://img.test/1.png', 'https://img.test/2.png'] },
    ]);
    expect(toastTexts()).toContain('Producto agregado / El producto se ha agregado al carrito');
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(useCartStore.getState().items).toMatchObject([{ id: ID, quantity: 1 }]);
  });

  it('dueño: ve editar y eliminar en lugar de comprar, ofertar y contactar', async () => {
    signInAs(SELLER);
    open();
    expect(await screen.findByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/dashboard/products/${ID}/edit`,
    );
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    for (const name of ['Comprar ahora', 'Agregar al carrito', 'Hacer una oferta', 'Contactar al vendedor']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('form', { name: 'Alerta de precio' })).not.toBeInTheDocument();
  });
});

describe('eliminar la pieza', () => {
  async function openDelete() {
    signInAs(SELLER);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar pieza' });
    return {
      dialog,
      input: within(dialog).getByLabelText('Escribe ELIMINAR para confirmar'),
      confirm: within(dialog).getByRole('button', { name: 'Eliminar' }),
    };
  }

  it('solo se confirma con la palabra ELIMINAR escrita exactamente', async () => {
    const { input, confirm } = await openDelete();
    expect(confirm).toBeDisabled();
    await userEvent.type(input, 'eliminar');
    expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'ELIMINAR ');
    expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'ELIMINAR');
    expect(confirm).toBeEnabled();
  });

  it("marca la pieza como 'deleted' y sale de la página", async () => {
    backend.on('PATCH', '/rest/v1/products', { body: [{ id: ID }] });
    const { input, confirm } = await openDelete();
    await userEvent.type(input, 'ELIMINAR');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products'));
    const [patch] = backend.calls('PATCH', '/rest/v1/products');
    expect(patch?.body).toEqual({ status: 'deleted' });
    expect(new URLSearchParams(patch?.search).get('id')).toBe(`eq.${ID}`);
  });

  it("si la base de datos lo rechaza: 'Error' / 'No pudimos eliminar tu pieza. Inténtalo de nuevo.'", async () => {
    backend.on('PATCH', '/rest/v1/products', { status: 403, body: postgrestError('42501', 'permiso denegado') });
    const { input, confirm } = await openDelete();
    await userEvent.type(input, 'ELIMINAR');
    await userEvent.click(confirm);
    await waitFor(() => expect(toastTexts()).toContain('Error / No pudimos eliminar tu pieza. Inténtalo de nuevo.'));
    expect(screen.getByRole('dialog', { name: 'Eliminar pieza' })).toBeInTheDocument();
    expect(input).toHaveValue('ELIMINAR');
    expect(confirm).toBeEnabled();
  });
});

describe('oferta', () => {
  it('?offer=true abre la oferta con el 85% del precio, redondeado hacia abajo', async () => {
    signInAs(BUYER);
    serveProduct(productRow({ price: 999.99 }));
    open(`/product/${ID}?offer=true`);
    const dialog = await screen.findByRole('dialog', { name: 'Hacer una oferta' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Tu oferta/)).toHaveValue(849));
  });

  it('envía product_id, buyer_id, seller_id, amount y status pending', async () => {
    signInAs(BUYER);
    backend.on('POST', '/rest/v1/offers', { status: 201, body: { id: 'o1', status: 'pending' } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Hacer una oferta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hacer una oferta' });
    const amount = within(dialog).getByLabelText(/Tu oferta/);
    expect(amount).toHaveValue(850);
    await userEvent.clear(amount);
    await userEvent.type(amount, '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls('POST', '/rest/v1/offers')[0]?.body).toEqual({
      product_id: ID,
      buyer_id: BUYER,
      seller_id: SELLER,
      amount: 900,
      status: 'pending',
    });
  });

  it("un monto de 0, negativo o vacío no se envía: 'Por favor ingresa un monto válido'", async () => {
    signInAs(BUYER);
    open(`/product/${ID}?offer=true`);
    const dialog = await screen.findByRole('dialog', { name: 'Hacer una oferta' });
    const amount = within(dialog).getByLabelText(/Tu oferta/);
    const send = within(dialog).getByRole('button', { name: 'Enviar oferta' });
    for (const typed of ['0', '-5']) {
      fireEvent.change(amount, { target: { value: typed } });
      await waitFor(() => expect(send).toBeDisabled());
    }
    await userEvent.clear(amount);
    await userEvent.tab();
    expect(await within(dialog).findByText('Por favor ingresa un monto válido')).toBeInTheDocument();
    fireEvent.submit(amount.closest('form')!);
    await act(async () => undefined);
    expect(backend.calls('POST', '/rest/v1/offers')).toHaveLength(0);
  });

  it('una oferta mayor que el precio publicado no se envía: dice que se compre con "Comprar ahora"', async () => {
    signInAs(BUYER);
    open(`/product/${ID}?offer=true`);
    const dialog = await screen.findByRole('dialog', { name: 'Hacer una oferta' });
    const amount = within(dialog).getByLabelText(/Tu oferta/);
    await waitFor(() => expect(amount).toHaveValue(850));
    await userEvent.clear(amount);
    await userEvent.type(amount, '10000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(dialog).findByText(
        'Tu oferta no puede ser mayor que el precio publicado ($1,000 MXN): a ese precio cómprala con "Comprar ahora"',
      ),
    ).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/offers')).toHaveLength(0);
  });

  it('una oferta con más de dos decimales no se envía', async () => {
    signInAs(BUYER);
    open(`/product/${ID}?offer=true`);
    const dialog = await screen.findByRole('dialog', { name: 'Hacer una oferta' });
    const amount = within(dialog).getByLabelText(/Tu oferta/);
    await waitFor(() => expect(amount).toHaveValue(850));
    await userEvent.clear(amount);
    await userEvent.type(amount, '850.555');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(dialog).findByText('El monto de la oferta lleva a lo más dos decimales (centavos)'),
    ).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/offers')).toHaveLength(0);
  });

  it("antes de que cargue la pieza: 'Espera a que se cargue la información del producto'", async () => {
    signInAs(BUYER);
    let release: () => void = () => undefined;
    backend.on(
      'GET',
      '/rest/v1/products',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: [productRow()] });
        }),
    );
    open(`/product/${ID}?offer=true`);
    const dialog = await screen.findByRole('dialog', { name: 'Hacer una oferta' });
    await userEvent.type(within(dialog).getByLabelText(/Tu oferta/), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Espera a que se cargue la información del producto',
    );
    expect(backend.calls('POST', '/rest/v1/offers')).toHaveLength(0);
    release();
  });

  it("sin datos del vendedor: 'No se puede enviar la oferta: información del vendedor no disponible'", async () => {
    signInAs(BUYER);
    serveProduct(productRow({ seller: null }));
    open(`/product/${ID}?offer=true`);
    const dialog = await screen.findByRole('dialog', { name: 'Hacer una oferta' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Tu oferta/)).toHaveValue(850));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se puede enviar la oferta: información del vendedor no disponible',
    );
    expect(screen.getByText('Información del vendedor no disponible')).toBeInTheDocument();
  });

  it('un rechazo muestra el mensaje de la base de datos; sin mensaje, el texto por defecto', async () => {
    signInAs(BUYER);
    backend.on('POST', '/rest/v1/offers', {
      status: 400,
      body: postgrestError('VT600', 'Este tesoro ya no está disponible'),
    });
    open(`/product/${ID}?offer=true`);
    const dialog = await screen.findByRole('dialog', { name: 'Hacer una oferta' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Tu oferta/)).toHaveValue(850));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este tesoro ya no está disponible');

    backend.on('POST', '/rest/v1/offers', { status: 500, body: { code: 'XX000', message: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('No se pudo enviar tu oferta. Inténtalo de nuevo.'),
    );
    expect(within(dialog).getByLabelText(/Tu oferta/)).toHaveValue(850);
  });

  it("?offer=true sin sesión: 'Inicia sesión' / 'Debes iniciar sesión para realizar esta acción' y /auth", async () => {
    signInAs(null);
    open(`/product/${ID}?offer=true`);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/auth?redirect=${encodeURIComponent(`/product/${ID}?offer=true`)}`,
      ),
    );
    expect(toastTexts()).toContain('Inicia sesión / Debes iniciar sesión para realizar esta acción');
  });
});

describe('alerta de precio', () => {
  async function alertForm() {
    signInAs(BUYER);
    open();
    await screen.findByRole('region', { name: 'Historial de precio' });
    // the form (formik, yup) loads as its place nears the screen, not with the page
    expect(screen.queryByRole('form', { name: 'Alerta de precio' })).not.toBeInTheDocument();
    act(() => mockAllIsIntersecting(true));
    const form = await screen.findByRole('form', { name: 'Alerta de precio' });
    return {
      form,
      input: within(form).getByLabelText(/Precio objetivo/),
      submit: within(form).getByRole('button', { name: 'Crear alerta' }),
    };
  }

  it('el campo acepta desde 0 en pasos de 0.01', async () => {
    const { input } = await alertForm();
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('min', '0');
    expect(input).toHaveAttribute('step', '0.01');
  });

  it("vacío o 0: 'Por favor ingresa un precio válido' y no se crea", async () => {
    const { form, input, submit } = await alertForm();
    await userEvent.click(submit);
    expect(await within(form).findByText('Por favor ingresa un precio válido')).toBeInTheDocument();
    await userEvent.type(input, '0');
    await userEvent.click(submit);
    expect(await within(form).findByText('Por favor ingresa un precio válido')).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/price_alerts')).toHaveLength(0);
  });

  it('crea la alerta con user_id, product_id y target_price', async () => {
    backend.on('POST', '/rest/v1/price_alerts', { status: 201, body: { id: 'a1' } });
    const { input, submit } = await alertForm();
    await userEvent.type(input, '899.50');
    await userEvent.click(submit);
    await waitFor(() => expect(backend.calls('POST', '/rest/v1/price_alerts')).toHaveLength(1));
    expect(backend.calls('POST', '/rest/v1/price_alerts')[0]?.body).toEqual({
      user_id: BUYER,
      product_id: ID,
      target_price: 899.5,
    });
    await waitFor(() => expect(toastTexts()[0]).toMatch(/^Alerta creada/));
  });

  it('un objetivo igual o mayor al precio actual no se envía: lo dice en español', async () => {
    const { form, input, submit } = await alertForm();
    await userEvent.type(input, '1000');
    await userEvent.click(submit);
    expect(
      await within(form).findByText(
        'Tu precio objetivo debe ser menor que el precio actual ($1,000 MXN): a ese precio ya puedes comprarla',
      ),
    ).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/price_alerts')).toHaveLength(0);
  });

  it('un objetivo con más de dos decimales no se envía ni se redondea: lo dice en español', async () => {
    const { form, input, submit } = await alertForm();
    await userEvent.type(input, '899.999');
    await userEvent.click(submit);
    expect(
      await within(form).findByText('El precio objetivo lleva a lo más dos decimales (centavos)'),
    ).toBeInTheDocument();
    expect(backend.calls('POST', '/rest/v1/price_alerts')).toHaveLength(0);
  });

  it('la negativa de la base de datos (el precio cambió) aparece bajo el campo con sus palabras', async () => {
    const refusal =
      'Tu precio objetivo debe ser menor que el precio actual ($800 MXN): a ese precio ya puedes comprarla';
    backend.on('POST', '/rest/v1/price_alerts', { status: 400, body: postgrestError('VT304', refusal) });
    const { form, input, submit } = await alertForm();
    await userEvent.type(input, '900');
    await userEvent.click(submit);
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(toastTexts()).toContain(`Error / ${refusal}`);
  });

  it("un fallo: 'No se pudo crear la alerta de precio' y lo escrito se queda", async () => {
    backend.on('POST', '/rest/v1/price_alerts', { status: 500, body: postgrestError('XX000', 'boom') });
    const { input, submit } = await alertForm();
    await userEvent.type(input, '700');
    await userEvent.click(submit);
    await waitFor(() => expect(toastTexts()).toContain('Error / No se pudo crear la alerta de precio'));
    expect(input).toHaveValue(700);
  });

  it('el precio mínimo histórico es el más bajo del historial cuando estuvo por debajo del de hoy', async () => {
    backend.on('GET', '/rest/v1/price_history', {
      body: [
        { price: 1200, recorded_at: '2026-01-10T12:00:00Z' },
        { price: 920, recorded_at: '2026-01-20T12:00:00Z' },
        { price: 1000, recorded_at: '2026-02-10T12:00:00Z' },
      ],
    });
    signInAs(null);
    open();
    const panel = await screen.findByRole('region', { name: 'Historial de precio' });
    await waitFor(() =>
      expect(within(panel).getByText('Precio mínimo histórico').nextSibling).toHaveTextContent('$920'),
    );
    expect(within(panel).getByText('Oferta recomendada').nextSibling).toHaveTextContent('$850');
  });

  it('historial de precio como tabla, precio mínimo histórico y oferta recomendada al 85%', async () => {
    signInAs(null);
    open();
    const table = await screen.findByRole('table', { name: 'Tabla del historial de precio' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('$1,200')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Historial de precio' });
    // the history never went below today's $1,000: the line is there and says today's is the lowest recorded
    expect(within(panel).getByText('Precio mínimo histórico').nextSibling).toHaveTextContent('$1,000');
    expect(within(panel).getByText('Hoy: precio más bajo registrado')).toBeInTheDocument();
    expect(within(panel).getByText('Oferta recomendada').nextSibling).toHaveTextContent('$850');
    expect(
      within(panel).getByRole('link', { name: 'Inicia sesión para crear una alerta de precio' }),
    ).toBeInTheDocument();
  });
});

describe('contactar al vendedor', () => {
  it('enviar está desactivado con el mensaje en blanco; envía el mensaje sobre la pieza', async () => {
    signInAs(BUYER);
    backend.on('POST', '/rest/v1/messages', { status: 201, body: { id: 'm1' } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Contactar al vendedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contactar al vendedor' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Mensaje/), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Mensaje/), '¿Sigue disponible?');
    await userEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.calls('POST', '/rest/v1/messages')[0]?.body).toEqual({
      sender_id: BUYER,
      receiver_id: SELLER,
      product_id: ID,
      message: '¿Sigue disponible?',
    });
  });

  it("un fallo: 'Error al enviar mensaje' y el texto se conserva", async () => {
    signInAs(BUYER);
    backend.on('POST', '/rest/v1/messages', { status: 500, body: postgrestError('XX000', 'boom') });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Contactar al vendedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contactar al vendedor' });
    await userEvent.type(within(dialog).getByLabelText(/Mensaje/), 'Hola');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Error al enviar mensaje / No se pudo enviar tu mensaje. Inténtalo de nuevo.'),
    );
    expect(within(dialog).getByLabelText(/Mensaje/)).toHaveValue('Hola');
  });

  it('la negativa de la base se dice en español y el texto se conserva', async () => {
    signInAs(BUYER);
    backend.on('POST', '/rest/v1/messages', {
      status: 403,
      body: postgrestError('42501', 'new row violates row-level security policy for table "messages"'),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Contactar al vendedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contactar al vendedor' });
    await userEvent.type(within(dialog).getByLabelText(/Mensaje/), '¿Aceptas cambios?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Error al enviar mensaje / No tienes permisos para realizar esta acción.'),
    );
    expect(within(dialog).getByLabelText(/Mensaje/)).toHaveValue('¿Aceptas cambios?');
  });
});
