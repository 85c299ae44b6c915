import { relationSource } from '../../src/rest/buildSelect';
import { buildRead } from '../../src/rest/buildStatements';
import { parseQuery } from '../../src/rest/parseQuery';
import { loadSchema, type SchemaCache } from '../../src/rest/schemaCache';
import type { JwtClaims } from '../../src/db/types';
import { anon, BETO, ENGINE, startFixture, user } from './fixture';

let fx: Awaited<ReturnType<typeof startFixture>>;
let schema: SchemaCache;

beforeAll(async () => {
  fx = await startFixture();
  // more rows than one page, with ties in price and products without images
  await fx.exec(`
    insert into products (id, seller_id, title, price, category, status, created_at, specs)
    select ('20000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid,
           case when g % 3 = 0 then '${BETO}'::uuid else '00000000-0000-0000-0000-00000000000a'::uuid end,
           'Producto ' || g, 100 + (g % 7) * 50, case when g % 2 = 0 then 'futbol' else 'beisbol' end,
           case when g % 5 = 0 then 'pending' else 'approved' end, '2024-02-01'::timestamptz + g * interval '1 hour',
           jsonb_build_object('year', 1950 + g % 40)
    from generate_series(1, 60) g;
    insert into product_images (product_id, image_url, "order")
    select ('20000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid, 'https://img/' || g || '-' || i || '.jpg', i
    from generate_series(1, 60) g, generate_series(0, 1) i where g % 4 <> 0 and (i = 0 or g % 3 = 0);
  `);
  schema = await loadSchema(fx.db);
});
afterAll(async () => {
  await fx?.close();
});

async function read(query: string, pageFirst: boolean, claims: JwtClaims) {
  const parsed = parseQuery(new URLSearchParams(query));
  const top = parsed.levels.get('');
  const statement = buildRead(
    schema,
    relationSource(schema.relations.get('products')!),
    parsed,
    true,
    { offset: top?.offset ?? 0, limit: top?.limit },
    undefined,
    {
      pageFirst,
    },
  );
  const res = await fx.db.asRole(
    claims,
    (q) => q.query<{ total: string | number; n: string | number; body: string }>(statement.sql, statement.params),
    { readOnly: true },
  );
  const row = res.rows[0];
  return { sql: statement.sql, total: Number(row.total), n: Number(row.n), body: JSON.parse(row.body) as unknown };
}

const pageFirstCases: [string, string, JwtClaims][] = [
  [
    'filters, order, limit, offset, one-to-many embed',
    'select=*,product_images(id,image_url,order)&category=eq.futbol&price=gte.150&order=created_at.desc&limit=7&offset=3',
    anon,
  ],
  [
    'many-to-one embed, order on a JSON path with a tie-breaker',
    'select=id,title,seller:profiles(username)&order=specs->year.asc,id.desc&limit=10&offset=5',
    anon,
  ],
  [
    'embedded order/limit and a filter on the embedded rows only',
    'select=id,product_images(order,image_url)&product_images.order=eq.1&product_images.order=order.desc&product_images.limit=1&order=price.desc,id&limit=12',
    anon,
  ],
  [
    'or filter, only embeds selected, offset past the end',
    'select=product_images(image_url)&or=(price.lt.200,category.eq.beisbol)&order=id&limit=5&offset=1000',
    anon,
  ],
  [
    'RLS for the seller (her pending products), nested embeds',
    'select=id,status,product_images(id,products(title))&seller_id=eq.' +
      BETO +
      '&order=created_at.desc&limit=4&offset=2',
    user(BETO),
  ],
];

describe(`page-first reads on ${ENGINE}`, () => {
  it.each(pageFirstCases)(
    '%s: same rows, embeds and count as embedding every row first',
    async (_name, query, claims) => {
      const fast = await read(query, true, claims);
      const reference = await read(query, false, claims);
      expect(fast.sql).not.toBe(reference.sql);
      expect(fast.sql).toMatch(/from \(select .* limit \$\d+/);
      expect(fast.total).toBe(reference.total);
      expect(fast.n).toBe(reference.n);
      expect(fast.body).toEqual(reference.body);
    },
  );

  it('pages the ordered rows: the count covers every matching row, the page only the asked slice', async () => {
    const r = await read(
      'select=id,price,product_images(id)&status=eq.approved&order=price.desc,id.asc&limit=5&offset=5',
      true,
      anon,
    );
    const all = await read('select=id,price&status=eq.approved&order=price.desc,id.asc', true, anon);
    expect(r.total).toBe((all.body as unknown[]).length);
    expect(r.total).toBeGreaterThan(40);
    expect((r.body as { id: string }[]).map((p) => p.id)).toEqual(
      (all.body as { id: string }[]).slice(5, 10).map((p) => p.id),
    );
  });

  it.each([
    ['!inner', 'select=id,product_images!inner(id)&order=created_at.desc&limit=6&offset=2'],
    [
      '!inner with an embedded filter',
      'select=id,product_images!inner(order)&product_images.order=eq.1&order=id&limit=4',
    ],
    [
      'embed=not.is.null',
      'select=id,product_images(id)&product_images.order=eq.1&product_images=not.is.null&order=id.desc&limit=3&offset=1',
    ],
    ['embed=is.null', 'select=id,product_images(id)&product_images=is.null&order=id&limit=5'],
  ])('%s filters the parents before paging: same answer as the reference shape', async (_name, query) => {
    const fast = await read(query, true, anon);
    const reference = await read(query, false, anon);
    expect(fast.sql).toBe(reference.sql);
    expect(fast.total).toBe(reference.total);
    expect(fast.body).toEqual(reference.body);
    expect(fast.n).toBeGreaterThan(0);
    // each returned parent really passes the embed filter
    const withImages = (fast.body as { product_images: unknown[] }[]).map((p) => p.product_images.length > 0);
    expect(new Set(withImages).size).toBe(1);
  });

  it('keeps the page-first answer through the HTTP handler (Content-Range with the exact count)', async () => {
    const r = await fx.call(
      '/products?select=id,product_images(id)&category=eq.futbol&order=created_at.desc&offset=2&limit=3',
      { headers: { Prefer: 'count=exact' } },
    );
    const reference = await read(
      'select=id,product_images(id)&category=eq.futbol&order=created_at.desc&offset=2&limit=3',
      false,
      anon,
    );
    expect(r.status).toBe(206);
    expect(r.headers.get('content-range')).toBe(`2-4/${reference.total}`);
    expect(r.json).toEqual(reference.body);
  });
});
