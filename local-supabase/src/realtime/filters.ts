export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface ChangeFilter {
  column: string;
  op: FilterOperator;
  /** one value, or the list of `in.(…)` */
  values: string[];
}

const OPERATORS = new Set<FilterOperator>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const COLUMN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Parses a realtime `filter` string: `column=op.value`, with op one of eq, neq, lt, lte, gt, gte, or
 * `in.(a,b,"c,d")`. Throws an Error with a readable reason for anything else.
 */
export function parseFilter(filter: string): ChangeFilter {
  const eqSign = filter.indexOf('=');
  if (eqSign <= 0) throw new Error(`invalid filter "${filter}": expected column=op.value`);
  const column = filter.slice(0, eqSign);
  if (!COLUMN.test(column)) throw new Error(`invalid filter "${filter}": bad column name`);
  const rest = filter.slice(eqSign + 1);
  const dot = rest.indexOf('.');
  const op = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOperator;
  if (dot < 0 || !OPERATORS.has(op))
    throw new Error(`invalid filter "${filter}": operator must be one of eq, neq, lt, lte, gt, gte, in`);
  const value = rest.slice(dot + 1);
  if (op !== 'in') return { column, op, values: [value] };
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw new Error(`invalid filter "${filter}": in needs a list (a,b)`);
  return { column, op, values: splitList(value.slice(1, -1)) };
}

function splitList(list: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < list.length; i++) {
    const ch = list[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === '\\' && quoted && i + 1 < list.length) current += list[++i];
    else if (ch === ',' && !quoted) {
      out.push(current.trim());
      current = '';
    } else current += ch;
  }
  out.push(current.trim());
  return out;
}

/** The text form Postgres would print for a JSON value taken from to_jsonb(row). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function compare(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  // numbers compare as numbers (price gt.100 must not compare "99" > "100"); everything else as text
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a record passes the filter. NULL matches nothing, as in SQL. */
export function matchesFilter(filter: ChangeFilter, record: Record<string, unknown> | null | undefined): boolean {
  if (!record) return false;
  const actual = asText(record[filter.column]);
  if (actual === null) return false;
  switch (filter.op) {
    case 'eq':
      return compare(actual, filter.values[0]) === 0;
    case 'neq':
      return compare(actual, filter.values[0]) !== 0;
    case 'lt':
      return compare(actual, filter.values[0]) < 0;
    case 'lte':
      return compare(actual, filter.values[0]) <= 0;
    case 'gt':
      return compare(actual, filter.values[0]) > 0;
    case 'gte':
      return compare(actual, filter.values[0]) >= 0;
    case 'in':
      return filter.values.some((v) => compare(actual, v) === 0);
  }
}
