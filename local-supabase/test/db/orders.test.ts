/**
 * Order lifecycle: cancel before shipping, ship with carrier and tracking, confirm delivery, and who
 * may read an order; each rule tried by the buyer, the seller, a third member and a visitor.
 */
import { createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };
const ADDRESS = {
  full_name: 'Ana Compradora',
  email: 'ana@example.test',
  address: 'Av. Juárez 10',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
};

describe.each(drivers())('order lifecycle on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let otherSeller: User;
  let buyer: User;
  let stranger: User;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    otherSeller = await createUser(db);
    buyer = await createUser(db);
    stranger = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  const order = async (products: string[], who: User = buyer) => {
    const [{ id }] = await db.asQuery<{ id: string }>(who, 'select public.create_order($1::uuid[], $2) as id', [
      products,
      ADDRESS,
    ]);
    return id;
  };
  const orderRow = async (id: string) =>
    (
      await db.query<{
        status: string;
        shipped_at: string | null;
        delivered_at: string | null;
        cancelled_at: string | null;
      }>('select status, shipped_at, delivered_at, cancelled_at from public.orders where id = $1', [id])
    )[0];
  const productRow = async (id: string) =>
    (
      await db.query<{ status: string; stock: number }>('select status, stock from public.products where id = $1', [id])
    )[0];
  const salesOf = async (user: User) =>
    (await db.query<{ sales_count: number }>('select sales_count from public.profiles where id = $1', [user.id]))[0]
      .sales_count;
  const notificationsOf = (user: User) =>
    db.asQuery<{ type: string; title: string; ref_id: string }>(
      user,
      'select type, title, ref_id from public.notifications',
    );
  const call = (who: User | 'anon', sql: string, params: unknown[]) => db.asQuery(who, sql, params);

  describe('cancelling', () => {
    it('lets the buyer cancel an unshipped order: the piece is on sale again and the seller is told', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Tarjeta devuelta' });
      const before = await salesOf(seller);
      const id = await order([piece]);
      expect((await productRow(piece)).status).toBe('sold');
      await call(buyer, 'select public.cancel_order($1)', [id]);
      const row = await orderRow(id);
      expect(row.status).toBe('cancelled');
      expect(row.cancelled_at).not.toBeNull();
      expect(await productRow(piece)).toEqual({ status: 'published', stock: 1 });
      expect(await salesOf(seller)).toBe(before);
      expect(await notificationsOf(seller)).toContainEqual(
        expect.objectContaining({ type: 'order', title: 'Pedido cancelado', ref_id: id }),
      );
      // and someone else can buy it now
      const again = await order([piece], stranger);
      expect(again).not.toBe(id);
    });

    it('gives back every unit of a multi-unit listing', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Caja sellada de sobres' });
      await db.query('update public.products set stock = 5 where id = $1', [piece]);
      const [{ id }] = await db.asQuery<{ id: string }>(
        buyer,
        'select public.create_order($1::uuid[], $2, $3::int[]) as id',
        [[piece], ADDRESS, [3]],
      );
      expect(await productRow(piece)).toEqual({ status: 'published', stock: 2 });
      await call(buyer, 'select public.cancel_order($1)', [id]);
      expect(await productRow(piece)).toEqual({ status: 'published', stock: 5 });
    });

    it('lets the buyer cancel even after the seller raised the stock to the maximum (issue #20)', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Sobres de colección' });
      await db.query('update public.products set stock = 2 where id = $1', [piece]);
      const id = await order([piece]);
      const photo = await uploadProductPhoto(db, seller, 'sobres.jpg');
      // the seller's own edit, as the dashboard saves it
      await db.asQuery(seller, 'select public.update_listing($1, $2::jsonb, $3::text[])', [
        piece,
        JSON.stringify({
          title: 'Sobres de colección',
          price: 1000,
          description: 'Pieza de colección en excelente estado.',
          condition: 'excellent',
          category: 'cards',
          stock: 999,
        }),
        [photo],
      ]);
      await call(buyer, 'select public.cancel_order($1)', [id]);
      expect((await orderRow(id)).status).toBe('cancelled');
      expect(await productRow(piece)).toEqual({ status: 'published', stock: 999 });
      expect(await notificationsOf(seller)).toContainEqual(
        expect.objectContaining({ type: 'order', title: 'Pedido cancelado', ref_id: id }),
      );
    });

    it('keeps a piece its owner deleted meanwhile deleted', async () => {
      const piece = await createProduct(db, seller.id);
      const id = await order([piece]);
      await db.asQuery(seller, `update public.products set status = 'deleted' where id = $1`, [piece]);
      await call(buyer, 'select public.cancel_order($1)', [id]);
      expect((await productRow(piece)).status).toBe('deleted');
    });

    it('refuses the cancellation to the seller, a third member and a visitor', async () => {
      const piece = await createProduct(db, seller.id);
      const id = await order([piece]);
      await expect(call(seller, 'select public.cancel_order($1)', [id])).rejects.toMatchObject({ code: 'VT402' });
      await expect(call(stranger, 'select public.cancel_order($1)', [id])).rejects.toMatchObject({ code: 'VT402' });
      await expect(call('anon', 'select public.cancel_order($1)', [id])).rejects.toMatchObject({ code: '42501' });
      expect((await orderRow(id)).status).not.toBe('cancelled');
    });

    it('refuses to cancel once a piece has shipped, or twice', async () => {
      const piece = await createProduct(db, seller.id);
      const id = await order([piece]);
      await call(seller, 'select public.ship_order($1, $2, $3)', [id, 'Estafeta', '1234567890']);
      await expect(call(buyer, 'select public.cancel_order($1)', [id])).rejects.toMatchObject({
        code: 'VT503',
        message: 'Este pedido ya fue enviado y no se puede cancelar',
      });
      const other = await order([await createProduct(db, seller.id)]);
      await call(buyer, 'select public.cancel_order($1)', [other]);
      await expect(call(buyer, 'select public.cancel_order($1)', [other])).rejects.toMatchObject({ code: 'VT502' });
    });
  });

  describe('shipping', () => {
    it('lets the seller mark the order shipped with carrier and tracking number, and tells the buyer', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Jersey enviado' });
      const id = await order([piece]);
      await call(seller, 'select public.ship_order($1, $2, $3)', [id, ' DHL ', ' 12 3456-7890 ']);
      const row = await orderRow(id);
      expect(row.status).toBe('shipped');
      expect(row.shipped_at).not.toBeNull();
      const [item] = await db.asQuery<{ carrier: string; tracking_number: string }>(
        buyer,
        'select carrier, tracking_number from public.order_items where order_id = $1',
        [id],
      );
      // stored as the carrier writes it: no spaces or hyphens
      expect(item).toEqual({ carrier: 'DHL', tracking_number: '1234567890' });
      expect(await notificationsOf(buyer)).toContainEqual(
        expect.objectContaining({ type: 'order', title: 'Pedido enviado', ref_id: id }),
      );
      await expect(call(seller, 'select public.ship_order($1, $2, $3)', [id, 'DHL', 'MX-1'])).rejects.toMatchObject({
        code: 'VT545',
      });
    });

    it('asks for a carrier and a tracking number', async () => {
      const id = await order([await createProduct(db, seller.id)]);
      await expect(call(seller, 'select public.ship_order($1, $2, $3)', [id, ' ', 'MX-998877'])).rejects.toMatchObject({
        code: 'VT231',
        message: 'Indica la paquetería',
      });
      await expect(call(seller, 'select public.ship_order($1, $2, $3)', [id, 'DHL', '12'])).rejects.toMatchObject({
        code: 'VT233',
        message: 'Indica un número de guía válido',
      });
    });

    it('refuses shipping to the buyer, a third member, a visitor, and on a cancelled order', async () => {
      const id = await order([await createProduct(db, seller.id)]);
      for (const who of [buyer, stranger] as const) {
        await expect(call(who, 'select public.ship_order($1, $2, $3)', [id, 'DHL', 'MX-998877'])).rejects.toMatchObject(
          {
            code: 'VT437',
          },
        );
      }
      await expect(
        call('anon', 'select public.ship_order($1, $2, $3)', [id, 'DHL', 'MX-998877']),
      ).rejects.toMatchObject({
        code: '42501',
      });
      await call(buyer, 'select public.cancel_order($1)', [id]);
      await expect(
        call(seller, 'select public.ship_order($1, $2, $3)', [id, 'DHL', 'MX-998877']),
      ).rejects.toMatchObject({
        code: 'VT504',
      });
    });

    it('ships an order of two sellers only when both have shipped their pieces', async () => {
      const mine = await createProduct(db, seller.id);
      const theirs = await createProduct(db, otherSeller.id);
      const id = await order([mine, theirs]);
      await call(seller, 'select public.ship_order($1, $2, $3)', [id, 'Estafeta', '1234567890']);
      expect((await orderRow(id)).status).not.toBe('shipped');
      await expect(call(buyer, 'select public.cancel_order($1)', [id])).rejects.toMatchObject({ code: 'VT503' });
      await call(otherSeller, 'select public.ship_order($1, $2, $3)', [id, 'FedEx', '123456789012']);
      expect((await orderRow(id)).status).toBe('shipped');
    });
  });

  describe('delivery', () => {
    it('lets the buyer confirm delivery of a shipped order, and tells the seller', async () => {
      const id = await order([await createProduct(db, seller.id)]);
      await expect(call(buyer, 'select public.confirm_delivery($1)', [id])).rejects.toMatchObject({
        code: 'VT508',
        message: 'Este pedido aún no ha sido enviado',
      });
      await call(seller, 'select public.ship_order($1, $2, $3)', [id, 'DHL', '1234567890']);
      await expect(call(seller, 'select public.confirm_delivery($1)', [id])).rejects.toMatchObject({ code: 'VT407' });
      await expect(call(stranger, 'select public.confirm_delivery($1)', [id])).rejects.toMatchObject({ code: 'VT407' });
      await expect(call('anon', 'select public.confirm_delivery($1)', [id])).rejects.toMatchObject({ code: '42501' });
      await call(buyer, 'select public.confirm_delivery($1)', [id]);
      const row = await orderRow(id);
      expect(row.status).toBe('delivered');
      expect(row.delivered_at).not.toBeNull();
      expect(await notificationsOf(seller)).toContainEqual(
        expect.objectContaining({ type: 'order', title: 'Pedido entregado', ref_id: id }),
      );
      await expect(call(buyer, 'select public.confirm_delivery($1)', [id])).rejects.toMatchObject({ code: 'VT506' });
    });
  });

  describe('who reads and writes orders', () => {
    it('shows an order to its buyer and the sellers of its pieces only', async () => {
      const id = await order([await createProduct(db, seller.id)]);
      expect(await db.asQuery(buyer, 'select id from public.orders where id = $1', [id])).toHaveLength(1);
      expect(await db.asQuery(seller, 'select id from public.orders where id = $1', [id])).toHaveLength(1);
      expect(await db.asQuery(stranger, 'select id from public.orders where id = $1', [id])).toEqual([]);
      expect(await db.asQuery(stranger, 'select id from public.order_items where order_id = $1', [id])).toEqual([]);
      expect(await db.asQuery(otherSeller, 'select id from public.order_items where order_id = $1', [id])).toEqual([]);
      expect(await db.asQuery('anon', 'select id from public.orders where id = $1', [id])).toEqual([]);
    });

    it('lets nobody change an order or its items directly', async () => {
      const id = await order([await createProduct(db, seller.id)]);
      for (const who of [buyer, seller, stranger]) {
        expect(
          await db.asQuery(who, `update public.orders set status = 'delivered' where id = $1 returning id`, [id]),
        ).toEqual([]);
        expect(
          await db.asQuery(who, `update public.order_items set price = 1 where order_id = $1 returning id`, [id]),
        ).toEqual([]);
        expect(await db.asQuery(who, `delete from public.orders where id = $1 returning id`, [id])).toEqual([]);
      }
      expect((await orderRow(id)).status).toBe('pending');
    });
  });
});
