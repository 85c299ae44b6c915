/**
 * What the product page relies on: sold pieces stay readable (migration 20250601002200), deleted and unreviewed
 * ones do not; one view per load through increment_product_views; only the owner deletes, by status.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

describe.each(drivers())('product detail on $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };
  let buyer: { id: string; email: string };
  let sold: string;
  let pending: string;
  let deleted: string;
  let published: string;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    buyer = await createUser(db);
    sold = await createProduct(db, seller.id, { title: 'Jersey vendido', status: 'sold' });
    pending = await createProduct(db, seller.id, { title: 'Jersey en revisión', status: 'pending' });
    deleted = await createProduct(db, seller.id, { title: 'Jersey eliminado', status: 'deleted' });
    published = await createProduct(db, seller.id, { title: 'Jersey publicado' });
    await db.query(
      `insert into public.product_images (product_id, image_url, "order")
       select id, 'https://x/' || id || '.png', 0 from public.products where id = any($1::uuid[])`,
      [[sold, pending, deleted, published]],
    );
  });

  afterAll(async () => {
    await db?.close();
  });

  it('a visitor and another user read a sold piece with its images and price history', async () => {
    for (const who of ['anon', buyer] as const) {
      const rows = await db.asQuery<{ id: string; status: string }>(
        who,
        'select id, status from public.products where id = $1',
        [sold],
      );
      expect(rows).toEqual([{ id: sold, status: 'sold' }]);
      const images = await db.asQuery(who, 'select 1 from public.product_images where product_id = $1', [sold]);
      expect(images).toHaveLength(1);
      const history = await db.asQuery(who, 'select price from public.price_history where product_id = $1', [sold]);
      expect(history).toHaveLength(1);
    }
  });

  it('pending and deleted pieces stay hidden from visitors and other users, with their images', async () => {
    for (const who of ['anon', buyer] as const) {
      const rows = await db.asQuery(who, 'select id from public.products where id = any($1::uuid[])', [
        [pending, deleted],
      ]);
      expect(rows).toEqual([]);
      const images = await db.asQuery(who, 'select 1 from public.product_images where product_id = any($1::uuid[])', [
        [pending, deleted],
      ]);
      expect(images).toEqual([]);
    }
  });

  it('nobody can offer on a sold piece, though it is visible', async () => {
    await expect(
      db.asQuery(buyer, `insert into public.offers (product_id, seller_id, amount) values ($1, $2, 500)`, [
        sold,
        seller.id,
      ]),
    ).rejects.toThrow(/Este tesoro ya no está disponible|row-level security/);
  });

  it('the listing function still returns published pieces only', async () => {
    const [{ list }] = await db.asQuery<{ list: { data: { id: string }[] } }>(
      'anon',
      `select public.list_products('newest', 1, 100, '{}'::jsonb) as list`,
    );
    const ids = list.data.map((p) => p.id);
    expect(ids).toContain(published);
    expect(ids).not.toContain(sold);
  });

  it('a visitor adds one view per call to a published piece, none to a pending or sold one', async () => {
    const views = async (id: string) =>
      (await db.query<{ views: number }>('select views from public.products where id = $1', [id]))[0].views;
    const before = await views(published);
    await db.asQuery('anon', 'select public.increment_product_views($1)', [published]);
    expect(await views(published)).toBe(before + 1);
    await db.asQuery('anon', 'select public.increment_product_views($1)', [pending]);
    await db.asQuery('anon', 'select public.increment_product_views($1)', [sold]);
    expect(await views(pending)).toBe(0);
    expect(await views(sold)).toBe(0);
    await expect(
      db.asQuery('anon', 'update public.products set views = 999 where id = $1 returning id', [published]),
    ).resolves.toEqual([]);
  });

  it("only the owner deletes, by status 'deleted'; then nobody else sees the piece", async () => {
    const target = await createProduct(db, seller.id, { title: 'Jersey por eliminar' });
    const byOther = await db.asQuery(
      buyer,
      `update public.products set status = 'deleted' where id = $1 returning id`,
      [target],
    );
    expect(byOther).toEqual([]);
    await expect(
      db.asQuery(buyer, 'delete from public.products where id = $1 returning id', [target]),
    ).resolves.toEqual([]);
    const byOwner = await db.asQuery<{ status: string }>(
      seller,
      `update public.products set status = 'deleted' where id = $1 returning status`,
      [target],
    );
    expect(byOwner).toEqual([{ status: 'deleted' }]);
    expect(await db.asQuery('anon', 'select 1 from public.products where id = $1', [target])).toEqual([]);
    await expect(
      db.asQuery(seller, `update public.products set status = 'published' where id = $1`, [target]),
    ).rejects.toThrow('Solo el equipo de revisión puede publicar o rechazar productos');
  });
});
