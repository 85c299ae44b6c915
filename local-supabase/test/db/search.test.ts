/**
 * rpc/search_products after 20250601000900_fast_search.sql: typo tolerance, exact matches first even when
 * more close matches exist than the candidate pool holds, the result limit, and drafts never returned.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

describe.each(drivers())('search_products on $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    // The exact 'Messi' is the oldest piece, behind 60 newer 'Mesi' near-misses: more than the pool of 40.
    await createProduct(db, seller.id, { title: 'Jersey Messi Barcelona 2009', price: 45000, category: 'jerseys' });
    await db.query(
      `insert into public.products (seller_id, title, description, price, category, condition, status, created_at)
       select $1, 'Tarjeta Mesi Rookie ' || g, 'Pieza de colección en excelente estado.', 500, 'cards', 'good', 'published',
              now() + g * interval '1 second'
       from generate_series(1, 60) g`,
      [seller.id],
    );
    await createProduct(db, seller.id, { title: 'Autógrafo de Hugo Sánchez', price: 3500, category: 'memorabilia' });
    await createProduct(db, seller.id, {
      title: 'Gorra Autografiada Canelo Álvarez',
      price: 2500,
      category: 'memorabilia',
    });
    await createProduct(db, seller.id, { title: 'Autógrafo pendiente de revisión', price: 900, status: 'pending' });
    await createProduct(db, seller.id, {
      title: 'Boleto 100_por_ciento original',
      price: 800,
      category: 'memorabilia',
    });
  });

  afterAll(async () => {
    await db?.close();
  });

  const search = (query: string, maxResults?: number) =>
    db
      .asQuery<{ title: string }>(
        'anon',
        maxResults === undefined
          ? 'select title from public.search_products($1)'
          : 'select title from public.search_products($1, $2)',
        maxResults === undefined ? [query] : [query, maxResults],
      )
      .then((rows) => rows.map((r) => r.title));

  it("finds 'Autógrafo' typing 'autografo', the exact word before the close one", async () => {
    expect(await search('autografo')).toEqual(['Autógrafo de Hugo Sánchez', 'Gorra Autografiada Canelo Álvarez']);
  });

  it("finds 'Messi' typing 'mesi'", async () => {
    const found = await search('mesi', 100);
    expect(found).toContain('Jersey Messi Barcelona 2009');
    expect(found).toHaveLength(61);
  });

  it('ranks the exact match first even when more close matches exist than candidates are ranked', async () => {
    const found = await search('messi');
    expect(found[0]).toBe('Jersey Messi Barcelona 2009');
    // then close matches from the ranked pool, newest first (among equal matches, which ones is the index's choice)
    const rest = found.slice(1).map((title) => Number(/^Tarjeta Mesi Rookie (\d+)$/.exec(title)?.[1]));
    expect(rest).toHaveLength(4);
    expect(rest.every((n) => n >= 1 && n <= 60)).toBe(true);
    expect([...rest].sort((a, b) => b - a)).toEqual(rest);
  });

  it('returns 5 by default and respects max_results (1 to 100)', async () => {
    expect(await search('rookie')).toHaveLength(5);
    expect(await search('rookie', 3)).toHaveLength(3);
    expect(await search('rookie', 0)).toHaveLength(1);
    expect(await search('rookie', 1000)).toHaveLength(60);
  });

  it('needs every word, and finds nothing for blanks', async () => {
    expect(await search('mesi barcelona')).toEqual(['Jersey Messi Barcelona 2009']);
    expect(await search('canelo messi')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  it('matches _ and % literally', async () => {
    expect(await search('100_por')).toEqual(['Boleto 100_por_ciento original']);
    expect(await search('0_p')).toEqual(['Boleto 100_por_ciento original']);
    expect(await search('0%p')).toEqual([]);
  });

  it('never returns a pending product, to anon nor to its owner', async () => {
    expect(await search('pendiente revision')).toEqual([]);
    expect(await search('autografo', 100)).not.toContain('Autógrafo pendiente de revisión');
    const asOwner = await db.asQuery<{ title: string }>(
      seller,
      `select title from public.search_products('pendiente')`,
    );
    expect(asOwner).toEqual([]);
  });
});
