/**
 * Fulfilment per seller (supabase/migrations/20250601004900_seller_parts.sql, 20250601004910_tracking_formats.sql):
 * each seller's part of an order ships, arrives and is rated on its own; tracking numbers in each carrier's format,
 * corrected by their seller until the part arrives; the five-digit postal code; the address the sellers ship to.
 * Each rule is tried as the buyer, the other seller, a third member and a visitor.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };
type Who = User | 'anon';
const ADDRESS = {
  full_name: 'Ana Compradora',
  address: 'Av. Juárez 10',
  neighborhood: 'Centro',
  city: 'Guadalajara',
  state: 'Jalisco',
  zip_code: '44100',
  phone: '3312345678',
};

describe.each(drivers())('seller parts on $name', (driver) => {
  let db: TestDatabase;
  let sellerA: User;
  let sellerB: User;
  let buyer: User;
  let stranger: User;

  beforeAll(async () => {
    db = await driver.open();
    sellerA = await createUser(db, { displayName: 'Vendedora A' });
    sellerB = await createUser(db, { displayName: 'Vendedor B' });
    buyer = await createUser(db, { displayName: 'Compradora' });
    stranger = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  const call = <R = Record<string, unknown>>(who: Who, sql: string, params: unknown[] = []) =>
    db.asQuery<R>(who, sql, params);
  const order = async (products: string[], address: unknown = ADDRESS, who: User = buyer) => {
    const [{ id }] = await call<{ id: string }>(who, 'select public.create_order($1::uuid[], $2) as id', [
      products,
      address,
    ]);
    return id;
  };
  /** an order with one piece of A and one of B */
  const twoSellers = async () =>
    order([
      await createProduct(db, sellerA.id, { title: 'Tarjeta de A' }),
      await createProduct(db, sellerB.id, { title: 'Jersey de B' }),
    ]);
  const ship = (id: string, by: User, carrier = 'dhl', tracking = '1234567890') =>
    call(by, 'select public.ship_order($1, $2, $3)', [id, carrier, tracking]);
  const confirm = (id: string, seller: User | null, who: Who = buyer) =>
    seller
      ? call(who, 'select public.confirm_delivery($1, $2)', [id, seller.id])
      : call(who, 'select public.confirm_delivery($1)', [id]);
  const review = (id: string, seller: User, who: Who = buyer) =>
    call<{ id: string }>(who, 'select public.review_seller($1, $2, 5, $3) as id', [id, seller.id, 'Muy bien']);
  const correct = (id: string, who: Who, carrier: string, tracking: string) =>
    call(who, 'select public.update_tracking($1, $2, $3)', [id, carrier, tracking]);
  const orderRow = async (id: string) =>
    (
      await db.query<{ status: string; shipped_at: string | null; delivered_at: string | null }>(
        'select status, shipped_at, delivered_at from public.orders where id = $1',
        [id],
      )
    )[0];
  const parts = (id: string) =>
    db.query<{ seller_id: string; delivered_at: string | null; tracking_number: string | null; carrier: string }>(
      'select seller_id, delivered_at, tracking_number, carrier from public.order_items where order_id = $1',
      [id],
    );
  const partOf = async (id: string, seller: User) => (await parts(id)).find((p) => p.seller_id === seller.id)!;
  const salesOf = async (user: User) =>
    (await db.query<{ sales_count: number }>('select sales_count from public.profiles where id = $1', [user.id]))[0]
      .sales_count;
  const notes = (user: User, id: string) =>
    call<{ title: string; message: string }>(
      user,
      'select title, message from public.notifications where ref_id = $1 order by created_at',
      [id],
    );

  describe('delivery per seller', () => {
    it('lets the buyer confirm and rate the seller who shipped while the other has not', async () => {
      const id = await twoSellers();
      const [salesA, salesB] = [await salesOf(sellerA), await salesOf(sellerB)];
      await ship(id, sellerA);
      expect((await orderRow(id)).status).toBe('pending');

      await confirm(id, sellerA);
      expect((await partOf(id, sellerA)).delivered_at).not.toBeNull();
      expect((await partOf(id, sellerB)).delivered_at).toBeNull();
      // the order waits for B: neither shipped nor delivered as a whole
      expect(await orderRow(id)).toMatchObject({ status: 'pending', delivered_at: null });
      expect(await salesOf(sellerA)).toBe(salesA + 1);
      expect(await salesOf(sellerB)).toBe(salesB);
      expect((await notes(sellerA, id)).map((n) => n.title)).toContain('Pedido entregado');
      expect((await notes(sellerB, id)).map((n) => n.title)).not.toContain('Pedido entregado');
      expect(await notes(buyer, id)).toContainEqual({
        title: 'Califica tu compra',
        message: '¿Cómo te fue con Vendedora A? Califica "Tarjeta de A" desde tu pedido',
      });

      const [{ id: reviewId }] = await review(id, sellerA);
      expect(reviewId).toBeTruthy();
      await expect(review(id, sellerB)).rejects.toMatchObject({
        code: 'VT542',
        message: 'Podrás calificar al vendedor cuando confirmes la entrega',
      });

      await ship(id, sellerB, 'fedex', '123456789012');
      expect((await orderRow(id)).status).toBe('shipped');
      await confirm(id, sellerB);
      const row = await orderRow(id);
      expect(row.status).toBe('delivered');
      expect(row.delivered_at).not.toBeNull();
      expect(await salesOf(sellerB)).toBe(salesB + 1);
      await review(id, sellerB);
    });

    it('refuses a part that has not shipped, one confirmed already, and a seller not in the order', async () => {
      const id = await twoSellers();
      await expect(confirm(id, sellerB)).rejects.toMatchObject({
        code: 'VT507',
        message: 'Vendedor B aún no envía sus piezas de este pedido',
      });
      await ship(id, sellerB);
      await confirm(id, sellerB);
      await expect(confirm(id, sellerB)).rejects.toMatchObject({
        code: 'VT505',
        message: 'Ya confirmaste la entrega de las piezas de Vendedor B',
      });
      await expect(confirm(id, stranger)).rejects.toMatchObject({
        code: 'VT206',
        message: 'Este vendedor no tiene piezas en este pedido',
      });
      // an order of two sellers needs the seller
      await ship(id, sellerA);
      await expect(confirm(id, null)).rejects.toMatchObject({ code: 'VT205' });
      expect((await partOf(id, sellerA)).delivered_at).toBeNull();
    });

    it('keeps the one-argument call for an order of one seller', async () => {
      const id = await order([await createProduct(db, sellerA.id)]);
      await ship(id, sellerA);
      await confirm(id, null);
      expect((await orderRow(id)).status).toBe('delivered');
      expect((await partOf(id, sellerA)).delivered_at).not.toBeNull();
      await expect(confirm(id, null)).rejects.toMatchObject({
        code: 'VT506',
        message: 'Ya confirmaste la entrega de este pedido',
      });
    });

    it('lets only the buyer confirm a part or rate its seller', async () => {
      const id = await twoSellers();
      await ship(id, sellerA);
      for (const who of [sellerA, sellerB, stranger, 'anon'] as const) {
        await expect(confirm(id, sellerA, who)).rejects.toMatchObject({ code: who === 'anon' ? '42501' : 'VT407' });
      }
      expect((await partOf(id, sellerA)).delivered_at).toBeNull();
      await confirm(id, sellerA);
      for (const who of [sellerA, sellerB, stranger, 'anon'] as const) {
        await expect(review(id, sellerA, who)).rejects.toMatchObject({ code: who === 'anon' ? '42501' : 'VT436' });
      }
    });

    it('counts a whole order delivered by another path (the seed) once, part by part', async () => {
      const id = await twoSellers();
      const [salesA, salesB] = [await salesOf(sellerA), await salesOf(sellerB)];
      await ship(id, sellerA);
      await ship(id, sellerB);
      await db.query(`update public.orders set status = 'delivered', delivered_at = now() where id = $1`, [id]);
      expect((await parts(id)).every((p) => p.delivered_at)).toBe(true);
      expect([await salesOf(sellerA), await salesOf(sellerB)]).toEqual([salesA + 1, salesB + 1]);
    });
  });

  describe('tracking numbers', () => {
    const refusal = async (carrier: string, tracking: string) =>
      (
        await db.query<{ refusal: string | null }>(
          `select public.tracking_number_refusal(c, public.normalize_tracking_number($2)) as refusal
           from public.carriers c where c.id = $1`,
          [carrier, tracking],
        )
      )[0].refusal;

    it("accepts each carrier's real formats, written with spaces or hyphens", async () => {
      const valid: [string, string][] = [
        ['dhl', '1234567890'],
        ['dhl', '12 3456 7890'],
        ['dhl', 'JJD0099999999'],
        ['dhl', 'GM2951173225174494'],
        ['fedex', '7489 1234 5678'],
        ['fedex', '9611020987654312345672'],
        ['ups', '1Z999AA10123456784'],
        ['estafeta', '8055241528464720099314'],
        ['estafeta', '3456789012'],
        ['redpack', '123456789'],
        ['paquetexpress', 'MEX01WE1234567'],
        ['99minutos', '4512893745'],
        ['correos-de-mexico', 'EE123456789MX'],
      ];
      for (const [carrier, tracking] of valid)
        expect([carrier, tracking, await refusal(carrier, tracking)]).toEqual([carrier, tracking, null]);
    });

    it('refuses a number outside the format with a message that names it, and never stores it', async () => {
      expect(await refusal('dhl', '😀😀😀😀')).toBe(
        'Revisa el número de guía: en DHL son 10 dígitos (p. ej. 1234567890) o de 10 a 39 letras y números como JJD0099999999',
      );
      expect(await refusal('fedex', '12345')).toBe(
        'Revisa el número de guía: en FedEx son 12, 15, 18, 20, 22 o 34 dígitos (p. ej. 123456789012)',
      );
      expect(await refusal('ups', '1Z12')).toMatch(/^Revisa el número de guía: en UPS son 1Z y 16/);
      const id = await order([await createProduct(db, sellerA.id)]);
      await expect(ship(id, sellerA, 'dhl', '😀😀😀😀')).rejects.toMatchObject({
        code: 'VT233',
        message: expect.stringContaining('en DHL son 10 dígitos'),
      });
      expect((await partOf(id, sellerA)).tracking_number).toBeNull();
    });

    it('lets the seller correct their guía until the part arrives, and tells the buyer', async () => {
      const id = await twoSellers();
      await expect(correct(id, sellerA, 'dhl', '1234567890')).rejects.toMatchObject({ code: 'VT547' });
      await ship(id, sellerA, 'dhl', '1234567899');
      await correct(id, sellerA, 'fedex', '1234-5678-9012');
      expect(await partOf(id, sellerA)).toMatchObject({ carrier: 'FedEx', tracking_number: '123456789012' });
      expect(await notes(buyer, id)).toContainEqual({
        title: 'Guía actualizada',
        message: 'La guía de "Tarjeta de A" ahora es FedEx 123456789012',
      });
      await expect(correct(id, sellerA, 'dhl', '😀😀😀😀')).rejects.toMatchObject({ code: 'VT233' });
      for (const who of [buyer, sellerB, stranger, 'anon'] as const) {
        await expect(correct(id, who, 'dhl', '1234567890')).rejects.toMatchObject({
          code: who === 'anon' ? '42501' : who === sellerB ? 'VT547' : 'VT440',
        });
      }
      expect((await partOf(id, sellerA)).tracking_number).toBe('123456789012');
      await confirm(id, sellerA);
      await expect(correct(id, sellerA, 'dhl', '1234567890')).rejects.toMatchObject({
        code: 'VT548',
        message: 'El comprador ya recibió tus piezas: la guía ya no se puede cambiar',
      });
    });

    it('lists each carrier with its format to everyone', async () => {
      const rows = await call<{ id: string; tracking_pattern: string; tracking_format: string }>(
        'anon',
        'select id, tracking_pattern, tracking_format from public.carriers',
      );
      expect(rows.map((r) => r.id)).toContain('ups');
      for (const row of rows) {
        expect(row.tracking_pattern).toMatch(/^\^.*\$$/);
        // the pattern reads the same in JavaScript (the ship form checks with it)
        expect(() => new RegExp(row.tracking_pattern)).not.toThrow();
        expect(row.tracking_format.length).toBeGreaterThan(5);
      }
    });
  });

  describe('postal code', () => {
    it('refuses a postal code that is not five digits, and stores a good one trimmed', async () => {
      for (const zip of ['abcde', '0660', '066000', '06 600']) {
        await expect(order([await createProduct(db, sellerA.id)], { ...ADDRESS, zip_code: zip })).rejects.toMatchObject(
          {
            code: 'VT204',
            message: 'El código postal debe tener 5 dígitos',
            detail: 'zip_code',
          },
        );
      }
      const id = await order([await createProduct(db, sellerA.id)], { ...ADDRESS, zip_code: ' 06600 ' });
      const [row] = await call<{ zip: string }>(
        buyer,
        `select shipping_address ->> 'zip_code' as zip from public.orders where id = $1`,
        [id],
      );
      expect(row.zip).toBe('06600');
    });

    it('lets nobody rewrite the address of an order', async () => {
      const id = await order([await createProduct(db, sellerA.id)]);
      for (const who of [buyer, sellerA, stranger, 'anon'] as const) {
        await call(who, `update public.orders set shipping_address = '{"zip_code":"abcde"}' where id = $1`, [id]).catch(
          () => undefined,
        );
      }
      const [row] = await db.query<{ zip: string }>(
        `select shipping_address ->> 'zip_code' as zip from public.orders where id = $1`,
        [id],
      );
      expect(row.zip).toBe('44100');
    });
  });

  describe('the address the sellers ship to', () => {
    it('shows the colonia and the phone to each seller of the order, and to nobody else', async () => {
      const id = await twoSellers();
      const read = (who: Who) =>
        call<{ neighborhood: string; phone: string }>(
          who,
          `select shipping_address ->> 'neighborhood' as neighborhood, shipping_address ->> 'phone' as phone
           from public.orders where id = $1`,
          [id],
        );
      for (const who of [buyer, sellerA, sellerB]) {
        expect(await read(who)).toEqual([{ neighborhood: 'Centro', phone: '3312345678' }]);
      }
      // a seller of another order of this buyer, a third member, a visitor
      const otherSeller = await createUser(db);
      await order([await createProduct(db, otherSeller.id)]);
      for (const who of [otherSeller, stranger]) expect(await read(who)).toEqual([]);
      await expect(read('anon')).resolves.toEqual([]);
    });
  });
});
