import type { Database } from '../db/types';
import { TtlCache } from './ttlCache';

export interface TableInfo {
  schema: string;
  table: string;
  /** name and type as realtime reports them (pg_type.typname: int8, text, uuid, timestamptz, _text …) */
  columns: { name: string; type: string }[];
  primaryKey: string[];
  /**
   * the table is in the `supabase_realtime` publication (or the database has no such publication at all,
   * as in bare test databases): only then are its changes delivered, as on Supabase
   */
  published: boolean;
}

/** The publication hosted Supabase Realtime streams from; platform.sql creates it locally. */
export const PUBLICATION = 'supabase_realtime';

/**
 * Table shapes and publication membership read from the system catalogue, cached for a minute. Only
 * names found here are ever put into SQL, double-quoted, so a change payload or a subscriber cannot
 * inject identifiers.
 */
export class Catalog {
  private readonly cache = new TtlCache<TableInfo | null>();

  constructor(private readonly db: Database) {}

  /** Forgets every cached shape, e.g. after migrations or a publication change. */
  invalidate(): void {
    this.cache.clear();
  }

  table(schema: string, table: string): Promise<TableInfo | null> {
    return this.cache.get(`${schema}.${table}`, () => this.load(schema, table));
  }

  private async load(schema: string, table: string): Promise<TableInfo | null> {
    return this.db.admin(async (q) => {
      const { rows } = await q.query<{ name: string; type: string; pk: boolean }>(
        `select a.attname as name, t.typname as type, coalesce(a.attnum = any(i.indkey), false) as pk
           from pg_catalog.pg_attribute a
           join pg_catalog.pg_class c on c.oid = a.attrelid
           join pg_catalog.pg_namespace n on n.oid = c.relnamespace
           join pg_catalog.pg_type t on t.oid = a.atttypid
           left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
          where n.nspname = $1 and c.relname = $2 and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          order by a.attnum`,
        [schema, table],
      );
      if (rows.length === 0) return null;
      const publication = await q.query<{ exists: boolean; member: boolean }>(
        `select exists (select 1 from pg_catalog.pg_publication where pubname = $3) as exists,
                exists (select 1 from pg_catalog.pg_publication_tables
                         where pubname = $3 and schemaname = $1 and tablename = $2) as member`,
        [schema, table, PUBLICATION],
      );
      const pub = publication.rows[0];
      return {
        schema,
        table,
        columns: rows.map((r) => ({ name: r.name, type: r.type })),
        primaryKey: rows.filter((r) => r.pk).map((r) => r.name),
        published: !pub?.exists || pub.member,
      };
    });
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
