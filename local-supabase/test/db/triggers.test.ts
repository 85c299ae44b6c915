/**
 * Triggers and functions: price history, price alerts, notifications, verification decisions,
 * orders, search and the local realtime capture.
 */
import { PGlite } from '@electric-sql/pglite';
import { applySchema, pgliteExtensions } from '../../src/db/bootstrap';
import {
  API_URL,
  createProduct,
  createUser,
  drivers,
  SQL_DIR,
  SUPABASE_DIR,
  uploadProductPhoto,
  type Q,
  type TestDatabase,
} from './testDatabase';

jest.setTimeout(120_000);

interface Notification {
  type: string;
  title: string;
  message: string;
  ref_id: string;
}

describe.each(drivers())('triggers on $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };
  let buyer: { id: string; email: string };
  let staff: { id: string; email: string };

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified', displayName: 'Sofía' });
    buyer = await createUser(db, { displayName: 'Diego' });
    staff = await createUser(db, { level: 'trusted' });
  });

  afterAll(async () => {
    await db?.close();
  });

  const notificationsOf = (user: { id: string }) =>
    db.asQuery<Notification>(
      user,
      'select type, title, message, ref_id from public.notifications order by created_at, title',
    );

  it('records the price of a new product and every price change in price_history', async () => {
    const id = await createProduct(db, seller.id, { price: 1500 });
    await db.asQuery(seller, 'update public.products set price = 1400 where id = $1', [id]);
    await db.asQuery(seller, `update public.products set title = 'Solo cambia el título' where id = $1`, [id]);
    const history = await db.asQuery<{ price: number | string }>(
      'anon',
      'select price from public.price_history where product_id = $1 order by recorded_at, price desc',
      [id],
    );
    expect(history.map((h) => Number(h.price))).toEqual([1500, 1400]);
  });

  it('sends a PRICE_ALERT with the product as ref_id when the price reaches the target, once', async () => {
    const id = await createProduct(db, seller.id, { title: 'Jersey con alerta', price: 3000 });
    await db.asQuery(buyer, 'insert into public.price_alerts (product_id, target_price) values ($1, 2500)', [id]);
    await db.asQuery(seller, 'update public.products set price = 2800 where id = $1', [id]);
    expect((await notificationsOf(buyer)).filter((n) => n.type === 'PRICE_ALERT')).toEqual([]);
    await db.asQuery(seller, 'update public.products set price = 2500 where id = $1', [id]);
    await db.asQuery(seller, 'update public.products set price = 2400 where id = $1', [id]);
    const alerts = (await notificationsOf(buyer)).filter((n) => n.type === 'PRICE_ALERT');
    expect(alerts).toEqual([
      {
        type: 'PRICE_ALERT',
        title: 'Alerta de precio',
        message: '"Jersey con alerta" bajó a $2,500 MXN (tu precio objetivo: $2,500 MXN)',
        ref_id: id,
      },
    ]);
  });

  it('notifies the seller of a new offer and the buyer of the answer', async () => {
    const id = await createProduct(db, seller.id, { title: 'Balón para ofertar', price: 1000 });
    const [offer] = await db.asQuery<{ id: string }>(
      buyer,
      'insert into public.offers (product_id, seller_id, amount) values ($1, $2, 850) returning id',
      [id, seller.id],
    );
    const toSeller = (await notificationsOf(seller)).filter((n) => n.type === 'offer');
    expect(toSeller).toEqual([
      {
        type: 'offer',
        title: 'Nueva oferta',
        message: 'Diego ofreció $850 MXN por "Balón para ofertar"',
        ref_id: offer.id,
      },
    ]);
    await db.asQuery(seller, `update public.offers set status = 'accepted' where id = $1`, [offer.id]);
    const toBuyer = (await notificationsOf(buyer)).filter((n) => n.type === 'offer_response');
    expect(toBuyer).toEqual([
      {
        type: 'offer_response',
        title: 'Oferta aceptada',
        message: 'Tu oferta de $850 MXN por "Balón para ofertar" fue aceptada',
        ref_id: offer.id,
      },
    ]);
  });

  it('notifies the receiver of a new message', async () => {
    const [msg] = await db.asQuery<{ id: string }>(
      buyer,
      `insert into public.messages (receiver_id, message) values ($1, '¿Haces envíos a Monterrey?') returning id`,
      [seller.id],
    );
    const toSeller = (await notificationsOf(seller)).filter((n) => n.type === 'message');
    expect(toSeller).toContainEqual({
      type: 'message',
      title: 'Nuevo mensaje',
      message: 'Diego: ¿Haces envíos a Monterrey?',
      ref_id: msg.id,
    });
    expect((await notificationsOf(buyer)).filter((n) => n.type === 'message')).toEqual([]);
  });

  /** the document a request attaches (at least one): a file the member uploaded to the private bucket */
  const uploadDocument = (who: { id: string }) =>
    db.asQuery(who, `insert into storage.objects (bucket_id, name) values ('verification-documents', $1)`, [
      `${who.id}/identificacion.pdf`,
    ]);

  it('raises the level of an approved user and tells them', async () => {
    const applicant = await createUser(db);
    await uploadDocument(applicant);
    const [req] = await db.asQuery<{ id: string }>(
      applicant,
      `insert into public.verification_requests (type, notes, documents)
       values ('seller', 'Vendo jerseys originales desde 2015.', jsonb_build_object('urls', jsonb_build_array(auth.uid() || '/identificacion.pdf')))
       returning id`,
    );
    await expect(
      db.asQuery(applicant, `update public.verification_requests set status = 'approved' where id = $1 returning id`, [
        req.id,
      ]),
    ).resolves.toEqual([]);
    await db.asQuery(staff, `update public.verification_requests set status = 'approved' where id = $1`, [req.id]);
    const [profile] = await db.query<{ verification_level: string; identity_verified: boolean; is_verified: boolean }>(
      'select verification_level, identity_verified, is_verified from public.profiles where id = $1',
      [applicant.id],
    );
    expect(profile).toEqual({ verification_level: 'verified', identity_verified: true, is_verified: true });
    expect(await notificationsOf(applicant)).toContainEqual(
      expect.objectContaining({ type: 'system', title: 'Verificación aprobada', ref_id: req.id }),
    );
  });

  it('does not let a trusted user decide their own request', async () => {
    await uploadDocument(staff);
    const [req] = await db.asQuery<{ id: string }>(
      staff,
      `insert into public.verification_requests (type, notes, documents)
       values ('vip', 'Quiero ser miembro VIP de Vitrina.', jsonb_build_object('urls', jsonb_build_array(auth.uid() || '/identificacion.pdf')))
       returning id`,
    );
    await expect(
      db.asQuery(staff, `update public.verification_requests set status = 'approved' where id = $1`, [req.id]),
    ).rejects.toMatchObject({ code: 'VT426' });
  });

  it('creates an order at the price of each piece and sells each piece once', async () => {
    const a = await createProduct(db, seller.id, { title: 'Pieza A', price: 1200 });
    const b = await createProduct(db, seller.id, { title: 'Pieza B', price: 800 });
    const [{ order_id }] = await db.asQuery<{ order_id: string }>(
      buyer,
      `select public.create_order(array[$1, $2]::uuid[], '{"address": "Av. Juárez 120", "city": "Guadalajara", "state": "Jalisco", "zip_code": "44100"}') as order_id`,
      [a, b],
    );
    const [order] = await db.asQuery<{ total: number | string; buyer_id: string }>(
      buyer,
      'select total, buyer_id from public.orders where id = $1',
      [order_id],
    );
    expect(Number(order.total)).toBe(2000);
    const items = await db.asQuery<{ price: number | string }>(
      seller,
      'select price from public.order_items where order_id = $1 order by price',
      [order_id],
    );
    expect(items.map((i) => Number(i.price))).toEqual([800, 1200]);
    const statuses = await db.query<{ status: string }>(
      'select distinct status from public.products where id in ($1, $2)',
      [a, b],
    );
    expect(statuses).toEqual([{ status: 'sold' }]);
    const other = await createUser(db);
    await expect(db.asQuery(other, 'select public.create_order(array[$1]::uuid[])', [a])).rejects.toMatchObject({
      code: 'VT600',
    });
    await expect(
      db.asQuery(buyer, `insert into public.orders (buyer_id, total) values ($1, 1)`, [buyer.id]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await notificationsOf(seller)).toContainEqual(expect.objectContaining({ type: 'order', ref_id: order_id }));
  });

  it('refuses a seventh image for a product', async () => {
    const id = await createProduct(db, seller.id);
    const url = await uploadProductPhoto(db, seller, 'i.png');
    for (let i = 0; i < 6; i++) {
      await db.asQuery(
        seller,
        `insert into public.product_images (product_id, image_url, "order") values ($1, $2, $3)`,
        [id, url, i],
      );
    }
    await expect(
      db.asQuery(seller, `insert into public.product_images (product_id, image_url, "order") values ($1, $2, 5)`, [
        id,
        url,
      ]),
    ).rejects.toMatchObject({ message: 'Máximo 6 imágenes permitidas' });
  });

  describe('search', () => {
    beforeAll(async () => {
      await createProduct(db, seller.id, { title: 'Autógrafo de Hugo Sánchez', price: 3500, category: 'memorabilia' });
      await createProduct(db, seller.id, {
        title: 'Jersey Autografiado Lionel Messi Inter Miami',
        price: 78000,
        category: 'jerseys',
      });
      await createProduct(db, seller.id, { title: 'Tarjeta Novato Luka Dončić 2018 Prizm', price: 36000 });
      await createProduct(db, seller.id, {
        title: 'Balón Oficial Mundial 2022 Firmado',
        price: 32000,
        category: 'memorabilia',
      });
      await createProduct(db, seller.id, { title: 'Autógrafo oculto pendiente', price: 900, status: 'pending' });
    });

    const search = (query: string) =>
      db
        .asQuery<{ title: string }>('anon', 'select title from public.search_products($1, 10)', [query])
        .then((r) => r.map((x) => x.title));

    it("finds 'Autógrafo' when typing 'autografo', and never an unpublished piece", async () => {
      const found = await search('autografo');
      // the exact word first; 'Autografiado' is close enough to follow it
      expect(found).toEqual(['Autógrafo de Hugo Sánchez', 'Jersey Autografiado Lionel Messi Inter Miami']);
      expect(found).not.toContain('Autógrafo oculto pendiente');
    });

    it("finds 'Messi' when typing 'mesi'", async () => {
      expect(await search('mesi')).toEqual(['Jersey Autografiado Lionel Messi Inter Miami']);
    });

    it('ignores case and accents in both directions and needs every word', async () => {
      expect(await search('DONCIC')).toEqual(['Tarjeta Novato Luka Dončić 2018 Prizm']);
      expect(await search('balon mundial')).toEqual(['Balón Oficial Mundial 2022 Firmado']);
      expect(await search('balon messi')).toEqual([]);
      expect(await search('   ')).toEqual([]);
    });

    it('keeps plain title ilike working for the REST layer', async () => {
      const rows = await db.asQuery<{ title: string }>(
        'anon',
        `select title from public.products where title ilike '%messi%'`,
      );
      expect(rows.map((r) => r.title)).toEqual(['Jersey Autografiado Lionel Messi Inter Miami']);
    });

    it('lists with filters, sort and pages through rpc/list_products', async () => {
      const [page] = await db.asQuery<{
        result: { data: { title: string; product_images: unknown[] }[]; count: number };
      }>('anon', `select public.list_products('price_desc', 1, 2, '{"category": "sports-memorabilia"}') as result`);
      expect(page.result.count).toBe(2);
      expect(page.result.data.map((p) => p.title)).toEqual([
        'Balón Oficial Mundial 2022 Firmado',
        'Autógrafo de Hugo Sánchez',
      ]);
      expect(page.result.data[0].product_images).toEqual([]);
      const [searched] = await db.asQuery<{ result: { data: { title: string }[]; count: number } }>(
        'anon',
        `select public.list_products('newest', 1, 12, '{"search": "mesi", "minPrice": 1000}') as result`,
      );
      expect(searched.result.data.map((p) => p.title)).toEqual(['Jersey Autografiado Lionel Messi Inter Miami']);
    });
  });
});

describe('realtime capture (local only)', () => {
  it('notifies vitrina_changes of every row change of products, offers, messages and notifications', async () => {
    const pg = new PGlite({ extensions: pgliteExtensions() });
    try {
      await applySchema(pg, {
        supabaseDir: SUPABASE_DIR,
        sqlDir: SQL_DIR,
        apiUrl: API_URL,
        seed: false,
        exec: async (sql) => void (await pg.exec(sql)),
      });
      const events: {
        table: string;
        type: string;
        record: Record<string, unknown> | null;
        old_record: Record<string, unknown> | null;
        truncated?: boolean;
      }[] = [];
      await pg.listen('vitrina_changes', (payload) => events.push(JSON.parse(payload)));
      const q = { query: async <R>(sql: string, params?: unknown[]) => (await pg.query<R>(sql, params)).rows };
      const seller = await createUser(q satisfies Q, {});
      const buyer = await createUser(q, {});
      const id = await createProduct(q, seller.id, { title: 'Pieza en vivo' });
      await pg.query(`update public.products set description = repeat('x', 400) where id = $1`, [id]);
      await pg.query(`insert into public.messages (sender_id, receiver_id, message) values ($1, $2, 'hola')`, [
        buyer.id,
        seller.id,
      ]);
      await pg.query(`delete from public.notifications`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const summary = events.map((e) => `${e.table}:${e.type}`);
      expect(summary).toEqual(
        expect.arrayContaining([
          'products:INSERT',
          'products:UPDATE',
          'messages:INSERT',
          'notifications:INSERT',
          'notifications:DELETE',
        ]),
      );
      const insert = events.find((e) => e.table === 'products' && e.type === 'INSERT');
      expect(insert?.record).toMatchObject({ id, title: 'Pieza en vivo', status: 'published' });
      expect(insert?.old_record).toBeNull();
      const deleted = events.find((e) => e.table === 'notifications' && e.type === 'DELETE');
      expect(deleted?.record).toBeNull();
      expect(deleted?.old_record).toMatchObject({ user_id: seller.id, type: 'message' });

      // a row too big for NOTIFY travels as its primary key only
      events.length = 0;
      // the longest rejection reason the schema allows, in 4-byte characters: 8,000 bytes alone
      await pg.query(`update public.products set rejection_reason = repeat('🏆', 2000) where id = $1`, [id]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const big = events.find((e) => e.table === 'products');
      expect(big).toMatchObject({ type: 'UPDATE', truncated: true, record: { id }, old_record: { id } });
    } finally {
      await pg.close();
    }
  });
});
