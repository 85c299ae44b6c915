/**
 * Thumbnails of product photos: product_images.thumb_url is nullable, as long as a full URL at most,
 * and must be an object the piece's own seller uploaded, whatever the path (REST insert or update,
 * rpc/update_listing); a thumbnail a piece still shows is kept in storage; rpc/list_products returns it. On PGlite
 * and (with DATABASE_URL) on PostgreSQL 15.
 */
import { NO_PIECE_DETAILS } from '../../../shared/test/productFixtures';
import { API_URL, createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

const REFUSED = { code: 'VT422', message: 'Solo puedes usar en tus piezas fotos que tú subiste' };
const FIELDS = {
  title: 'Tarjeta editada de colección',
  price: 1500,
  description: 'Tarjeta oficial firmada, con certificado y en excelente estado.',
  condition: 'excellent',
  category: 'cards',
  ...NO_PIECE_DETAILS,
  stock: 1,
};

describe.each(drivers())('miniaturas de las fotos en $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let other: User;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    other = await createUser(db, { identityVerified: true, level: 'verified' });
  });
  afterAll(async () => {
    await db?.close();
  });

  const addImage = (who: User, productId: string, url: string, thumb: string | null, order = 0) =>
    db.asQuery(
      who,
      `insert into public.product_images (product_id, image_url, thumb_url, "order") values ($1, $2, $3, $4)
       returning id`,
      [productId, url, thumb, order],
    );
  const imagesOf = (productId: string) =>
    db.query<{ image_url: string; thumb_url: string | null }>(
      'select image_url, thumb_url from public.product_images where product_id = $1 order by "order"',
      [productId],
    );
  const save = (who: User, productId: string, urls: string[], thumbs?: (string | null)[]) =>
    thumbs === undefined
      ? db.asQuery(who, 'select public.update_listing($1, $2::jsonb, $3::text[])', [
          productId,
          JSON.stringify(FIELDS),
          urls,
        ])
      : db.asQuery(who, 'select public.update_listing($1, $2::jsonb, $3::text[], $4::text[])', [
          productId,
          JSON.stringify(FIELDS),
          urls,
          thumbs,
        ]);
  const removeAs = (who: User, names: string[]) =>
    db.asQuery<{ name: string }>(
      who,
      `delete from storage.objects where bucket_id = 'products' and name = any($1::text[]) returning name`,
      [names],
    );

  it('la columna es opcional: una foto sin miniatura (catálogo de ejemplo, filas de antes) se guarda', async () => {
    const piece = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
    const full = await uploadProductPhoto(db, seller, 'sin-mini.jpg');
    expect(await addImage(seller, piece, full, null)).toHaveLength(1);
    expect(await imagesOf(piece)).toEqual([{ image_url: full, thumb_url: null }]);
  });

  it('guarda la miniatura propia junto a la foto', async () => {
    const piece = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
    const full = await uploadProductPhoto(db, seller, 'tarjeta.jpg');
    const thumb = await uploadProductPhoto(db, seller, 'tarjeta-mini.webp');
    await addImage(seller, piece, full, thumb);
    expect(await imagesOf(piece)).toEqual([{ image_url: full, thumb_url: thumb }]);
  });

  it('no acepta como miniatura el objeto de otro miembro, ni una dirección ajena, al insertar ni al cambiarla', async () => {
    const piece = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
    const full = await uploadProductPhoto(db, seller, 'propia.jpg');
    const foreign = await uploadProductPhoto(db, other, 'ajena-mini.webp');
    await expect(addImage(seller, piece, full, foreign)).rejects.toMatchObject(REFUSED);
    await expect(addImage(seller, piece, full, 'https://otro-sitio.example/mini.webp')).rejects.toMatchObject(REFUSED);
    await expect(
      addImage(seller, piece, full, `${API_URL}/storage/v1/object/public/products/${seller.id}/no-existe.webp`),
    ).rejects.toMatchObject(REFUSED);
    expect(await imagesOf(piece)).toEqual([]);

    await addImage(seller, piece, full, null);
    await expect(
      db.asQuery(seller, 'update public.product_images set thumb_url = $2 where product_id = $1', [piece, foreign]),
    ).rejects.toMatchObject(REFUSED);
    expect(await imagesOf(piece)).toEqual([{ image_url: full, thumb_url: null }]);
  });

  it('limita su largo como el de la foto', async () => {
    const piece = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
    const full = await uploadProductPhoto(db, seller, 'largo.jpg');
    await expect(
      db.query(`insert into public.product_images (product_id, image_url, thumb_url) values ($1, $2, $3)`, [
        piece,
        full,
        `${API_URL}/${'x'.repeat(2050)}`,
      ]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('otro miembro no cambia la miniatura de una pieza ajena (RLS)', async () => {
    const piece = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
    const full = await uploadProductPhoto(db, seller, 'rls.jpg');
    const thumb = await uploadProductPhoto(db, seller, 'rls-mini.webp');
    const own = await uploadProductPhoto(db, other, 'rls-otra.webp');
    await db.query(`insert into public.product_images (product_id, image_url, thumb_url) values ($1, $2, $3)`, [
      piece,
      full,
      thumb,
    ]);
    expect(
      await db.asQuery(other, 'update public.product_images set thumb_url = $2 where product_id = $1 returning id', [
        piece,
        own,
      ]),
    ).toEqual([]);
    expect(await imagesOf(piece)).toEqual([{ image_url: full, thumb_url: thumb }]);
  });

  describe('rpc/update_listing', () => {
    it('guarda las miniaturas nuevas y conserva las de las fotos que se quedan', async () => {
      const piece = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
      const first = await uploadProductPhoto(db, seller, 'e1.jpg');
      const firstThumb = await uploadProductPhoto(db, seller, 'e1-mini.webp');
      const second = await uploadProductPhoto(db, seller, 'e2.jpg');
      const secondThumb = await uploadProductPhoto(db, seller, 'e2-mini.webp');
      await addImage(seller, piece, first, firstThumb);

      // the new photo comes first with its thumbnail; the kept one is sent by its URL alone
      await save(seller, piece, [second, first], [secondThumb, null]);
      expect(await imagesOf(piece)).toEqual([
        { image_url: second, thumb_url: secondThumb },
        { image_url: first, thumb_url: firstThumb },
      ]);

      // a client of the 3-argument form keeps them too
      await save(seller, piece, [first, second]);
      expect(await imagesOf(piece)).toEqual([
        { image_url: first, thumb_url: firstThumb },
        { image_url: second, thumb_url: secondThumb },
      ]);
    });

    it('rechaza la miniatura de otro miembro y la edición entera no cambia nada', async () => {
      const piece = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
      const full = await uploadProductPhoto(db, seller, 'e3.jpg');
      await addImage(seller, piece, full, null);
      const foreign = await uploadProductPhoto(db, other, 'e3-ajena.webp');
      await expect(save(seller, piece, [full], [foreign])).rejects.toMatchObject(REFUSED);
      expect(await imagesOf(piece)).toEqual([{ image_url: full, thumb_url: null }]);
      await expect(save(seller, piece, [full], [null, null])).rejects.toMatchObject({
        message: 'Hay más miniaturas que fotos',
      });
    });
  });

  it('una miniatura que una pieza del vendedor muestra no se borra del almacenamiento; sin piezas, sí', async () => {
    const piece = await createProduct(db, seller.id, { status: 'pending', photos: 0 });
    const full = await uploadProductPhoto(db, seller, 'borrar.jpg');
    const thumb = await uploadProductPhoto(db, seller, 'borrar-mini.webp');
    const other_ = await uploadProductPhoto(db, seller, 'otra.jpg');
    await addImage(seller, piece, full, thumb);
    const name = `${seller.id}/borrar-mini.webp`;
    expect(await removeAs(seller, [name])).toEqual([]);
    await save(seller, piece, [other_], [null]);
    expect(await removeAs(seller, [name])).toEqual([{ name }]);
  });

  it('rpc/list_products devuelve la miniatura de cada foto (null si no tiene)', async () => {
    const piece = await createProduct(db, seller.id, { title: 'Miniatura listada zqxw' });
    const full = await uploadProductPhoto(db, seller, 'lista.jpg');
    const thumb = await uploadProductPhoto(db, seller, 'lista-mini.webp');
    const plain = await uploadProductPhoto(db, seller, 'lista-2.jpg');
    await addImage(seller, piece, full, thumb, 0);
    await addImage(seller, piece, plain, null, 1);
    const [{ result }] = await db.query<{ result: { data: { id: string; product_images: unknown[] }[] } }>(
      `select public.list_products('newest', 1, 100, '{}'::jsonb) as result`,
    );
    const listed = result.data.find((product) => product.id === piece);
    expect(listed?.product_images).toEqual([
      expect.objectContaining({ image_url: full, thumb_url: thumb, order: 0 }),
      expect.objectContaining({ image_url: plain, thumb_url: null, order: 1 }),
    ]);
  });
});
