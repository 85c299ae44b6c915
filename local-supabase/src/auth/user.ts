import bcrypt from 'bcryptjs';
import { authError, json } from '../http/errors';
import { requireUser, type AuthEndpoint } from './context';
import { BCRYPT_COST, invalidEmail, MIN_PASSWORD_LENGTH, readAuthBody, weakPassword, type Body } from './input';
import { endSessions } from './sessions';
import { findUserByEmail, updateUser, userJson } from './users';

/** GET /user */
export const getUser: AuthEndpoint = async (auth, { req, ctx }) => {
  const found = await requireUser(auth, req, ctx);
  if (found instanceof Response) return found;
  return json(userJson(found.user));
};

/** PUT /user: the signed-in user's own password, e-mail and user_metadata. */
export const putUser: AuthEndpoint = async (auth, { req, ctx }) => {
  const found = await requireUser(auth, req, ctx);
  if (found instanceof Response) return found;
  const body = await readAuthBody(req);
  if (body instanceof Response) return body;
  const changes: Parameters<typeof updateUser>[2] = {};
  if (body.password !== undefined) {
    if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH) return weakPassword();
    if (found.user.encrypted_password && (await bcrypt.compare(body.password, found.user.encrypted_password))) {
      return authError(422, 'same_password', 'New password should be different from the old password.');
    }
    changes.passwordHash = await bcrypt.hash(body.password, BCRYPT_COST);
    changes.clearRecovery = true;
  }
  if (body.data !== undefined) {
    if (!body.data || typeof body.data !== 'object' || Array.isArray(body.data))
      return authError(400, 'validation_failed', 'data must be an object');
    changes.data = body.data as Body;
  }
  const newEmail = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
  const badEmail = newEmail === undefined ? null : invalidEmail(newEmail);
  if (badEmail) return badEmail;
  return auth.db.admin(async (q) => {
    if (newEmail !== undefined && newEmail !== found.user.email) {
      const other = await findUserByEmail(q, newEmail);
      if (other && other.id !== found.user.id)
        return authError(422, 'email_exists', 'A user with this email address has already been registered');
      // no mail delivery to confirm with locally, so the change applies at once
      changes.email = newEmail;
    }
    return json(userJson(await updateUser(q, found.user.id, changes)));
  });
};

/** POST /logout?scope=global|local|others */
export const logout: AuthEndpoint = async (auth, { req, url, ctx }) => {
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    return authError(400, 'validation_failed', 'Unsupported logout scope');
  }
  const found = await requireUser(auth, req, ctx);
  if (found instanceof Response) return found;
  await auth.db.admin((q) => endSessions(q, found.user.id, found.sessionId, scope));
  return new Response(null, { status: 204 });
};
