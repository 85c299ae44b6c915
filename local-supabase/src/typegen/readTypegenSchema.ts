import type { Database, Queryable } from '../db/types';
import { loadSchema, type SchemaCache } from '../rest/schemaCache';

/** What the type generator needs beyond the REST layer's schema cache. */
export interface TypegenSchema {
  cache: SchemaCache;
  /** `<table>.<column>` → the values a `check (column in (...))` constraint allows, in the constraint's order */
  checkEnums: Map<string, string[]>;
  /** Postgres enum types of `public`, by name (none today; the migrations use check constraints) */
  pgEnums: Map<string, string[]>;
  /** `<relation>.<column>` of identity columns: the database fills them, so inserts may leave them out */
  identityColumns: Set<string>;
  /** views Postgres can write through (UPDATE and DELETE: information_schema's `is_updatable`), with their writable columns */
  updatableViews: Map<string, Set<string>>;
  /**
   * `<view>.<column>` → `<table>.<column>` for the columns an auto-updatable view passes through from its one
   * table: they keep that column's nullability and enumeration (the catalogue calls every view column nullable).
   */
  viewColumnSources: Map<string, string>;
}

const CHECKS_SQL = `
select c.relname as rel, a.attname as col, pg_catalog.pg_get_constraintdef(con.oid) as def
from pg_catalog.pg_constraint con
join pg_catalog.pg_class c on c.oid = con.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
where n.nspname = 'public' and con.contype = 'c' and array_length(con.conkey, 1) = 1
order by c.relname, con.conname`;

const ENUMS_SQL = `
select t.typname as name, to_json(array_agg(e.enumlabel::text order by e.enumsortorder)) as labels
from pg_catalog.pg_type t
join pg_catalog.pg_namespace n on n.oid = t.typnamespace
join pg_catalog.pg_enum e on e.enumtypid = t.oid
where n.nspname = 'public'
group by t.typname`;

const IDENTITY_SQL = `
select c.relname as rel, a.attname as col
from pg_catalog.pg_attribute a
join pg_catalog.pg_class c on c.oid = a.attrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and a.attidentity <> '' and a.attnum > 0 and not a.attisdropped`;

// pg_relation_is_updatable's bitmask: 4 UPDATE, 16 DELETE
const UPDATABLE_VIEWS_SQL = `
select c.relname as view,
  to_json(array(select a.attname::text from pg_catalog.pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and pg_catalog.pg_column_is_updatable(c.oid, a.attnum, false)
    order by a.attnum)) as columns
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind = 'v' and (pg_catalog.pg_relation_is_updatable(c.oid, false) & 20) = 20`;

// A column of an auto-updatable view that Postgres can write through is a plain reference to a column of the
// view's one base relation; pg_depend says which base columns the view reads, matched by name.
const VIEW_COLUMN_SOURCES_SQL = `
select v.relname as view, va.attname as col, t.relname as rel
from pg_catalog.pg_rewrite r
join pg_catalog.pg_class v on v.oid = r.ev_class and v.relkind = 'v'
join pg_catalog.pg_namespace vn on vn.oid = v.relnamespace
join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_rewrite'::regclass and d.objid = r.oid
  and d.refclassid = 'pg_catalog.pg_class'::regclass and d.refobjsubid > 0
join pg_catalog.pg_class t on t.oid = d.refobjid and t.oid <> v.oid
join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace and tn.nspname = 'public'
join pg_catalog.pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
join pg_catalog.pg_attribute va on va.attrelid = v.oid and va.attname = a.attname and va.attnum > 0
  and pg_catalog.pg_column_is_updatable(v.oid, va.attnum, false)
where vn.nspname = 'public' and (pg_catalog.pg_relation_is_updatable(v.oid, false) & 4) = 4`;

/** Reads the catalogue of `public` for `npm run gen:types`. */
export async function readTypegenSchema(db: Database): Promise<TypegenSchema> {
  const cache = await loadSchema(db);
  return db.admin(async (q: Queryable) => {
    const checks = (await q.query<{ rel: string; col: string; def: string }>(CHECKS_SQL)).rows;
    const enums = (await q.query<{ name: string; labels: string[] }>(ENUMS_SQL)).rows;
    const identity = (await q.query<{ rel: string; col: string }>(IDENTITY_SQL)).rows;
    const views = (await q.query<{ view: string; columns: string[] }>(UPDATABLE_VIEWS_SQL)).rows;
    const viewColumns = (await q.query<{ view: string; col: string; rel: string }>(VIEW_COLUMN_SOURCES_SQL)).rows;

    const checkEnums = new Map<string, string[]>();
    for (const { rel, col, def } of checks) {
      const values = enumerationOf(def, col);
      if (!values) continue;
      const key = `${rel}.${col}`;
      const known = checkEnums.get(key);
      // two enumerations on one column: only values both allow can be written
      checkEnums.set(key, known ? known.filter((v) => values.includes(v)) : values);
    }
    return {
      cache,
      checkEnums,
      pgEnums: new Map(enums.map((e) => [e.name, e.labels])),
      identityColumns: new Set(identity.map((r) => `${r.rel}.${r.col}`)),
      updatableViews: new Map(views.map((v) => [v.view, new Set(v.columns)])),
      viewColumnSources: new Map(viewColumns.map((c) => [`${c.view}.${c.col}`, `${c.rel}.${c.col}`])),
    };
  });
}

const TEXT_LITERAL = String.raw`'((?:[^']|'')*)'::(?:text|character varying)`;

/**
 * The values of a check constraint that only enumerates text literals for one column, as Postgres prints it:
 * `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))` (what `status in ('a', 'b')` becomes) or
 * `CHECK ((type = 'x'::text))`; a varchar column prints `((status)::text = ANY ((ARRAY[...])::text[]))`.
 * Any other constraint (ranges, lengths, `is null or ...`, several columns) is not an enumeration: null.
 */
export function enumerationOf(def: string, column: string): string[] | null {
  const col = String.raw`(?:${escapeRegExp(column)}|"${escapeRegExp(column)}")`;
  const subject = String.raw`(?:${col}|\(${col}\)::text)`;
  const list = String.raw`${TEXT_LITERAL}(?:, ${TEXT_LITERAL})*`;
  const anyOf = new RegExp(String.raw`^CHECK \(\(${subject} = ANY \(\(?ARRAY\[(${list})\](?:\)::text\[\])?\)\)\)$`);
  const single = new RegExp(String.raw`^CHECK \(\(${subject} = (${TEXT_LITERAL})\)\)$`);
  const match = anyOf.exec(def) ?? single.exec(def);
  if (!match) return null;
  return [...match[1].matchAll(new RegExp(TEXT_LITERAL, 'g'))].map((m) => m[1].replace(/''/g, "'"));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
