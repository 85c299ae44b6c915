/**
 * Money takes two decimals (centavos): a price, a shipping price, an offer, a counter and a price alert typed with
 * more are refused in Spanish, never rounded behind the member's back; with two or fewer they are stored with
 * exactly two. Tried by the seller, a buyer and a visitor, over every path a member types money through (REST and
 * rpc/update_listing), on PGlite and (with DATABASE_URL) on PostgreSQL 15.
 */
import { SIGNED_JERSEY } from '../../../shared/test/productFixtures';
import { createProduct, createUser, drivers, uploadProductPhoto, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type User = { id: string; email: string };

describe.each(drivers())('money with two decimals on $name', (driver) => {
  let db: TestDatabase;
  let seller: User;
  let buyer: User;

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    buyer = await createUser(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  const refused = (code: string, message: string) => ({ code, message });

  it('a price alert of 15000.999 is refused, not saved as $15,001; 15000.99 is kept as typed', async () => {
    const piece = await createProduct(db, seller.id, { price: 20000 });
    const alert = (target: number) =>
      db.asQuery<{ target_price: unknown }>(
        buyer,
        'insert into public.price_alerts (product_id, target_price) values ($1, $2) returning target_price::text',
        [piece, target],
      );
    await expect(alert(15000.999)).rejects.toMatchObject(
      refused('VT314', 'El precio objetivo lleva a lo más dos decimales (centavos)'),
    );
    expect(await alert(15000.99)).toEqual([{ target_price: '15000.99' }]);
    await expect(
      db.asQuery(buyer, 'update public.price_alerts set target_price = 14000.005 where product_id = $1', [piece]),
    ).rejects.toMatchObject(refused('VT314', 'El precio objetivo lleva a lo más dos decimales (centavos)'));
    expect(await alert(15000)).toEqual([{ target_price: '15000.00' }]);
  });

  it('an offer and a counter take centavos, not fractions of them', async () => {
    const piece = await createProduct(db, seller.id, { price: 1500 });
    const offer = (amount: number) =>
      db.asQuery<{ id: string; amount: string }>(
        buyer,
        'insert into public.offers (product_id, seller_id, amount) values ($1, $2, $3) returning id, amount::text',
        [piece, seller.id, amount],
      );
    await expect(offer(850.555)).rejects.toMatchObject(
      refused('VT312', 'El monto de la oferta lleva a lo más dos decimales (centavos)'),
    );
    const [made] = await offer(850.5);
    expect(made.amount).toBe('850.50');
    await expect(
      db.asQuery(seller, `update public.offers set status = 'countered', counter_amount = 1200.001 where id = $1`, [
        made.id,
      ]),
    ).rejects.toMatchObject(refused('VT313', 'La contraoferta lleva a lo más dos decimales (centavos)'));
    const [countered] = await db.asQuery<{ counter_amount: string }>(
      seller,
      `update public.offers set status = 'countered', counter_amount = 1200.1 where id = $1 returning counter_amount::text`,
      [made.id],
    );
    expect(countered.counter_amount).toBe('1200.10');
  });

  it('a listing price and its shipping take two decimals, on insert (REST) and in update_listing', async () => {
    const insert = (price: number, shipping = 0) =>
      db.asQuery<{ id: string; price: string; price_cents: unknown }>(
        seller,
        `insert into public.products (title, description, price, shipping_price, category, condition)
         values ('Jersey con centavos', 'Pieza de colección en excelente estado.', $1, $2, 'jerseys', 'good')
         returning id, price::text, price_cents`,
        [price, shipping],
      );
    await expect(insert(1500.005)).rejects.toMatchObject(
      refused('VT315', 'El precio lleva a lo más dos decimales (centavos)'),
    );
    await expect(insert(1500, 99.999)).rejects.toMatchObject(
      refused('VT316', 'El costo de envío lleva a lo más dos decimales (centavos)'),
    );
    const [row] = await insert(1499.9);
    expect(row.price).toBe('1499.90');
    expect(Number(row.price_cents)).toBe(149990);

    const photo = await uploadProductPhoto(db, seller, 'centavos.jpg');
    const edit = (price: number) =>
      db.asQuery(seller, 'select public.update_listing($1, $2::jsonb, $3::text[])', [
        row.id,
        JSON.stringify({
          title: 'Jersey con centavos',
          description: 'Pieza de colección en excelente estado.',
          ...SIGNED_JERSEY,
          certifier: null,
          certificate_number: null,
          stock: 1,
          price,
        }),
        [photo],
      ]);
    await expect(edit(1200.129)).rejects.toMatchObject(
      refused('VT315', 'El precio lleva a lo más dos decimales (centavos)'),
    );
    await edit(1200.12);
    const [after] = await db.query<{ price: string; price_cents: unknown }>(
      'select price::text, price_cents from public.products where id = $1',
      [row.id],
    );
    expect(after.price).toBe('1200.12');
    expect(Number(after.price_cents)).toBe(120012);
    // a visitor writes no price at all
    await expect(
      db.asQuery('anon', 'update public.products set price = 1 where id = $1 returning id', [row.id]),
    ).resolves.toEqual([]);
  });

  it('keeps price_cents generated and indexed as before, and the price history', async () => {
    const indexes = await db.query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public' and tablename = 'products'
         and indexdef like '%price_cents%' order by indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'products_published_category_created_cents_idx',
      'products_published_category_price_idx',
      'products_published_created_cents_idx',
      'products_published_price_cents_idx',
    ]);
    const piece = await createProduct(db, seller.id, { price: 1000 });
    await db.asQuery(seller, 'update public.products set price = 950.5 where id = $1', [piece]);
    const history = await db.query<{ price: string }>(
      'select price::text from public.price_history where product_id = $1 order by recorded_at, price desc',
      [piece],
    );
    expect(history.map((h) => h.price)).toEqual(['1000.00', '950.50']);
  });
});
