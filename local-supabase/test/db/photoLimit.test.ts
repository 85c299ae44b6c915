/**
 * At most 6 photos per piece on every path (database audit 2026-12-01, item 6): moving photos from other pieces
 * is counted, and two writers at once take turns. On PGlite and (with DATABASE_URL) on PostgreSQL 15, where the
 * race runs on two connections.
 */
import { createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

describe.each(drivers())('photo limit on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let url: string;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db);
    url = await uploadProductPhoto(db, seller, 'foto.png');
  });

  afterAll(async () => {
    await db?.close();
  });

  const pieceWith = async (photos: number) => {
    const id = await createProduct(db, seller.id);
    for (let i = 0; i < photos; i++) {
      await db.asQuery(
        seller,
        `insert into public.product_images (product_id, image_url, "order") values ($1, $2, $3)`,
        [id, url, i],
      );
    }
    return id;
  };
  const count = async (id: string) =>
    (
      await db.query<{ n: number }>('select count(*)::int as n from public.product_images where product_id = $1', [id])
    )[0].n;

  it('no pasa de 6 fotos moviendo fotos de otras piezas (VT306)', async () => {
    const full = await pieceWith(5);
    const other = await pieceWith(2);
    await expect(
      db.asQuery(seller, 'update public.product_images set product_id = $1 where product_id = $2', [full, other]),
    ).rejects.toMatchObject({ code: 'VT306', message: 'Máximo 6 imágenes permitidas' });
    expect([await count(full), await count(other)]).toEqual([5, 2]);
    // moving one photo to a piece with room is fine
    await db.asQuery(
      seller,
      'update public.product_images set product_id = $1 where id = (select id from public.product_images where product_id = $2 limit 1)',
      [full, other],
    );
    expect([await count(full), await count(other)]).toEqual([6, 1]);
  });

  it('dos fotos a la vez en una pieza con 5: entra una sola', async () => {
    const id = await pieceWith(5);
    const insert = (delayAfter: number) =>
      db.as(seller, async (q) => {
        await q.query(`insert into public.product_images (product_id, image_url, "order") values ($1, $2, 5)`, [
          id,
          url,
        ]);
        if (delayAfter) await q.query('select pg_sleep($1)', [delayAfter]);
      });
    const first = insert(driver.name === 'postgres' ? 0.5 : 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const results = await Promise.allSettled([first, insert(0)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'VT306' } });
    expect(await count(id)).toBe(6);
  });
});
