/**
 * Migration 20250601003500_shipping_and_welcome_discount: create_order charges each
 * piece's seller-set shipping (summed per seller, times the units) and the newsletter's BIENVENIDA10 (10% of the
 * pieces, once per account, first order only, only for the subscribed address). Checked as the buyer, as the seller
 * (the other party) and as a third member.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

const ADDRESS = {
  full_name: 'Ana Torres',
  email: 'ana@example.test',
  address: 'Calle Morelos 15',
  neighborhood: 'Centro',
  phone: '5512345678',
  city: 'Puebla',
  state: 'Puebla',
  zip_code: '72000',
};

type Member = { id: string; email: string };

describe.each(drivers())('envío y descuento de bienvenida on $name', (driver) => {
  let db: TestDatabase;
  let seller: Member;
  let otherSeller: Member;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { displayName: 'Sofía' });
    otherSeller = await createUser(db, { displayName: 'Mauricio' });
  });

  afterAll(async () => {
    await db?.close();
  });

  const piece = async (sellerId: string, price: number, shipping: number, stock = 1) => {
    const id = await createProduct(db, sellerId, { price, title: `Pieza ${price}` });
    await db.query('update public.products set shipping_price = $2, stock = $3 where id = $1', [id, shipping, stock]);
    return id;
  };

  const subscribe = (email: string) =>
    db.asQuery('anon', 'insert into public.newsletter_subscribers (email) values ($1)', [email]);

  const order = (actor: Member, ids: string[], code: string | null = null, quantities: number[] | null = null) =>
    db
      .asQuery<{ id: string }>(
        actor,
        'select public.create_order($1::uuid[], $2::jsonb, $3::integer[], null, $4) as id',
        [ids, JSON.stringify(ADDRESS), quantities, code],
      )
      .then(([row]) => row.id);

  const totals = async (actor: Member, id: string) => {
    const [row] = await db.asQuery<Record<string, unknown>>(
      actor,
      `select subtotal::float8 as subtotal, shipping_total::float8 as shipping, discount::float8 as discount,
              discount_code, total::float8 as total
         from public.orders where id = $1`,
      [id],
    );
    return row;
  };

  const check = (actor: Member, code: string) =>
    db
      .asQuery<{ percent: number }>(actor, 'select public.check_discount_code($1) as percent', [code])
      .then(([row]) => row.percent);

  it('suma el envío de cada pieza por sus unidades, por vendedor, y lo guarda en la orden y en cada item', async () => {
    const buyer = await createUser(db);
    const a = await piece(seller.id, 1000, 150, 3);
    const b = await piece(seller.id, 500, 0);
    const c = await piece(otherSeller.id, 2000, 99.5);
    const id = await order(buyer, [a, b, c], null, [2, 1, 1]);
    expect(await totals(buyer, id)).toEqual({
      subtotal: 4500,
      shipping: 399.5,
      discount: 0,
      discount_code: null,
      total: 4899.5,
    });
    const items = await db.asQuery<{ product_id: string; shipping: number }>(
      buyer,
      'select product_id, shipping::float8 as shipping from public.order_items where order_id = $1',
      [id],
    );
    expect(new Map(items.map((i) => [i.product_id, i.shipping]))).toEqual(
      new Map([
        [a, 300],
        [b, 0],
        [c, 99.5],
      ]),
    );
    // the seller sees the shipping of their own items only
    const seen = await db.asQuery<{ shipping: number }>(
      seller,
      'select shipping::float8 as shipping from public.order_items where order_id = $1 order by shipping',
      [id],
    );
    expect(seen.map((i) => i.shipping)).toEqual([0, 300]);
  });

  it('rechaza un envío negativo o mayor a 10,000, y el dueño lo fija al editar', async () => {
    const id = await piece(seller.id, 800, 0);
    await expect(
      db.asQuery(seller, 'update public.products set shipping_price = -1 where id = $1', [id]),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.asQuery(seller, 'update public.products set shipping_price = 10000.01 where id = $1', [id]),
    ).rejects.toMatchObject({ code: '23514' });
    await db.asQuery(seller, 'update public.products set shipping_price = 120 where id = $1', [id]);
    // a third member cannot change it
    const third = await createUser(db);
    await db.asQuery(third, 'update public.products set shipping_price = 0 where id = $1', [id]);
    const [row] = await db.query<{ s: number }>(
      'select shipping_price::float8 as s from public.products where id = $1',
      [id],
    );
    expect(row.s).toBe(120);
    const [availability] = await db.asQuery<{ shipping_price: number }>(
      third,
      'select shipping_price::float8 as shipping_price from public.cart_availability($1::uuid[])',
      [[id]],
    );
    expect(availability.shipping_price).toBe(120);
  });

  it('BIENVENIDA10 descuenta 10% de las piezas (no del envío) en la primera compra del correo suscrito', async () => {
    const buyer = await createUser(db);
    await subscribe(buyer.email.toUpperCase());
    expect(await check(buyer, ' bienvenida10 ')).toBe(10);
    const a = await piece(seller.id, 1234.55, 200);
    const id = await order(buyer, [a], 'bienvenida10');
    expect(await totals(buyer, id)).toEqual({
      subtotal: 1234.55,
      shipping: 200,
      discount: 123.46,
      discount_code: 'BIENVENIDA10',
      total: 1311.09,
    });
    const [note] = await db.asQuery<{ message: string }>(
      buyer,
      "select message from public.notifications where ref_id = $1 and title = '¡Orden completada!'",
      [id],
    );
    expect(note.message).toContain('1,311.09');

    // once per account: the second order is refused with the code and works without it
    const b = await piece(seller.id, 500, 0);
    await expect(check(buyer, 'BIENVENIDA10')).rejects.toMatchObject({
      code: 'VT549',
      message: 'Ya usaste tu código BIENVENIDA10 en tu primera compra.',
      detail: 'discount_code',
    });
    await expect(order(buyer, [b], 'BIENVENIDA10')).rejects.toMatchObject({ code: 'VT549' });
    const [{ status }] = await db.query<{ status: string }>('select status from public.products where id = $1', [b]);
    expect(status).toBe('published');
    expect((await totals(buyer, await order(buyer, [b]))).total).toBe(500);
  });

  it('no aplica a una cuenta que ya compró, ni a un código mal escrito, ni a un correo no suscrito', async () => {
    const buyer = await createUser(db);
    await subscribe(buyer.email);
    await order(buyer, [await piece(seller.id, 300, 0)]);
    await expect(order(buyer, [await piece(seller.id, 300, 0)], 'BIENVENIDA10')).rejects.toMatchObject({
      code: 'VT550',
      message: 'El código BIENVENIDA10 es solo para la primera compra de tu cuenta.',
    });

    const fresh = await createUser(db);
    await subscribe(fresh.email);
    await expect(order(fresh, [await piece(seller.id, 300, 0)], 'BIENVENIDA20')).rejects.toMatchObject({
      code: 'VT238',
      message: 'Este código de descuento no existe. Revisa que esté bien escrito.',
      detail: 'discount_code',
    });

    // a third member who did not subscribe cannot use someone else's code, nor can the seller
    const third = await createUser(db);
    for (const member of [third, seller]) {
      await expect(check(member, 'BIENVENIDA10')).rejects.toMatchObject({
        code: 'VT441',
        message: 'Este código es solo para quien se suscribió al boletín con el correo de esta cuenta.',
      });
    }
    await expect(order(third, [await piece(otherSeller.id, 300, 0)], 'BIENVENIDA10')).rejects.toMatchObject({
      code: 'VT441',
    });
  });

  it('una orden cancelada devuelve el código; el cliente no puede escribir el descuento ni los totales', async () => {
    const buyer = await createUser(db);
    await subscribe(buyer.email);
    const first = await order(buyer, [await piece(seller.id, 1000, 0)], 'BIENVENIDA10');
    await db.asQuery(buyer, 'select public.cancel_order($1)', [first]);
    const again = await order(buyer, [await piece(seller.id, 2000, 50)], 'BIENVENIDA10');
    expect(await totals(buyer, again)).toMatchObject({ discount: 200, total: 1850 });

    // no direct writes (no update policy): the row stays as create_order left it
    await db.asQuery(buyer, 'update public.orders set discount = 1850, total = 0 where id = $1', [again]);
    expect(await totals(buyer, again)).toMatchObject({ discount: 200, total: 1850 });
    await expect(
      db.asQuery(buyer, 'select * from public.welcome_discount_refusal($1, $2)', [buyer.id, 'BIENVENIDA10']),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('dos órdenes a la vez de la misma cuenta: solo una lleva el descuento', async () => {
    const buyer = await createUser(db);
    await subscribe(buyer.email);
    const [x, y] = [await piece(seller.id, 100, 0), await piece(seller.id, 100, 0)];
    const results = await Promise.allSettled([order(buyer, [x], 'BIENVENIDA10'), order(buyer, [y], 'BIENVENIDA10')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [{ n }] = await db.query<{ n: number }>(
      "select count(*)::int as n from public.orders where buyer_id = $1 and discount_code = 'BIENVENIDA10'",
      [buyer.id],
    );
    expect(n).toBe(1);
  });
});
