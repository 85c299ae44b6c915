import bcrypt from 'bcryptjs';
import type { ApiContext } from '../http/types';
import { authError, json } from '../http/errors';
import type { AuthEndpoint } from './context';
import { BCRYPT_COST, invalidEmail, MIN_PASSWORD_LENGTH, readAuthBody, weakPassword, type Body } from './input';
import { findUserByEmail, findUserById, insertUser, listUsers, updateUser, userJson } from './users';

function requireServiceRole(ctx: ApiContext): Response | null {
  return ctx.claims.role === 'service_role' ? null : authError(403, 'not_admin', 'User not allowed');
}

/** POST /admin/users: auth.admin.createUser. */
export const adminCreateUser: AuthEndpoint = async (auth, { req, ctx }) => {
  const denied = requireServiceRole(ctx);
  if (denied) return denied;
  const body = await readAuthBody(req);
  if (body instanceof Response) return body;
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const badEmail = invalidEmail(email);
  if (badEmail) return badEmail;
  const password = typeof body.password === 'string' ? body.password : null;
  if (password !== null && password.length < MIN_PASSWORD_LENGTH) return weakPassword();
  const hash = password ? await bcrypt.hash(password, BCRYPT_COST) : null;
  const asObject = (v: unknown): Body => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : {});
  return auth.db.admin(async (q) => {
    if (await findUserByEmail(q, email))
      return authError(422, 'email_exists', 'A user with this email address has already been registered');
    const user = await insertUser(q, {
      email,
      passwordHash: hash,
      confirmed: body.email_confirm === true,
      userMetadata: asObject(body.user_metadata),
      appMetadata: asObject(body.app_metadata),
    });
    return json(userJson(user));
  });
};

/** GET /admin/users?page&per_page: auth.admin.listUsers. */
export const adminListUsers: AuthEndpoint = async (auth, { url, ctx }) => {
  const denied = requireServiceRole(ctx);
  if (denied) return denied;
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50));
  const { users, total } = await auth.db.admin((q) => listUsers(q, page, perPage));
  return json({ users: users.map(userJson), aud: 'authenticated' }, 200, { 'X-Total-Count': String(total) });
};

/** GET /admin/users/{id}: auth.admin.getUserById. */
export const adminGetUser: AuthEndpoint = async (auth, { param: id, ctx }) => {
  const denied = requireServiceRole(ctx);
  if (denied) return denied;
  const user = await auth.db.admin((q) => findUserById(q, id));
  return user ? json(userJson(user)) : authError(404, 'user_not_found', 'User not found');
};

/** PUT /admin/users/{id}: auth.admin.updateUserById (e-mail, password and user_metadata, merged like GoTrue). */
export const adminUpdateUser: AuthEndpoint = async (auth, { req, param: id, ctx }) => {
  const denied = requireServiceRole(ctx);
  if (denied) return denied;
  const body = await readAuthBody(req);
  if (body instanceof Response) return body;
  const email = typeof body.email === 'string' ? body.email.trim() : undefined;
  if (email !== undefined) {
    const badEmail = invalidEmail(email);
    if (badEmail) return badEmail;
  }
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) return weakPassword();
  const passwordHash = password === undefined ? undefined : await bcrypt.hash(password, BCRYPT_COST);
  const meta = body.user_metadata;
  const data = meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Body) : undefined;
  return auth.db.admin(async (q) => {
    if (!(await findUserById(q, id))) return authError(404, 'user_not_found', 'User not found');
    const other = email === undefined ? null : await findUserByEmail(q, email);
    if (other && other.id !== id)
      return authError(422, 'email_exists', 'A user with this email address has already been registered');
    return json(userJson(await updateUser(q, id, { email, passwordHash, data })));
  });
};

/** DELETE /admin/users/{id}: auth.admin.deleteUser. */
export const adminDeleteUser: AuthEndpoint = async (auth, { param: id, ctx }) => {
  const denied = requireServiceRole(ctx);
  if (denied) return denied;
  const deleted = await auth.db.admin(async (q) => {
    const user = await findUserById(q, id);
    if (!user) return null;
    await q.query('delete from auth.users where id = $1', [id]);
    return user;
  });
  if (!deleted) return authError(404, 'user_not_found', 'User not found');
  return json(userJson(deleted));
};
