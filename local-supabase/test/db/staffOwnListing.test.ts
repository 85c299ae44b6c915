/**
 * A member of the staff does not decide their own listing (database audit 2026-12-01, item 5): on a piece they sell
 * they are a seller like any other, while another member of the staff reviews it. On PGlite and (with DATABASE_URL)
 * on PostgreSQL 15.
 */
import { API_URL, createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

describe.each(drivers())('staff own listing on $name', (driver) => {
  let db: TestDatabase;
  let staff: User;
  let otherStaff: User;

  beforeAll(async () => {
    db = await driver.open();
    staff = await createUser(db, { level: 'trusted', identityVerified: true });
    otherStaff = await createUser(db, { level: 'trusted', identityVerified: true });
  });

  afterAll(async () => {
    await db?.close();
  });

  /** A piece the staff member lists as any member does (it waits for review). */
  const ownPiece = async () => {
    const id = (
      await db.asQuery<{ id: string }>(
        staff,
        `insert into public.products (seller_id, title, price, description, category, condition, certifier,
           certificate_number)
         values ($1, 'Pieza del staff', 900, 'Descripción de la pieza del staff', 'cards', 'new', 'PSA', '1')
         returning id`,
        [staff.id],
      )
    )[0].id;
    // its photo, as the sell flow adds it (the staff publish only a piece with one)
    await db.query(`insert into public.product_images (product_id, image_url) values ($1, $2)`, [
      id,
      `${API_URL}/storage/v1/object/public/products/${staff.id}/pieza.jpg`,
    ]);
    return id;
  };
  const update = (who: User, set: string, id: string) =>
    db.asQuery(who, `update public.products set ${set} where id = $1`, [id]);

  it('no publica ni rechaza su propia pieza (VT444)', async () => {
    const id = await ownPiece();
    for (const set of [`status = 'published'`, `status = 'rejected', rejection_reason = 'Porque sí'`]) {
      await expect(update(staff, set, id)).rejects.toMatchObject({
        code: 'VT444',
        message: 'No puedes publicar ni rechazar tu propia pieza: otra persona del equipo debe revisarla',
      });
    }
    expect(await db.query('select status from public.products where id = $1', [id])).toEqual([{ status: 'pending' }]);
    // another member of the staff reviews it; its owner may still withdraw it
    await update(otherStaff, `status = 'published'`, id);
    await update(staff, `status = 'deleted'`, id);
  });

  it('no destaca, certifica ni cambia las visitas de su propia pieza (VT445)', async () => {
    const id = await ownPiece();
    await update(otherStaff, `status = 'published'`, id);
    for (const set of [`featured = true`, `authentication_status = 'verified'`, `views = 999999`]) {
      await expect(update(staff, set, id)).rejects.toMatchObject({
        code: 'VT445',
        message: 'No puedes destacar ni certificar tu propia pieza',
      });
    }
    // once another member of the staff verifies its certificate, the owner no longer changes it
    await update(otherStaff, `authentication_status = 'verified'`, id);
    await expect(update(staff, `certificate_number = '2'`, id)).rejects.toMatchObject({ code: 'VT445' });
    expect(
      await db.query(
        'select featured, views, authentication_status, certificate_number from public.products where id = $1',
        [id],
      ),
    ).toEqual([{ featured: false, views: 0, authentication_status: 'verified', certificate_number: '1' }]);
  });

  it('sigue decidiendo las piezas de los demás', async () => {
    const seller = await createUser(db);
    const id = await createProduct(db, seller.id, { status: 'pending' });
    await update(staff, `status = 'published'`, id);
    await update(staff, `featured = true, authentication_status = 'verified'`, id);
    expect(
      await db.query('select status, featured, authentication_status from public.products where id = $1', [id]),
    ).toEqual([{ status: 'published', featured: true, authentication_status: 'verified' }]);
  });
});
