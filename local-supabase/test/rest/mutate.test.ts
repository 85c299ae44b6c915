import { ANA, BETO, P1, P3, P4, anon, service, ENGINE, startFixture, user } from './fixture';

let fx: Awaited<ReturnType<typeof startFixture>>;
beforeAll(async () => {
  fx = await startFixture();
});
beforeEach(async () => {
  await fx.reset();
});
afterAll(async () => {
  await fx?.close();
});

const json = (body: unknown, prefer?: string, extra: Record<string, string> = {}) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...(prefer ? { Prefer: prefer } : {}), ...extra },
});
const count = async (sql: string) =>
  Number((await fx.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0].n);

describe(`insert on ${ENGINE}`, () => {
  it('inserts one row and returns it with return=representation, applying defaults', async () => {
    const r = await fx.call('/products?select=id,title,status,tags', {
      method: 'POST',
      claims: user(ANA),
      ...json({ seller_id: ANA, title: 'Bate', price: 800 }, 'return=representation'),
    });
    expect(r.status).toBe(201);
    expect(r.headers.get('content-range')).toBe('*/*');
    expect(r.json).toEqual([{ id: expect.any(String), title: 'Bate', status: 'pending', tags: [] }]);
    expect(await count(`products where title = 'Bate'`)).toBe(1);
  });

  it('inserts with return=minimal: 201 and an empty body', async () => {
    const r = await fx.call('/products', {
      method: 'POST',
      claims: user(ANA),
      ...json({ seller_id: ANA, title: 'Gorra', price: 300 }, 'return=minimal'),
    });
    expect(r.status).toBe(201);
    expect(r.text).toBe('');
  });

  it('inserts many rows with columns= and missing=default, counting them', async () => {
    const rows = [
      { seller_id: ANA, title: 'Uno', price: 10, status: 'approved' },
      { seller_id: ANA, title: 'Dos', price: 20 },
    ];
    const r = await fx.call(
      '/products?columns=%22seller_id%22,%22title%22,%22price%22,%22status%22&select=title,status',
      {
        method: 'POST',
        claims: user(ANA),
        ...json(rows, 'missing=default, return=representation, count=exact'),
      },
    );
    expect(r.status).toBe(201);
    expect(r.headers.get('content-range')).toBe('*/2');
    expect(r.json).toEqual([
      { title: 'Uno', status: 'approved' },
      { title: 'Dos', status: 'pending' },
    ]);
  });

  it('sends null for keys a row lacks when missing=default is not asked', async () => {
    const rows = [
      { seller_id: ANA, title: 'A', price: 10, category: 'x' },
      { seller_id: ANA, title: 'B', price: 20 },
    ];
    const r = await fx.call('/products?select=title,category', {
      method: 'POST',
      claims: user(ANA),
      ...json(rows, 'return=representation'),
    });
    expect(r.json).toEqual([
      { title: 'A', category: 'x' },
      { title: 'B', category: null },
    ]);
  });

  it('returns a single object under Accept: application/vnd.pgrst.object+json', async () => {
    const r = await fx.call('/products?select=title', {
      method: 'POST',
      claims: user(ANA),
      ...json({ seller_id: ANA, title: 'Solo', price: 1 }, 'return=representation', {
        Accept: 'application/vnd.pgrst.object+json',
      }),
    });
    expect(r.status).toBe(201);
    expect(r.json).toEqual({ title: 'Solo' });
  });

  it('rolls back a multi-row insert asked for as a single object', async () => {
    const r = await fx.call('/products?select=title', {
      method: 'POST',
      claims: user(ANA),
      ...json(
        [
          { seller_id: ANA, title: 'X1', price: 1 },
          { seller_id: ANA, title: 'X2', price: 1 },
        ],
        'return=representation',
        { Accept: 'application/vnd.pgrst.object+json' },
      ),
    });
    expect(r.status).toBe(406);
    expect(r.json.details).toBe('The result contains 2 rows');
    expect(await count(`products where title in ('X1','X2')`)).toBe(0);
  });

  it('embeds on the returned representation', async () => {
    const r = await fx.call('/product_images?select=image_url,product:products(title)', {
      method: 'POST',
      claims: user(ANA),
      ...json({ product_id: P1, image_url: 'https://img/new.jpg', order: 2 }, 'return=representation'),
    });
    expect(r.status).toBe(201);
    expect(r.json).toEqual([{ image_url: 'https://img/new.jpg', product: { title: 'Balón firmado por Messi' } }]);
  });

  it('answers 409 with code 23505 on a duplicate, with the key in details where RLS lets Postgres tell', async () => {
    const hidden = await fx.call('/profiles', {
      method: 'POST',
      claims: user('00000000-0000-0000-0000-0000000000ee'),
      ...json({ id: '00000000-0000-0000-0000-0000000000ee', username: 'ana' }),
    });
    expect(hidden.status).toBe(409);
    expect(hidden.json.code).toBe('23505');
    const dup = await fx.call('/profiles', {
      method: 'POST',
      claims: service,
      ...json({ id: '00000000-0000-0000-0000-0000000000ee', username: 'ana' }),
    });
    expect(dup.status).toBe(409);
    expect(dup.json).toEqual({
      code: '23505',
      details: 'Key (username)=(ana) already exists.',
      hint: null,
      message: 'duplicate key value violates unique constraint "profiles_username_key"',
    });
  });

  it('answers 409 with code 23503 for a missing foreign row', async () => {
    const r = await fx.call('/product_images', {
      method: 'POST',
      claims: service,
      ...json({ product_id: '20000000-0000-0000-0000-000000000000', image_url: 'x' }),
    });
    expect(r.status).toBe(409);
    expect(r.json.code).toBe('23503');
  });

  it('answers 400 for not-null and check violations', async () => {
    const nn = await fx.call('/products', { method: 'POST', claims: user(ANA), ...json({ seller_id: ANA, price: 1 }) });
    expect(nn.status).toBe(400);
    expect(nn.json.code).toBe('23502');
    const ck = await fx.call('/products', {
      method: 'POST',
      claims: user(ANA),
      ...json({ seller_id: ANA, title: 'x', price: -1 }),
    });
    expect(ck.status).toBe(400);
    expect(ck.json.code).toBe('23514');
  });

  it('refuses an RLS violation with 401 for anon and 403 for a user', async () => {
    const asAnon = await fx.call('/products', {
      method: 'POST',
      claims: anon,
      ...json({ seller_id: ANA, title: 'x', price: 1 }),
    });
    expect(asAnon.status).toBe(401);
    expect(asAnon.json.code).toBe('42501');
    expect(asAnon.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const asBeto = await fx.call('/products', {
      method: 'POST',
      claims: user(BETO),
      ...json({ seller_id: ANA, title: 'x', price: 1 }),
    });
    expect(asBeto.status).toBe(403);
    expect(asBeto.json.code).toBe('42501');
    expect(asBeto.json.message).toMatch(/row-level security/);
  });

  it('needs a select policy to return the inserted row, like PostgREST', async () => {
    const minimal = await fx.call('/newsletter_subscribers', {
      method: 'POST',
      ...json({ email: 'z@z.mx' }, 'return=minimal'),
    });
    expect(minimal.status).toBe(201);
    const rep = await fx.call('/newsletter_subscribers', {
      method: 'POST',
      ...json({ email: 'y@z.mx' }, 'return=representation'),
    });
    expect(rep.status).toBe(401);
    expect(await count(`newsletter_subscribers where email = 'y@z.mx'`)).toBe(0);
  });

  it('answers PGRST204 for a body column that does not exist', async () => {
    const r = await fx.call('/products', {
      method: 'POST',
      claims: user(ANA),
      ...json({ seller_id: ANA, title: 'x', price: 1, nope: 1 }),
    });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({
      code: 'PGRST204',
      details: null,
      hint: null,
      message: "Could not find the 'nope' column of 'products' in the schema cache",
    });
  });

  it('returns headers-only with a Location', async () => {
    const r = await fx.call('/newsletter_subscribers', {
      method: 'POST',
      claims: service,
      ...json({ email: 'loc@z.mx' }, 'return=headers-only'),
    });
    expect(r.status).toBe(201);
    expect(r.text).toBe('');
    expect(r.headers.get('location')).toMatch(/^\/newsletter_subscribers\?id=eq\.\d+$/);
  });
});

describe(`upsert on ${ENGINE}`, () => {
  it('merges duplicates on the primary key', async () => {
    const r = await fx.call('/favorites?select=user_id,product_id', {
      method: 'POST',
      claims: user(ANA),
      ...json([{ user_id: ANA, product_id: P1 }], 'resolution=merge-duplicates, return=representation'),
    });
    expect(r.status).toBe(201);
    const again = await fx.call('/favorites', {
      method: 'POST',
      claims: user(ANA),
      ...json([{ user_id: ANA, product_id: P1 }], 'resolution=merge-duplicates'),
    });
    expect(again.status).toBe(201);
    expect(await count('favorites')).toBe(1);
  });

  it('merges on on_conflict columns and updates the row', async () => {
    const r = await fx.call('/profiles?on_conflict=username&select=username,full_name', {
      method: 'POST',
      claims: service,
      ...json(
        { id: ANA, username: 'ana', full_name: 'Ana Nueva' },
        'resolution=merge-duplicates, return=representation',
      ),
    });
    expect(r.status).toBe(201);
    expect(r.json).toEqual([{ username: 'ana', full_name: 'Ana Nueva' }]);
  });

  it('ignores duplicates with resolution=ignore-duplicates', async () => {
    await fx.call('/favorites', { method: 'POST', claims: user(ANA), ...json({ user_id: ANA, product_id: P1 }) });
    const r = await fx.call('/favorites?on_conflict=user_id,product_id', {
      method: 'POST',
      claims: user(ANA),
      ...json(
        [
          { user_id: ANA, product_id: P1 },
          { user_id: ANA, product_id: P3 },
        ],
        'resolution=ignore-duplicates',
      ),
    });
    expect(r.status).toBe(201);
    expect(await count('favorites')).toBe(2);
  });
});

describe(`update and delete on ${ENGINE}`, () => {
  it('updates filtered rows and returns them', async () => {
    const r = await fx.call(`/products?id=eq.${P1}&select=title,price`, {
      method: 'PATCH',
      claims: user(ANA),
      ...json({ title: 'Balón', price: 26000 }, 'return=representation'),
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual([{ title: 'Balón', price: 26000 }]);
    expect(r.headers.get('content-range')).toBe('0-0/*');
  });

  it('answers 204 without representation, and counts with count=exact', async () => {
    const r = await fx.call(`/products?seller_id=eq.${ANA}`, {
      method: 'PATCH',
      claims: user(ANA),
      ...json({ category: 'x' }, 'count=exact'),
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('content-range')).toBe('0-1/2');
  });

  it('updates nothing that RLS hides, without an error', async () => {
    const r = await fx.call(`/products?id=eq.${P1}`, {
      method: 'PATCH',
      claims: user(BETO),
      ...json({ title: 'robado' }, 'return=representation'),
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual([]);
    expect(await count(`products where title = 'robado'`)).toBe(0);
  });

  it('deletes with filters and returns the deleted rows', async () => {
    const r = await fx.call(`/products?id=eq.${P4}&select=id`, {
      method: 'DELETE',
      claims: user(BETO),
      headers: { Prefer: 'return=representation' },
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual([{ id: P4 }]);
    const again = await fx.call(`/products?id=eq.${P3}`, {
      method: 'DELETE',
      claims: user(BETO),
      headers: { Prefer: 'count=exact' },
    });
    expect(again.status).toBe(204);
    expect(again.headers.get('content-range')).toBe('*/1');
    expect(await count('products')).toBe(2);
  });

  it('rolls back with Prefer: tx=rollback but still answers', async () => {
    const r = await fx.call(`/products?id=eq.${P4}&select=id`, {
      method: 'DELETE',
      claims: user(BETO),
      headers: { Prefer: 'return=representation, tx=rollback' },
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual([{ id: P4 }]);
    expect(r.headers.get('preference-applied')).toMatch(/tx=rollback/);
    expect(await count('products')).toBe(4);
  });

  it('answers an empty PATCH body without touching rows', async () => {
    const r = await fx.call(`/products?id=eq.${P1}`, { method: 'PATCH', claims: user(ANA), ...json({}) });
    expect(r.status).toBe(204);
  });
});
