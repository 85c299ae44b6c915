import { readAsRole } from '../db/index';
import type { Database, JwtClaims } from '../db/types';
import { type Catalog, quoteIdent, type TableInfo } from './catalog';
import { type ChangeBinding, type ChannelRegistry, isExpired, type JoinedChannel } from './channel';
import { matchesFilter } from './filters';
import type { RowVisibility } from './visibility';

type Row = Record<string, unknown>;

/** What the triggers of sql/realtime.sql send on the `vitrina_changes` channel. */
export interface ChangeNotification {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Row | null;
  old_record: Row | null;
  commit_timestamp: string;
  /** the row was too big for NOTIFY: records carry only the primary key */
  truncated?: boolean;
}

/**
 * Turns change notifications into `postgres_changes` frames, one event at a time and in order.
 *
 * Delivery rules (stricter than Supabase Realtime, which does not check DELETE events at all):
 * - Only tables in the `supabase_realtime` publication are delivered (see Catalog.published).
 * - An event goes to a binding whose event, schema, table and filter match the event's row (the new
 *   row of an INSERT or UPDATE, the old row of a DELETE), and only if the channel's JWT may SELECT
 *   that very row under RLS (RowVisibility: the table's SELECT policies evaluated against the record as
 *   the subscriber). So an UPDATE that hides a row (a product un-published) is not sent to those who
 *   can no longer see it, and a DELETE goes only to those who could see the deleted row. The check runs
 *   once per (role, sub) per event, not once per channel.
 * - `old_record` of an UPDATE or DELETE carries only the primary key, as Supabase sends it for a table
 *   with RLS: old values of an UPDATE may not be visible, and a DELETE needs nothing more.
 * - A truncated notification (a row too big for NOTIFY) carries only the primary key. An INSERT or
 *   UPDATE is re-read from the table as the subscriber and the filter applied to that row; a truncated
 *   DELETE cannot be judged (its row is gone) and is not delivered.
 */
export class ChangeDispatcher {
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly catalog: Catalog,
    private readonly registry: ChannelRegistry,
    private readonly visibility: RowVisibility,
  ) {}

  /** Queues one NOTIFY payload; returns when it (and everything before it) has been delivered. */
  push(raw: string): Promise<void> {
    this.chain = this.chain
      .then(() => this.dispatch(raw))
      .catch((err: unknown) => console.error('[realtime] change dispatch failed', err));
    return this.chain;
  }

  private async dispatch(raw: string): Promise<void> {
    const change = parseNotification(raw);
    if (!change) return;
    const channels = this.registry.all().filter((c) => c.bindings.some((b) => sameSource(b, change)));
    if (channels.length === 0) return;
    const info = await this.catalog.table(change.schema, change.table);
    if (!info || !info.published || info.primaryKey.length === 0) return;
    if (change.type === 'DELETE' && change.truncated) return;

    // the row the event is about: what filters match and what RLS must let the subscriber see
    const row = change.type === 'DELETE' ? change.old_record : change.record;
    if (!row) return;
    const decided = new Map<string, Promise<Row | null>>();
    const rowFor = (claims: JwtClaims): Promise<Row | null> => {
      const key = `${claims.role}:${claims.sub ?? ''}`;
      let seen = decided.get(key);
      if (!seen) {
        seen = change.truncated
          ? this.readRowAs(claims, info, row)
          : this.visibility.visible(claims, info, row).then((ok) => (ok ? row : null));
        decided.set(key, seen);
      }
      return seen;
    };

    for (const channel of channels) {
      if (isExpired(channel.claims)) {
        channel.closeWithError('Token has expired');
        continue;
      }
      const candidates = channel.bindings.filter((b) => sameSource(b, change));
      let ids: number[];
      let record: Row | null = row;
      if (change.truncated) {
        record = await rowFor(channel.claims);
        ids = record ? matchingIds(candidates, record) : [];
      } else {
        ids = matchingIds(candidates, row);
        if (ids.length > 0 && !(await rowFor(channel.claims))) ids = [];
      }
      if (ids.length === 0) continue;
      send(channel, ids, info, change, record);
    }
  }

  /** The row as `claims` sees it now, or null when RLS hides it (or it is gone). */
  private async readRowAs(claims: JwtClaims, info: TableInfo, record: Row): Promise<Row | null> {
    const where = info.primaryKey.map((col, i) => `${quoteIdent(col)} = $${i + 1}`).join(' and ');
    const params = info.primaryKey.map((col) => textOf(record[col]));
    if (params.some((p) => p === null)) return null;
    const sql = `select to_jsonb(t) as record from ${quoteIdent(info.schema)}.${quoteIdent(info.table)} t where ${where}`;
    try {
      const { rows } = await readAsRole<{ record: Row }>(this.db, claims, sql, params);
      const found = rows[0]?.record;
      return typeof found === 'string' ? (JSON.parse(found) as Row) : (found ?? null);
    } catch (err) {
      console.error(`[realtime] re-reading ${info.schema}.${info.table} failed`, err);
      return null;
    }
  }
}

function send(
  channel: JoinedChannel,
  ids: number[],
  info: TableInfo,
  change: ChangeNotification,
  record: Row | null,
): void {
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: info.columns,
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = record ?? {};
  if (change.type !== 'INSERT') data.old_record = primaryKeyOf(info, change.old_record ?? change.record);
  channel.send({
    joinRef: channel.joinRef,
    ref: null,
    topic: channel.topic,
    event: 'postgres_changes',
    payload: { ids, data },
  });
}

function sameSource(binding: ChangeBinding, change: ChangeNotification): boolean {
  return (
    (binding.event === '*' || binding.event === change.type) &&
    (binding.schema === '*' || binding.schema === change.schema) &&
    (binding.table === undefined || binding.table === '*' || binding.table === change.table)
  );
}

function matchingIds(bindings: ChangeBinding[], row: Row | null): number[] {
  const ids = bindings.filter((b) => !b.filter || matchesFilter(b.filter, row)).map((b) => b.id);
  return [...new Set(ids)];
}

function primaryKeyOf(info: TableInfo, row: Row | null): Row {
  const out: Row = {};
  for (const col of info.primaryKey) if (row && col in row) out[col] = row[col];
  return out;
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function parseNotification(raw: string): ChangeNotification | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<ChangeNotification>;
  if (typeof v.schema !== 'string' || typeof v.table !== 'string') return null;
  if (v.type !== 'INSERT' && v.type !== 'UPDATE' && v.type !== 'DELETE') return null;
  const asRow = (r: unknown): Row | null => (r && typeof r === 'object' && !Array.isArray(r) ? (r as Row) : null);
  return {
    schema: v.schema,
    table: v.table,
    type: v.type,
    record: asRow(v.record),
    old_record: asRow(v.old_record),
    commit_timestamp: typeof v.commit_timestamp === 'string' ? v.commit_timestamp : new Date().toISOString(),
    truncated: v.truncated === true,
  };
}
