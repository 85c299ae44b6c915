import { createHash, randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Database, Queryable } from '../db/types';
import { authError, json } from '../http/errors';
import { htmlResponse } from '../http/html';
import { isJsonTooDeep } from '../http/nesting';
import { AUTH_API_VERSION } from '../http/cors';
import type { ApiContext, Mailbox, ServerConfig } from '../http/types';
import { authorizePage, providerName, type DemoAccount } from './oauthPage';
import { recoveryMail } from './recoveryMail';
import { allowedRedirect } from './redirects';
import { createSession, endSessions, rotateRefreshToken, sessionExists } from './sessions';
import { implicitRedirect, issueSession, type SessionResponse } from './tokens';
import {
  consumeRecoveryToken,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  setRecoveryToken,
  touchSignIn,
  updateUser,
  userJson,
  type UserRow,
} from './users';

const MIN_PASSWORD_LENGTH = 6;
const BCRYPT_COST = 10;
const RECOVERY_TTL_SECONDS = 3600;
const FLOW_STATE_TTL_MS = 5 * 60 * 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** GoTrue's limit, in bytes (auth.users.email is varchar(255)). */
const MAX_EMAIL_BYTES = 255;
// control characters: Postgres refuses NUL in text, and no mail system accepts any of them
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const SUPPORTED_PROVIDERS = new Set(['google']);

type Body = Record<string, unknown>;

/** A PKCE flow in progress: the auth code the redirect carries, redeemed once with the verifier. */
interface FlowState {
  userId: string;
  challenge: string;
  method: 's256' | 'plain';
  authMethod: string;
  expiresAt: number;
}

function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function pkceMatches(verifier: string, flow: FlowState): boolean {
  const computed = flow.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return computed === flow.challenge;
}

function pkceMethod(raw: unknown): 's256' | 'plain' | null {
  if (typeof raw !== 'string') return null;
  const m = raw.toLowerCase();
  return m === 's256' || m === 'plain' ? m : null;
}

async function readJsonBody(req: Request): Promise<Body | Response> {
  const text = await req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  // GoTrue's JSON decoder stops at a maximum depth too; here storing `data` would overflow JSON.stringify
  if (isJsonTooDeep(parsed))
    return authError(400, 'bad_json', 'Could not parse request body as JSON: exceeded max depth');
  return parsed as Body;
}

/** GoTrue's validateEmail: the length first (auth.users.email is varchar(255)), then the format. */
export function invalidEmail(email: string): Response | null {
  if (Buffer.byteLength(email) > MAX_EMAIL_BYTES)
    return authError(400, 'validation_failed', 'An email address is too long');
  if (!EMAIL_PATTERN.test(email) || CONTROL_CHARACTERS.test(email))
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return null;
}

function weakPassword(): Response {
  return authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
    weak_password: { reasons: ['length'] },
  });
}

export interface AuthDeps {
  db: Database;
  config: ServerConfig;
  mailbox: Mailbox;
}

/** `/auth/v1/*`: the GoTrue endpoints auth-js calls, against auth.users / auth.sessions / auth.refresh_tokens. */
export function createAuthHandler({ db, config, mailbox }: AuthDeps) {
  const flows = new Map<string, FlowState>();
  const recoveryPkce = new Map<string, { challenge: string; method: 's256' | 'plain' }>();

  function newFlow(state: Omit<FlowState, 'expiresAt'>): string {
    const now = Date.now();
    for (const [code, flow] of flows) if (flow.expiresAt < now) flows.delete(code);
    const code = randomUUID();
    flows.set(code, { ...state, expiresAt: now + FLOW_STATE_TTL_MS });
    return code;
  }

  /** Creates a session for the user inside q's transaction and signs its tokens. */
  async function startSession(q: Queryable, user: UserRow, method: string, req: Request): Promise<SessionResponse> {
    const session = await createSession(q, user.id, req.headers.get('user-agent'));
    return issueSession(config, user, session, method);
  }

  /** The caller's user, or the auth error GoTrue gives for a missing, anonymous or stale token. */
  async function requireUser(req: Request, ctx: ApiContext): Promise<{ user: UserRow; sessionId?: string } | Response> {
    const hasBearer = /^bearer\s+\S+/i.test(req.headers.get('authorization') ?? '');
    if (!hasBearer) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const { sub, session_id: sessionId } = ctx.claims;
    if (!sub) return authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    return db.admin(async (q) => {
      if (sessionId && !(await sessionExists(q, sessionId))) {
        return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
      const user = await findUserById(q, sub);
      if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return { user, sessionId };
    });
  }

  async function signup(req: Request): Promise<Response> {
    const body = await readJsonBody(req);
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
    return db.admin(async (q) => {
      if (await findUserByEmail(q, email)) return authError(422, 'user_already_exists', 'User already registered');
      // sign-up auto-confirms locally (no confirmation mail to click), so it answers with a session
      const user = await touchSignIn(
        q,
        (await insertUser(q, { email, passwordHash: hash, confirmed: true, userMetadata: data })).id,
      );
      return json(await startSession(q, user, 'password', req));
    });
  }

  async function passwordGrant(req: Request, body: Body): Promise<Response> {
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email && !body.phone) return authError(400, 'validation_failed', 'missing email or phone');
    const user = await db.admin((q) => findUserByEmail(q, email));
    // compare even without a user so timing does not reveal which e-mails exist
    const hash = user?.encrypted_password || '$2a$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinvali';
    const ok = (await bcrypt.compare(password, hash).catch(() => false)) && !!user;
    if (!ok || !user) return authError(400, 'invalid_credentials', 'Invalid login credentials');
    if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now())
      return authError(400, 'user_banned', 'User is banned');
    return db.admin(async (q) => json(await startSession(q, await touchSignIn(q, user.id), 'password', req)));
  }

  async function refreshGrant(body: Body): Promise<Response> {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) return authError(400, 'validation_failed', 'refresh_token required');
    return db.admin(async (q) => {
      const rotated = await rotateRefreshToken(q, token);
      if (!rotated.ok) {
        return rotated.reason === 'already_used'
          ? authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
          : authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      const user = await findUserById(q, rotated.userId);
      if (!user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      return json(await issueSession(config, user, rotated, 'token_refresh'));
    });
  }

  async function pkceGrant(req: Request, body: Body): Promise<Response> {
    const code = typeof body.auth_code === 'string' ? body.auth_code : '';
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
    if (!code || !verifier)
      return authError(
        400,
        'validation_failed',
        'invalid request: both auth code and code verifier should be non-empty',
      );
    const flow = flows.get(code);
    if (!flow || flow.expiresAt < Date.now()) {
      flows.delete(code);
      return authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (!pkceMatches(verifier, flow))
      return authError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    flows.delete(code);
    return db.admin(async (q) => {
      const user = await findUserById(q, flow.userId);
      if (!user) return authError(404, 'user_not_found', 'User not found');
      return json(await startSession(q, await touchSignIn(q, user.id), flow.authMethod, req));
    });
  }

  async function token(req: Request, url: URL): Promise<Response> {
    const body = await readJsonBody(req);
    if (body instanceof Response) return body;
    switch (url.searchParams.get('grant_type')) {
      case 'password':
        return passwordGrant(req, body);
      case 'refresh_token':
        return refreshGrant(body);
      case 'pkce':
        return pkceGrant(req, body);
      default:
        return authError(400, 'validation_failed', 'unsupported_grant_type');
    }
  }

  async function getUser(req: Request, ctx: ApiContext): Promise<Response> {
    const found = await requireUser(req, ctx);
    if (found instanceof Response) return found;
    return json(userJson(found.user));
  }

  async function putUser(req: Request, ctx: ApiContext): Promise<Response> {
    const found = await requireUser(req, ctx);
    if (found instanceof Response) return found;
    const body = await readJsonBody(req);
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
    return db.admin(async (q) => {
      if (newEmail !== undefined && newEmail !== found.user.email) {
        const other = await findUserByEmail(q, newEmail);
        if (other && other.id !== found.user.id)
          return authError(422, 'email_exists', 'A user with this email address has already been registered');
        // no mail delivery to confirm with locally, so the change applies at once
        changes.email = newEmail;
      }
      return json(userJson(await updateUser(q, found.user.id, changes)));
    });
  }

  async function logout(req: Request, url: URL, ctx: ApiContext): Promise<Response> {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      return authError(400, 'validation_failed', 'Unsupported logout scope');
    }
    const found = await requireUser(req, ctx);
    if (found instanceof Response) return found;
    await db.admin((q) => endSessions(q, found.user.id, found.sessionId, scope));
    return new Response(null, { status: 204 });
  }

  async function recover(req: Request, url: URL): Promise<Response> {
    const body = await readJsonBody(req);
    if (body instanceof Response) return body;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!email) return authError(400, 'validation_failed', 'Password recovery requires an email');
    const badEmail = invalidEmail(email);
    if (badEmail) return badEmail;
    const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'), config);
    const challenge = typeof body.code_challenge === 'string' && body.code_challenge ? body.code_challenge : null;
    const method = pkceMethod(body.code_challenge_method);
    const token = randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '');
    const tokenHash = sha256Hex(token);
    const user = await db.admin(async (q) => {
      const found = await findUserByEmail(q, email);
      if (found) await setRecoveryToken(q, found.id, tokenHash);
      return found;
    });
    // the answer is the same whether or not the address exists, so it cannot be used to probe accounts
    if (user?.email) {
      if (challenge && method) recoveryPkce.set(tokenHash, { challenge, method });
      const link = `${config.apiUrl}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
      await mailbox.send({ from: 'Vitrina <no-reply@vitrina.mx>', to: user.email, ...recoveryMail(link) });
    }
    return json({});
  }

  /** The link in the recovery mail: signs the user in and redirects like GoTrue's /verify. */
  async function verifyLink(url: URL): Promise<Response> {
    const type = url.searchParams.get('type');
    const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'), config);
    const token = url.searchParams.get('token') ?? '';
    const fail = (code: string, description: string) => {
      const target = new URL(redirectTo);
      target.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: code,
        error_description: description,
      }).toString();
      return redirect(target.toString());
    };
    if (type !== 'recovery' && type !== 'magiclink') return fail('validation_failed', 'Unsupported verification type');
    const tokenHash = sha256Hex(token);
    const user = await db.admin((q) => consumeRecoveryToken(q, tokenHash, RECOVERY_TTL_SECONDS));
    if (!user) return fail('otp_expired', 'Email link is invalid or has expired');
    const pkce = recoveryPkce.get(tokenHash);
    recoveryPkce.delete(tokenHash);
    if (pkce) {
      const code = newFlow({ userId: user.id, challenge: pkce.challenge, method: pkce.method, authMethod: 'recovery' });
      const target = new URL(redirectTo);
      target.searchParams.set('code', code);
      return redirect(target.toString());
    }
    const session = await db.admin(async (q) => {
      const created = await createSession(q, user.id, null);
      return issueSession(config, user, created, 'recovery');
    });
    return redirect(implicitRedirect(redirectTo, session, { type: 'recovery' }));
  }

  /** verifyOtp({token_hash, type: 'recovery'}) from an app page that reads the link itself. */
  async function verifyOtp(req: Request): Promise<Response> {
    const body = await readJsonBody(req);
    if (body instanceof Response) return body;
    const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : '';
    if (body.type !== 'recovery' && body.type !== 'magiclink')
      return authError(400, 'validation_failed', 'Unsupported verification type');
    if (!tokenHash) return authError(400, 'validation_failed', 'Verify requires a token or a token hash');
    // token_hash is the hash GoTrue mails; here the mailed token itself is accepted as well
    const candidates = [tokenHash, sha256Hex(tokenHash)];
    return db.admin(async (q) => {
      for (const candidate of candidates) {
        const user = await consumeRecoveryToken(q, candidate, RECOVERY_TTL_SECONDS);
        if (user) return json(await startSession(q, user, 'otp', req));
      }
      return authError(403, 'otp_expired', 'Email link is invalid or has expired');
    });
  }

  async function demoAccounts(): Promise<DemoAccount[]> {
    return db.admin(async (q) => {
      const { rows } = await q.query<{ id: string; email: string; name: string | null }>(
        `select id, email, coalesce(raw_user_meta_data->>'full_name', raw_user_meta_data->>'display_name', raw_user_meta_data->>'name') as name
           from auth.users
          where email is not null and email_confirmed_at is not null and deleted_at is null
          order by created_at, email limit 20`,
      );
      return rows;
    });
  }

  async function authorize(url: URL): Promise<Response> {
    const provider = url.searchParams.get('provider') ?? '';
    if (!SUPPORTED_PROVIDERS.has(provider)) {
      return authError(400, 'validation_failed', `Unsupported provider: Provider ${provider} could not be found`);
    }
    const redirectTo = allowedRedirect(url.searchParams.get('redirect_to'), config);
    const codeChallenge = url.searchParams.get('code_challenge');
    const cancel = new URL(redirectTo);
    const errorParams = new URLSearchParams({
      error: 'access_denied',
      error_code: 'provider_unreachable',
      error_description: `${providerName(provider)} no está disponible en el backend local`,
    }).toString();
    if (codeChallenge) cancel.search = errorParams;
    else cancel.hash = errorParams;
    const page = authorizePage(
      { provider, redirectTo, codeChallenge, codeChallengeMethod: url.searchParams.get('code_challenge_method') },
      await demoAccounts(),
      cancel.toString(),
    );
    return htmlResponse(page);
  }

  /** The demo account chosen on the local provider page: finish as the real callback would. */
  async function authorizeLocal(req: Request): Promise<Response> {
    const form = new URLSearchParams(await req.text());
    const redirectTo = allowedRedirect(form.get('redirect_to'), config);
    const provider = form.get('provider') ?? '';
    if (!SUPPORTED_PROVIDERS.has(provider)) return authError(400, 'validation_failed', 'Unsupported provider');
    const userId = form.get('user_id') ?? '';
    const user = await db.admin((q) => findUserById(q, userId));
    if (!user || !user.email_confirmed_at) return authError(404, 'user_not_found', 'User not found');
    const challenge = form.get('code_challenge');
    const method = pkceMethod(form.get('code_challenge_method') || 's256');
    if (challenge && method) {
      const code = newFlow({ userId: user.id, challenge, method, authMethod: 'oauth' });
      const target = new URL(redirectTo);
      target.searchParams.set('code', code);
      return redirect(target.toString());
    }
    const session = await db.admin(async (q) => startSession(q, await touchSignIn(q, user.id), 'oauth', req));
    return redirect(implicitRedirect(redirectTo, session, { provider_token: 'local-demo' }));
  }

  function requireServiceRole(ctx: ApiContext): Response | null {
    return ctx.claims.role === 'service_role' ? null : authError(403, 'not_admin', 'User not allowed');
  }

  async function adminCreateUser(req: Request, ctx: ApiContext): Promise<Response> {
    const denied = requireServiceRole(ctx);
    if (denied) return denied;
    const body = await readJsonBody(req);
    if (body instanceof Response) return body;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    const badEmail = invalidEmail(email);
    if (badEmail) return badEmail;
    const password = typeof body.password === 'string' ? body.password : null;
    if (password !== null && password.length < MIN_PASSWORD_LENGTH) return weakPassword();
    const hash = password ? await bcrypt.hash(password, BCRYPT_COST) : null;
    const asObject = (v: unknown): Body => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Body) : {});
    return db.admin(async (q) => {
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
  }

  async function adminListUsers(url: URL, ctx: ApiContext): Promise<Response> {
    const denied = requireServiceRole(ctx);
    if (denied) return denied;
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50));
    const { users, total } = await db.admin((q) => listUsers(q, page, perPage));
    return json({ users: users.map(userJson), aud: 'authenticated' }, 200, { 'X-Total-Count': String(total) });
  }

  /** GET /admin/users/{id}: supabase-js's auth.admin.getUserById. */
  async function adminGetUser(id: string, ctx: ApiContext): Promise<Response> {
    const denied = requireServiceRole(ctx);
    if (denied) return denied;
    const user = await db.admin((q) => findUserById(q, id));
    return user ? json(userJson(user)) : authError(404, 'user_not_found', 'User not found');
  }

  /** PUT /admin/users/{id}: auth.admin.updateUserById (e-mail, password and user_metadata, merged like GoTrue). */
  async function adminUpdateUser(req: Request, id: string, ctx: ApiContext): Promise<Response> {
    const denied = requireServiceRole(ctx);
    if (denied) return denied;
    const body = await readJsonBody(req);
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
    return db.admin(async (q) => {
      if (!(await findUserById(q, id))) return authError(404, 'user_not_found', 'User not found');
      const other = email === undefined ? null : await findUserByEmail(q, email);
      if (other && other.id !== id)
        return authError(422, 'email_exists', 'A user with this email address has already been registered');
      return json(userJson(await updateUser(q, id, { email, passwordHash, data })));
    });
  }

  async function adminDeleteUser(id: string, ctx: ApiContext): Promise<Response> {
    const denied = requireServiceRole(ctx);
    if (denied) return denied;
    const deleted = await db.admin(async (q) => {
      const user = await findUserById(q, id);
      if (!user) return null;
      await q.query('delete from auth.users where id = $1', [id]);
      return user;
    });
    if (!deleted) return authError(404, 'user_not_found', 'User not found');
    return json(userJson(deleted));
  }

  function settings(): Response {
    return json({
      external: { email: true, phone: false, google: true, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    });
  }

  return async function handleAuth(req: Request, url: URL, ctx: ApiContext): Promise<Response> {
    let response: Response;
    try {
      response = await dispatch(req, url, ctx);
    } catch (err) {
      const refused = clientDataError(err);
      if (!refused) throw err;
      response = refused;
    }
    response.headers.set('X-Supabase-Api-Version', AUTH_API_VERSION);
    return response;
  };

  async function dispatch(req: Request, url: URL, ctx: ApiContext): Promise<Response> {
    const route = url.pathname.replace(/^\/auth\/v1/, '') || '/';
    const method = req.method;
    let response: Response;
    if (route === '/signup' && method === 'POST') response = await signup(req);
    else if (route === '/token' && method === 'POST') response = await token(req, url);
    else if (route === '/user' && method === 'GET') response = await getUser(req, ctx);
    else if (route === '/user' && method === 'PUT') response = await putUser(req, ctx);
    else if (route === '/logout' && method === 'POST') response = await logout(req, url, ctx);
    else if (route === '/recover' && method === 'POST') response = await recover(req, url);
    else if (route === '/verify' && method === 'GET') response = await verifyLink(url);
    else if (route === '/verify' && method === 'POST') response = await verifyOtp(req);
    else if (route === '/authorize' && method === 'GET') response = await authorize(url);
    else if (route === '/authorize/local' && method === 'POST') response = await authorizeLocal(req);
    else if (route === '/settings' && method === 'GET') response = settings();
    else if (route === '/health' && method === 'GET')
      response = json({ version: 'local', name: 'GoTrue', description: 'Vitrina local auth' });
    else if (route === '/admin/users' && method === 'POST') response = await adminCreateUser(req, ctx);
    else if (route === '/admin/users' && method === 'GET') response = await adminListUsers(url, ctx);
    else if (route.startsWith('/admin/users/') && method === 'GET')
      response = await adminGetUser(route.slice('/admin/users/'.length), ctx);
    else if (route.startsWith('/admin/users/') && method === 'PUT')
      response = await adminUpdateUser(req, route.slice('/admin/users/'.length), ctx);
    else if (route.startsWith('/admin/users/') && method === 'DELETE')
      response = await adminDeleteUser(route.slice('/admin/users/'.length), ctx);
    else response = authError(404, 'not_found', 'Not Found');
    return response;
  }
}

/**
 * Input the database itself refuses (a data exception such as a `\u0000` in `data`, a value too long,
 * a check) is the caller's mistake: 400 validation_failed, never the 500 of an unexpected failure.
 */
function clientDataError(err: unknown): Response | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^2[23]/.test(code)) return null;
  // a sign-up racing another one with the same address
  if (code === '23505')
    return authError(422, 'email_exists', 'A user with this email address has already been registered');
  return authError(400, 'validation_failed', (err as Error).message);
}

export const AUTH_PUBLIC_ROUTES = [
  '/auth/v1/verify',
  '/auth/v1/authorize',
  '/auth/v1/authorize/local',
  '/auth/v1/health',
  '/auth/v1/settings',
];

/** A 303 whose headers stay writable (Response.redirect's are immutable). */
function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}
