import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

/** A used refresh token may be presented again this long after its rotation (GoTrue's reuse interval). */
export const REFRESH_REUSE_INTERVAL_SECONDS = 10;

export function newOpaqueToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export async function createSession(
  q: Queryable,
  userId: string,
  userAgent: string | null,
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.sessions (user_id, user_agent) values ($1, $2) returning id`,
    [userId, userAgent],
  );
  const sessionId = rows[0].id;
  const refreshToken = newOpaqueToken();
  await q.query(`insert into auth.refresh_tokens (token, user_id, session_id, revoked) values ($1, $2, $3, false)`, [
    refreshToken,
    userId,
    sessionId,
  ]);
  return { sessionId, refreshToken };
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const { rows } = await q.query(`select 1 from auth.sessions where id = $1`, [sessionId]);
  return rows.length > 0;
}

export type RotateResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'not_found' | 'already_used' };

/**
 * The refresh-token grant: the presented token is revoked and a child issued. A revoked token is
 * accepted again only within the reuse interval (two tabs refreshing at once), and then gets the
 * session's current token; later reuse is treated as theft and ends the session's tokens.
 */
export async function rotateRefreshToken(q: Queryable, token: string): Promise<RotateResult> {
  const { rows } = await q.query<{ user_id: string; session_id: string | null; revoked: boolean; fresh: boolean }>(
    `select user_id, session_id, revoked, updated_at > now() - make_interval(secs => $2) as fresh
       from auth.refresh_tokens where token = $1 for update`,
    [token, REFRESH_REUSE_INTERVAL_SECONDS],
  );
  const row = rows[0];
  if (!row || !row.session_id) return { ok: false, reason: 'not_found' };
  if (row.revoked) {
    if (row.fresh) {
      const active = await q.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [row.session_id],
      );
      if (active.rows[0])
        return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken: active.rows[0].token };
    }
    await q.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
      [row.session_id],
    );
    return { ok: false, reason: 'already_used' };
  }
  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [token]);
  const refreshToken = newOpaqueToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)`,
    [refreshToken, row.user_id, row.session_id, token],
  );
  await q.query(`update auth.sessions set updated_at = now() where id = $1`, [row.session_id]);
  return { ok: true, userId: row.user_id, sessionId: row.session_id, refreshToken };
}

/** Ends sessions: `local` the current one, `global` all of the user's, `others` all but the current. */
export async function endSessions(
  q: Queryable,
  userId: string,
  sessionId: string | undefined,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  let where: string;
  let params: unknown[];
  if (scope === 'global') {
    where = 'user_id = $1';
    params = [userId];
  } else if (scope === 'local') {
    if (!sessionId) return;
    where = 'user_id = $1 and id = $2';
    params = [userId, sessionId];
  } else {
    where = sessionId ? 'user_id = $1 and id <> $2' : 'user_id = $1';
    params = sessionId ? [userId, sessionId] : [userId];
  }
  await q.query(
    `delete from auth.refresh_tokens where session_id in (select id from auth.sessions where ${where})`,
    params,
  );
  await q.query(`delete from auth.sessions where ${where}`, params);
}
