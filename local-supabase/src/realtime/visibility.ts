import { readAsRole } from '../db/index';
import type { Database, JwtClaims } from '../db/types';
import { quoteIdent, type TableInfo } from './catalog';
import { TtlCache } from './ttlCache';

type Row = Record<string, unknown>;

/** How a role's SELECT on one table is decided, read from the catalogue. */
type Plan =
  | { kind: 'visible' }
  | { kind: 'hidden' }
  /** one statement: `$1` is the record as JSON, the result column `visible` says whether RLS lets it through */
  | { kind: 'check'; sql: string };

interface TableFacts {
  rls: boolean;
  forced: boolean;
  can_select: boolean;
  bypass: boolean;
  owner: boolean;
}

interface PolicyRow {
  permissive: boolean;
  qual: string | null;
}

/**
 * Decides whether a subscriber may SELECT a given record of a table under row-level security, without
 * the record having to exist in the table: the row of a DELETE is gone, and the row of an INSERT or
 * UPDATE may have changed again before its event is dispatched, so the record the event carries is
 * what is judged.
 *
 * The table's SELECT policies (`pg_policy`, commands SELECT and ALL, roles PUBLIC or one whose
 * privileges the subscriber's role has) are combined as Postgres does: permissive USING expressions
 * OR-ed, restrictive ones AND-ed, no permissive policy means no row. They are then evaluated against
 * `jsonb_populate_record(null::<table>, $1)` aliased as the table, in a read-only transaction under the
 * subscriber's role and `request.jwt.claims` (as the REST layer runs), so `auth.uid()` and helpers like
 * `is_trusted()` answer for the subscriber. RLS off, BYPASSRLS, superuser or ownership (unless forced)
 * let every row through; without the SELECT privilege nothing does.
 *
 * SQL text comes only from the catalogue (`pg_get_expr` and quoted catalogue names); the record is a
 * bound parameter. Plans are cached per table and role for a minute, or until `invalidate()`.
 */
export class RowVisibility {
  private readonly plans = new TtlCache<Plan>();

  constructor(private readonly db: Database) {}

  invalidate(): void {
    this.plans.clear();
  }

  /** Whether `claims` may see `record` of the table; any failure counts as not visible. */
  async visible(claims: JwtClaims, info: TableInfo, record: Row): Promise<boolean> {
    try {
      const plan = await this.plan(info, claims.role);
      if (plan.kind !== 'check') return plan.kind === 'visible';
      const { rows } = await readAsRole<{ visible: boolean }>(this.db, claims, plan.sql, [JSON.stringify(record)]);
      return rows[0]?.visible === true;
    } catch (err) {
      console.error(`[realtime] visibility check on ${info.schema}.${info.table} failed`, err);
      return false;
    }
  }

  private plan(info: TableInfo, role: string): Promise<Plan> {
    return this.plans.get(`${info.schema}\0${info.table}\0${role}`, () => this.load(info, role));
  }

  private async load(info: TableInfo, role: string): Promise<Plan> {
    return this.db.admin(async (q) => {
      const facts = await q.query<TableFacts>(
        `select c.relrowsecurity as rls, c.relforcerowsecurity as forced,
                has_table_privilege(r.oid, c.oid, 'SELECT') as can_select,
                (r.rolsuper or r.rolbypassrls) as bypass,
                pg_has_role(r.oid, c.relowner, 'USAGE') as owner
           from pg_catalog.pg_class c
           join pg_catalog.pg_namespace n on n.oid = c.relnamespace
           join pg_catalog.pg_roles r on r.rolname = $3
          where n.nspname = $1 and c.relname = $2`,
        [info.schema, info.table, role],
      );
      const t = facts.rows[0];
      // an unknown role (or table) sees nothing
      if (!t || !t.can_select) return { kind: 'hidden' };
      if (!t.rls || t.bypass || (t.owner && !t.forced)) return { kind: 'visible' };

      const policies = await q.query<PolicyRow>(
        `select p.polpermissive as permissive, pg_catalog.pg_get_expr(p.polqual, p.polrelid) as qual
           from pg_catalog.pg_policy p
           join pg_catalog.pg_class c on c.oid = p.polrelid
           join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where n.nspname = $1 and c.relname = $2 and p.polcmd in ('r', '*')
            and exists (
              select 1 from unnest(p.polroles) as pr(oid)
               where pr.oid = 0 or pg_has_role((select oid from pg_catalog.pg_roles where rolname = $3), pr.oid, 'USAGE')
            )
          order by p.polname`,
        [info.schema, info.table, role],
      );
      // as Postgres: a policy without USING adds no rows (permissive) and no condition (restrictive)
      const permissive = policies.rows.filter((p) => p.permissive && p.qual !== null).map((p) => `(${p.qual})`);
      const restrictive = policies.rows.filter((p) => !p.permissive && p.qual !== null).map((p) => `(${p.qual})`);
      if (permissive.length === 0) return { kind: 'hidden' };
      const condition = [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
      const table = `${quoteIdent(info.schema)}.${quoteIdent(info.table)}`;
      return {
        kind: 'check',
        sql: `select exists (select 1 from pg_catalog.jsonb_populate_record(null::${table}, $1::jsonb) as ${quoteIdent(info.table)} where ${condition}) as visible`,
      };
    });
  }
}
