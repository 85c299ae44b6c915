/**
 * SECURITY DEFINER helpers answer a member only about themselves (database audit 2026-12-01, item 7):
 * available_units() for the caller or the piece's seller, part_held() for the database's own functions.
 * On PGlite and (with DATABASE_URL) on PostgreSQL 15.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

describe.each(drivers())('member data reads on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let buyer: User;
  let other: User;
  let product: string;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db);
    buyer = await createUser(db);
    other = await createUser(db);
    product = await createProduct(db, seller.id, { price: 500 });
    const [{ id }] = await db.asQuery<{ id: string }>(
      buyer,
      'insert into public.offers (product_id, seller_id, amount) values ($1, $2, 300) returning id',
      [product, seller.id],
    );
    await db.asQuery(seller, `update public.offers set status = 'accepted' where id = $1`, [id]);
  });

  afterAll(async () => {
    await db?.close();
  });

  const units = (who: User, forBuyer: User) =>
    db.asQuery<{ n: number }>(who, 'select public.available_units($1, $2) as n', [product, forBuyer.id]);

  it('available_units no revela a otro miembro si alguien tiene una oferta aceptada (VT443)', async () => {
    await expect(units(other, buyer)).rejects.toMatchObject({
      code: 'VT443',
      message: 'Solo puedes consultar la disponibilidad de una pieza para ti',
    });
    expect(await units(buyer, buyer)).toEqual([{ n: 1 }]);
    expect(await units(other, other)).toEqual([{ n: 0 }]);
    // the seller asks about a buyer of their piece (as when accepting an offer)
    expect(await units(seller, buyer)).toEqual([{ n: 1 }]);
    // the cart still reads it for its owner
    const [row] = await db.asQuery<{ available: number }>(buyer, 'select * from public.cart_availability($1::uuid[])', [
      [product],
    ]);
    expect(row).toBeTruthy();
  });

  it('part_held no lo ejecuta ningún cliente', async () => {
    for (const who of [buyer, seller, other]) {
      await expect(db.asQuery(who, 'select public.part_held($1, $2)', [product, seller.id])).rejects.toMatchObject({
        code: '42501',
      });
    }
    await expect(db.asQuery('anon', 'select public.part_held($1, $2)', [product, seller.id])).rejects.toMatchObject({
      code: '42501',
    });
  });
});
