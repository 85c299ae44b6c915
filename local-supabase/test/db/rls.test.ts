/**
 * Row-level security: each access rule tried to be broken by another user and by a visitor.
 */
import { createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

describe.each(drivers())('RLS on $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };
  let buyer: { id: string; email: string };
  let stranger: { id: string; email: string };
  let staff: { id: string; email: string };
  let published: string;
  let pending: string;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    buyer = await createUser(db);
    stranger = await createUser(db);
    staff = await createUser(db, { level: 'trusted', identityVerified: true });
    published = await createProduct(db, seller.id, { title: 'Jersey publicado' });
    pending = await createProduct(db, seller.id, { title: 'Jersey pendiente', status: 'pending' });
    await db.query(
      `insert into public.product_images (product_id, image_url, "order") values ($1, 'https://x/1.png', 0), ($2, 'https://x/2.png', 0)`,
      [published, pending],
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  it('enables row-level security on every table of the public schema', async () => {
    const rows = await db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
    const storage = await db.query<{ relrowsecurity: boolean }>(
      `select relrowsecurity from pg_class where oid = 'storage.objects'::regclass`,
    );
    expect(storage[0].relrowsecurity).toBe(true);
  });

  it('gives the client roles only row privileges: no TRUNCATE (which skips RLS), REFERENCES or TRIGGER', async () => {
    const rows = await db.query<{ table: string; role: string; privilege: string }>(
      `select c.relname as table, r.role, p.privilege
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       cross join (values ('anon'), ('authenticated')) r(role)
       cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) p(privilege)
       where n.nspname = 'public' and c.relkind in ('r', 'p') and has_table_privilege(r.role, c.oid, p.privilege)`,
    );
    expect(rows).toEqual([]);
    // the row privileges they had stay: a member still adds a favourite, a visitor still joins the waitlist
    const kept = await db.query<{ favorites: boolean; waitlist: boolean }>(
      `select has_table_privilege('authenticated', 'public.favorites', 'INSERT, DELETE') as favorites,
              has_table_privilege('anon', 'public.waitlist', 'INSERT') as waitlist`,
    );
    expect(kept[0]).toEqual({ favorites: true, waitlist: true });
  });

  describe('products', () => {
    it('shows visitors only published products and their images', async () => {
      const products = await db.asQuery<{ id: string }>('anon', 'select id from public.products');
      expect(products.map((p) => p.id)).toEqual([published]);
      const images = await db.asQuery<{ product_id: string }>('anon', 'select product_id from public.product_images');
      expect(images.map((i) => i.product_id)).toEqual([published]);
    });

    it('shows owners their own products in any status, and hides them from other users', async () => {
      const mine = await db.asQuery<{ id: string }>(seller, 'select id from public.products order by title');
      expect(mine.map((p) => p.id).sort()).toEqual([published, pending].sort());
      const theirs = await db.asQuery<{ id: string }>(stranger, 'select id from public.products where id = $1', [
        pending,
      ]);
      expect(theirs).toEqual([]);
      const images = await db.asQuery(stranger, 'select 1 from public.product_images where product_id = $1', [pending]);
      expect(images).toEqual([]);
    });

    it('shows trusted users every product', async () => {
      const rows = await db.asQuery(staff, 'select id from public.products where id = $1', [pending]);
      expect(rows).toHaveLength(1);
    });

    it('starts every new product as pending whatever the client sends', async () => {
      const [row] = await db.asQuery<{ status: string; featured: boolean; views: number }>(
        seller,
        `insert into public.products (title, description, price, category, status, featured, views)
         values ('Balón firmado de prueba', 'Un balón firmado por todo el equipo campeón.', 800, 'memorabilia', 'published', true, 999)
         returning status, featured, views`,
      );
      expect(row).toEqual({ status: 'pending', featured: false, views: 0 });
    });

    it('maps the listing aliases trading-cards and sports-memorabilia to the category ids', async () => {
      const [row] = await db.asQuery<{ category: string }>(
        seller,
        `insert into public.products (title, description, price, category)
         values ('Tarjeta alias', 'Tarjeta insertada con la categoría de la URL.', 300, 'trading-cards') returning category`,
      );
      expect(row.category).toBe('cards');
    });

    it('refuses a product for another seller', async () => {
      await expect(
        db.asQuery(
          stranger,
          `insert into public.products (seller_id, title, description, price, category)
           values ($1, 'Falsificación', 'Intento de publicar a nombre de otra persona.', 100, 'cards')`,
          [seller.id],
        ),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('refuses products from visitors', async () => {
      await expect(
        db.asQuery(
          'anon',
          `insert into public.products (title, description, price, category) values ('Anónimo', 'Un visitante intenta vender algo aquí.', 100, 'cards')`,
        ),
      ).rejects.toMatchObject({ code: 'VT418' });
    });

    it('refuses to sell without a phone number, with the message the app shows', async () => {
      const noPhone = await createUser(db, { phone: null });
      await expect(
        db.asQuery(
          noPhone,
          `insert into public.products (title, description, price, category) values ('Sin teléfono', 'Vendedor que no tiene teléfono registrado.', 100, 'cards')`,
        ),
      ).rejects.toMatchObject({
        code: 'VT001',
        message: 'Necesitas agregar un número de teléfono a tu perfil para vender',
        detail: 'Teléfono requerido',
        hint: '/dashboard/profile',
      });
    });

    it('requires identity verification for a price of 5,000 MXN or more', async () => {
      const unverified = await createUser(db);
      const insert = (price: number) =>
        db.asQuery(
          unverified,
          `insert into public.products (title, description, price, category) values ('Precio alto', 'Pieza cara de un vendedor sin verificar.', $1, 'cards') returning id`,
          [price],
        );
      await expect(insert(5000)).rejects.toMatchObject({
        code: 'VT002',
        message: 'Para productos de $5,000 MXN o más, necesitas verificar tu identidad',
        detail: 'Verificación requerida',
      });
      const [cheap] = await insert(4999.99);
      // raising the price later is held to the same rule
      await expect(
        db.asQuery(unverified, 'update public.products set price = 7000 where id = $1', [cheap.id]),
      ).rejects.toMatchObject({ code: 'VT002' });
      const [verifiedRow] = await db.asQuery(
        seller,
        `insert into public.products (title, description, price, category) values ('Precio alto verificado', 'Pieza cara de un vendedor verificado.', 250000, 'cards') returning id`,
      );
      expect(verifiedRow).toBeDefined();
    });

    it('lets owners edit their products but not publish them', async () => {
      const [row] = await db.asQuery<{ title: string }>(
        seller,
        `update public.products set title = 'Jersey pendiente editado' where id = $1 returning title`,
        [pending],
      );
      expect(row.title).toBe('Jersey pendiente editado');
      await expect(
        db.asQuery(seller, `update public.products set status = 'published' where id = $1`, [pending]),
      ).rejects.toMatchObject({ code: 'VT420' });
      await expect(
        db.asQuery(seller, `update public.products set featured = true where id = $1`, [published]),
      ).rejects.toMatchObject({ code: 'VT421' });
    });

    it('ignores updates of other users to a product', async () => {
      const rows = await db.asQuery(stranger, `update public.products set price = 1 where id = $1 returning id`, [
        published,
      ]);
      expect(rows).toEqual([]);
      const [{ price }] = await db.query<{ price: number | string }>(
        'select price from public.products where id = $1',
        [published],
      );
      expect(Number(price)).toBe(1000);
    });

    it('lets trusted users publish and reject, recording the reviewer', async () => {
      const extra = await createProduct(db, seller.id, { status: 'pending', title: 'Para revisión' });
      const [row] = await db.asQuery<{ status: string; reviewed_by: string }>(
        staff,
        `update public.products set status = 'published' where id = $1 returning status, reviewed_by`,
        [extra],
      );
      expect(row).toEqual({ status: 'published', reviewed_by: staff.id });
    });

    it('deletes by status: owners set deleted, nobody removes the row', async () => {
      const doomed = await createProduct(db, seller.id, { title: 'Para eliminar' });
      const removed = await db.asQuery(seller, 'delete from public.products where id = $1 returning id', [doomed]);
      expect(removed).toEqual([]);
      const [row] = await db.asQuery<{ status: string }>(
        seller,
        `update public.products set status = 'deleted' where id = $1 returning status`,
        [doomed],
      );
      expect(row.status).toBe('deleted');
      expect(await db.asQuery('anon', 'select 1 from public.products where id = $1', [doomed])).toEqual([]);
    });

    it('keeps a verified certificate as the staff verified it: the seller edits it before, never after', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Con certificado' });
      await db.asQuery(
        seller,
        `update public.products set certifier = 'JSA', certificate_number = 'JSA-1', authentication_status = 'pending' where id = $1`,
        [piece],
      );
      await db.asQuery(
        staff,
        `update public.products set authentication_status = 'verified', is_certified = true where id = $1`,
        [piece],
      );
      for (const change of [
        `certifier = 'Certificadora Inventada'`,
        `certificate_number = 'FALSO-9'`,
        'certifier = null',
      ]) {
        await expect(
          db.asQuery(seller, `update public.products set ${change} where id = $1`, [piece]),
        ).rejects.toMatchObject({
          code: 'VT428',
          message: 'Solo el equipo de revisión puede cambiar el certificado de una pieza verificada',
        });
      }
      // the rest of the listing stays editable, and the staff may correct the certificate
      const [edited] = await db.asQuery<{ title: string }>(
        seller,
        `update public.products set title = 'Con certificado JSA' where id = $1 returning title`,
        [piece],
      );
      expect(edited.title).toBe('Con certificado JSA');
      const [fixed] = await db.asQuery<{ certificate_number: string }>(
        staff,
        `update public.products set certificate_number = 'JSA-2' where id = $1 returning certificate_number`,
        [piece],
      );
      expect(fixed.certificate_number).toBe('JSA-2');
      const [row] = await db.query<{ certifier: string; authentication_status: string }>(
        'select certifier, authentication_status from public.products where id = $1',
        [piece],
      );
      expect(row).toEqual({ certifier: 'JSA', authentication_status: 'verified' });
    });

    it('refuses values outside the spec lists for every enumeration', async () => {
      const piece = await createProduct(db, seller.id, { title: 'Para enumeraciones' });
      for (const [column, value] of [
        ['condition', 'mint'],
        ['rarity', 'epic'],
        ['psa_grade', 'psa_11'],
        ['signed_by', 'fan'],
        ['category', 'tickets'],
        ['authentication_status', 'maybe'],
      ]) {
        await expect(
          db.query(`update public.products set ${column} = $2 where id = $1`, [piece, value]),
        ).rejects.toMatchObject({ code: '23514' });
      }
      await expect(
        db.query(`update public.products set status = 'archived' where id = $1`, [piece]),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        db.query(`update public.profiles set verification_level = 'gold' where id = $1`, [buyer.id]),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        db.query(`insert into public.notifications (user_id, type, title, message) values ($1, 'promo', 'x', 'y')`, [
          buyer.id,
        ]),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        db.query(
          `insert into public.offers (product_id, buyer_id, seller_id, amount, status) values ($1, $2, $3, 500, 'haggling')`,
          [piece, buyer.id, seller.id],
        ),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        db.query(
          `insert into public.verification_requests (user_id, type, notes) values ($1, 'gold', 'Quiero ser vendedor verificado')`,
          [buyer.id],
        ),
      ).rejects.toMatchObject({ code: '23514' });
    });

    it('lets only owners add images to a product', async () => {
      await expect(
        db.asQuery(
          stranger,
          `insert into public.product_images (product_id, image_url) values ($1, 'https://x/evil.png')`,
          [published],
        ),
      ).rejects.toMatchObject({ code: 'VT422' });
      const ok = await db.asQuery(
        seller,
        `insert into public.product_images (product_id, image_url, "order") values ($1, $2, 1) returning id`,
        [published, await uploadProductPhoto(db, seller, '3.png')],
      );
      expect(ok).toHaveLength(1);
    });

    it('counts a view for anyone through rpc/increment_product_views', async () => {
      await db.asQuery('anon', 'select public.increment_product_views($1)', [published]);
      const [{ views }] = await db.query<{ views: number }>('select views from public.products where id = $1', [
        published,
      ]);
      expect(views).toBe(1);
    });
  });

  describe('profiles', () => {
    it('lets users update their own profile but never their verification, rating or sales', async () => {
      const [row] = await db.asQuery<{ display_name: string; phone_number: string | null }>(
        buyer,
        `update public.profiles set display_name = 'Comprador Uno', phone_number = '' where id = $1 returning display_name, phone_number`,
        [buyer.id],
      );
      expect(row).toEqual({ display_name: 'Comprador Uno', phone_number: null });
      for (const change of [
        'is_verified = true',
        'identity_verified = true',
        "verification_level = 'trusted'",
        'rating = 5',
        'sales_count = 100',
        'review_count = 3',
      ]) {
        await expect(
          db.asQuery(buyer, `update public.profiles set ${change} where id = $1`, [buyer.id]),
        ).rejects.toMatchObject({ code: 'VT423' });
      }
    });

    it("ignores updates to another user's profile", async () => {
      const rows = await db.asQuery(
        stranger,
        `update public.profiles set display_name = 'Hackeado' where id = $1 returning id`,
        [buyer.id],
      );
      expect(rows).toEqual([]);
    });

    it('shows a phone number only to its owner and to trusted users', async () => {
      const phone = '+525511112222';
      await db.query('update public.profiles set phone_number = $2 where id = $1', [seller.id, phone]);
      const own = await db.asQuery(
        seller,
        'select phone_number, onboarding_completed from public.profiles where id = $1',
        [seller.id],
      );
      expect(own).toEqual([{ phone_number: phone, onboarding_completed: false }]);
      expect(await db.asQuery(stranger, 'select phone_number from public.profiles where id = $1', [seller.id])).toEqual(
        [],
      );
      expect(await db.asQuery(stranger, 'select id from public.profiles')).toEqual([{ id: stranger.id }]);
      expect(await db.asQuery(staff, 'select phone_number from public.profiles where id = $1', [seller.id])).toEqual([
        { phone_number: phone },
      ]);
      await expect(db.asQuery('anon', 'select id from public.profiles')).rejects.toMatchObject({ code: '42501' });
    });

    it('shows everyone the public part of every profile through public_profiles, and nothing more', async () => {
      for (const who of ['anon', stranger] as const) {
        const rows = await db.asQuery<{ id: string; verification_level: string }>(
          who,
          'select id, username, display_name, avatar_url, created_at, is_verified, identity_verified, verification_level, rating, sales_count from public.public_profiles where id = $1',
          [staff.id],
        );
        expect(rows).toEqual([expect.objectContaining({ id: staff.id, verification_level: 'trusted' })]);
        await expect(db.asQuery(who, 'select phone_number from public.public_profiles')).rejects.toMatchObject({
          code: '42703',
        });
        await expect(db.asQuery(who, 'select onboarding_completed from public.public_profiles')).rejects.toMatchObject({
          code: '42703',
        });
      }
    });

    it('refuses every write through public_profiles', async () => {
      for (const who of ['anon', stranger, seller] as const) {
        for (const sql of [
          `update public.public_profiles set display_name = 'Hackeado' where id = $1`,
          `delete from public.public_profiles where id = $1`,
          `insert into public.public_profiles (id, display_name) values ($1, 'Hackeado')`,
        ]) {
          await expect(db.asQuery(who, sql, [seller.id])).rejects.toMatchObject({ code: '42501' });
        }
      }
      const [row] = await db.query<{ display_name: string }>('select display_name from public.profiles where id = $1', [
        seller.id,
      ]);
      expect(row.display_name).not.toBe('Hackeado');
    });

    it('creates a profile for every new auth user', async () => {
      const someone = await createUser(db, { displayName: 'Nueva Persona' });
      const [row] = await db.query<{ display_name: string; verification_level: string }>(
        'select display_name, verification_level from public.profiles where id = $1',
        [someone.id],
      );
      expect(row).toEqual({ display_name: 'Nueva Persona', verification_level: 'unverified' });
    });
  });

  describe('messages', () => {
    it('shows a message only to its sender and receiver', async () => {
      const [msg] = await db.asQuery<{ id: string }>(
        buyer,
        `insert into public.messages (receiver_id, product_id, message) values ($1, $2, 'Hola, ¿sigue disponible?') returning id`,
        [seller.id, published],
      );
      expect(await db.asQuery(seller, 'select id from public.messages where id = $1', [msg.id])).toHaveLength(1);
      expect(await db.asQuery(buyer, 'select id from public.messages where id = $1', [msg.id])).toHaveLength(1);
      expect(await db.asQuery(stranger, 'select id from public.messages where id = $1', [msg.id])).toEqual([]);
      expect(await db.asQuery('anon', 'select id from public.messages')).toEqual([]);
    });

    it('refuses a message sent in the name of someone else', async () => {
      await expect(
        db.asQuery(
          stranger,
          `insert into public.messages (sender_id, receiver_id, message) values ($1, $2, 'suplantación')`,
          [buyer.id, seller.id],
        ),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('lets only the receiver mark a message read, and nothing else', async () => {
      const [msg] = await db.asQuery<{ id: string }>(
        buyer,
        `insert into public.messages (receiver_id, message) values ($1, 'Segundo mensaje') returning id`,
        [seller.id],
      );
      expect(
        await db.asQuery(buyer, 'update public.messages set read = true where id = $1 returning id', [msg.id]),
      ).toEqual([]);
      const [row] = await db.asQuery<{ read: boolean }>(
        seller,
        'update public.messages set read = true where id = $1 returning read',
        [msg.id],
      );
      expect(row.read).toBe(true);
      await expect(
        db.asQuery(seller, `update public.messages set message = 'alterado' where id = $1`, [msg.id]),
      ).rejects.toMatchObject({ code: 'VT411' });
    });
  });

  describe('offers', () => {
    it('shows an offer only to its buyer and seller', async () => {
      const [offer] = await db.asQuery<{ id: string; seller_id: string; status: string }>(
        buyer,
        `insert into public.offers (product_id, seller_id, amount, status) values ($1, $2, 850, 'accepted') returning id, seller_id, status`,
        [published, stranger.id],
      );
      // the seller is the product's and every offer starts pending, whatever the client sent
      expect(offer.seller_id).toBe(seller.id);
      expect(offer.status).toBe('pending');
      expect(await db.asQuery(seller, 'select id from public.offers where id = $1', [offer.id])).toHaveLength(1);
      expect(await db.asQuery(stranger, 'select id from public.offers where id = $1', [offer.id])).toEqual([]);
      expect(await db.asQuery('anon', 'select id from public.offers')).toEqual([]);
    });

    it('refuses an offer on your own product', async () => {
      await expect(
        db.asQuery(seller, `insert into public.offers (product_id, seller_id, amount) values ($1, $2, 500)`, [
          published,
          seller.id,
        ]),
      ).rejects.toMatchObject({ code: 'VT413', message: 'No puedes hacer ofertas por tu propio producto' });
    });

    it('refuses an offer on a product that is not published', async () => {
      await expect(
        db.asQuery(staff, `insert into public.offers (product_id, seller_id, amount) values ($1, $2, 500)`, [
          pending,
          seller.id,
        ]),
      ).rejects.toMatchObject({ code: 'VT600' });
    });

    it('lets the seller answer and the buyer only withdraw', async () => {
      const [offer] = await db.asQuery<{ id: string }>(
        buyer,
        `insert into public.offers (product_id, seller_id, amount) values ($1, $2, 900) returning id`,
        [published, seller.id],
      );
      await expect(
        db.asQuery(buyer, `update public.offers set status = 'accepted' where id = $1`, [offer.id]),
      ).rejects.toMatchObject({ code: 'VT415' });
      await expect(
        db.asQuery(seller, `update public.offers set amount = 1 where id = $1`, [offer.id]),
      ).rejects.toMatchObject({ code: 'VT414' });
      const [row] = await db.asQuery<{ status: string }>(
        seller,
        `update public.offers set status = 'rejected' where id = $1 returning status`,
        [offer.id],
      );
      expect(row.status).toBe('rejected');
    });
  });

  describe('owner-only tables', () => {
    it('keeps favourites and price alerts to their owner', async () => {
      await db.asQuery(buyer, 'insert into public.favorites (product_id) values ($1)', [published]);
      await db.asQuery(buyer, 'insert into public.price_alerts (product_id, target_price) values ($1, 900)', [
        published,
      ]);
      expect(await db.asQuery(buyer, 'select 1 from public.favorites')).toHaveLength(1);
      expect(await db.asQuery(stranger, 'select 1 from public.favorites')).toEqual([]);
      expect(await db.asQuery(stranger, 'select 1 from public.price_alerts')).toEqual([]);
      expect(await db.asQuery('anon', 'select 1 from public.price_alerts')).toEqual([]);
      await expect(
        db.asQuery(stranger, 'insert into public.favorites (user_id, product_id) values ($1, $2)', [
          buyer.id,
          published,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
    });

    it('keeps notifications to their owner, who can only mark them read', async () => {
      const [n] = await db.query<{ id: string }>(
        `insert into public.notifications (user_id, type, title, message) values ($1, 'system', 'Hola', 'Bienvenido') returning id`,
        [buyer.id],
      );
      expect(await db.asQuery(stranger, 'select 1 from public.notifications where id = $1', [n.id])).toEqual([]);
      await expect(
        db.asQuery(stranger, `insert into public.notifications (user_id, title) values ($1, 'falsa')`, [buyer.id]),
      ).rejects.toMatchObject({ code: '42501' });
      const [row] = await db.asQuery<{ read: boolean }>(
        buyer,
        'update public.notifications set read = true where id = $1 returning read',
        [n.id],
      );
      expect(row.read).toBe(true);
      await expect(
        db.asQuery(buyer, `update public.notifications set title = 'otra' where id = $1`, [n.id]),
      ).rejects.toMatchObject({ code: 'VT412' });
    });

    it('keeps verification requests to their owner; trusted users read and decide them', async () => {
      // a request attaches only files its author uploaded (migration 002900)
      const doc = `${buyer.id}/ine.pdf`;
      await db.asQuery(buyer, `insert into storage.objects (bucket_id, name) values ('verification-documents', $1)`, [
        doc,
      ]);
      const [req] = await db.asQuery<{ id: string; status: string }>(
        buyer,
        `insert into public.verification_requests (type, notes, status, documents)
         values ('seller', 'Vendo tarjetas desde hace diez años.', 'approved', $1) returning id, status`,
        [JSON.stringify({ urls: [doc] })],
      );
      expect(req.status).toBe('pending');
      expect(await db.asQuery(stranger, 'select 1 from public.verification_requests where id = $1', [req.id])).toEqual(
        [],
      );
      expect(
        await db.asQuery(staff, 'select 1 from public.verification_requests where id = $1', [req.id]),
      ).toHaveLength(1);
      expect(
        await db.asQuery(
          buyer,
          `update public.verification_requests set status = 'approved' where id = $1 returning id`,
          [req.id],
        ),
      ).toEqual([]);
      const [decided] = await db.asQuery<{ status: string; reviewed_by: string }>(
        staff,
        `update public.verification_requests set status = 'approved' where id = $1 returning status, reviewed_by`,
        [req.id],
      );
      expect(decided).toEqual({ status: 'approved', reviewed_by: staff.id });
    });
  });

  describe('waitlist and newsletter', () => {
    it('accepts anyone and normalises the e-mail, returning only the row just inserted', async () => {
      const [row] = await db.asQuery<{ email: string; full_name: string; phone: string }>(
        'anon',
        `insert into public.waitlist (email, phone, full_name, type) values ('  Ana.Perez@Ejemplo.MX ', ' +525512345678 ', '  Ana Pérez ', 'fractional_investment')
         returning email, full_name, phone`,
      );
      expect(row).toEqual({ email: 'ana.perez@ejemplo.mx', full_name: 'Ana Pérez', phone: '+525512345678' });
      const [sub] = await db.asQuery<{ email: string; name: string | null; wants_to_sell: boolean }>(
        buyer,
        `insert into public.newsletter_subscribers (email, name, wants_to_sell) values (' Luis@Ejemplo.MX', '', true) returning email, name, wants_to_sell`,
      );
      expect(sub).toEqual({ email: 'luis@ejemplo.mx', name: null, wants_to_sell: true });
    });

    it('is never readable by visitors or users afterwards', async () => {
      for (const actor of ['anon', buyer, staff] as const) {
        expect(await db.asQuery(actor, 'select * from public.waitlist')).toEqual([]);
        expect(await db.asQuery(actor, 'select * from public.newsletter_subscribers')).toEqual([]);
      }
    });

    it('refuses the same e-mail twice with 23505, whatever its case and spaces', async () => {
      await expect(
        db.asQuery('anon', `insert into public.waitlist (email, full_name) values ('ANA.PEREZ@ejemplo.mx  ', 'Ana')`),
      ).rejects.toMatchObject({ code: '23505' });
      await expect(
        db.asQuery('anon', `insert into public.newsletter_subscribers (email) values ('luis@EJEMPLO.mx')`),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('counts distinct collectors through the public counter function', async () => {
      await db.asQuery('anon', `insert into public.newsletter_subscribers (email) values ('ana.perez@ejemplo.mx')`);
      const [{ count }] = await db.asQuery<{ count: number | string }>(
        'anon',
        'select public.collector_count() as count',
      );
      // ana (in both lists, counted once) and luis
      expect(Number(count)).toBe(2);
    });
  });

  describe('storage', () => {
    const upload = (actor: Parameters<TestDatabase['asQuery']>[0], bucket: string, name: string) =>
      db.asQuery(actor, 'insert into storage.objects (bucket_id, name) values ($1, $2) returning owner_id', [
        bucket,
        name,
      ]);

    it('lets signed-in users upload product photos they then own, and visitors read them', async () => {
      const photo = `${seller.id}/abc-foto.png`;
      const [row] = await upload(seller, 'products', photo);
      expect(row).toEqual({ owner_id: seller.id });
      await expect(upload('anon', 'products', 'anon.png')).rejects.toMatchObject({ code: '42501' });
      expect(
        await db.asQuery('anon', `select 1 from storage.objects where bucket_id = 'products' and name = $1`, [photo]),
      ).toHaveLength(1);
      expect(
        await db.asQuery(
          stranger,
          `delete from storage.objects where bucket_id = 'products' and name = $1 returning id`,
          [photo],
        ),
      ).toEqual([]);
    });

    it('lets a user write avatars only under their own id', async () => {
      await upload(buyer, 'avatars', `${buyer.id}/avatar.png`);
      await expect(upload(buyer, 'avatars', `${seller.id}/avatar.png`)).rejects.toMatchObject({ code: '42501' });
    });

    it('keeps verification documents to their owner and trusted users', async () => {
      await upload(buyer, 'verification-documents', 'documents/id-buyer.pdf');
      const sql = `select 1 from storage.objects where bucket_id = 'verification-documents' and name = 'documents/id-buyer.pdf'`;
      expect(await db.asQuery(buyer, sql)).toHaveLength(1);
      expect(await db.asQuery(staff, sql)).toHaveLength(1);
      expect(await db.asQuery(stranger, sql)).toEqual([]);
      expect(await db.asQuery('anon', sql)).toEqual([]);
    });

    it('configures the buckets as the spec limits them', async () => {
      const rows = await db.query<{
        id: string;
        public: boolean;
        file_size_limit: number | string;
        allowed_mime_types: string[];
      }>('select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id');
      const products = rows.find((b) => b.id === 'products');
      expect(products).toMatchObject({ public: true, allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'] });
      expect(Number(products?.file_size_limit)).toBe(5 * 1024 * 1024);
      expect(rows.find((b) => b.id === 'verification-documents')?.public).toBe(false);
      expect(rows.find((b) => b.id === 'avatars')?.public).toBe(true);
    });
  });
});
