import { bodyColumnNotFound, checkArrayDimensions, invalidBody, parseError, RestError } from './errors';
import { relationSource, SelectBuilder, type Source } from './buildSelect';
import { catalogLiteral, ident, Params } from './sqlText';
import type { SelectItem } from './ast';
import type { ParsedQuery } from './parseQuery';
import type { DbFunction, Relation, SchemaCache } from './schemaCache';

/**
 * One SQL statement per request. Reads and representations return one row
 * `{ total, n, body }`: the count asked for (or null), the rows in the page, and the JSON text.
 */
export interface Statement {
  sql: string;
  params: unknown[];
  /** rows: `{ total, n, body }`; affected: nothing returned, use the driver's affected rows; scalar: `{ body }`; void */
  result: 'rows' | 'affected' | 'scalar' | 'void';
}

export interface Paging {
  offset: number;
  limit?: number;
}

export interface ReadOptions {
  /**
   * Page before embedding when that cannot change the result (default true); false keeps the single-query shape,
   * which tests use as the reference.
   */
  pageFirst?: boolean;
}

export function buildRead(
  schema: SchemaCache,
  source: Source,
  parsed: ParsedQuery,
  count: boolean,
  paging: Paging,
  params = new Params(),
  opts: ReadOptions = {},
): Statement {
  const b = new SelectBuilder(schema, params, parsed.levels);
  const lvl = b.level(parsed.select, source, '_t0', '');
  b.checkAllPathsUsed();
  const where = lvl.where.length ? ` where ${lvl.where.join(' and ')}` : '';
  const page = b.paging(paging.limit, paging.offset);
  const total = count
    ? `(select count(*) from ${source.fromSql} _t0 ${lvl.filterJoins.join(' ')}${where})`
    : 'null::bigint';
  const tail = `select ${total} as total, count(*) as n, coalesce(json_agg(_src.r), '[]')::text as body from _src`;
  const paged = paging.limit !== undefined || paging.offset > 0;
  // Page first, then embed: otherwise the planner may build every embed of every matching row before the sort
  // and limit (under RLS its row estimates are often 1). Only when no embed filters the parents (!inner,
  // embed=is.null), since those must act before the page is cut. Order and filters only name base columns.
  if ((opts.pageFirst ?? true) && paged && lvl.joins.length > 0 && lvl.filterJoins.length === 0) {
    // only the referenced columns, so column-level grants behave as in the single-query shape
    const columns = [...(b.columnRefs.get('_t0') ?? [])].map((c) => `_t0.${ident(c)}`).join(', ');
    const pageSql = `(select ${columns} from ${source.fromSql} _t0${where}${lvl.orderBy}${page})`;
    const sql = `with _src as (select ${lvl.objectSql} as r from ${pageSql} _t0 ${lvl.joins.join(' ')}${lvl.orderBy}) ${tail}`;
    return { sql, params: params.values, result: 'rows' };
  }
  const sql = `with _src as (select ${lvl.objectSql} as r from ${source.fromSql} _t0 ${lvl.joins.join(' ')}${where}${lvl.orderBy}${page}) ${tail}`;
  return { sql, params: params.values, result: 'rows' };
}

export interface MutationOptions {
  /** RETURNING rows shaped by `select` (return=representation or headers-only) */
  returning: boolean;
  /** select tree of the representation; headers-only asks for the primary key */
  select: SelectItem[] | null;
}

/** Wraps a data-modifying statement so its RETURNING rows are shaped like a read. */
function withRepresentation(
  schema: SchemaCache,
  rel: Relation,
  mutation: string,
  params: Params,
  parsed: ParsedQuery,
  opts: MutationOptions,
): Statement {
  if (!opts.returning) return { sql: mutation, params: params.values, result: 'affected' };
  const b = new SelectBuilder(schema, params, parsed.levels);
  const source: Source = { ...relationSource(rel), fromSql: '_src' };
  const lvl = b.level(opts.select, source, '_t0', '', false);
  b.checkAllPathsUsed();
  const sql =
    `with _src as (${mutation} returning _t0.*) ` +
    `select null::bigint as total, count(*) as n, coalesce(json_agg(_r.r), '[]')::text as body ` +
    `from (select ${lvl.objectSql} as r from _src _t0 ${lvl.joins.join(' ')}) _r`;
  return { sql, params: params.values, result: 'rows' };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export interface InsertOptions extends MutationOptions {
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

export function buildInsert(
  schema: SchemaCache,
  rel: Relation,
  parsed: ParsedQuery,
  body: unknown,
  opts: InsertOptions,
): Statement {
  if (rel.kind === 'c')
    throw new RestError(404, 'PGRST205', `Could not find the table 'public.${rel.name}' in the schema cache`);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject))
    throw invalidBody('Empty or invalid json', 'Every row to insert must be a JSON object.');

  let columns: string[];
  if (parsed.columns) columns = parsed.columns;
  else {
    const seen = new Set<string>();
    for (const row of rows) for (const key of Object.keys(row as object)) seen.add(key);
    columns = [...seen];
  }
  const cols = columns.map((name) => {
    const col = rel.columnMap.get(name);
    if (!col) throw bodyColumnNotFound(rel.name, name);
    return col;
  });

  const params = new Params();
  const payload = params.add(JSON.stringify(rows), 'jsonb');
  const exprs = cols.map((c) =>
    opts.missingDefault && c.defaultExpr
      ? `case when _b.j ? ${catalogLiteral(c.name)} then _p.${ident(c.name)} else ${c.defaultExpr} end`
      : `_p.${ident(c.name)}`,
  );
  const table = `"public".${ident(rel.name)}`;
  let sql =
    `insert into ${table} as _t0 (${cols.map((c) => ident(c.name)).join(', ')}) ` +
    `select ${exprs.join(', ')} from jsonb_array_elements(${payload}) with ordinality as _b(j, n) ` +
    `cross join lateral jsonb_populate_record(null::${table}, _b.j) as _p order by _b.n`;

  if (opts.resolution) {
    const target = parsed.onConflict ?? rel.primaryKey;
    if (target.length === 0) {
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse on_conflict"`,
        `Table '${rel.name}' has no primary key; pass on_conflict.`,
      );
    }
    const targetCols = target.map((name) => {
      const col = rel.columnMap.get(name);
      if (!col) throw bodyColumnNotFound(rel.name, name);
      return ident(col.name);
    });
    const updates = cols.map((c) => `${ident(c.name)} = excluded.${ident(c.name)}`);
    sql +=
      ` on conflict (${targetCols.join(', ')}) ` +
      (opts.resolution === 'ignore-duplicates' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.join(', ')}`);
  }
  return withRepresentation(schema, rel, sql, params, parsed, opts);
}

/** Conditions of the top level for UPDATE/DELETE (embeds cannot filter a mutation). */
function mutationWhere(b: SelectBuilder, rel: Relation, parsed: ParsedQuery): string {
  const top = parsed.levels.get('');
  if (!top) return '';
  if (top.order.length || top.limit !== undefined || top.offset) {
    throw parseError(
      'query parameters',
      'limit/order',
      'limit, offset and order are not supported on updates and deletes by this server',
    );
  }
  const conds = top.conditions.map((c) => b.condition(c, relationSource(rel), '_t0'));
  return conds.length ? ` where ${conds.join(' and ')}` : '';
}

export function buildUpdate(
  schema: SchemaCache,
  rel: Relation,
  parsed: ParsedQuery,
  body: unknown,
  opts: MutationOptions,
): Statement | null {
  if (rel.kind === 'c')
    throw new RestError(404, 'PGRST205', `Could not find the table 'public.${rel.name}' in the schema cache`);
  if (!isPlainObject(body)) throw invalidBody('Empty or invalid json', 'An update needs one JSON object.');
  const cols = Object.keys(body).map((name) => {
    const col = rel.columnMap.get(name);
    if (!col) throw bodyColumnNotFound(rel.name, name);
    return col;
  });
  const params = new Params();
  const payload = params.add(JSON.stringify(body), 'jsonb');
  const b = new SelectBuilder(schema, params, parsed.levels);
  const where = mutationWhere(b, rel, parsed);
  // nothing to set: PostgREST answers without touching the table
  if (cols.length === 0) return null;
  const table = `"public".${ident(rel.name)}`;
  const sql =
    `update ${table} as _t0 set ${cols.map((c) => `${ident(c.name)} = _p.${ident(c.name)}`).join(', ')} ` +
    `from jsonb_populate_record(null::${table}, ${payload}) as _p${where}`;
  return withRepresentation(schema, rel, sql, params, parsed, opts);
}

export function buildDelete(schema: SchemaCache, rel: Relation, parsed: ParsedQuery, opts: MutationOptions): Statement {
  if (rel.kind === 'c')
    throw new RestError(404, 'PGRST205', `Could not find the table 'public.${rel.name}' in the schema cache`);
  const params = new Params();
  const b = new SelectBuilder(schema, params, parsed.levels);
  const where = mutationWhere(b, rel, parsed);
  const sql = `delete from "public".${ident(rel.name)} as _t0${where}`;
  return withRepresentation(schema, rel, sql, params, parsed, opts);
}

/** Picks the overload whose argument names fit the given keys, like PostgREST does. */
export function resolveFunction(schema: SchemaCache, name: string, keys: string[]): DbFunction {
  const overloads = schema.functions.get(name) ?? [];
  const fits = overloads.filter(
    (f) =>
      keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (fits.length === 0) {
    // a single unnamed json/jsonb argument takes the whole body
    const whole = overloads.filter(
      (f) => f.args.length === 1 && f.args[0].name === '' && (f.args[0].type === 'json' || f.args[0].type === 'jsonb'),
    );
    if (whole.length === 1) return whole[0];
    const sorted = [...keys].sort();
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
      `Searched for the function public.${name}${sorted.length ? ` with parameters ${sorted.join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    );
  }
  if (fits.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map((f) => `public.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  return fits[0];
}

/** FROM prefix binding the JSON arguments as typed columns of `_a`, and the call itself. */
function functionCall(fn: DbFunction, args: Record<string, unknown>, params: Params): { prefix: string; call: string } {
  const name = `"public".${ident(fn.name)}`;
  if (fn.args.length === 1 && fn.args[0].name === '') {
    return { prefix: '', call: `${name}(${params.add(JSON.stringify(args), fn.args[0].type)})` };
  }
  const given = fn.args.filter((a) => Object.prototype.hasOwnProperty.call(args, a.name));
  if (given.length === 0) return { prefix: '', call: `${name}()` };
  for (const a of given) if (a.type.endsWith('[]')) checkArrayDimensions(args[a.name], `argument ${a.name}`);
  const payload = params.add(JSON.stringify(args), 'jsonb');
  const decls = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  return {
    prefix: `jsonb_to_record(${payload}) as _a(${decls})`,
    call: `${name}(${given.map((a) => `${ident(a.name)} => _a.${ident(a.name)}`).join(', ')})`,
  };
}

export function buildRpc(
  schema: SchemaCache,
  fn: DbFunction,
  args: Record<string, unknown>,
  parsed: ParsedQuery,
  count: boolean,
  paging: Paging,
): Statement {
  const params = new Params();
  const { prefix, call } = functionCall(fn, args, params);

  if (fn.returnKind === 'composite') {
    const relation = fn.returnRelation ? (schema.relations.get(fn.returnRelation) ?? null) : null;
    const columnMap = new Map(fn.returnColumns.map((c) => [c.name, c]));
    const from = prefix ? `${prefix} cross join lateral ${call} as _f` : `${call} as _f`;
    const source: Source = {
      label: fn.name,
      columns: fn.returnColumns,
      columnMap,
      relation,
      fromSql: `(select _f.* from ${from})`,
    };
    // the read continues numbering after the arguments' placeholders
    return buildRead(schema, source, parsed, count, paging, params);
  }

  const top = parsed.levels.get('');
  if (parsed.levels.size > 1 || (top && (top.conditions.length || top.order.length)) || parsed.select) {
    if (
      fn.returnKind !== 'scalar' ||
      !fn.returnsSet ||
      top?.conditions.length ||
      top?.order.length ||
      parsed.levels.size > 1
    ) {
      throw parseError(
        'query parameters',
        fn.name,
        `function ${fn.name} returns ${fn.returnType}: its result cannot be filtered, ordered or selected`,
      );
    }
  }
  const from = prefix ? ` from ${prefix}` : '';
  if (fn.returnKind === 'void') {
    return { sql: `select count(*) from (select ${call}${from}) _v`, params: params.values, result: 'void' };
  }
  if (!fn.returnsSet) {
    return { sql: `select to_json(${call})::text as body${from}`, params: params.values, result: 'scalar' };
  }
  const set = prefix ? `${prefix} cross join lateral ${call} as _f(v)` : `${call} as _f(v)`;
  let page = '';
  if (paging.limit !== undefined) page += ` limit ${params.add(paging.limit, 'bigint')}`;
  if (paging.offset) page += ` offset ${params.add(paging.offset, 'bigint')}`;
  const total = count ? `(select count(*) from ${set})` : 'null::bigint';
  return {
    sql: `select ${total} as total, count(*) as n, coalesce(json_agg(_s.v), '[]')::text as body from (select _f.v from ${set}${page}) _s`,
    params: params.values,
    result: 'rows',
  };
}
