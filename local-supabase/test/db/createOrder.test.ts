/**
 * rpc/create_order (migration 20250601002300_checkout_orders): the checkout's one call. One transaction: pieces
 * still published and not the buyer's own, items at the current price, stock decremented and 'sold' at 0,
 * notifications to the buyer and each seller, one order per idempotency key, exactly one winner of a race.
 */
import { randomUUID } from 'node:crypto';
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

const ADDRESS = {
  full_name: 'Diego Ramírez',
  email: 'diego@example.test',
  address: 'Av. Juárez 120, Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
};

interface OrderCall {
  ids: string[];
  address?: unknown;
  quantities?: number[] | null;
  key?: string | null;
}

describe.each(drivers())('create_order on $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };
  let otherSeller: { id: string; email: string };
  let buyer: { id: string; email: string };

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified', displayName: 'Sofía' });
    otherSeller = await createUser(db, { displayName: 'Mauricio' });
    buyer = await createUser(db, { displayName: 'Diego' });
  });

  afterAll(async () => {
    await db?.close();
  });

  const order = (
    actor: { id: string } | 'anon',
    { ids, address = ADDRESS, quantities = null, key = null }: OrderCall,
  ) =>
    db
      .asQuery<{ id: string }>(
        actor,
        'select public.create_order($1::uuid[], $2::jsonb, $3::integer[], $4::uuid) as id',
        [ids, address === null ? null : JSON.stringify(address), quantities, key],
      )
      .then(([row]) => row.id);

  const productState = async (id: string) => {
    const [row] = await db.query<{ status: string; stock: number }>(
      'select status, stock from public.products where id = $1',
      [id],
    );
    return row;
  };

  const setStock = (id: string, stock: number) =>
    db.query('update public.products set stock = $2 where id = $1', [id, stock]);

  it('crea la orden con la dirección, los items al precio del momento, y marca vendidas las piezas de stock 1', async () => {
    const a = await createProduct(db, seller.id, { title: 'Jersey firmado de Jordan', price: 1200 });
    const b = await createProduct(db, otherSeller.id, { title: 'Balón del Mundial 86', price: 800.5 });
    const id = await order(buyer, { ids: [a, b] });

    const [row] = await db.asQuery<{ total: number; buyer_id: string; shipping_address: unknown; status: string }>(
      buyer,
      'select total::float8 as total, buyer_id, shipping_address, status from public.orders where id = $1',
      [id],
    );
    expect(row).toEqual({ total: 2000.5, buyer_id: buyer.id, shipping_address: ADDRESS, status: 'pending' });
    const items = await db.asQuery<{ product_id: string; title: string; price: number; quantity: number }>(
      buyer,
      'select product_id, title, price::float8 as price, quantity from public.order_items where order_id = $1 order by price',
      [id],
    );
    expect(items).toEqual([
      { product_id: b, title: 'Balón del Mundial 86', price: 800.5, quantity: 1 },
      { product_id: a, title: 'Jersey firmado de Jordan', price: 1200, quantity: 1 },
    ]);
    expect(await productState(a)).toEqual({ status: 'sold', stock: 0 });
    expect(await productState(b)).toEqual({ status: 'sold', stock: 0 });
    // a sold piece leaves the public listing (its page stays readable and shows it as sold: migration 002200)
    const [{ list }] = await db.asQuery<{ list: { data: { id: string }[] } }>(
      'anon',
      `select public.list_products('newest', 1, 100, '{}'::jsonb) as list`,
    );
    const listed = list.data.map((p) => p.id);
    expect(listed).not.toContain(a);
    expect(listed).not.toContain(b);
  });

  it('notifica al comprador y a cada vendedor con ref_id = id de la orden', async () => {
    const a = await createProduct(db, seller.id, { title: 'Tarjeta rookie PSA 10', price: 3000 });
    const a2 = await createProduct(db, seller.id, { title: 'Gorra autografiada', price: 500 });
    const b = await createProduct(db, otherSeller.id, { title: 'Guante de béisbol', price: 700 });
    const id = await order(buyer, { ids: [a, a2, b] });
    const of = (user: { id: string }) =>
      db.asQuery<{ type: string; title: string; message: string }>(
        user,
        'select type, title, message from public.notifications where ref_id = $1',
        [id],
      );
    expect(await of(buyer)).toEqual([
      { type: 'order', title: '¡Orden completada!', message: 'Tu orden por $4,200 MXN fue registrada' },
    ]);
    expect(await of(seller)).toEqual([
      {
        type: 'order',
        title: 'Nueva venta',
        message: 'Vendiste "Gorra autografiada", "Tarjeta rookie PSA 10" por $3,500 MXN',
      },
    ]);
    expect(await of(otherSeller)).toEqual([
      { type: 'order', title: 'Nueva venta', message: 'Vendiste "Guante de béisbol" por $700 MXN' },
    ]);
    const [{ sales_count }] = await db.query<{ sales_count: number }>(
      'select sales_count from public.profiles where id = $1',
      [otherSeller.id],
    );
    // an order is not a sale until it is delivered
    expect(sales_count).toBe(0);
  });

  it('descuenta el stock de una pieza con varias unidades y la marca vendida al llegar a 0', async () => {
    const box = await createProduct(db, seller.id, { title: 'Caja sellada de sobres 1996', price: 900 });
    await setStock(box, 3);
    const first = await order(buyer, { ids: [box], quantities: [2] });
    expect(await productState(box)).toEqual({ status: 'published', stock: 1 });
    const [item] = await db.asQuery<{ quantity: number; price: number }>(
      buyer,
      'select quantity, price::float8 as price from public.order_items where order_id = $1',
      [first],
    );
    expect(item).toEqual({ quantity: 2, price: 900 });
    const [{ total }] = await db.asQuery<{ total: number }>(
      buyer,
      'select total::float8 as total from public.orders where id = $1',
      [first],
    );
    expect(total).toBe(1800);

    const other = await createUser(db);
    await expect(order(other, { ids: [box], quantities: [2] })).rejects.toMatchObject({
      code: 'VT301',
      message: 'Solo quedan 1 piezas disponibles',
      detail: 'Caja sellada de sobres 1996',
      hint: box,
    });
    await order(other, { ids: [box] });
    expect(await productState(box)).toEqual({ status: 'sold', stock: 0 });
  });

  it('rechaza una pieza vendida, eliminada o en revisión nombrándola, sin crear nada', async () => {
    const ok = await createProduct(db, seller.id, { title: 'Pieza libre', price: 100 });
    for (const status of ['sold', 'deleted', 'pending', 'rejected']) {
      const gone = await createProduct(db, seller.id, { title: `Pieza ${status}`, price: 100, status });
      await expect(order(buyer, { ids: [ok, gone] })).rejects.toMatchObject({
        code: 'VT600',
        message: 'Este tesoro ya no está disponible',
        detail: `Pieza ${status}`,
        hint: gone,
      });
    }
    const unknown = randomUUID();
    await expect(order(buyer, { ids: [unknown] })).rejects.toMatchObject({ code: 'VT600', hint: unknown });
    const zero = await createProduct(db, seller.id, { title: 'Sin existencias', price: 100 });
    await setStock(zero, 0);
    await expect(order(buyer, { ids: [zero] })).rejects.toMatchObject({ code: 'VT600', detail: 'Sin existencias' });
    // the whole call rolled back: the free piece is untouched
    expect(await productState(ok)).toEqual({ status: 'published', stock: 1 });
    const [{ count }] = await db.query<{ count: number }>(
      'select count(*)::int as count from public.order_items where product_id = $1',
      [ok],
    );
    expect(count).toBe(0);
  });

  it('rechaza comprar la propia pieza (42501) y deja la orden sin crear', async () => {
    const own = await createProduct(db, buyer.id, { title: 'Mi propia tarjeta', price: 250 });
    const before = await db.query<{ count: number }>(
      'select count(*)::int as count from public.orders where buyer_id = $1',
      [buyer.id],
    );
    await expect(order(buyer, { ids: [own] })).rejects.toMatchObject({
      code: 'VT409',
      message: 'No puedes comprar tu propio producto',
      detail: 'Mi propia tarjeta',
      hint: own,
    });
    const after = await db.query<{ count: number }>(
      'select count(*)::int as count from public.orders where buyer_id = $1',
      [buyer.id],
    );
    expect(after).toEqual(before);
    expect(await productState(own)).toEqual({ status: 'published', stock: 1 });
  });

  it('rechaza a un visitante, un carrito vacío, cantidades fuera de 1–999 y una dirección incompleta', async () => {
    const piece = await createProduct(db, seller.id, { price: 100 });
    await expect(order('anon', { ids: [piece] })).rejects.toMatchObject({ code: '42501' });
    await expect(order(buyer, { ids: [] })).rejects.toMatchObject({
      code: 'VT208',
      message: 'No hay items en el carrito',
    });
    await expect(order(buyer, { ids: [piece], quantities: [0] })).rejects.toMatchObject({
      code: 'VT207',
      message: 'La cantidad debe ser de 1 a 999',
    });
    await expect(order(buyer, { ids: [piece], quantities: [1, 1] })).rejects.toMatchObject({ code: 'VT207' });
    await expect(order(buyer, { ids: [piece], address: null })).rejects.toMatchObject({
      code: 'VT209',
      message: 'Falta la dirección de envío',
    });
    await expect(order(buyer, { ids: [piece], address: { ...ADDRESS, zip_code: '  ' } })).rejects.toMatchObject({
      code: 'VT209',
      detail: 'zip_code',
    });
    expect(await productState(piece)).toEqual({ status: 'published', stock: 1 });
  });

  it('no deja escribir órdenes ni items directamente, ni leer la orden de otro', async () => {
    await expect(
      db.asQuery(buyer, 'insert into public.orders (buyer_id, total) values ($1, 1)', [buyer.id]),
    ).rejects.toMatchObject({ code: '42501' });
    const piece = await createProduct(db, seller.id, { price: 100 });
    const id = await order(buyer, { ids: [piece] });
    const stranger = await createUser(db);
    expect(await db.asQuery(stranger, 'select id from public.orders where id = $1', [id])).toEqual([]);
    expect(await db.asQuery(stranger, 'select id from public.order_items where order_id = $1', [id])).toEqual([]);
    await expect(
      db.asQuery(buyer, 'update public.orders set total = 1 where id = $1 returning id', [id]),
    ).resolves.toEqual([]);
  });

  it('la misma clave de idempotencia devuelve la misma orden: un doble clic coloca una sola', async () => {
    const piece = await createProduct(db, seller.id, { title: 'Bate firmado', price: 1500 });
    const key = randomUUID();
    const [first, second] = await Promise.all([
      order(buyer, { ids: [piece], key }),
      order(buyer, { ids: [piece], key }),
    ]);
    expect(second).toBe(first);
    const again = await order(buyer, { ids: [piece], key });
    expect(again).toBe(first);
    const orders = await db.query<{ id: string }>(
      'select id from public.orders where buyer_id = $1 and idempotency_key = $2',
      [buyer.id, key],
    );
    expect(orders).toEqual([{ id: first }]);
    const notes = await db.asQuery(buyer, 'select id from public.notifications where ref_id = $1', [first]);
    expect(notes).toHaveLength(1);
    // the key is per buyer: another buyer with the same key places their own order (and finds the piece sold)
    const other = await createUser(db);
    await expect(order(other, { ids: [piece], key })).rejects.toMatchObject({ code: 'VT600', detail: 'Bate firmado' });
  });

  it('una clave usada en un intento fallido sirve para reintentar', async () => {
    const gone = await createProduct(db, seller.id, { title: 'Ya vendida', price: 100, status: 'sold' });
    const piece = await createProduct(db, seller.id, { price: 100 });
    const key = randomUUID();
    await expect(order(buyer, { ids: [piece, gone], key })).rejects.toMatchObject({ code: 'VT600' });
    const id = await order(buyer, { ids: [piece], key });
    expect(await productState(piece)).toEqual({ status: 'sold', stock: 0 });
    expect(typeof id).toBe('string');
  });

  it('dos compradores a la vez por la última pieza: exactamente uno gana, el otro recibe la pieza nombrada', async () => {
    const piece = await createProduct(db, seller.id, { title: 'Última camiseta de 1970', price: 5000 });
    const a = await createUser(db);
    const b = await createUser(db);
    const results = await Promise.allSettled([
      order(a, { ids: [piece], key: randomUUID() }),
      order(b, { ids: [piece], key: randomUUID() }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0].reason).toMatchObject({ code: 'VT600', detail: 'Última camiseta de 1970', hint: piece });
    const [{ count }] = await db.query<{ count: number }>(
      'select count(*)::int as count from public.order_items where product_id = $1',
      [piece],
    );
    expect(count).toBe(1);
    expect(await productState(piece)).toEqual({ status: 'sold', stock: 0 });
  });

  it('dos carritos que se cruzan (A+B y B+A) no se bloquean entre sí', async () => {
    const x = await createProduct(db, seller.id, { price: 100 });
    const y = await createProduct(db, otherSeller.id, { price: 100 });
    await setStock(x, 2);
    await setStock(y, 2);
    const a = await createUser(db);
    const b = await createUser(db);
    const results = await Promise.allSettled([order(a, { ids: [x, y] }), order(b, { ids: [y, x] })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(await productState(x)).toEqual({ status: 'sold', stock: 0 });
    expect(await productState(y)).toEqual({ status: 'sold', stock: 0 });
  });
});

describe.each(drivers())('cart_availability on $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };
  let buyer: { id: string; email: string };

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    buyer = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('distingue disponible, vendida, en revisión, eliminada, sin existencias y propia, sin revelar datos de una pieza oculta', async () => {
    const available = await createProduct(db, seller.id, { title: 'Disponible', price: 1500 });
    await db.query('update public.products set stock = 3 where id = $1', [available]);
    const sold = await createProduct(db, seller.id, { status: 'sold' });
    const review = await createProduct(db, seller.id, { status: 'pending' });
    const deleted = await createProduct(db, seller.id, { status: 'deleted' });
    const empty = await createProduct(db, seller.id, { price: 200 });
    await db.query('update public.products set stock = 0 where id = $1', [empty]);
    const own = await createProduct(db, buyer.id, { price: 300 });
    const unknown = randomUUID();
    const ids = [available, sold, review, deleted, empty, own, unknown];

    const rows = await db.asQuery<{ id: string; state: string; price: number | null; stock: number | null }>(
      buyer,
      'select id, state, price::float8 as price, stock from public.cart_availability($1::uuid[])',
      [ids],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[available]).toEqual({ id: available, state: 'available', price: 1500, stock: 3 });
    expect(byId[sold]).toEqual({ id: sold, state: 'sold', price: null, stock: null });
    expect(byId[review]).toEqual({ id: review, state: 'review', price: null, stock: null });
    expect(byId[deleted]).toEqual({ id: deleted, state: 'gone', price: null, stock: null });
    expect(byId[empty]).toEqual({ id: empty, state: 'sold', price: 200, stock: 0 });
    expect(byId[own]).toMatchObject({ state: 'own' });
    expect(byId[unknown]).toEqual({ id: unknown, state: 'gone', price: null, stock: null });

    // a visitor may call it too (the cart is open to everyone); their "own" does not exist
    const visitor = await db.asQuery<{ id: string; state: string }>(
      'anon',
      'select id, state from public.cart_availability($1::uuid[])',
      [[available, own]],
    );
    expect(Object.fromEntries(visitor.map((r) => [r.id, r.state]))).toEqual({
      [available]: 'available',
      [own]: 'available',
    });
  });
});
