import bcrypt from 'bcryptjs';
import { authError, json } from '../http/errors';
import { clientKey, startSession, type AuthEndpoint } from './context';
import { overRequestRateLimit } from './rateLimits';
import { BCRYPT_COST, invalidEmail, MIN_PASSWORD_LENGTH, readAuthBody, weakPassword, type Body } from './input';
import { findUserByEmail, insertUser, touchSignIn } from './users';

/** POST /signup */
export const signup: AuthEndpoint = async (auth, call) => {
  const { req } = call;
  if (!auth.limiter.signInSignUps.take(clientKey(call))) return overRequestRateLimit();
  const body = await readAuthBody(req);
  if (body instanceof Response) return body;
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email) return authError(400, 'validation_failed', 'To signup, please provide your email');
  const badEmail = invalidEmail(email);
  if (badEmail) return badEmail;
  if (!password) return authError(400, 'validation_failed', 'Signup requires a valid password');
  if (password.length < MIN_PASSWORD_LENGTH) return weakPassword();
  const data = body.data && typeof body.data === 'object' && !Array.isArray(body.data) ? (body.data as Body) : {};
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  return auth.db.admin(async (q) => {
    if (await findUserByEmail(q, email)) return authError(422, 'user_already_exists', 'User already registered');
    // sign-up auto-confirms locally (no confirmation mail to click), so it answers with a session
    const user = await touchSignIn(
      q,
      (await insertUser(q, { email, passwordHash: hash, confirmed: true, userMetadata: data })).id,
    );
    return json(await startSession(auth, q, user, 'password', req));
  });
};
