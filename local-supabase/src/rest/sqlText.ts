/**
 * The only ways text enters a statement. Identifiers and literals are written exclusively from
 * catalogue names (already matched against the schema cache); request values always go through Params.
 */

export function ident(catalogName: string): string {
  return `"${catalogName.replace(/"/g, '""')}"`;
}

export function catalogLiteral(catalogName: string): string {
  return `'${catalogName.replace(/'/g, "''")}'`;
}

export class Params {
  readonly values: unknown[] = [];

  /** Binds a value and returns its placeholder, optionally with a cast to a catalogue type name. */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}

/** A Postgres array literal for `= any($n)`: every element double-quoted and escaped. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** Casts allowed in `select=col::type`, mapped to fixed SQL type names. */
export const CASTS: Record<string, string> = {
  text: 'text',
  varchar: 'varchar',
  char: 'char',
  int: 'integer',
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  integer: 'integer',
  smallint: 'smallint',
  bigint: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  real: 'real',
  float4: 'real',
  float8: 'double precision',
  'double precision': 'double precision',
  bool: 'boolean',
  boolean: 'boolean',
  json: 'json',
  jsonb: 'jsonb',
  uuid: 'uuid',
  date: 'date',
  time: 'time',
  timestamp: 'timestamp',
  timestamptz: 'timestamptz',
  interval: 'interval',
  'text[]': 'text[]',
  'int[]': 'integer[]',
  'int4[]': 'integer[]',
  'int8[]': 'bigint[]',
  'integer[]': 'integer[]',
  'bigint[]': 'bigint[]',
  'uuid[]': 'uuid[]',
};
