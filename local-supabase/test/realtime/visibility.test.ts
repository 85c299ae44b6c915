import { randomUUID } from 'node:crypto';
import type { Database, JwtClaims } from '../../src/db/types';
import { Catalog, type TableInfo } from '../../src/realtime/catalog';
import { RowVisibility } from '../../src/realtime/visibility';
import { createProduct, createUser } from '../db/testDatabase';
import { startTestBackend, type TestBackend } from '../helpers/backend';

// RowVisibility on the server's own database: PGlite, and PostgreSQL with DATABASE_URL.
jest.setTimeout(120_000);

let backend: TestBackend;
let db: Database;
const admin = async <R = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await db.admin((q) => q.query<R>(sql, params))).rows;

const owner = randomUUID();
const stranger = randomUUID();
const user = (sub: string): JwtClaims => ({ role: 'authenticated', sub, aud: 'authenticated' });
const anon: JwtClaims = { role: 'anon' };

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
  db = backend.server.db;
  await db.exec!(`
    create table public.rt_notes (id int primary key, owner uuid, shared boolean not null, archived boolean not null, body text);
    alter table public.rt_notes enable row level security;
    create policy "own notes" on public.rt_notes for select to authenticated using (owner = (select auth.uid()));
    create policy "shared notes" on public.rt_notes for select using (shared);
    create policy "archived stay hidden" on public.rt_notes as restrictive for select to authenticated using (not archived);
    create policy "visitors write" on public.rt_notes for insert to anon with check (true);
    create policy "visitors change" on public.rt_notes for all to anon with check (true);
    create table public.rt_open (id int primary key, body text);
    create table public.rt_locked (id int primary key, body text);
    alter table public.rt_locked enable row level security;
  `);
});

afterAll(async () => {
  await backend?.stop();
});

async function table(name: string): Promise<TableInfo> {
  const info = await new Catalog(db).table('public', name);
  if (!info) throw new Error(`no table ${name}`);
  return info;
}

const note = (
  fields: Partial<{ id: number; owner: string | null; shared: boolean; archived: boolean; body: string }>,
) => ({
  id: 1,
  owner,
  shared: false,
  archived: false,
  body: 'nota',
  ...fields,
});

describe('RowVisibility', () => {
  it('ORs permissive policies, ANDs restrictive ones, and ignores policies of other commands', async () => {
    const v = new RowVisibility(db);
    const info = await table('rt_notes');
    expect(await v.visible(user(owner), info, note({}))).toBe(true);
    expect(await v.visible(user(owner), info, note({ archived: true }))).toBe(false);
    expect(await v.visible(user(stranger), info, note({}))).toBe(false);
    // the policy to PUBLIC applies to every role
    expect(await v.visible(user(stranger), info, note({ shared: true }))).toBe(true);
    // the restrictive policy is for authenticated only
    expect(await v.visible(anon, info, note({ shared: true, archived: true }))).toBe(true);
    expect(await v.visible(user(stranger), info, note({ shared: true, archived: true }))).toBe(false);
    // INSERT policies and an ALL policy without USING let a visitor see nothing
    expect(await v.visible(anon, info, note({}))).toBe(false);
    expect(await v.visible({ role: 'service_role' }, info, note({ archived: true }))).toBe(true);
  });

  it('treats every value of the record as data', async () => {
    const v = new RowVisibility(db);
    const info = await table('rt_notes');
    const hostile = note({ body: `x'); drop table public.rt_notes; --`, owner: stranger, shared: true });
    expect(await v.visible(anon, info, hostile)).toBe(true);
    expect(await v.visible(anon, info, { ...hostile, shared: 'true) or (1=1' })).toBe(false);
    expect(await admin('select 1 from public.rt_notes')).toEqual([]);
  });

  it('lets every row through without RLS, but nothing without the SELECT privilege or any policy', async () => {
    const v = new RowVisibility(db);
    const open = await table('rt_open');
    const locked = await table('rt_locked');
    expect(await v.visible(anon, open, { id: 1, body: 'x' })).toBe(true);
    expect(await v.visible(user(owner), locked, { id: 1, body: 'x' })).toBe(false);
    expect(await v.visible({ role: 'nobody' as JwtClaims['role'] }, open, { id: 1, body: 'x' })).toBe(false);
    await admin('revoke select on public.rt_open from anon');
    v.invalidate();
    expect(await v.visible(anon, open, { id: 1, body: 'x' })).toBe(false);
    expect(await v.visible(user(owner), open, { id: 1, body: 'x' })).toBe(true);
  });

  it('keeps the policies of a table until invalidated', async () => {
    const v = new RowVisibility(db);
    const info = await table('rt_notes');
    expect(await v.visible(anon, info, note({ id: 7 }))).toBe(false);
    await admin(`create policy "note seven" on public.rt_notes for select to anon using (id = 7)`);
    expect(await v.visible(anon, info, note({ id: 7 }))).toBe(false);
    v.invalidate();
    expect(await v.visible(anon, info, note({ id: 7 }))).toBe(true);
  });

  it('applies the migrations’ policies, helper functions included', async () => {
    const v = new RowVisibility(db);
    const q = { query: admin };
    const seller = await createUser(q);
    const reviewer = await createUser(q, { level: 'trusted' });
    const product = await createProduct(q, seller.id, { status: 'pending' });
    const [row] = await admin<{ row: Record<string, unknown> }>(
      'select to_jsonb(p) as row from public.products p where id = $1',
      [product],
    );
    const record = typeof row.row === 'string' ? (JSON.parse(row.row) as Record<string, unknown>) : row.row;
    const products = await table('products');
    expect(await v.visible(anon, products, record)).toBe(false);
    expect(await v.visible(user(stranger), products, record)).toBe(false);
    expect(await v.visible(user(seller.id), products, record)).toBe(true);
    expect(await v.visible(user(reviewer.id), products, record)).toBe(true);
    expect(await v.visible(anon, products, { ...record, status: 'published' })).toBe(true);
  });
});
