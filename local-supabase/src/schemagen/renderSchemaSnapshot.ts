import type { Database, Queryable } from '../db/types';

/**
 * The schema snapshot: one SQL file per function, table and view of `public` with its definition as the database
 * built from the migrations holds it, so a reader finds what runs today without replaying the migrations by hand.
 * Every definition comes from Postgres's own deparsers (pg_get_functiondef, pg_get_constraintdef, pg_get_indexdef,
 * pg_get_triggerdef, pg_get_viewdef, pg_get_expr, pg_policies) with `search_path` empty, so every name they print
 * is schema-qualified. Output is sorted by name everywhere: the same migrations always give the same bytes.
 *
 * What migrations add to the platform's own tables (policies on storage.objects, the trigger on auth.users, the
 * storage buckets) gets a file named `<schema>.<table>.sql`; the platform's columns are not repeated there.
 */
export type SchemaSnapshot = Map<string, string>;

/** Local-only machinery of the embedded backend (sql/realtime.sql), not part of the project's schema. */
const LOCAL_TRIGGERS = new Set(['realtime_local_capture']);

const SCHEMAS_NOT_OURS = `('pg_catalog', 'information_schema', 'pg_toast', 'realtime_local', 'supabase_migrations')`;

/** ACL entries, one row per grantee: `grantee` null for PUBLIC; `all` when they hold every privilege the owner can. */
const ACL_SQL = (kind: 'r' | 'f', oids: string, acl: string, owner: string) => `
select o.oid::int as oid, r.rolname as grantee, r.oid = o.${owner} as is_owner,
  array_agg(lower(x.privilege_type) order by lower(x.privilege_type)) as privileges,
  count(*) = (select count(*) from pg_catalog.aclexplode(pg_catalog.acldefault('${kind}', o.${owner})) d
              where d.grantee = o.${owner}) as is_all
from ${oids} o
cross join lateral pg_catalog.aclexplode(coalesce(o.${acl}, pg_catalog.acldefault('${kind}', o.${owner}))) x
left join pg_catalog.pg_roles r on r.oid = x.grantee
group by o.oid, r.rolname, r.oid, o.${owner}`;

interface AclRow {
  oid: number;
  grantee: string | null;
  is_owner: boolean;
  privileges: string[];
  is_all: boolean;
}

interface RelationRow {
  oid: number;
  schema: string;
  name: string;
  qualified: string;
  kind: string;
  rls: boolean;
  force_rls: boolean;
  options: string[] | null;
  comment: string | null;
  view_def: string | null;
}

interface ColumnRow {
  rel: number;
  name: string;
  type: string;
  not_null: boolean;
  identity: string;
  generated: string;
  default_expr: string | null;
  collation: string | null;
  comment: string | null;
}

interface ColumnAclRow {
  rel: number;
  column: string;
  grantee: string | null;
  privilege: string;
}

interface NamedDefRow {
  rel: number;
  name: string;
  def: string;
}

interface PolicyRow {
  rel: number;
  name: string;
  permissive: string;
  roles: string[];
  cmd: string;
  qual: string | null;
  with_check: string | null;
}

interface FunctionRow {
  oid: number;
  name: string;
  signature: string;
  identity_args: string;
  def: string;
  comment: string | null;
}

// Relations of `public` (tables, views) and the platform tables that migrations add policies or triggers to.
const RELATIONS_SQL = `
select c.oid::int as oid, n.nspname as schema, c.relname as name, c.oid::regclass::text as qualified,
  c.relkind::text as kind, c.relrowsecurity as rls, c.relforcerowsecurity as force_rls, c.reloptions as options,
  pg_catalog.obj_description(c.oid, 'pg_class') as comment,
  case when c.relkind in ('v', 'm') then pg_catalog.pg_get_viewdef(c.oid, true) end as view_def
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p', 'v', 'm')
  and n.nspname not in ${SCHEMAS_NOT_OURS}
  and (n.nspname = 'public'
    or exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)
    or exists (select 1 from pg_catalog.pg_trigger t join pg_catalog.pg_proc f on f.oid = t.tgfoid
               where t.tgrelid = c.oid and not t.tgisinternal and f.pronamespace = 'public'::regnamespace)
    or (n.nspname = 'storage' and c.relname = 'buckets'))
order by n.nspname collate "C", c.relname collate "C"`;

const COLUMNS_SQL = `
select a.attrelid::int as rel, pg_catalog.quote_ident(a.attname) as name,
  pg_catalog.format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
  a.attidentity::text as identity, a.attgenerated::text as generated,
  pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default_expr,
  case when a.attcollation <> t.typcollation then
    (select pg_catalog.quote_ident(co.collname) from pg_catalog.pg_collation co where co.oid = a.attcollation)
  end as collation,
  pg_catalog.col_description(a.attrelid, a.attnum) as comment
from pg_catalog.pg_attribute a
join pg_catalog.pg_type t on t.oid = a.atttypid
left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where a.attrelid = any ($1::oid[]) and a.attnum > 0 and not a.attisdropped
order by a.attrelid, a.attnum`;

const COLUMN_ACL_SQL = `
select a.attrelid::int as rel, pg_catalog.quote_ident(a.attname) as column, r.rolname as grantee,
  lower(x.privilege_type) as privilege
from pg_catalog.pg_attribute a
cross join lateral pg_catalog.aclexplode(a.attacl) x
left join pg_catalog.pg_roles r on r.oid = x.grantee
where a.attrelid = any ($1::oid[]) and a.attacl is not null and a.attnum > 0 and not a.attisdropped
order by a.attrelid, a.attnum`;

// not-null constraints are part of their column's line
const CONSTRAINTS_SQL = `
select con.conrelid::int as rel, pg_catalog.quote_ident(con.conname) as name,
  pg_catalog.pg_get_constraintdef(con.oid) as def
from pg_catalog.pg_constraint con
where con.conrelid = any ($1::oid[]) and con.contype <> 'n'
order by con.conrelid, con.contype <> 'p', con.conname collate "C"`;

// the indexes a primary key, unique or exclusion constraint makes are stated by the constraint
const INDEXES_SQL = `
select i.indrelid::int as rel, c.relname as name, pg_catalog.pg_get_indexdef(i.indexrelid) as def
from pg_catalog.pg_index i
join pg_catalog.pg_class c on c.oid = i.indexrelid
where i.indrelid = any ($1::oid[])
  and not exists (select 1 from pg_catalog.pg_constraint con
                  where con.conindid = i.indexrelid and con.conrelid = i.indrelid and con.contype in ('p', 'u', 'x'))
order by i.indrelid, c.relname collate "C"`;

const POLICIES_SQL = `
select p.polrelid::int as rel, pg_catalog.quote_ident(p.polname) as name, pp.permissive, pp.roles::text[] as roles,
  pp.cmd, pp.qual, pp.with_check
from pg_catalog.pg_policy p
join pg_catalog.pg_class c on c.oid = p.polrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_policies pp on pp.schemaname = n.nspname and pp.tablename = c.relname and pp.policyname = p.polname
where p.polrelid = any ($1::oid[])
order by p.polrelid, p.polname collate "C"`;

// on the platform's tables only the triggers that run one of our functions
const TRIGGERS_SQL = `
select t.tgrelid::int as rel, t.tgname as name, pg_catalog.pg_get_triggerdef(t.oid) as def
from pg_catalog.pg_trigger t
join pg_catalog.pg_class c on c.oid = t.tgrelid
join pg_catalog.pg_proc f on f.oid = t.tgfoid
where t.tgrelid = any ($1::oid[]) and not t.tgisinternal
  and (c.relnamespace = 'public'::regnamespace or f.pronamespace = 'public'::regnamespace)
order by t.tgrelid, t.tgname collate "C"`;

const PUBLICATIONS_SQL = `
select pr.prrelid::int as rel, pg_catalog.quote_ident(p.pubname) as name, '' as def
from pg_catalog.pg_publication_rel pr
join pg_catalog.pg_publication p on p.oid = pr.prpubid
where pr.prrelid = any ($1::oid[])
order by pr.prrelid, p.pubname collate "C"`;

// functions and procedures of `public`, not those an extension installed
const FUNCTIONS_SQL = `
select p.oid::int as oid, p.proname as name, p.oid::regprocedure::text as signature,
  pg_catalog.pg_get_function_identity_arguments(p.oid) as identity_args,
  pg_catalog.pg_get_functiondef(p.oid) as def,
  pg_catalog.obj_description(p.oid, 'pg_proc') as comment
from pg_catalog.pg_proc p
where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
  and not exists (select 1 from pg_catalog.pg_depend d
                  where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
order by p.proname collate "C", pg_catalog.pg_get_function_identity_arguments(p.oid) collate "C"`;

const BUCKETS_SQL = `
select format('  (%L, %L, %s, %s, %s)', id, name, case when public then 'true' else 'false' end,
  coalesce(file_size_limit::text, 'null'), coalesce(quote_literal(allowed_mime_types::text) || '::text[]', 'null'))
  as line
from storage.buckets
order by id collate "C"`;

const ENUMS_SQL = `
select t.typname as name,
  string_agg(pg_catalog.quote_literal(e.enumlabel), ', ' order by e.enumsortorder) as labels
from pg_catalog.pg_type t
join pg_catalog.pg_enum e on e.enumtypid = t.oid
where t.typnamespace = 'public'::regnamespace
group by t.typname
order by t.typname collate "C"`;

const PRIVILEGE_ORDER = ['select', 'insert', 'update', 'delete', 'truncate', 'references', 'trigger', 'maintain'];

/** Reads the catalogue of the migrated database and renders the snapshot: relative path → file text. */
export async function renderSchemaSnapshot(db: Database): Promise<SchemaSnapshot> {
  return db.admin(async (q: Queryable) => {
    // the deparsers qualify every name they would otherwise leave to the search path
    await q.query(`set local search_path = ''`);
    const relations = (await q.query<RelationRow>(RELATIONS_SQL)).rows;
    const oids = relations.map((r) => r.oid);
    const byRel = async <R extends { rel: number }>(sql: string): Promise<Map<number, R[]>> =>
      groupBy((await q.query<R>(sql, [oids])).rows, (r) => r.rel);
    const columns = await byRel<ColumnRow>(COLUMNS_SQL);
    const columnAcl = await byRel<ColumnAclRow>(COLUMN_ACL_SQL);
    const constraints = await byRel<NamedDefRow>(CONSTRAINTS_SQL);
    const indexes = await byRel<NamedDefRow>(INDEXES_SQL);
    const policies = await byRel<PolicyRow>(POLICIES_SQL);
    const triggers = await byRel<NamedDefRow>(TRIGGERS_SQL);
    const publications = await byRel<NamedDefRow>(PUBLICATIONS_SQL);
    const relationAcl = groupBy(
      (
        await q.query<AclRow>(
          ACL_SQL(
            'r',
            `(select oid, relacl, relowner from pg_catalog.pg_class where oid = any ($1::oid[]))`,
            'relacl',
            'relowner',
          ),
          [oids],
        )
      ).rows,
      (r) => r.oid,
    );
    const functions = (await q.query<FunctionRow>(FUNCTIONS_SQL)).rows;
    const functionAcl = groupBy(
      (
        await q.query<AclRow>(
          ACL_SQL(
            'f',
            `(select oid, proacl, proowner from pg_catalog.pg_proc where oid = any ($1::oid[]))`,
            'proacl',
            'proowner',
          ),
          [functions.map((f) => f.oid)],
        )
      ).rows,
      (r) => r.oid,
    );
    const buckets = relations.some((r) => r.qualified === 'storage.buckets')
      ? (await q.query<{ line: string }>(BUCKETS_SQL)).rows.map((r) => r.line)
      : [];
    const enums = (await q.query<{ name: string; labels: string }>(ENUMS_SQL)).rows;

    const files: SchemaSnapshot = new Map();
    for (const rel of relations) {
      const parts: RelationParts = {
        columns: columns.get(rel.oid) ?? [],
        columnAcl: columnAcl.get(rel.oid) ?? [],
        constraints: constraints.get(rel.oid) ?? [],
        indexes: indexes.get(rel.oid) ?? [],
        policies: policies.get(rel.oid) ?? [],
        triggers: (triggers.get(rel.oid) ?? []).filter((t) => !LOCAL_TRIGGERS.has(t.name)),
        publications: publications.get(rel.oid) ?? [],
        acl: relationAcl.get(rel.oid) ?? [],
      };
      const fileName = rel.schema === 'public' ? rel.name : `${rel.schema}.${rel.name}`;
      if (rel.kind === 'v' || rel.kind === 'm') files.set(`views/${fileName}.sql`, renderView(rel, parts));
      else if (rel.schema === 'public') files.set(`tables/${fileName}.sql`, renderTable(rel, parts));
      else files.set(`tables/${fileName}.sql`, renderPlatformTable(rel, parts, buckets));
    }
    for (const [name, overloads] of groupBy(functions, (f) => f.name)) {
      files.set(`functions/${name}.sql`, renderFunction(name, overloads, functionAcl));
    }
    for (const e of enums) {
      files.set(
        `types/${e.name}.sql`,
        [header(`type public.${e.name}`), '', `create type public.${ident(e.name)} as enum (${e.labels});`, ''].join(
          '\n',
        ),
      );
    }
    return new Map([...files.entries()].sort(([a], [b]) => compare(a, b)));
  });
}

interface RelationParts {
  columns: ColumnRow[];
  columnAcl: ColumnAclRow[];
  constraints: NamedDefRow[];
  indexes: NamedDefRow[];
  policies: PolicyRow[];
  triggers: NamedDefRow[];
  publications: NamedDefRow[];
  acl: AclRow[];
}

function header(what: string): string {
  return (
    `-- ${what} as the migrations leave it. Generated by \`npm run gen:schema\` from supabase/migrations:\n` +
    `-- do not edit; change it with a new migration and regenerate.`
  );
}

function renderTable(rel: RelationRow, parts: RelationParts): string {
  const out = [header(`table ${rel.qualified}`)];
  const cols = parts.columns.map((c) => `  ${columnLine(c)}`);
  section(out, [`create table ${rel.qualified} (\n${cols.join(',\n')}\n);`]);
  out.push(...comments(rel, parts.columns));
  section(
    out,
    parts.constraints.map((c) => `alter table ${rel.qualified} add constraint ${c.name} ${c.def};`),
  );
  section(
    out,
    parts.indexes.map((i) => `${i.def};`),
  );
  section(out, [
    ...(rel.rls ? [`alter table ${rel.qualified} enable row level security;`] : []),
    ...(rel.force_rls ? [`alter table ${rel.qualified} force row level security;`] : []),
  ]);
  section(
    out,
    parts.policies.map((p) => policy(rel.qualified, p)),
    '\n\n',
  );
  section(
    out,
    parts.triggers.map((t) => `${t.def};`),
  );
  section(out, privileges('table', rel.qualified, parts.acl, parts.columnAcl));
  section(
    out,
    parts.publications.map((p) => `alter publication ${p.name} add table ${rel.qualified};`),
  );
  return `${out.join('\n')}\n`;
}

function renderView(rel: RelationRow, parts: RelationParts): string {
  const kind = rel.kind === 'm' ? 'materialized view' : 'view';
  const out = [header(`${kind} ${rel.qualified}`)];
  const options = rel.options?.length ? ` with (${[...rel.options].sort().join(', ')})` : '';
  section(out, [`create ${kind} ${rel.qualified}${options} as\n${(rel.view_def ?? '').trimEnd()}`]);
  out.push(...comments(rel, parts.columns));
  section(
    out,
    parts.indexes.map((i) => `${i.def};`),
  );
  section(
    out,
    parts.triggers.map((t) => `${t.def};`),
  );
  section(out, privileges('table', rel.qualified, parts.acl, parts.columnAcl));
  return `${out.join('\n')}\n`;
}

/** A platform table (auth.users, storage.objects, storage.buckets): only what the migrations add to it. */
function renderPlatformTable(rel: RelationRow, parts: RelationParts, buckets: string[]): string {
  const out = [
    `-- ${rel.qualified} belongs to the Supabase platform; what the migrations add to it. Generated by\n` +
      `-- \`npm run gen:schema\` from supabase/migrations: do not edit; change it with a new migration and regenerate.`,
  ];
  if (rel.qualified === 'storage.buckets' && buckets.length > 0) {
    section(out, [
      `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values\n${buckets.join(',\n')};`,
    ]);
  }
  section(
    out,
    parts.policies.map((p) => policy(rel.qualified, p)),
    '\n\n',
  );
  section(
    out,
    parts.triggers.map((t) => `${t.def};`),
  );
  return `${out.join('\n')}\n`;
}

function renderFunction(name: string, overloads: FunctionRow[], acl: Map<number, AclRow[]>): string {
  const out = [header(`function public.${name}`)];
  for (const f of overloads) {
    section(out, [`${f.def.trimEnd()};`]);
    if (f.comment !== null) out.push('', `comment on function ${f.signature} is ${literal(f.comment)};`);
    const target = `public.${ident(f.name)}(${f.identity_args})`;
    section(out, privileges('function', target, acl.get(f.oid) ?? [], []));
  }
  return `${out.join('\n')}\n`;
}

function columnLine(c: ColumnRow): string {
  let line = `${c.name} ${c.type}`;
  if (c.collation) line += ` collate ${c.collation}`;
  if (c.generated === 's') line += ` generated always as (${c.default_expr}) stored`;
  else if (c.generated === 'v') line += ` generated always as (${c.default_expr}) virtual`;
  else if (c.default_expr !== null) line += ` default ${c.default_expr}`;
  if (c.identity === 'a') line += ' generated always as identity';
  if (c.identity === 'd') line += ' generated by default as identity';
  if (c.not_null) line += ' not null';
  return line;
}

function comments(rel: RelationRow, columns: ColumnRow[]): string[] {
  const kind = rel.kind === 'v' ? 'view' : rel.kind === 'm' ? 'materialized view' : 'table';
  const lines = [
    ...(rel.comment !== null ? [`comment on ${kind} ${rel.qualified} is ${literal(rel.comment)};`] : []),
    ...columns
      .filter((c) => c.comment !== null)
      .map((c) => `comment on column ${rel.qualified}.${c.name} is ${literal(c.comment ?? '')};`),
  ];
  return lines.length > 0 ? ['', ...lines] : [];
}

function policy(table: string, p: PolicyRow): string {
  const roles = [...p.roles].sort(compare).map(ident).join(', ');
  let text = `create policy ${p.name} on ${table}\n  as ${p.permissive.toLowerCase()} for ${p.cmd.toLowerCase()} to ${roles}`;
  if (p.qual !== null) text += `\n  using (${p.qual})`;
  if (p.with_check !== null) text += `\n  with check (${p.with_check})`;
  return `${text};`;
}

/**
 * The object's privileges as grants, the owner's left out; grantees with the same privileges share a line. A
 * function's default grant to PUBLIC is stated as a revoke when it has been taken away.
 */
function privileges(kind: 'table' | 'function', target: string, acl: AclRow[], columnAcl: ColumnAclRow[]): string[] {
  const lines: string[] = [];
  if (kind === 'function' && !acl.some((a) => a.grantee === null)) {
    lines.push(`revoke execute on function ${target} from public;`);
  }
  const groups = new Map<string, string[]>();
  for (const a of acl) {
    if (a.is_owner) continue;
    const privs = a.is_all && kind === 'table' ? 'all' : sortPrivileges(a.privileges).join(', ');
    groups.set(privs, [...(groups.get(privs) ?? []), a.grantee === null ? 'public' : ident(a.grantee)]);
  }
  const grants = [...groups.entries()]
    .map(([privs, grantees]) => `grant ${privs} on ${kind} ${target} to ${grantees.sort(compare).join(', ')};`)
    .sort(compare);
  lines.push(...grants);
  // column privileges: one line per grantee and privilege, the columns in table order
  const byGrant = new Map<string, string[]>();
  for (const c of columnAcl) {
    const key = `${c.privilege}\0${c.grantee === null ? 'public' : ident(c.grantee)}`;
    byGrant.set(key, [...(byGrant.get(key) ?? []), c.column]);
  }
  lines.push(
    ...[...byGrant.entries()]
      .map(([key, cols]) => {
        const [privilege, grantee] = key.split('\0');
        return `grant ${privilege} (${cols.join(', ')}) on ${kind} ${target} to ${grantee};`;
      })
      .sort(compare),
  );
  return lines;
}

function sortPrivileges(privs: string[]): string[] {
  const rank = (p: string) => (PRIVILEGE_ORDER.includes(p) ? PRIVILEGE_ORDER.indexOf(p) : PRIVILEGE_ORDER.length);
  return [...privs].sort((a, b) => rank(a) - rank(b) || compare(a, b));
}

/** Appends a group of statements after a blank line, when there is any. */
function section(out: string[], lines: string[], separator = '\n'): void {
  if (lines.length > 0) out.push('', lines.join(separator));
}

function ident(name: string): string {
  return /^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`;
}

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** Code-point order: the same on every machine and locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
