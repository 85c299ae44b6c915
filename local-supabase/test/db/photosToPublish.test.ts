/**
 * A piece goes on sale with 1 to 6 photos (spec §5 / §9; database audit 2026-12-01, item 8): the staff do not
 * publish a piece without photos, and its seller does not remove the last photo of a listed piece. On PGlite and
 * (with DATABASE_URL) on PostgreSQL 15.
 */
import { createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

describe.each(drivers())('photos to publish on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let staff: User;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db);
    staff = await createUser(db, { level: 'trusted' });
  });

  afterAll(async () => {
    await db?.close();
  });

  const addPhoto = async (product: string, file: string, order = 0) => {
    const url = await uploadProductPhoto(db, seller, file);
    await db.asQuery(seller, `insert into public.product_images (product_id, image_url, "order") values ($1, $2, $3)`, [
      product,
      url,
      order,
    ]);
  };
  const publish = (product: string) =>
    db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [product]);

  it('el equipo no publica una pieza sin fotos (VT555); con una foto, sí', async () => {
    const product = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
    await expect(publish(product)).rejects.toMatchObject({
      code: 'VT555',
      message: 'Esta pieza no tiene fotos: necesita al menos una para publicarse',
    });
    await addPhoto(product, 'publicar.jpg');
    await publish(product);
    expect(await db.query('select status from public.products where id = $1', [product])).toEqual([
      { status: 'published' },
    ]);
  });

  it('el vendedor no quita la última foto de una pieza a la venta (VT235), pero sí una de varias', async () => {
    const product = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
    await addPhoto(product, 'una.jpg', 0);
    await addPhoto(product, 'dos.jpg', 1);
    await publish(product);
    await db.asQuery(seller, `delete from public.product_images where product_id = $1 and "order" = 1`, [product]);
    await expect(
      db.asQuery(seller, 'delete from public.product_images where product_id = $1', [product]),
    ).rejects.toMatchObject({ code: 'VT235', message: 'Una pieza lleva de 1 a 6 fotos' });
    expect(
      await db.query('select count(*)::int as n from public.product_images where product_id = $1', [product]),
    ).toEqual([{ n: 1 }]);
    // the edit page replaces every photo in one transaction
    const url = await uploadProductPhoto(db, seller, 'nueva.jpg');
    const [fields] = await db.query<{ f: Record<string, unknown> }>(
      `select jsonb_build_object('title', title, 'price', price, 'description', description, 'condition', condition,
         'category', category, 'stock', stock) as f from public.products where id = $1`,
      [product],
    );
    await db.asQuery(seller, 'select public.update_listing($1, $2::jsonb, $3::text[])', [
      product,
      JSON.stringify(fields.f),
      [url],
    ]);
  });
});
