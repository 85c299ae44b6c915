/**
 * Every filter and sort of the catalogue listing (spec §7) has an index a visitor's query can use under RLS, on
 * 10,000 generated pieces (the API bench's catalogue): the exact count finds the filtered column in an index
 * condition (or uses the partial index made for a boolean filter), and neither the count nor the page scans
 * `products` sequentially. Sequential scans are priced out (`enable_seqscan = off`): the question is whether a
 * usable index exists, not which plan wins on this small table. A comparison that is not leakproof, as `numeric`
 * ones are, cannot be an index condition under RLS: hence `price_cents` (one test shows it).
 */
import { generationSql } from '../../../bench/api/generate';
import { API_URL, createUser, drivers, type TestDatabase } from './testDatabase';

jest.setTimeout(180_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

// The listing as the catalogue sends it: published pieces, a filter, newest first, a page of 20; then what must
// serve the filter: columns found in an index condition, or the partial index of a boolean filter.
const LISTINGS: [string, string, unknown[], { columns?: string[]; index?: string }][] = [
  ['no filter, newest first', 'true', [], {}],
  ['category', 'category = $1', ['cards'], { columns: ['category'] }],
  [
    'category and sub-category',
    'category = $1 and subcategory = $2',
    ['cards', 'soccer'],
    { columns: ['category', 'subcategory'] },
  ],
  ['condition', 'condition = $1', ['good'], { columns: ['condition'] }],
  ['rarity', 'rarity = $1', ['legendary'], { columns: ['rarity'] }],
  ['PSA grade', 'psa_grade = $1', ['psa_10'], { columns: ['psa_grade'] }],
  ['signed by', 'signed_by = $1', ['coach'], { columns: ['signed_by'] }],
  ['featured', 'featured', [], { index: 'products_featured_idx' }],
  ['certified', 'is_certified', [], { index: 'products_certified_idx' }],
  [
    'price range (price_cents)',
    'price_cents >= $1 and price_cents <= $2',
    [100000, 150000],
    { columns: ['price_cents'] },
  ],
  [
    'category and price range',
    'category = $1 and price_cents >= $2 and price_cents <= $3',
    ['jerseys', 50000, 2000000],
    { columns: ['category', 'price_cents'] },
  ],
];

const SORTS: [string, string][] = [
  ['cheapest first', 'price_cents asc'],
  ['most viewed first', 'views desc'],
];

describe.each(drivers())('listing indexes on $name', (driver) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await driver.open();
    await createUser(db, { identityVerified: true, level: 'verified' });
    await db.query(generationSql(10_000, API_URL));
    await db.query('analyze public.products');
    await db.query('analyze public.product_images');
  });

  afterAll(async () => {
    await db?.close();
  });

  const planAsVisitor = (sql: string, params: unknown[]) =>
    db.as('anon', async (q) => {
      await q.query(`select set_config('enable_seqscan', 'off', true)`);
      const [row] = await q.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
      const raw = row['QUERY PLAN'];
      const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      return nodesOf(parsed[0].Plan);
    });

  const seqScansOfProducts = (nodes: PlanNode[]) =>
    nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'products');

  const conditions = (nodes: PlanNode[]) => nodes.map((n) => n['Index Cond'] ?? '').join(' ');
  const servedBy = (nodes: PlanNode[], wanted: { columns?: string[]; index?: string }) => ({
    seqScans: seqScansOfProducts(nodes).length,
    columns: (wanted.columns ?? []).filter((c) => new RegExp(`\\b${c}\\b`).test(conditions(nodes))),
    index: wanted.index && nodes.some((n) => n['Index Name'] === wanted.index) ? wanted.index : undefined,
  });

  it.each(LISTINGS)(
    '%s: the exact count uses an index on it, the page an index',
    async (_name, filter, params, wanted) => {
      const where = `status = 'published' and ${filter}`;
      const count = await planAsVisitor(`select count(*) from public.products where ${where}`, params);
      expect(servedBy(count, wanted)).toEqual({ seqScans: 0, columns: wanted.columns ?? [], index: wanted.index });
      // newest first, 20 rows: an ordered index scan that stops early is as good as one on the filter
      const page = await planAsVisitor(
        `select id from public.products where ${where} order by created_at desc limit 20`,
        params,
      );
      expect(seqScansOfProducts(page)).toEqual([]);
    },
  );

  it('a numeric price range cannot be an index condition for a visitor (RLS): why listings use price_cents', async () => {
    const nodes = await planAsVisitor(
      `select count(*) from public.products where status = 'published' and price >= $1 and price <= $2`,
      [500, 20000],
    );
    expect(conditions(nodes)).not.toMatch(/\bprice\b/);
  });

  it.each(SORTS)('sorted %s: the page uses an index', async (_name, order) => {
    const page = await planAsVisitor(
      `select id from public.products where status = 'published' order by ${order} limit 20`,
      [],
    );
    expect(seqScansOfProducts(page)).toEqual([]);
  });

  it('a product page reads its images through the (product_id, order) index', async () => {
    const nodes = await planAsVisitor(`select id from public.product_images where product_id = $1 order by "order"`, [
      '00000000-0000-0000-0000-000000000000',
    ]);
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
  });
});
