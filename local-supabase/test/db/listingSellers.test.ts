/**
 * rpc/list_products carries each piece's seller badge (migration 004500): the columns a card shows, from
 * public_profiles, for a visitor as for a member, so the listing paints from one request. On PGlite and (with
 * DATABASE_URL) on PostgreSQL 15.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

type Listed = { id: string; seller_id: string; seller: Record<string, unknown> | null };

describe.each(drivers())('vendedor en rpc/list_products en $name', (driver) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const listAs = async (actor: 'anon' | { id: string }, search: string) => {
    const [{ result }] = await db.asQuery<{ result: { data: Listed[] } }>(
      actor,
      `select public.list_products('newest', 1, 100, $1::jsonb) as result`,
      [JSON.stringify({ search })],
    );
    return result.data;
  };

  it('cada pieza trae la insignia pública de su vendedor, y nada más de su perfil', async () => {
    const seller = await createUser(db, { identityVerified: true, level: 'trusted', displayName: 'Casa Qxlistado' });
    await db.query(`update public.profiles set username = $2, is_verified = true where id = $1`, [
      seller.id,
      `qxlistado${seller.id.slice(0, 6)}`,
    ]);
    const piece = await createProduct(db, seller.id, { title: 'Tarjeta qxlistado vendedor' });
    const buyer = await createUser(db);

    for (const actor of ['anon', buyer] as const) {
      const [listed] = (await listAs(actor, 'qxlistado')).filter((row) => row.id === piece);
      expect(listed.seller).toEqual({
        id: seller.id,
        username: `qxlistado${seller.id.slice(0, 6)}`,
        display_name: 'Casa Qxlistado',
        verification_level: 'trusted',
        is_verified: true,
      });
    }
  });
});
