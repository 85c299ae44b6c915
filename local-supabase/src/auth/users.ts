import type { Queryable } from '../db/types';

/** The columns of auth.users the local auth server reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  recovery_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  banned_until: Date | null;
  is_anonymous: boolean;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, recovery_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, banned_until, is_anonymous`;

/** PGlite and node-postgres both give Dates for timestamptz; strings are accepted for safety. */
function iso(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The user object GoTrue returns (models/user.go): empty optional timestamps are omitted. */
export function userJson(row: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: row.id,
    aud: row.aud || 'authenticated',
    role: row.role || 'authenticated',
    email: row.email ?? '',
    phone: row.phone ?? '',
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: [],
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    is_anonymous: row.is_anonymous ?? false,
  };
  const optional: [string, Date | null][] = [
    ['email_confirmed_at', row.email_confirmed_at],
    ['confirmed_at', row.email_confirmed_at],
    ['recovery_sent_at', row.recovery_sent_at],
    ['last_sign_in_at', row.last_sign_in_at],
  ];
  for (const [key, value] of optional) if (value) out[key] = iso(value);
  return out;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null limit 1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

/** Inserts the user and its e-mail identity, as GoTrue's sign-up does. */
export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const appMetadata = { provider: 'email', providers: ['email'], ...(user.appMetadata ?? {}) };
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
             case when $3::boolean then now() end, $4::jsonb, $5::jsonb)
     returning ${USER_COLUMNS}`,
    [
      user.email.toLowerCase(),
      user.passwordHash,
      user.confirmed,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  const row = rows[0];
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', now()) on conflict do nothing`,
    [row.id, JSON.stringify({ sub: row.id, email: row.email, email_verified: user.confirmed, phone_verified: false })],
  );
  return row;
}

export async function listUsers(
  q: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: UserRow[]; total: number }> {
  const { rows } = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const count = await q.query<{ n: number | string }>(
    'select count(*)::int as n from auth.users where deleted_at is null',
  );
  return { users: rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function touchSignIn(q: Queryable, id: string): Promise<UserRow> {
  const { rows } = await q.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [id],
  );
  return rows[0];
}

export interface UserChanges {
  email?: string;
  passwordHash?: string;
  /** merged into raw_user_meta_data, as GoTrue merges `data` */
  data?: Record<string, unknown>;
  clearRecovery?: boolean;
}

export async function updateUser(q: Queryable, id: string, changes: UserChanges): Promise<UserRow> {
  const sets: string[] = ['updated_at = now()'];
  const params: unknown[] = [id];
  if (changes.email !== undefined) {
    params.push(changes.email.toLowerCase());
    sets.push(`email = $${params.length}`);
  }
  if (changes.passwordHash !== undefined) {
    params.push(changes.passwordHash);
    sets.push(`encrypted_password = $${params.length}`);
  }
  if (changes.data !== undefined) {
    params.push(JSON.stringify(changes.data));
    // keys set to null are removed, like GoTrue's metadata update
    sets.push(
      `raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $${params.length}::jsonb)`,
    );
  }
  if (changes.clearRecovery) sets.push(`recovery_token = ''`);
  const { rows } = await q.query<UserRow>(
    `update auth.users set ${sets.join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    params,
  );
  return rows[0];
}

export async function setRecoveryToken(q: Queryable, id: string, tokenHash: string): Promise<void> {
  await q.query(`update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1`, [id, tokenHash]);
}

/** Takes (and clears) the user a recovery token belongs to, if it is younger than maxAgeSeconds. */
export async function consumeRecoveryToken(
  q: Queryable,
  tokenHash: string,
  maxAgeSeconds: number,
): Promise<UserRow | null> {
  const { rows } = await q.query<UserRow>(
    `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()), last_sign_in_at = now(), updated_at = now()
     where recovery_token = $1 and recovery_token <> '' and recovery_sent_at > now() - make_interval(secs => $2) and deleted_at is null
     returning ${USER_COLUMNS}`,
    [tokenHash, maxAgeSeconds],
  );
  return rows[0] ?? null;
}
