import { parseError } from './errors';
import { MAX_PARAM_LENGTH, parseCount, splitTopLevel, unquote } from './lexer';
import { FILTER_OPERATORS, parseFilter, parseLogicTree, parseOrder } from './parseFilter';
import { parseSelect } from './parseSelect';
import type { LevelParams, SelectItem } from './ast';
import { bracketNesting, MAX_VALUE_NESTING } from '../http/nesting';

export interface ParsedQuery {
  /** null when the request has no `select` (PostgREST then returns every column) */
  select: SelectItem[] | null;
  /** keyed by embed path: '' is the top level, 'product_images' or 'seller.avatar' an embedded one */
  levels: Map<string, LevelParams>;
  columns?: string[];
  onConflict?: string[];
  /** query-string arguments of a GET rpc call */
  args: Map<string, string>;
}

export function level(levels: Map<string, LevelParams>, path: string): LevelParams {
  let l = levels.get(path);
  if (!l) {
    l = { conditions: [], embedNull: [], order: [] };
    levels.set(path, l);
  }
  return l;
}

/** Classifies every query parameter the way PostgREST's QueryParams does, then parses each one. */
export function parseQuery(params: URLSearchParams, argNames?: Set<string>): ParsedQuery {
  const parsed: ParsedQuery = { select: null, levels: new Map(), args: new Map() };
  level(parsed.levels, '');
  for (const [key, value] of params) {
    if (key.length > MAX_PARAM_LENGTH || value.length > MAX_PARAM_LENGTH) {
      throw parseError('query parameter', key.slice(0, 64), `parameters are limited to ${MAX_PARAM_LENGTH} characters`);
    }
    if (key === 'select') {
      parsed.select = parseSelect(value);
      continue;
    }
    if (key === 'columns') {
      parsed.columns = nameList(value, 'columns');
      continue;
    }
    if (key === 'on_conflict') {
      parsed.onConflict = nameList(value, 'on_conflict');
      continue;
    }
    if (argNames?.has(key)) {
      // an argument reaches Postgres' parsers (jsonb, arrays) like a filter value: same nesting limit
      if (bracketNesting(value) > MAX_VALUE_NESTING)
        throw parseError('query parameter', key, `the value nests brackets deeper than ${MAX_VALUE_NESTING} levels`);
      parsed.args.set(key, value);
      continue;
    }
    const segments = key.split('.');
    const last = segments[segments.length - 1];
    if ((last === 'order' || last === 'limit' || last === 'offset') && !looksLikeFilter(value)) {
      const l = level(parsed.levels, segments.slice(0, -1).join('.'));
      if (last === 'order') l.order = parseOrder(value);
      else if (last === 'limit') l.limit = parseCount(value, 'limit');
      else l.offset = parseCount(value, 'offset');
      continue;
    }
    if (last === 'and' || last === 'or') {
      let pathSegments = segments.slice(0, -1);
      let negated = false;
      if (pathSegments[pathSegments.length - 1] === 'not') {
        negated = true;
        pathSegments = pathSegments.slice(0, -1);
      }
      level(parsed.levels, pathSegments.join('.')).conditions.push(
        parseLogicTree(last, negated, value, `${key}=${value}`),
      );
      continue;
    }
    // a filter: everything before the last dot outside a JSON arrow is the embed path
    const split = splitFilterKey(key);
    level(parsed.levels, split.path).conditions.push(parseFilter(split.field, value, `${key}=${value}`));
  }
  return parsed;
}

/**
 * PostgREST reads any key ending in order/limit/offset as paging, so a column named `order` could never
 * be filtered. A value that starts with an operator (`eq.0`, `not.in.(…)`) cannot be an order clause
 * or a count, so it is taken as a filter on that column: `product_images.order=eq.0` works.
 */
function looksLikeFilter(value: string): boolean {
  const m = /^(?:not\.)?([a-z]+)(?:\([^)]*\))?\./.exec(value);
  return m !== null && FILTER_OPERATORS.has(m[1]) && !/\.(asc|desc|nullsfirst|nullslast)$/.test(value);
}

function splitFilterKey(key: string): { path: string; field: string } {
  const arrow = key.indexOf('->');
  const head = arrow >= 0 ? key.slice(0, arrow) : key;
  const dot = head.lastIndexOf('.');
  if (dot < 0) return { path: '', field: key };
  return { path: key.slice(0, dot), field: key.slice(dot + 1) };
}

/** `"a","b"` or `a,b` */
function nameList(value: string, what: string): string[] {
  const names = splitTopLevel(value, ',', what).map((n) => unquote(n.trim()));
  if (names.some((n) => n === '')) throw parseError(what, value, 'empty column name');
  return names;
}
