import bcrypt from 'bcryptjs';
import { authError, json } from '../http/errors';
import { clientKey, pkceMatches, startSession, type AuthCall, type AuthContext, type AuthEndpoint } from './context';
import { accountKey, overRequestRateLimit } from './rateLimits';
import { readAuthBody, type Body } from './input';
import { rotateRefreshToken } from './sessions';
import { issueSession } from './tokens';
import { findUserByEmail, findUserById, touchSignIn } from './users';

async function passwordGrant(auth: AuthContext, call: AuthCall, body: Body): Promise<Response> {
  const { req } = call;
  if (!auth.limiter.signInSignUps.take(clientKey(call))) return overRequestRateLimit();
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (!email && !body.phone) return authError(400, 'validation_failed', 'missing email or phone');
  // an account that took too many wrong passwords is not checked at all until its window passes: the right
  // password answers the same as a wrong one, so guessing on gains nothing (whether or not the address exists)
  const account = accountKey(email);
  if (!auth.limiter.failedSignIns.allows(account)) return overRequestRateLimit();
  const user = await auth.db.admin((q) => findUserByEmail(q, email));
  // compare even without a user so timing does not reveal which e-mails exist
  const hash = user?.encrypted_password || '$2a$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinvali';
  const ok = (await bcrypt.compare(password, hash).catch(() => false)) && !!user;
  if (!ok || !user) {
    auth.limiter.failedSignIns.take(account);
    return authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  auth.limiter.failedSignIns.reset(account);
  if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now())
    return authError(400, 'user_banned', 'User is banned');
  return auth.db.admin(async (q) => json(await startSession(auth, q, await touchSignIn(q, user.id), 'password', req)));
}

async function refreshGrant(auth: AuthContext, call: AuthCall, body: Body): Promise<Response> {
  if (!auth.limiter.tokenRefresh.take(clientKey(call))) return overRequestRateLimit();
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
  if (!token) return authError(400, 'validation_failed', 'refresh_token required');
  return auth.db.admin(async (q) => {
    const rotated = await rotateRefreshToken(q, token);
    if (!rotated.ok) {
      return rotated.reason === 'already_used'
        ? authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        : authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    }
    const user = await findUserById(q, rotated.userId);
    if (!user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    return json(await issueSession(auth.config, user, rotated, 'token_refresh'));
  });
}

async function pkceGrant(auth: AuthContext, req: Request, body: Body): Promise<Response> {
  const code = typeof body.auth_code === 'string' ? body.auth_code : '';
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
  if (!code || !verifier)
    return authError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const flow = auth.flows.get(code);
  if (!flow || flow.expiresAt < Date.now()) {
    auth.flows.delete(code);
    return authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (!pkceMatches(verifier, flow))
    return authError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  auth.flows.delete(code);
  return auth.db.admin(async (q) => {
    const user = await findUserById(q, flow.userId);
    if (!user) return authError(404, 'user_not_found', 'User not found');
    return json(await startSession(auth, q, await touchSignIn(q, user.id), flow.authMethod, req));
  });
}

/** POST /token?grant_type=password|refresh_token|pkce */
export const token: AuthEndpoint = async (auth, call) => {
  const { req, url } = call;
  const body = await readAuthBody(req);
  if (body instanceof Response) return body;
  switch (url.searchParams.get('grant_type')) {
    case 'password':
      return passwordGrant(auth, call, body);
    case 'refresh_token':
      return refreshGrant(auth, call, body);
    case 'pkce':
      return pkceGrant(auth, req, body);
    default:
      return authError(400, 'validation_failed', 'unsupported_grant_type');
  }
};
