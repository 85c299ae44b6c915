/**
 * A piece shows only photos its own seller uploaded, whatever the path: a product_images
 * insert or update (REST) or rpc/update_listing. A photo a piece of its owner still shows is not deleted from
 * storage (the edit page removes the photos it dropped). Tried as the thief, the victim and the owner of two
 * pieces sharing one object, on PGlite and (with DATABASE_URL) on PostgreSQL 15.
 */
import { SIGNED_JERSEY } from '../../../shared/test/productFixtures';
import { API_URL, createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

const REFUSED = { code: 'VT422', message: 'Solo puedes usar en tus piezas fotos que tú subiste' };
const FIELDS = {
  title: 'Jersey editado de colección',
  price: 1500,
  description: 'Jersey oficial firmado, con certificado y en excelente estado.',
  ...SIGNED_JERSEY,
  certifier: null,
  certificate_number: null,
  stock: 1,
};

describe.each(drivers())('fotos propias de las piezas en $name', (driver) => {
  let db: TestDatabase;
  let thief: User;
  let victim: User;
  let victimPhoto: string;

  beforeAll(async () => {
    db = await driver.open();
    thief = await createUser(db, { identityVerified: true, level: 'verified' });
    victim = await createUser(db, { identityVerified: true, level: 'verified' });
    victimPhoto = await uploadProductPhoto(db, victim, 'balon-firmado.jpg');
  });
  afterAll(async () => {
    await db?.close();
  });

  const addImage = (who: User, productId: string, url: string) =>
    db.asQuery(
      who,
      `insert into public.product_images (product_id, image_url, "order") values ($1, $2, 0) returning id`,
      [productId, url],
    );
  const save = (who: User, productId: string, urls: string[]) =>
    db.asQuery(who, 'select public.update_listing($1, $2::jsonb, $3::text[])', [
      productId,
      JSON.stringify(FIELDS),
      urls,
    ]);
  const photosOf = async (productId: string) =>
    (
      await db.query<{ image_url: string }>(
        'select image_url from public.product_images where product_id = $1 order by "order"',
        [productId],
      )
    ).map((row) => row.image_url);
  const pieceWith = async (seller: User, urls: string[]) => {
    const id = await createProduct(db, seller.id);
    for (const [order, url] of urls.entries()) {
      await db.query(`insert into public.product_images (product_id, image_url, "order") values ($1, $2, $3)`, [
        id,
        url,
        order,
      ]);
    }
    return id;
  };
  const objectExists = async (name: string) =>
    (await db.query(`select 1 from storage.objects where bucket_id = 'products' and name = $1`, [name])).length === 1;
  const removeAs = (who: User, names: string[]) =>
    db.asQuery<{ name: string }>(
      who,
      `delete from storage.objects where bucket_id = 'products' and name = any($1::text[]) returning name`,
      [names],
    );

  describe('robo por REST (product_images)', () => {
    it('rechaza la foto de otro miembro en la pieza propia y la pieza no la muestra', async () => {
      const own = await uploadProductPhoto(db, thief, 'propia.jpg');
      const piece = await pieceWith(thief, [own]);
      await expect(addImage(thief, piece, victimPhoto)).rejects.toMatchObject(REFUSED);
      expect(await photosOf(piece)).toEqual([own]);
    });

    it('tampoco cambiando la dirección de una foto que ya tiene', async () => {
      const own = await uploadProductPhoto(db, thief, 'para-cambiar.jpg');
      const piece = await pieceWith(thief, [own]);
      await expect(
        db.asQuery(thief, 'update public.product_images set image_url = $2 where product_id = $1', [
          piece,
          victimPhoto,
        ]),
      ).rejects.toMatchObject(REFUSED);
      expect(await photosOf(piece)).toEqual([own]);
    });

    it('no pasa por rodeos de la dirección: otro cubo, "..", consulta, objeto inexistente o dejado en su carpeta por otro', async () => {
      const piece = await pieceWith(thief, [await uploadProductPhoto(db, thief, 'base.jpg')]);
      const victimName = `${victim.id}/balon-firmado.jpg`;
      // an object in the thief's folder that someone else uploaded (possible before migration 003000)
      await db.query(`insert into storage.objects (bucket_id, name, owner_id) values ('products', $1, $2)`, [
        `${thief.id}/puesta-por-otro.jpg`,
        victim.id,
      ]);
      await db.query(`insert into storage.objects (bucket_id, name, owner_id) values ('products', $1, $2)`, [
        'seed/subida-por-miembro.jpg',
        thief.id,
      ]);
      await db.query(`insert into storage.objects (bucket_id, name, owner_id) values ('avatars', $1, $2)`, [
        `${thief.id}/avatar.png`,
        thief.id,
      ]);
      for (const url of [
        `${API_URL}/storage/v1/object/public/products/${thief.id}/../${victimName}`,
        `${API_URL}/storage/v1/object/public/products/${thief.id}%2F..%2F${victimName}`,
        `${victimPhoto}?propia=${thief.id}`,
        `${API_URL}/storage/v1/object/public/avatars/${thief.id}/avatar.png`,
        `${API_URL}/storage/v1/object/public/products/${thief.id}/no-existe.jpg`,
        `${API_URL}/storage/v1/object/public/products/${thief.id}/puesta-por-otro.jpg`,
        `${API_URL}/storage/v1/object/public/products/seed/subida-por-miembro.jpg`,
        `${API_URL}/storage/v1/object/public/products/${thief.id}/mal%2`,
        `${API_URL}/storage/v1/object/sign/products/${victimName}?token=x`,
        'https://otro-sitio.example/foto.jpg',
        '',
      ]) {
        await expect(addImage(thief, piece, url)).rejects.toMatchObject(REFUSED);
      }
      expect(await photosOf(piece)).toHaveLength(1);
    });

    it('acepta las fotos propias (también con nombre codificado) y las del catálogo de ejemplo', async () => {
      const encoded = await uploadProductPhoto(db, thief, 'jersey ñandú.jpg');
      expect(encoded).toContain('jersey%20%C3%B1and%C3%BA.jpg');
      await db.query(`insert into storage.objects (bucket_id, name) values ('products', 'seed/ejemplo-1.svg')`);
      const piece = await pieceWith(thief, []);
      expect(await addImage(thief, piece, encoded)).toHaveLength(1);
      expect(
        await addImage(thief, piece, `${API_URL}/storage/v1/object/public/products/seed/ejemplo-1.svg`),
      ).toHaveLength(1);
    });
  });

  describe('robo por rpc/update_listing', () => {
    it('rechaza la foto de otro miembro y la edición entera no cambia nada', async () => {
      const own = await uploadProductPhoto(db, thief, 'antes.jpg');
      const piece = await pieceWith(thief, [own]);
      await expect(save(thief, piece, [own, victimPhoto])).rejects.toMatchObject(REFUSED);
      expect(await photosOf(piece)).toEqual([own]);
      const [{ title }] = await db.query<{ title: string }>('select title from public.products where id = $1', [piece]);
      expect(title).toBe('Tarjeta de prueba');
    });

    it('guarda la edición con fotos propias', async () => {
      const first = await uploadProductPhoto(db, thief, 'uno.jpg');
      const second = await uploadProductPhoto(db, thief, 'dos.jpg');
      const piece = await pieceWith(thief, [first]);
      await save(thief, piece, [second, first]);
      expect(await photosOf(piece)).toEqual([second, first]);
    });
  });

  describe('fotos en otro servidor', () => {
    /** The seller's own object, its path repeated on another host. */
    const elsewhere = (url: string, host: string) => url.replace(API_URL, host);
    const saveWithThumbs = (who: User, productId: string, urls: string[], thumbs: string[]) =>
      db.asQuery(who, 'select public.update_listing($1, $2::jsonb, $3::text[], $4::text[])', [
        productId,
        JSON.stringify(FIELDS),
        urls,
        thumbs,
      ]);
    const thumbsOf = async (productId: string) =>
      (
        await db.query<{ thumb_url: string | null }>(
          'select thumb_url from public.product_images where product_id = $1 order by "order"',
          [productId],
        )
      ).map((row) => row.thumb_url);

    it('rechaza el objeto propio servido desde otro host, como foto o miniatura, por REST y por update_listing', async () => {
      const own = await uploadProductPhoto(db, thief, 'host-propia.jpg');
      const thumb = await uploadProductPhoto(db, thief, 'host-propia-mini.webp');
      const piece = await pieceWith(thief, [own]);
      for (const host of [
        'https://evil.example',
        'http://127.0.0.1:543210',
        `${API_URL}@evil.example`,
        'http://localhost:54321',
      ]) {
        await expect(addImage(thief, piece, elsewhere(own, host))).rejects.toMatchObject(REFUSED);
        await expect(
          db.asQuery(thief, 'update public.product_images set image_url = $2 where product_id = $1', [
            piece,
            elsewhere(own, host),
          ]),
        ).rejects.toMatchObject(REFUSED);
        await expect(
          db.asQuery(thief, 'update public.product_images set thumb_url = $2 where product_id = $1', [
            piece,
            elsewhere(thumb, host),
          ]),
        ).rejects.toMatchObject(REFUSED);
        await expect(save(thief, piece, [own, elsewhere(own, host)])).rejects.toMatchObject(REFUSED);
        await expect(saveWithThumbs(thief, piece, [own], [elsewhere(thumb, host)])).rejects.toMatchObject(REFUSED);
      }
      expect(await photosOf(piece)).toEqual([own]);
      expect(await thumbsOf(piece)).toEqual([null]);
      // the same objects on this project's URL pass
      await saveWithThumbs(thief, piece, [own], [thumb]);
      expect(await thumbsOf(piece)).toEqual([thumb]);
    });

    it('la URL del proyecto es la configurada: al cambiarla valen las nuevas; sin ella no se acepta ninguna foto', async () => {
      const own = await uploadProductPhoto(db, thief, 'host-config.jpg');
      const piece = await pieceWith(thief, []);
      // members cannot read or change the setting
      await expect(db.asQuery(thief, 'select * from public.project_settings')).rejects.toMatchObject({
        code: '42501',
      });
      await expect(
        db.asQuery(thief, `update public.project_settings set value = 'https://evil.example'`),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.asQuery('anon', `insert into public.project_settings values ('api_url', 'https://evil.example')`),
      ).rejects.toMatchObject({ code: '42501' });
      try {
        await db.query(`update public.project_settings set value = 'https://fotos.vitrina.mx/' where key = 'api_url'`);
        await expect(addImage(thief, piece, own)).rejects.toMatchObject(REFUSED);
        expect(await addImage(thief, piece, elsewhere(own, 'https://fotos.vitrina.mx'))).toHaveLength(1);
        await db.query(`delete from public.project_settings where key = 'api_url'`);
        await expect(addImage(thief, piece, elsewhere(own, 'https://fotos.vitrina.mx'))).rejects.toMatchObject(REFUSED);
      } finally {
        await db.query(
          `insert into public.project_settings (key, value) values ('api_url', $1)
           on conflict (key) do update set value = excluded.value`,
          [API_URL],
        );
      }
      expect(await addImage(thief, piece, own)).toHaveLength(1);
    });
  });

  describe('borrar del almacenamiento las fotos quitadas', () => {
    it('una foto que otra pieza del mismo vendedor muestra no se borra ni se renombra; sin piezas, sí', async () => {
      const shared = await uploadProductPhoto(db, victim, 'compartida.jpg');
      const kept = await uploadProductPhoto(db, victim, 'se-queda.jpg');
      const original = await pieceWith(victim, [shared]);
      const copy = await pieceWith(victim, [shared]);
      const name = `${victim.id}/compartida.jpg`;

      // the edit of the copy drops the shared photo; the client then removes what it dropped
      await save(victim, copy, [kept]);
      expect(await removeAs(victim, [name])).toEqual([]);
      expect(await objectExists(name)).toBe(true);
      expect(await photosOf(original)).toEqual([shared]);
      expect(
        await db.asQuery(
          victim,
          `update storage.objects set name = $2 where bucket_id = 'products' and name = $1 returning id`,
          [name, `${victim.id}/renombrada.jpg`],
        ),
      ).toEqual([]);

      // once no piece shows it, its owner deletes it
      await save(victim, original, [kept]);
      expect(await removeAs(victim, [name])).toEqual([{ name }]);
      expect(await objectExists(name)).toBe(false);
    });

    it('una pieza ajena que apuntaba a la foto (de antes de esta regla) no impide a su dueño borrarla', async () => {
      const stolen = await uploadProductPhoto(db, victim, 'robada-antes.jpg');
      await pieceWith(thief, [stolen]);
      const name = `${victim.id}/robada-antes.jpg`;
      expect(await removeAs(victim, [name])).toEqual([{ name }]);
    });

    it('nadie más borra las fotos de un miembro', async () => {
      await uploadProductPhoto(db, victim, 'ajena.jpg');
      const name = `${victim.id}/ajena.jpg`;
      expect(await removeAs(thief, [name])).toEqual([]);
      expect(await objectExists(name)).toBe(true);
    });
  });
});
