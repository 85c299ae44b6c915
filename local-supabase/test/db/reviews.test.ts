/**
 * Trust: reviews after delivery, the reputation the database keeps (rating, review_count,
 * sales_count of delivered pieces), the carriers list and the order's timeline data. Every rule is tried as the
 * buyer, the seller, a third member and a visitor.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };
const ADDRESS = { address: 'Av. Juárez 10', city: 'Guadalajara', state: 'Jalisco', zip_code: '44100' };

describe.each(drivers())('reviews and reputation on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let buyer: User;
  let stranger: User;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { displayName: 'Vendedora Nueva' });
    buyer = await createUser(db, { displayName: 'Comprador Nuevo' });
    stranger = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  const call = <R = Record<string, unknown>>(who: User | 'anon', sql: string, params: unknown[] = []) =>
    db.asQuery<R>(who, sql, params);
  const order = async (products: string[], quantities?: number[], who: User = buyer) => {
    const [{ id }] = await call<{ id: string }>(who, 'select public.create_order($1::uuid[], $2, $3::int[]) as id', [
      products,
      ADDRESS,
      quantities ?? null,
    ]);
    return id;
  };
  // a number in each carrier's format (20250601004910_tracking_formats.sql)
  const TRACKING: Record<string, string> = { estafeta: '1234567890', 'correos de méxico': 'EE123456789MX' };
  const ship = (id: string, by: User = seller, carrier = 'estafeta') =>
    call(by, 'select public.ship_order($1, $2, $3)', [id, carrier, TRACKING[carrier] ?? '1234567890']);
  const deliver = (id: string, by: User = buyer) => call(by, 'select public.confirm_delivery($1)', [id]);
  const review = (who: User | 'anon', id: string, rating: number, comment: string | null = null, of: User = seller) =>
    call<{ id: string }>(who, 'select public.review_seller($1, $2, $3, $4) as id', [id, of.id, rating, comment]);
  const reputation = async (user: User) =>
    (
      await call<{ rating: string; review_count: number; sales_count: number }>(
        'anon',
        'select rating::text as rating, review_count, sales_count from public.public_profiles where id = $1',
        [user.id],
      )
    )[0];
  const deliveredOrder = async (title: string, quantity = 1) => {
    const piece = await createProduct(db, seller.id, { title });
    if (quantity > 1) await db.query('update public.products set stock = $2 where id = $1', [piece, quantity]);
    const id = await order([piece], [quantity]);
    await ship(id);
    await deliver(id);
    return { id, piece };
  };

  describe('sales_count', () => {
    it('counts pieces delivered, not ordered, and never a cancelled order', async () => {
      const before = (await reputation(seller)).sales_count;
      const piece = await createProduct(db, seller.id, { title: 'Caja de sobres' });
      await db.query('update public.products set stock = 5 where id = $1', [piece]);
      const id = await order([piece], [2]);
      expect((await reputation(seller)).sales_count).toBe(before);
      const cancelled = await order([piece], [1]);
      await call(buyer, 'select public.cancel_order($1)', [cancelled]);
      expect((await reputation(seller)).sales_count).toBe(before);
      await ship(id);
      expect((await reputation(seller)).sales_count).toBe(before);
      await deliver(id);
      expect((await reputation(seller)).sales_count).toBe(before + 2);
    });

    it('records who cancelled an order and when', async () => {
      const piece = await createProduct(db, seller.id);
      const id = await order([piece]);
      await call(buyer, 'select public.cancel_order($1)', [id]);
      const [row] = await call<{ cancelled_by: string; cancelled_at: string | null }>(
        buyer,
        'select cancelled_by, cancelled_at from public.orders where id = $1',
        [id],
      );
      expect(row.cancelled_by).toBe(buyer.id);
      expect(row.cancelled_at).not.toBeNull();
    });

    it('invites the buyer to rate the seller when the delivery is confirmed', async () => {
      const { id } = await deliveredOrder('Gorra firmada');
      const rows = await call<{ title: string; message: string }>(
        buyer,
        `select title, message from public.notifications where ref_id = $1 and title = 'Califica tu compra'`,
        [id],
      );
      expect(rows).toEqual([
        {
          title: 'Califica tu compra',
          message: '¿Cómo te fue con Vendedora Nueva? Califica "Gorra firmada" desde tu pedido',
        },
      ]);
    });
  });

  describe('carriers', () => {
    it('lists the Mexican carriers with their tracking pages to everyone, and lets nobody change them', async () => {
      const rows = await call<{ id: string; name: string; tracking_url: string }>(
        'anon',
        'select id, name, tracking_url from public.carriers order by position',
      );
      expect(rows.map((r) => r.name)).toEqual([
        'Estafeta',
        'DHL',
        'FedEx',
        'Redpack',
        'Paquetexpress',
        '99minutos',
        'Correos de México',
        'UPS',
      ]);
      for (const r of rows) expect(r.tracking_url).toMatch(/^https:\/\//);
      for (const who of ['anon', buyer, seller] as const) {
        await expect(
          call(who, `insert into public.carriers (id, name, tracking_url) values ('x', 'X', 'https://x')`),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(call(who, `update public.carriers set tracking_url = 'https://evil.test'`)).rejects.toMatchObject({
          code: '42501',
        });
      }
    });

    it('ships only with a carrier of the list (by id or name) and keeps both', async () => {
      const piece = await createProduct(db, seller.id);
      const id = await order([piece]);
      await expect(ship(id, seller, 'Mensajería Pepe')).rejects.toMatchObject({
        code: 'VT232',
        message: 'Elige una paquetería de la lista',
      });
      await ship(id, seller, 'correos de méxico');
      const [item] = await call<{ carrier: string; carrier_id: string }>(
        buyer,
        'select carrier, carrier_id from public.order_items where order_id = $1',
        [id],
      );
      expect(item).toEqual({ carrier: 'Correos de México', carrier_id: 'correos-de-mexico' });
    });
  });

  describe('reviews', () => {
    it('lets the buyer rate a delivered order once: rating and count kept by the database', async () => {
      const fresh = await createUser(db, { displayName: 'Vendedor sin reseñas' });
      expect(await reputation(fresh)).toEqual({ rating: '0.00', review_count: 0, sales_count: 0 });
      const piece = await createProduct(db, fresh.id, { title: 'Balón del Mundial' });
      const id = await order([piece]);
      await expect(review(buyer, id, 4, null, fresh)).rejects.toMatchObject({
        code: 'VT542',
        message: 'Podrás calificar al vendedor cuando confirmes la entrega',
      });
      await ship(id, fresh);
      await expect(review(buyer, id, 4, null, fresh)).rejects.toMatchObject({ code: 'VT542' });
      await deliver(id);
      const [{ id: reviewId }] = await review(buyer, id, 4, '  Llegó perfecto  ', fresh);
      expect(await reputation(fresh)).toEqual({ rating: '4.00', review_count: 1, sales_count: 1 });
      const [row] = await call<Record<string, unknown>>(
        'anon',
        `select rating, comment, product_id, product_title, buyer_id, reply from public.seller_reviews where id = $1`,
        [reviewId],
      );
      expect(row).toEqual({
        rating: 4,
        comment: 'Llegó perfecto',
        product_id: piece,
        product_title: 'Balón del Mundial',
        buyer_id: buyer.id,
        reply: null,
      });
      // a second call is the buyer's edit (within 7 days), never a second review
      await review(buyer, id, 5, null, fresh);
      expect(await reputation(fresh)).toEqual({ rating: '5.00', review_count: 1, sales_count: 1 });
      const notes = await call<{ title: string }>(fresh, `select title from public.notifications where ref_id = $1`, [
        id,
      ]);
      expect(notes.map((n) => n.title)).toContain('Nueva reseña');
    });

    it('averages the reviews with two decimals', async () => {
      const other = await createUser(db);
      const ratings = [5, 4, 4];
      for (const [n, stars] of ratings.entries()) {
        const piece = await createProduct(db, other.id, { title: `Tarjeta ${n}` });
        const id = await order([piece]);
        await ship(id, other);
        await deliver(id);
        await review(buyer, id, stars, null, other);
      }
      expect(await reputation(other)).toEqual({ rating: '4.33', review_count: 3, sales_count: 3 });
    });

    it('checks the stars, the comment, the seller and the buyer', async () => {
      const { id } = await deliveredOrder('Jersey retro');
      for (const stars of [0, 6]) {
        await expect(review(buyer, id, stars)).rejects.toMatchObject({
          code: 'VT229',
          message: 'Elige de 1 a 5 estrellas',
        });
      }
      await expect(review(buyer, id, 3, 'x'.repeat(501))).rejects.toMatchObject({
        code: 'VT230',
        message: 'El comentario no puede exceder 500 caracteres',
      });
      await expect(review(buyer, id, 3, null, stranger)).rejects.toMatchObject({ code: 'VT206' });
      for (const who of [seller, stranger, 'anon'] as const) {
        await expect(review(who, id, 1, 'Malo')).rejects.toMatchObject({ code: who === 'anon' ? '42501' : 'VT436' });
      }
      expect(await call('anon', 'select id from public.seller_reviews where order_id = $1', [id])).toEqual([]);
    });

    it('closes the review 60 days after the delivery and the edit 7 days after the review', async () => {
      const late = await deliveredOrder('Guante antiguo');
      await db.query(`update public.orders set delivered_at = now() - interval '61 days' where id = $1`, [late.id]);
      await db.query(`update public.order_items set delivered_at = now() - interval '61 days' where order_id = $1`, [
        late.id,
      ]);
      await expect(review(buyer, late.id, 5)).rejects.toMatchObject({ code: 'VT544' });

      const edited = await deliveredOrder('Bat firmado');
      const [{ id }] = await review(buyer, edited.id, 5, 'Excelente');
      await db.query(`update public.seller_reviews set created_at = now() - interval '8 days' where id = $1`, [id]);
      await expect(review(buyer, edited.id, 1, 'Cambié de opinión')).rejects.toMatchObject({
        code: 'VT543',
        message: 'Solo puedes editar tu reseña durante 7 días',
      });
    });

    it('lets the seller answer once, and nobody else', async () => {
      const { id: orderId } = await deliveredOrder('Casco firmado');
      const [{ id }] = await review(buyer, orderId, 3, 'Tardó un poco');
      for (const who of [buyer, stranger, 'anon'] as const) {
        await expect(call(who, 'select public.answer_review($1, $2)', [id, 'Respuesta'])).rejects.toMatchObject({
          code: who === 'anon' ? '42501' : 'VT401',
        });
      }
      await expect(call(seller, 'select public.answer_review($1, $2)', [id, '  '])).rejects.toMatchObject({
        code: 'VT203',
      });
      await call(seller, 'select public.answer_review($1, $2)', [id, 'Gracias, la paquetería se retrasó']);
      await expect(call(seller, 'select public.answer_review($1, $2)', [id, 'Otra vez'])).rejects.toMatchObject({
        code: 'VT501',
        message: 'Ya respondiste esta reseña',
      });
      const [row] = await call<{ reply: string; replied_at: string | null }>(
        'anon',
        'select reply, replied_at from public.seller_reviews where id = $1',
        [id],
      );
      expect(row.reply).toBe('Gracias, la paquetería se retrasó');
      expect(row.replied_at).not.toBeNull();
    });

    it('lets nobody write, change or delete a review directly, nor the reputation', async () => {
      const { id: orderId } = await deliveredOrder('Póster firmado');
      const [{ id }] = await review(buyer, orderId, 2, 'Regular');
      for (const who of [buyer, seller, stranger, 'anon'] as const) {
        await expect(
          call(
            who,
            `insert into public.seller_reviews (order_id, seller_id, buyer_id, rating, product_title)
                     values ($1, $2, $3, 5, 'x')`,
            [orderId, seller.id, buyer.id],
          ),
        ).rejects.toMatchObject({ code: '42501' });
        await expect(
          call(who, 'update public.seller_reviews set rating = 5 where id = $1', [id]),
        ).rejects.toMatchObject({
          code: '42501',
        });
        await expect(call(who, 'delete from public.seller_reviews where id = $1', [id])).rejects.toMatchObject({
          code: '42501',
        });
      }
      for (const change of ['rating = 5', 'review_count = 10', 'sales_count = 100']) {
        await expect(
          call(seller, `update public.profiles set ${change} where id = $1`, [seller.id]),
        ).rejects.toMatchObject({
          code: 'VT423',
        });
      }
      const [row] = await call<{ rating: number }>('anon', 'select rating from public.seller_reviews where id = $1', [
        id,
      ]);
      expect(row.rating).toBe(2);
    });
  });
});
