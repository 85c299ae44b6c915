import { bracketNesting, MAX_VALUE_NESTING } from '../http/nesting';
import { parseError } from './errors';
import { MAX_DEPTH, parseField, splitTopLevel, unquote } from './lexer';
import type { Condition, Field, Filter, FilterOp, LogicTree, OrderTerm } from './ast';

export const FILTER_OPERATORS: ReadonlySet<string> = new Set<FilterOp>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const QUANTIFIABLE = new Set<FilterOp>(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<FilterOp>(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown', 'not_null']);
const UNARY_RUN = /(?:[!-]\s*){33}/;

/**
 * Parses the value side of `col=[not.]op[(modifier)].value`.
 * `inLogicTree` strips double quotes around plain values, as PostgREST does inside or/and.
 */
export function parseOperation(field: Field, text: string, context: string, inLogicTree = false): Filter {
  let rest = text;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  if (!m || !FILTER_OPERATORS.has(m[1])) {
    throw parseError('filter', context, `unknown or missing operator in "${text}"`);
  }
  const op = m[1] as FilterOp;
  const modifier = m[2];
  const value = rest.slice(m[0].length);
  // deep brackets make Postgres' parsers (jsonb, regex) recurse past PGlite's stack: refused before any SQL
  if (bracketNesting(value) > MAX_VALUE_NESTING)
    throw parseError('filter', context, `the value nests brackets deeper than ${MAX_VALUE_NESTING} levels`);
  // Postgres' tsquery parser keeps at most 32 pending unary operators (`!`, websearch's `-`); one more is an
  // internal error (XX000, a 500) on PostgreSQL as well
  if (FTS.has(op) && UNARY_RUN.test(value))
    throw parseError('filter', context, 'more than 32 negations in a row in a text search query');
  const filter: Filter = { kind: 'filter', field, negated, op, value };

  if (modifier !== undefined) {
    if (FTS.has(op)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier))
        throw parseError('filter', context, `invalid text search configuration "${modifier}"`);
      filter.config = modifier;
    } else if (QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')) {
      filter.quantifier = modifier;
      filter.value = parseBraceList(value, context);
      return filter;
    } else {
      throw parseError('filter', context, `unexpected modifier "(${modifier})" for operator "${op}"`);
    }
  }

  if (op === 'in') {
    filter.value = parseInList(value, context);
  } else if (op === 'is') {
    if (!IS_VALUES.has(value.toLowerCase()))
      throw parseError('filter', context, `"is" takes null, true, false, unknown or not_null, got "${value}"`);
    filter.value = value.toLowerCase();
  } else if (op === 'ov' && value.startsWith('(') && value.endsWith(')')) {
    // PostgREST accepts `ov.(a,b)` for arrays and ranges: an array literal is what Postgres wants
    filter.value = `{${value.slice(1, -1)}}`;
  } else if (inLogicTree) {
    filter.value = unquote(value);
  }
  return filter;
}

/** `(a,"b,c",d)` → ["a", "b,c", "d"] */
function parseInList(value: string, context: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw parseError('filter', context, `"in" needs a list in parentheses, got "${value}"`);
  const inside = value.slice(1, -1);
  if (inside === '') return [];
  return splitTopLevel(inside, ',', 'filter').map((v) => unquote(v));
}

/** `{a,"b,c"}` → ["a", "b,c"] for like(any) and friends */
function parseBraceList(value: string, context: string): string[] {
  if (!value.startsWith('{') || !value.endsWith('}'))
    throw parseError('filter', context, `expected a list in braces, got "${value}"`);
  const inside = value.slice(1, -1);
  if (inside === '') return [];
  return splitTopLevel(inside, ',', 'filter').map((v) => unquote(v));
}

/** A query-string filter: key `col` (already stripped of its embed path) and value `op.value`. */
export function parseFilter(fieldText: string, value: string, context: string): Filter {
  return parseOperation(parseField(fieldText, 'filter', context), value, context);
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`; op and negation come from the key (`or`, `not.and`). */
export function parseLogicTree(
  op: 'and' | 'or',
  negated: boolean,
  value: string,
  context: string,
  depth = 0,
): LogicTree {
  if (depth > MAX_DEPTH) throw parseError('logic tree', context, 'logic tree is nested too deeply');
  if (!value.startsWith('(') || !value.endsWith(')')) throw parseError('logic tree', context, 'expected "(" ... ")"');
  const inside = value.slice(1, -1);
  if (inside === '') throw parseError('logic tree', context, 'empty logic tree');
  const children: Condition[] = splitTopLevel(inside, ',', 'logic tree').map((item) => {
    const nested = /^(not\.)?(and|or)\(/.exec(item);
    if (nested) {
      return parseLogicTree(
        nested[2] as 'and' | 'or',
        Boolean(nested[1]),
        item.slice(nested[0].length - 1),
        context,
        depth + 1,
      );
    }
    const dot = item.indexOf('.');
    if (dot <= 0) throw parseError('logic tree', context, `expected "column.operator.value" in "${item}"`);
    const field = parseField(item.slice(0, dot), 'logic tree', context);
    return parseOperation(field, item.slice(dot + 1), context, true);
  });
  return { kind: 'logic', op, negated, children };
}

/** `order=col.desc.nullslast,data->>k.asc` */
export function parseOrder(value: string): OrderTerm[] {
  if (value === '') return [];
  return splitTopLevel(value, ',', 'order').map((term) => {
    const parts = term.split('.');
    const mods: string[] = [];
    while (parts.length > 1 && ['asc', 'desc', 'nullsfirst', 'nullslast'].includes(parts[parts.length - 1])) {
      mods.unshift(parts.pop()!);
    }
    const result: OrderTerm = { field: parseField(parts.join('.'), 'order', value) };
    for (const mod of mods) {
      if (mod === 'asc' || mod === 'desc') {
        if (result.direction) throw parseError('order', value, `two directions in "${term}"`);
        result.direction = mod;
      } else {
        if (result.nulls) throw parseError('order', value, `two nulls options in "${term}"`);
        result.nulls = mod === 'nullsfirst' ? 'first' : 'last';
      }
    }
    return result;
  });
}
