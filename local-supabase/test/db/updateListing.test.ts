/**
 * rpc/update_listing (the dashboard's edit page): the owner saves fields and photos in one transaction;
 * every refusal leaves the piece as it was. Tried by the owner, another member and a visitor, on PGlite and (with
 * DATABASE_URL) on PostgreSQL 15.
 */
import { SIGNED_JERSEY } from '../../../shared/test/productFixtures';
import { createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

const FIELDS = {
  title: 'Jersey editado de colección',
  price: 1500,
  description: 'Jersey oficial firmado, con certificado y en excelente estado.',
  ...SIGNED_JERSEY,
  certifier: null,
  certificate_number: null,
  stock: 1,
};
const photo = (owner: User, name: string) =>
  `http://127.0.0.1:54321/storage/v1/object/public/products/${owner.id}/${name}.jpg`;

describe.each(drivers())('update_listing on $name', (driver) => {
  let db: TestDatabase;
  let owner: User;
  let unverified: User;
  let other: User;

  beforeAll(async () => {
    db = await driver.open();
    owner = await createUser(db, { identityVerified: true, level: 'verified' });
    unverified = await createUser(db);
    other = await createUser(db);
    // the photos these tests name, uploaded by each member to their own folder (only one's own)
    for (const user of [owner, unverified, other]) {
      for (const name of ['a', 'b', 'c', 'x', 'z', ...Array.from({ length: 7 }, (_, index) => `p${index}`)]) {
        await uploadProductPhoto(db, user, `${name}.jpg`);
      }
    }
  });
  afterAll(async () => {
    await db?.close();
  });

  const save = (who: User | 'anon', productId: string, changes: Record<string, unknown>, urls: string[]) =>
    db.asQuery(who, 'select public.update_listing($1, $2::jsonb, $3::text[])', [
      productId,
      JSON.stringify(changes),
      urls,
    ]);
  const pieceWithPhotos = async (seller: User, price = 1000, status = 'published') => {
    const id = await createProduct(db, seller.id, { price, status });
    await db.query(
      `insert into public.product_images (product_id, image_url, "order") values ($1, $2, 0), ($1, $3, 1)`,
      [id, photo(seller, 'a'), photo(seller, 'b')],
    );
    return id;
  };
  const stateOf = async (id: string) => {
    const [product] = await db.query<{ title: string; price: string }>(
      'select title, price from public.products where id = $1',
      [id],
    );
    const images = await db.query<{ image_url: string }>(
      'select image_url from public.product_images where product_id = $1 order by "order"',
      [id],
    );
    return {
      title: product.title,
      price: Number(product.price),
      photos: images.map((image) => image.image_url.split('/').pop()),
    };
  };

  it('guarda los campos y las fotos en el orden dado, la primera como principal', async () => {
    const id = await pieceWithPhotos(owner);
    await save(owner, id, FIELDS, [photo(owner, 'c'), photo(owner, 'a')]);
    expect(await stateOf(id)).toEqual({ title: FIELDS.title, price: 1500, photos: ['c.jpg', 'a.jpg'] });
    const [row] = await db.query<{ category: string; subcategory: string; rarity: string }>(
      'select category, subcategory, rarity from public.products where id = $1',
      [id],
    );
    expect(row).toEqual({ category: 'jerseys', subcategory: 'signed', rarity: 'rare' });
  });

  it('un cambio de precio de una pieza publicada queda en el historial de precios', async () => {
    const id = await pieceWithPhotos(owner, 1000);
    const before = await db.query('select 1 from public.price_history where product_id = $1', [id]);
    await save(owner, id, { ...FIELDS, price: 900 }, [photo(owner, 'a')]);
    const after = await db.query<{ price: string }>(
      'select price from public.price_history where product_id = $1 order by recorded_at',
      [id],
    );
    expect(after.length).toBe(before.length + 1);
    expect(Number(after[after.length - 1].price)).toBe(900);
  });

  it('rechaza una pieza sin fotos o con más de 6 y no cambia nada', async () => {
    const id = await pieceWithPhotos(owner);
    const seven = Array.from({ length: 7 }, (_, index) => photo(owner, `p${index}`));
    await expect(save(owner, id, FIELDS, [])).rejects.toMatchObject({ code: 'VT235' });
    await expect(save(owner, id, FIELDS, seven)).rejects.toMatchObject({ code: 'VT235' });
    expect(await stateOf(id)).toEqual({ title: 'Tarjeta de prueba', price: 1000, photos: ['a.jpg', 'b.jpg'] });
  });

  it('si un campo no pasa, las fotos tampoco cambian (una sola transacción)', async () => {
    const id = await pieceWithPhotos(owner);
    await expect(save(owner, id, { ...FIELDS, price: 2_000_000 }, [photo(owner, 'z')])).rejects.toMatchObject({
      code: '23514',
    });
    expect(await stateOf(id)).toEqual({ title: 'Tarjeta de prueba', price: 1000, photos: ['a.jpg', 'b.jpg'] });
  });

  it('pide verificación de identidad desde 5,000 MXN (VT002) sin cambiar nada', async () => {
    const id = await pieceWithPhotos(unverified);
    await expect(save(unverified, id, { ...FIELDS, price: 6000 }, [photo(unverified, 'z')])).rejects.toMatchObject({
      code: 'VT002',
    });
    expect(await stateOf(id)).toEqual({ title: 'Tarjeta de prueba', price: 1000, photos: ['a.jpg', 'b.jpg'] });
  });

  it('otro miembro no puede editar la pieza ni sus fotos; un visitante no puede llamar la función', async () => {
    const id = await pieceWithPhotos(owner);
    await expect(save(other, id, FIELDS, [photo(other, 'x')])).rejects.toMatchObject({ code: 'VT439' });
    await expect(save('anon', id, FIELDS, [photo(other, 'x')])).rejects.toMatchObject({ code: '42501' });
    expect(await stateOf(id)).toEqual({ title: 'Tarjeta de prueba', price: 1000, photos: ['a.jpg', 'b.jpg'] });
  });

  it('una pieza vendida no se edita', async () => {
    const id = await pieceWithPhotos(owner, 1000, 'sold');
    await expect(save(owner, id, FIELDS, [photo(owner, 'x')])).rejects.toMatchObject({ code: 'VT439' });
    expect(await stateOf(id)).toEqual({ title: 'Tarjeta de prueba', price: 1000, photos: ['a.jpg', 'b.jpg'] });
  });
});
