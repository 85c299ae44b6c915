import type { Database, Queryable } from '../db/types';

/** What the REST layer knows about the `public` schema; every identifier in a request is checked against it. */
export interface Column {
  name: string;
  /** `format_type` spelling, safe to paste into SQL because it comes from the catalogue */
  type: string;
  typname: string;
  /** pg_type.typcategory: A array, S string, N numeric, B boolean, D date/time, U user (json, jsonb, uuid…) */
  category: string;
  notNull: boolean;
  /** pg_get_expr of the column default, or null */
  defaultExpr: string | null;
  generated: boolean;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** a base table's key seen through a view that keeps its columns (see `addViewRelationships`) */
  throughView?: boolean;
}

export interface Relation {
  name: string;
  /** r table, p partitioned, v view, m materialized view, f foreign table, c composite type */
  kind: string;
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
  uniques: string[][];
  fksOut: ForeignKey[];
  fksIn: ForeignKey[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** void; scalar (base, domain, enum, json…); composite (a row type, a table, OUT params) */
  returnKind: 'void' | 'scalar' | 'composite';
  returnType: string;
  /** columns of the returned rows when returnKind is composite */
  returnColumns: Column[];
  /** the public table or view whose row type is returned, so embedding works on the result */
  returnRelation: string | null;
  volatility: 'i' | 's' | 'v';
}

export interface SchemaCache {
  relations: Map<string, Relation>;
  functions: Map<string, DbFunction[]>;
}

const RELATIONS_SQL = `
select c.relname as name, c.relkind::text as kind
from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')`;

const COLUMNS_SQL = `
select c.relname as rel, a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type,
  t.typname::text as typname, t.typcategory::text as category, a.attnotnull as not_null,
  pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default_expr, a.attgenerated::text <> '' as generated
from pg_catalog.pg_attribute a
join pg_catalog.pg_class c on c.oid = a.attrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_type t on t.oid = a.atttypid
left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c') and a.attnum > 0 and not a.attisdropped
order by c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
select con.conname as name, con.contype::text as type, c.relname as rel,
  to_json(array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
    join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i)) as columns,
  fc.relname as ref_rel, fnsp.nspname as ref_schema,
  to_json(array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
    join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i)) as ref_columns
from pg_catalog.pg_constraint con
join pg_catalog.pg_class c on c.oid = con.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
left join pg_catalog.pg_class fc on fc.oid = con.confrelid
left join pg_catalog.pg_namespace fnsp on fnsp.oid = fc.relnamespace
where n.nspname = 'public' and con.contype in ('p', 'u', 'f')
order by con.conname`;

// The columns of one base relation that each public view reads (pg_depend records them per rewrite rule).
const VIEW_SOURCES_SQL = `
select v.relname as view, t.relname as rel, tn.nspname as rel_schema,
  to_json(array_agg(distinct a.attname::text)) as columns
from pg_catalog.pg_rewrite r
join pg_catalog.pg_class v on v.oid = r.ev_class and v.relkind = 'v'
join pg_catalog.pg_namespace vn on vn.oid = v.relnamespace
join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_rewrite'::regclass and d.objid = r.oid
  and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjsubid > 0
join pg_catalog.pg_class t on t.oid = d.refobjid and t.oid <> v.oid
join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
where vn.nspname = 'public'
group by v.relname, t.relname, tn.nspname`;

const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set, pg_catalog.format_type(p.prorettype, null) as return_type,
  rt.typtype::text as return_typtype, rc.relname as return_rel, rcn.nspname as return_rel_schema,
  p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.provolatile::text as volatility,
  to_json(coalesce(p.proargnames, array[]::text[])) as arg_names,
  to_json(coalesce(p.proargmodes::text[], array[]::text[])) as arg_modes,
  to_json(array(select pg_catalog.format_type(u.t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i) order by u.i)) as arg_types
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type rt on rt.oid = p.prorettype
left join pg_catalog.pg_class rc on rc.oid = rt.typrelid
left join pg_catalog.pg_namespace rcn on rcn.oid = rc.relnamespace
where n.nspname = 'public' and p.prokind = 'f'
order by p.proname, p.oid`;

interface ColumnRow {
  rel: string;
  name: string;
  type: string;
  typname: string;
  category: string;
  not_null: boolean;
  default_expr: string | null;
  generated: boolean;
}

interface FunctionRow {
  name: string;
  returns_set: boolean;
  return_type: string;
  return_typtype: string;
  return_rel: string | null;
  return_rel_schema: string | null;
  nargs: number;
  ndefaults: number;
  volatility: 'i' | 's' | 'v';
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
}

/** Reads the whole catalogue of `public` in four queries; callers keep the result until refresh. */
export async function loadSchema(db: Database): Promise<SchemaCache> {
  return db.admin(async (q: Queryable) => {
    const relRows = (await q.query<{ name: string; kind: string }>(RELATIONS_SQL)).rows;
    const colRows = (await q.query<ColumnRow>(COLUMNS_SQL)).rows;
    const conRows = (
      await q.query<{
        name: string;
        type: string;
        rel: string;
        columns: string[];
        ref_rel: string | null;
        ref_schema: string | null;
        ref_columns: string[];
      }>(CONSTRAINTS_SQL)
    ).rows;
    const fnRows = (await q.query<FunctionRow>(FUNCTIONS_SQL)).rows;
    const viewRows = (await q.query<ViewSourceRow>(VIEW_SOURCES_SQL)).rows;

    const relations = new Map<string, Relation>();
    for (const r of relRows) {
      relations.set(r.name, {
        name: r.name,
        kind: r.kind,
        columns: [],
        columnMap: new Map(),
        primaryKey: [],
        uniques: [],
        fksOut: [],
        fksIn: [],
      });
    }
    for (const c of colRows) {
      const rel = relations.get(c.rel);
      if (!rel) continue;
      const col: Column = {
        name: c.name,
        type: c.type,
        typname: c.typname,
        category: c.category,
        notNull: c.not_null,
        defaultExpr: c.default_expr,
        generated: c.generated,
      };
      rel.columns.push(col);
      rel.columnMap.set(col.name, col);
    }
    for (const con of conRows) {
      const rel = relations.get(con.rel);
      if (!rel) continue;
      if (con.type === 'p') {
        rel.primaryKey = con.columns;
        rel.uniques.push(con.columns);
      } else if (con.type === 'u') {
        rel.uniques.push(con.columns);
      } else if (con.ref_schema === 'public' && con.ref_rel && relations.has(con.ref_rel)) {
        const fk: ForeignKey = {
          name: con.name,
          table: con.rel,
          columns: con.columns,
          refTable: con.ref_rel,
          refColumns: con.ref_columns,
        };
        rel.fksOut.push(fk);
        relations.get(con.ref_rel)!.fksIn.push(fk);
      }
    }

    addViewRelationships(relations, viewRows);

    const functions = new Map<string, DbFunction[]>();
    for (const f of fnRows) {
      const fn = toFunction(f, relations);
      if (!fn) continue;
      const list = functions.get(fn.name) ?? [];
      list.push(fn);
      functions.set(fn.name, list);
    }
    return { relations, functions };
  });
}

interface ViewSourceRow {
  view: string;
  rel: string;
  rel_schema: string;
  columns: string[];
}

/**
 * Gives a view the keys of the one public table it reads, as PostgREST does, so `seller:public_profiles(...)`
 * embeds through `products.seller_id`. A view column counts as the table's column when it keeps its name and the
 * view reads that column; views over several relations, or renaming key columns, get no relationships.
 */
function addViewRelationships(relations: Map<string, Relation>, rows: ViewSourceRow[]): void {
  const sources = new Map<string, ViewSourceRow[]>();
  for (const row of rows) sources.set(row.view, [...(sources.get(row.view) ?? []), row]);
  const tableKeys = new Map([...relations.values()].map((r) => [r.name, { out: [...r.fksOut], in: [...r.fksIn] }]));

  for (const [viewName, [source, ...others]] of sources) {
    const view = relations.get(viewName);
    const base = source.rel_schema === 'public' ? relations.get(source.rel) : undefined;
    if (others.length > 0 || !view || !base || base.kind === 'v') continue;
    const kept = (columns: string[]) => columns.every((c) => view.columnMap.has(c) && source.columns.includes(c));

    if (kept(base.primaryKey)) view.primaryKey = base.primaryKey;
    view.uniques = base.uniques.filter(kept);
    const keys = tableKeys.get(base.name)!;
    for (const fk of keys.out) {
      if (!kept(fk.columns)) continue;
      const through: ForeignKey = { ...fk, table: view.name, throughView: true };
      view.fksOut.push(through);
      relations.get(fk.refTable)!.fksIn.push(through);
    }
    for (const fk of keys.in) {
      if (!kept(fk.refColumns)) continue;
      const through: ForeignKey = { ...fk, refTable: view.name, throughView: true };
      view.fksIn.push(through);
      relations.get(fk.table)!.fksOut.push(through);
    }
  }
}

function toFunction(f: FunctionRow, relations: Map<string, Relation>): DbFunction | null {
  const modes = f.arg_modes.length ? f.arg_modes : f.arg_types.map(() => 'i');
  const args: FunctionArg[] = [];
  const outColumns: Column[] = [];
  let inputIndex = 0;
  modes.forEach((mode, i) => {
    const name = f.arg_names[i] ?? '';
    const type = f.arg_types[i];
    if (mode === 'i' || mode === 'b' || mode === 'v') {
      // the last pronargdefaults input arguments have defaults
      args.push({ name, type, hasDefault: inputIndex >= f.nargs - f.ndefaults });
      inputIndex += 1;
    }
    if (mode === 'o' || mode === 't' || mode === 'b') {
      outColumns.push({ name, type, typname: type, category: '', notNull: false, defaultExpr: null, generated: false });
    }
  });
  // variadic functions are not callable with named JSON arguments in a predictable way
  if (modes.includes('v')) return null;

  let returnKind: DbFunction['returnKind'] = 'scalar';
  let returnColumns: Column[] = [];
  let returnRelation: string | null = null;
  if (f.return_type === 'void') returnKind = 'void';
  else if (
    f.return_typtype === 'c' &&
    f.return_rel &&
    f.return_rel_schema === 'public' &&
    relations.has(f.return_rel)
  ) {
    returnKind = 'composite';
    returnColumns = relations.get(f.return_rel)!.columns;
    returnRelation = f.return_rel;
  } else if (f.return_type === 'record' && outColumns.length > 0) {
    returnKind = 'composite';
    returnColumns = outColumns;
  } else if (f.return_typtype === 'p' && f.return_type !== 'void') {
    // bare `record` or other pseudo types cannot be described to the client
    return null;
  }
  return {
    name: f.name,
    args,
    returnsSet: f.returns_set,
    returnKind,
    returnType: f.return_type,
    returnColumns,
    returnRelation,
    volatility: f.volatility,
  };
}
