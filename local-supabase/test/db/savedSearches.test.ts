/**
 * Saved searches: each member's searches are theirs alone (tried as the owner, another member and a
 * visitor), at most 20 with a named limit, and publishing a piece notifies the owners of matching active
 * searches once per piece, with the listing's accent- and typo-tolerant matching.
 */
import { createProduct, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(120_000);

describe.each(drivers())('búsquedas guardadas en $name', (driver) => {
  let db: TestDatabase;
  let seller: { id: string; email: string };
  let owner: { id: string; email: string };
  let other: { id: string; email: string };
  let staff: { id: string; email: string };

  beforeAll(async () => {
    db = await driver.open();
    seller = await createUser(db, { identityVerified: true, level: 'verified' });
    owner = await createUser(db);
    other = await createUser(db);
    staff = await createUser(db, { level: 'trusted', identityVerified: true });
  });

  afterAll(async () => {
    await db?.close();
  });

  const save = (
    who: { id: string },
    name: string,
    search: string | null,
    filters: Record<string, unknown> = {},
    extra: { notify_email?: boolean; paused?: boolean } = {},
  ) =>
    db.asQuery<{ id: string }>(
      who,
      `insert into public.saved_searches (name, search, filters, notify_email, paused)
       values ($1, $2, $3, $4, $5) returning id`,
      [name, search, JSON.stringify(filters), extra.notify_email ?? false, extra.paused ?? false],
    );

  const publish = async (title: string, spec: { price?: number; category?: string } = {}) => {
    const id = await createProduct(db, seller.id, { title, status: 'pending', ...spec });
    await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [id]);
    return id;
  };

  const savedSearchNotes = (who: { id: string }, productId: string) =>
    db.query<{ title: string; message: string }>(
      `select title, message from public.notifications where user_id = $1 and ref_id = $2 and type = 'saved_search'`,
      [who.id, productId],
    );

  const clear = async () => {
    await db.query('delete from public.saved_searches');
  };

  it('solo el dueño ve, cambia y borra sus búsquedas; otro miembro y un visitante no', async () => {
    await clear();
    const [mine] = await save(owner, 'Messi firmado', 'messi', { category: 'memorabilia' });
    const read = 'select id, name from public.saved_searches where id = $1';
    expect(await db.asQuery(owner, read, [mine.id])).toEqual([{ id: mine.id, name: 'Messi firmado' }]);
    expect(await db.asQuery(other, read, [mine.id])).toEqual([]);
    await expect(db.asQuery('anon', read, [mine.id])).rejects.toMatchObject({ code: '42501' });

    expect(
      await db.asQuery(other, `update public.saved_searches set name = 'Mía' where id = $1 returning id`, [mine.id]),
    ).toEqual([]);
    expect(await db.asQuery(other, `delete from public.saved_searches where id = $1 returning id`, [mine.id])).toEqual(
      [],
    );
    // nobody saves a search in someone else's name
    await expect(
      db.asQuery(other, `insert into public.saved_searches (user_id, name) values ($1, 'Ajena')`, [owner.id]),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      db.asQuery('anon', `insert into public.saved_searches (user_id, name) values ($1, 'Visita')`, [owner.id]),
    ).rejects.toMatchObject({ code: '42501' });

    expect(
      await db.asQuery(
        owner,
        `update public.saved_searches set name = '  Messi  ', paused = true where id = $1 returning name, paused`,
        [mine.id],
      ),
    ).toEqual([{ name: 'Messi', paused: true }]);
    // the owner cannot hand a search over to someone else
    await expect(
      db.asQuery(owner, `update public.saved_searches set user_id = $2 where id = $1`, [mine.id, other.id]),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await db.asQuery(owner, `delete from public.saved_searches where id = $1 returning id`, [mine.id])).toEqual([
      { id: mine.id },
    ]);
  });

  it('el nombre es obligatorio y corto, y los filtros son solo los del listado', async () => {
    await clear();
    await expect(save(owner, '   ', 'messi')).rejects.toMatchObject({ code: '23514' });
    await expect(save(owner, 'x'.repeat(61), 'messi')).rejects.toMatchObject({ code: '23514' });
    await expect(save(owner, 'Raro', null, { seller: 'yo' })).rejects.toMatchObject({ code: '23514' });
    const [row] = await db.asQuery<{ name: string; search: string | null }>(
      owner,
      `insert into public.saved_searches (name, search) values ('  Todo  ', '   ') returning name, search`,
    );
    expect(row).toEqual({ name: 'Todo', search: null });
  });

  it('cada miembro guarda como máximo 20 búsquedas, con un mensaje en español', async () => {
    await clear();
    for (let i = 1; i <= 20; i += 1) await save(owner, `Búsqueda ${i}`, `jugador ${i}`);
    await expect(save(owner, 'La 21', 'otra')).rejects.toMatchObject({
      code: 'VT310',
      message: 'Ya tienes 20 búsquedas guardadas, el máximo. Borra una para guardar otra.',
    });
    // the limit is per member
    await expect(save(other, 'La primera de otro', 'otra')).resolves.toHaveLength(1);
  });

  it('publicar una pieza avisa a los dueños de búsquedas que coinciden, sin acentos y con errores de dedo', async () => {
    await clear();
    await save(owner, 'Autógrafos de Messi', 'autografo mesi', { category: 'memorabilia', maxPrice: 5000 });
    await save(other, 'Jordan', 'jordan');
    const match = await publish('Autógrafo de Messi en balón', { category: 'memorabilia', price: 4200 });
    expect(await savedSearchNotes(owner, match)).toEqual([
      {
        title: 'Nueva pieza para "Autógrafos de Messi"',
        message: '"Autógrafo de Messi en balón" ya está a la venta en Vitrina.',
      },
    ]);
    expect(await savedSearchNotes(other, match)).toEqual([]);

    // a filter that does not hold (price, category) means no notification
    const tooExpensive = await publish('Autógrafo de Messi enmarcado', { category: 'memorabilia', price: 9000 });
    const card = await publish('Autógrafo de Messi en tarjeta', { category: 'cards', price: 1000 });
    const unrelated = await publish('Jersey de Cristiano', { category: 'memorabilia', price: 1000 });
    for (const id of [tooExpensive, card, unrelated]) expect(await savedSearchNotes(owner, id)).toEqual([]);
  });

  it('una búsqueda pausada no avisa, y nadie recibe el aviso de su propia pieza', async () => {
    await clear();
    await save(owner, 'Pausada', 'balon', {}, { paused: true });
    await db.asQuery(seller, `insert into public.saved_searches (name, search) values ('Mía', 'balon')`);
    const piece = await publish('Balón del Mundial');
    expect(await savedSearchNotes(owner, piece)).toEqual([]);
    expect(await savedSearchNotes(seller, piece)).toEqual([]);
  });

  it('una pieza avisa una sola vez a cada miembro, aunque coincida con varias búsquedas o se vuelva a publicar', async () => {
    await clear();
    await save(owner, 'Kobe', 'kobe');
    await save(owner, 'Tarjetas de Kobe', 'kobe', { category: 'cards' });
    const piece = await publish('Tarjeta Kobe Bryant novato');
    expect(await savedSearchNotes(owner, piece)).toEqual([
      { title: 'Nueva pieza para "Kobe"', message: '"Tarjeta Kobe Bryant novato" ya está a la venta en Vitrina.' },
    ]);
    // rejected and published again: still one
    await db.asQuery(staff, `update public.products set status = 'rejected', rejection_reason = 'Foto' where id = $1`, [
      piece,
    ]);
    await db.asQuery(staff, `update public.products set status = 'published' where id = $1`, [piece]);
    expect(await savedSearchNotes(owner, piece)).toHaveLength(1);
  });

  it('solo las búsquedas cuya categoría y precio admiten la pieza pasan a la prueba de palabras, con los mismos resultados', async () => {
    await clear();
    const third = await createUser(db);
    // category by its listing alias, bounds in whole pesos and with centavos, both ends inclusive
    await save(owner, 'Tarjetas hasta 1500', 'jordan', { category: 'trading-cards', maxPrice: 1500 });
    await save(owner, 'Cualquier Jordan', 'jordan', { minPrice: '1000.5' });
    await save(other, 'Jordan desde 1500', 'jordan', { category: 'cards', minPrice: 1500 });
    await save(other, 'Jordan en memorabilia', 'jordan', { category: 'memorabilia' });
    await save(third, 'Otra palabra', 'pelé', { category: 'cards' });
    await save(third, 'Jordan pausada', 'jordan', {}, { paused: true });

    const columns = await db.query<{ name: string; match_category: string; min: string; max: string }>(
      `select name, match_category, match_min_cents::text as min, match_max_cents::text as max
       from public.saved_searches where name in ('Tarjetas hasta 1500', 'Cualquier Jordan') order by name`,
    );
    expect(columns).toEqual([
      { name: 'Cualquier Jordan', match_category: '', min: '100050', max: '9223372036854775807' },
      { name: 'Tarjetas hasta 1500', match_category: 'cards', min: '-9223372036854775808', max: '150000' },
    ]);

    // 1500 exactly: in both ends' bounds; the owner gets one notification for two matching searches
    const atEdge = await publish('Tarjeta Michael Jordan 1986', { category: 'cards', price: 1500 });
    expect(await savedSearchNotes(owner, atEdge)).toEqual([
      {
        title: 'Nueva pieza para "Tarjetas hasta 1500"',
        message: '"Tarjeta Michael Jordan 1986" ya está a la venta en Vitrina.',
      },
    ]);
    expect(await savedSearchNotes(other, atEdge)).toHaveLength(1);
    expect(await savedSearchNotes(third, atEdge)).toEqual([]);

    // one centavo over the maximum and under 1000.50: only the searches it still fits
    const over = await publish('Tarjeta Jordan Fleer', { category: 'cards', price: 1500.01 });
    expect((await savedSearchNotes(owner, over)).map((n) => n.title)).toEqual(['Nueva pieza para "Cualquier Jordan"']);
    const cheap = await publish('Tarjeta Jordan sencilla', { category: 'cards', price: 1000.49 });
    expect(await savedSearchNotes(owner, cheap)).toHaveLength(1);
    expect(await savedSearchNotes(other, cheap)).toEqual([]);
    const cheaper = await publish('Tarjeta Jordan de relleno', { category: 'memorabilia', price: 1000 });
    expect(await savedSearchNotes(owner, cheaper)).toEqual([]);
    expect((await savedSearchNotes(other, cheaper)).map((n) => n.title)).toEqual([
      'Nueva pieza para "Jordan en memorabilia"',
    ]);
    // in range and category but not the words
    const pele = await publish('Balón firmado por Maradona', { category: 'cards', price: 1200 });
    for (const who of [owner, other, third]) expect(await savedSearchNotes(who, pele)).toEqual([]);

    // the candidates are read through the partial index (forced here: a small table is cheaper to scan whole)
    const plan = await db.as('service_role', async (q) => {
      await q.query('set local enable_seqscan = off');
      return q.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.saved_searches s
         where not s.paused and s.match_category in ('', 'cards')
           and s.match_min_cents <= 150000 and s.match_max_cents >= 150000`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('saved_searches_candidates_idx');
  });

  it('el correo pendiente solo lo reclama el equipo, una sola vez, y solo de quien lo pidió', async () => {
    await clear();
    await save(owner, 'Con correo', 'bryant', {}, { notify_email: true });
    await save(other, 'Sin correo', 'bryant');
    const piece = await publish('Jersey Bryant firmado', { price: 2500 });
    await expect(
      db.asQuery(owner, 'select * from public.claim_saved_search_emails($1)', [piece]),
    ).rejects.toMatchObject({ code: 'VT406' });
    await expect(db.asQuery(owner, 'select * from public.saved_search_matches')).rejects.toMatchObject({
      code: '42501',
    });
    const claimed = await db.asQuery(staff, 'select * from public.claim_saved_search_emails($1)', [piece]);
    expect(claimed).toEqual([
      {
        email: owner.email,
        search_name: 'Con correo',
        product_id: piece,
        product_title: 'Jersey Bryant firmado',
        price_cents: expect.anything(),
      },
    ]);
    expect(Number(claimed[0].price_cents)).toBe(250000);
    expect(await db.asQuery(staff, 'select * from public.claim_saved_search_emails($1)', [piece])).toEqual([]);
  });

  // Values no listing URL carries: each would have made the cast in saved_search_matches fail every publication.
  const BAD_FILTERS: [Record<string, unknown>, RegExp][] = [
    [{ minPrice: 'abc' }, /^El precio mínimo de la búsqueda debe ser un número de 0 a 1,000,000 pesos/],
    [{ maxPrice: 'NaN' }, /^El precio máximo de la búsqueda debe ser un número/],
    [{ minPrice: '1e400' }, /^El precio mínimo/],
    [{ minPrice: -5 }, /^El precio mínimo/],
    [{ maxPrice: '1500.999' }, /con hasta dos decimales$/],
    [{ maxPrice: 2000000 }, /de 0 a 1,000,000 pesos/],
    [{ minPrice: 5000, maxPrice: 1000 }, /^El precio mínimo de la búsqueda no puede ser mayor que el máximo$/],
    [{ authenticated: 'quizá' }, /^El filtro "autenticado" de la búsqueda solo admite sí o no$/],
    [{ featured: 1 }, /^El filtro "destacado"/],
    [{ category: 'autos' }, /^La categoría de la búsqueda no existe en el catálogo$/],
    [{ category: 'cards', subcategory: 'nba' }, /^La colección de la búsqueda no pertenece a su categoría$/],
    [{ rarity: ['rare'] }, /^La rareza de la búsqueda no existe$/],
    [{ psaGrade: 'psa_11' }, /^La calificación PSA/],
  ];

  it('los filtros se revisan al guardar y al cambiar, con un mensaje en español; un visitante ni guarda', async () => {
    await clear();
    for (const [filters, message] of BAD_FILTERS) {
      await expect(save(owner, 'Rara', null, filters)).rejects.toMatchObject({ code: 'VT309', message });
    }
    await expect(
      db.asQuery('anon', `insert into public.saved_searches (name, filters) values ('Visita', '{"minPrice":"abc"}')`),
    ).rejects.toMatchObject({ code: '42501' });
    // what the listing writes still passes: whole pesos, centavos, numbers or text, the aliases, the switches
    const [good] = await save(owner, 'Buena', 'jordan', {
      category: 'trading-cards',
      subcategory: 'rookie',
      minPrice: '1000.5',
      maxPrice: 1000000,
      authenticated: true,
      featured: 'false',
      condition: 'excellent',
    });
    await expect(
      db.asQuery(owner, `update public.saved_searches set filters = '{"maxPrice":"NaN"}' where id = $1`, [good.id]),
    ).rejects.toMatchObject({ code: 'VT309', message: expect.stringMatching(/^El precio máximo/) });
    // the service role is held to the same values
    await expect(
      db.asQuery('service_role', `insert into public.saved_searches (user_id, name, filters) values ($1, 'x', $2)`, [
        owner.id,
        JSON.stringify({ minPrice: 'abc' }),
      ]),
    ).rejects.toMatchObject({ code: 'VT309' });
  });

  /** A search stored without the check, as a database from before it may hold one. */
  const saveUnchecked = async (who: { id: string }, name: string, filters: Record<string, unknown>) => {
    await db.query('alter table public.saved_searches disable trigger saved_searches_guard');
    try {
      const [row] = await db.query<{ id: string }>(
        `insert into public.saved_searches (user_id, name, search, filters) values ($1, $2, 'jordan', $3) returning id`,
        [who.id, name, JSON.stringify(filters)],
      );
      return row.id;
    } finally {
      await db.query('alter table public.saved_searches enable trigger saved_searches_guard');
    }
  };

  it('una búsqueda con filtros inválidos ya guardada no detiene ninguna publicación: se salta y queda registrada', async () => {
    await clear();
    const bad = [
      await saveUnchecked(other, 'Letras', { minPrice: 'abc' }),
      await saveUnchecked(other, 'Quizá', { authenticated: 'quizá' }),
      await saveUnchecked(other, 'NaN', { maxPrice: 'NaN' }),
      await saveUnchecked(other, 'Enorme', { minPrice: '1e400' }),
    ];
    await save(owner, 'Jordan', 'jordan');
    const piece = await publish('Tarjeta Michael Jordan novato', { price: 1800 });
    expect(await db.query(`select status from public.products where id = $1`, [piece])).toEqual([
      { status: 'published' },
    ]);
    expect(await savedSearchNotes(owner, piece)).toHaveLength(1);
    expect(await savedSearchNotes(other, piece)).toEqual([]);
    const skips = await db.query<{ saved_search_id: string; product_id: string; problem: string }>(
      `select saved_search_id, product_id, problem from public.saved_search_skips order by problem`,
    );
    expect(skips.map((s) => s.saved_search_id).sort()).toEqual([...bad].sort());
    expect(skips.every((s) => s.product_id === piece)).toBe(true);
    // members do not read the record
    await expect(db.asQuery(owner, 'select * from public.saved_search_skips')).rejects.toMatchObject({
      code: '42501',
    });

    // the migration's cleaning: the bad filters go, the searches stay
    expect(await db.query('select public.clean_saved_search_filters() as n')).toEqual([{ n: 4 }]);
    expect(await db.query(`select filters from public.saved_searches where id = any($1::uuid[])`, [bad])).toEqual([
      { filters: {} },
      { filters: {} },
      { filters: {} },
      { filters: {} },
    ]);
    const next = await publish('Tarjeta Jordan Fleer', { price: 900 });
    expect(await savedSearchNotes(other, next)).toHaveLength(1);
  });
});
