/**
 * The bootstrap and the demo seed: what a fresh local backend starts with.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { PGlite } from '@electric-sql/pglite';
import { applySchema, pgliteExtensions } from '../../src/db/bootstrap';
import { API_URL, drivers, SQL_DIR, SUPABASE_DIR, type TestDatabase } from './testDatabase';

jest.setTimeout(180_000);

describe.each(drivers())('seed on $name', (driver) => {
  let db: TestDatabase;

  beforeAll(async () => {
    // from scratch: the first test checks what the migration runner applied on an empty database
    db = await driver.open({ seed: true, fromScratch: true });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('applies every migration and the seed once', async () => {
    expect(db.schema.seeded).toBe(true);
    expect(db.schema.applied.length).toBeGreaterThanOrEqual(6);
    const recorded = await db.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded.map((r) => `${r.version}_${r.name}.sql`)).toEqual(db.schema.applied);
  });

  it('publishes at least 60 pieces over the four categories and all their sub-categories', async () => {
    const rows = await db.asQuery<{ category: string; subcategory: string }>(
      'anon',
      'select category, subcategory from public.products',
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const byCategory = new Map<string, Set<string>>();
    for (const r of rows) byCategory.set(r.category, (byCategory.get(r.category) ?? new Set()).add(r.subcategory));
    expect([...byCategory.keys()].sort()).toEqual(['cards', 'equipment', 'jerseys', 'memorabilia']);
    for (const subs of byCategory.values()) expect(subs.size).toBe(8);
  });

  it('covers every rarity, condition, PSA grade and signer, and prices from 150 to 250,000 MXN', async () => {
    const [row] = await db.asQuery<{
      rarities: string[];
      conditions: string[];
      grades: string[];
      signed: string[];
      min: number;
      max: number;
    }>(
      'anon',
      `select array_agg(distinct rarity order by rarity) as rarities, array_agg(distinct condition order by condition) as conditions,
              array_agg(distinct psa_grade order by psa_grade) filter (where psa_grade is not null) as grades,
              array_agg(distinct signed_by order by signed_by) filter (where signed_by is not null) as signed,
              min(price)::float8 as min, max(price)::float8 as max
       from public.products`,
    );
    expect(row.rarities).toEqual(['common', 'legendary', 'rare', 'ultra_rare', 'uncommon']);
    expect(row.conditions).toEqual(['excellent', 'fair', 'good', 'new', 'poor']);
    expect(row.grades).toEqual(['psa_10', 'psa_6', 'psa_7', 'psa_8', 'psa_9']);
    expect(row.signed).toEqual(['coach', 'legend', 'player', 'team']);
    expect(row.min).toBeGreaterThanOrEqual(150);
    expect(row.max).toBeLessThanOrEqual(250000);
    expect(row.max).toBeGreaterThan(100000);
  });

  it('gives every piece 1 to 4 images, served from the products bucket of the API URL', async () => {
    const rows = await db.query<{ n: number; urls: string[] }>(
      `select count(i.id)::int as n, array_agg(i.image_url order by i."order") as urls
       from public.products p left join public.product_images i on i.product_id = p.id group by p.id`,
    );
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(1);
      expect(r.n).toBeLessThanOrEqual(4);
      for (const url of r.urls) {
        expect(url.startsWith(`${API_URL}/storage/v1/object/public/products/seed/`)).toBe(true);
        const file = path.join(SUPABASE_DIR, 'seed/images', url.split('/seed/')[1]);
        expect(readFileSync(file, 'utf8')).toMatch(/^<svg /);
      }
    }
    const [{ objects }] = await db.query<{ objects: number }>(
      `select count(*)::int as objects from storage.objects
        where bucket_id = 'products' and name like 'seed/%' and name not like 'seed/previews/%'`,
    );
    expect(objects).toBe(rows.reduce((sum, r) => sum + r.n, 0));
    // and each piece's main art as a JPEG for link previews, which do not show SVG
    const previews = await db.query<{ name: string; mimetype: string }>(
      `select name, metadata->>'mimetype' as mimetype from storage.objects
        where bucket_id = 'products' and name like 'seed/previews/%'`,
    );
    expect(previews).toHaveLength(rows.length);
    for (const { name, mimetype } of previews) {
      expect(mimetype).toBe('image/jpeg');
      const jpeg = readFileSync(path.join(SUPABASE_DIR, 'seed/images', name.replace(/^seed\//, '')));
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    // seed art never changes under its name: storage serves it with a year's Cache-Control
    const lifetimes = await db.query<{ cache: string }>(
      `select distinct metadata->>'cacheControl' as cache from storage.objects where bucket_id = 'products' and name like 'seed/%'`,
    );
    expect(lifetimes).toEqual([{ cache: 'max-age=31536000' }]);
  });

  it("keeps every seeded photo valid under the own-photos rule (issue #20): its seller's edit may keep it", async () => {
    const [{ invalid }] = await db.query<{ invalid: number }>(
      `select count(*)::int as invalid from public.product_images i join public.products p on p.id = i.product_id
        where not public.is_product_photo_of(p.seller_id, i.image_url)`,
    );
    expect(invalid).toBe(0);
  });

  it("gives each seeded verification request documents that exist: the requester's PDFs in the private bucket", async () => {
    const requests = await db.query<{ user_id: string; urls: string[] }>(
      `select user_id, array(select jsonb_array_elements_text(documents -> 'urls')) as urls
         from public.verification_requests`,
    );
    expect(requests.length).toBeGreaterThanOrEqual(2);
    for (const request of requests) {
      expect(request.urls.length).toBeGreaterThanOrEqual(1);
      for (const name of request.urls) {
        const objects = await db.query<{ owner_id: string; mimetype: string }>(
          `select owner_id, metadata ->> 'mimetype' as mimetype from storage.objects
            where bucket_id = 'verification-documents' and name = $1`,
          [name],
        );
        expect(objects).toEqual([{ owner_id: request.user_id, mimetype: 'application/pdf' }]);
        const file = path.join(SUPABASE_DIR, 'seed/documents', name.replace(/^seed\//, ''));
        expect(readFileSync(file, 'latin1')).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
      }
    }
  });

  it('queues pending listings for staff review, visible to staff only', async () => {
    const [staff] = await db.query<{ id: string }>(`select id from auth.users where email = 'staff@vitrina.mx'`);
    const [buyer] = await db.query<{ id: string }>(`select id from auth.users where email = 'comprador@vitrina.mx'`);
    const forStaff = await db.asQuery(staff, `select id from public.products where status = 'pending'`);
    expect(forStaff.length).toBeGreaterThanOrEqual(3);
    expect(await db.asQuery(buyer, `select id from public.products where status = 'pending'`)).toEqual([]);
    const queue = await db.asQuery(staff, `select id from public.verification_requests where status = 'pending'`);
    expect(queue.length).toBeGreaterThanOrEqual(1);
  });

  it('creates the demo accounts with their documented passwords and levels', async () => {
    const rows = await db.query<{
      email: string;
      encrypted_password: string;
      verification_level: string;
      identity_verified: boolean;
      phone_number: string | null;
      onboarding_completed: boolean;
    }>(
      `select u.email, u.encrypted_password, p.verification_level, p.identity_verified, p.phone_number, p.onboarding_completed
       from auth.users u join public.profiles p on p.id = u.id where u.email_confirmed_at is not null order by u.email`,
    );
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    const expectations: [string, string, string][] = [
      ['comprador@vitrina.mx', 'Comprador123!', 'basic'],
      ['vendedor@vitrina.mx', 'Vendedor123!', 'verified'],
      ['staff@vitrina.mx', 'Staff123!', 'trusted'],
    ];
    for (const [email, password, level] of expectations) {
      const row = byEmail.get(email);
      expect(row).toBeDefined();
      expect(row?.encrypted_password.startsWith('$2a$10$')).toBe(true);
      expect(bcrypt.compareSync(password, row?.encrypted_password ?? '')).toBe(true);
      expect(row?.verification_level).toBe(level);
      expect(row?.phone_number).toMatch(/^\+\d{10,14}$/);
      expect(row?.onboarding_completed).toBe(true);
    }
    expect(byEmail.get('vendedor@vitrina.mx')?.identity_verified).toBe(true);
    const levels = new Set(rows.map((r) => r.verification_level));
    expect([...levels].sort()).toEqual(['basic', 'trusted', 'unverified', 'verified', 'vip']);
  });

  it('gives the sellers numbers computed from seeded reviews and delivered orders, not typed ones (issue #23)', async () => {
    // read as the owner: orders are private to their parties
    const rows = await db.query<{
      username: string;
      rating: string;
      review_count: number;
      sales_count: number;
      average: string | null;
      reviews: number;
      delivered: number;
    }>(
      `select p.username, p.rating::text as rating, p.review_count, p.sales_count,
              (select round(avg(v.rating)::numeric, 2)::text from public.seller_reviews v where v.seller_id = p.id) as average,
              (select count(*)::int from public.seller_reviews v where v.seller_id = p.id) as reviews,
              (select coalesce(sum(i.quantity), 0)::int from public.order_items i join public.orders o on o.id = i.order_id
                where i.seller_id = p.id and o.status = 'delivered') as delivered
       from public.public_profiles p order by p.username`,
    );
    for (const row of rows) {
      expect(row.rating).toBe(row.average ?? '0.00');
      expect(row.review_count).toBe(row.reviews);
      expect(row.sales_count).toBe(row.delivered);
    }
    const vip = rows.find((r) => r.username === 'leyendas_vip');
    expect(vip).toMatchObject({ rating: '4.67', review_count: 3, sales_count: 4 });
    // a member who never sold has no rating to show ("Sin reseñas aún"), not a typed one
    expect(rows.find((r) => r.username === 'comprador')).toMatchObject({
      rating: '0.00',
      review_count: 0,
      sales_count: 0,
    });
    const [{ delivered_without_review }] = await db.query<{ delivered_without_review: number }>(
      `select count(*)::int as delivered_without_review from public.orders o
       where o.status = 'delivered' and not exists (select 1 from public.seller_reviews v where v.order_id = o.id)`,
    );
    expect(delivered_without_review).toBeGreaterThanOrEqual(1);
  });

  it("gives every seeded order the amounts create_order would write: its items' sum, shipping and total", async () => {
    const rows = await db.query<{
      id: string;
      subtotal: string;
      shipping_total: string;
      discount: string;
      total: string;
      items: string;
      items_shipping: string;
    }>(
      `select o.id, o.subtotal::text, o.shipping_total::text, o.discount::text, o.total::text,
              sum(i.price * i.quantity)::numeric(12, 2)::text as items, sum(i.shipping)::numeric(12, 2)::text as items_shipping
       from public.orders o join public.order_items i on i.order_id = o.id
       group by o.id order by o.id`,
    );
    // the past sales and the paid auction
    expect(rows.length).toBeGreaterThanOrEqual(10);
    const cents = (value: string) => Math.round(Number(value) * 100);
    for (const row of rows) {
      expect({ id: row.id, subtotal: row.subtotal, shipping: row.shipping_total }).toEqual({
        id: row.id,
        subtotal: row.items,
        shipping: row.items_shipping,
      });
      expect(Number(row.subtotal)).toBeGreaterThan(0);
      expect({ id: row.id, total: cents(row.subtotal) + cents(row.shipping_total) - cents(row.discount) }).toEqual({
        id: row.id,
        total: cents(row.total),
      });
    }
  });

  it('gives published pieces a price history of several points over past months', async () => {
    const rows = await db.query<{ points: number; span_days: number }>(
      `select count(*)::int as points, extract(day from max(recorded_at) - min(recorded_at))::int as span_days
       from public.price_history h join public.products p on p.id = h.product_id
       where p.status = 'published' group by p.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const r of rows) expect(r.points).toBeGreaterThanOrEqual(3);
    expect(Math.max(...rows.map((r) => r.span_days))).toBeGreaterThan(60);
  });

  it('leaves the demo buyer with favourites, offers, messages and notifications of every kind', async () => {
    const [buyer] = await db.query<{ id: string }>(`select id from auth.users where email = 'comprador@vitrina.mx'`);
    const [seller] = await db.query<{ id: string }>(`select id from auth.users where email = 'vendedor@vitrina.mx'`);
    expect((await db.asQuery(buyer, 'select 1 from public.favorites')).length).toBeGreaterThanOrEqual(3);
    expect((await db.asQuery(buyer, 'select 1 from public.offers')).length).toBeGreaterThanOrEqual(3);
    expect((await db.asQuery(buyer, 'select 1 from public.messages')).length).toBeGreaterThanOrEqual(4);
    const types = await db.asQuery<{ type: string }>(
      buyer,
      'select distinct type from public.notifications order by type',
    );
    expect(types.map((t) => t.type)).toEqual(['PRICE_ALERT', 'auction', 'message', 'offer_response', 'system']);
    const sellerTypes = await db.asQuery<{ type: string }>(
      seller,
      'select distinct type from public.notifications order by type',
    );
    expect(sellerTypes.map((t) => t.type)).toEqual(expect.arrayContaining(['message', 'offer']));
  });
});

describe('applySchema', () => {
  const exec = (db: PGlite) => async (sql: string) => void (await db.exec(sql));

  it('applies nothing twice: a second start finds every migration and the seed recorded', async () => {
    const db = new PGlite({ extensions: pgliteExtensions() });
    try {
      const opts = { supabaseDir: SUPABASE_DIR, sqlDir: SQL_DIR, apiUrl: API_URL, seed: true, exec: exec(db) };
      const first = await applySchema(db, opts);
      expect(first.seeded).toBe(true);
      const second = await applySchema(db, opts);
      expect(second).toEqual({ applied: [], seeded: false });
      const [{ n }] = (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows;
      expect(n).toBe(7);
    } finally {
      await db.close();
    }
  });

  it('rolls a failing migration back entirely, bookkeeping included', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, cpSync } = await import('node:fs');
    const os = await import('node:os');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrina-migrations-'));
    mkdirSync(path.join(dir, 'migrations'));
    cpSync(path.join(SUPABASE_DIR, 'migrations'), path.join(dir, 'migrations'), { recursive: true });
    writeFileSync(
      path.join(dir, 'migrations', '29990101000000_broken.sql'),
      'create table public.half_done (id int);\nselect * from public.does_not_exist;\n',
    );
    const db = new PGlite({ extensions: pgliteExtensions() });
    try {
      await expect(
        applySchema(db, { supabaseDir: dir, sqlDir: SQL_DIR, apiUrl: API_URL, seed: false, exec: exec(db) }),
      ).rejects.toMatchObject({ code: '42P01', message: expect.stringContaining('29990101000000_broken.sql') });
      const half = await db.query(`select to_regclass('public.half_done') as t`);
      expect(half.rows).toEqual([{ t: null }]);
      const versions = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
      expect(versions.rows.map((r) => r.version)).not.toContain('29990101000000');
      // the migrations before it stay applied
      expect(versions.rows.length).toBeGreaterThanOrEqual(6);
    } finally {
      await db.close();
    }
  });
});
