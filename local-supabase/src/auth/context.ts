import { createHash, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/types';
import { authError } from '../http/errors';
import type { ApiContext, Mailbox, ServerConfig } from '../http/types';
import { createAuthLimiter, DEFAULT_AUTH_RATE_LIMITS, type AuthLimiter, type AuthRateLimits } from './rateLimits';
import { createSession, sessionExists } from './sessions';
import { issueSession, type SessionResponse } from './tokens';
import { findUserById, type UserRow } from './users';

const FLOW_STATE_TTL_MS = 5 * 60 * 1000;

export interface AuthDeps {
  db: Database;
  config: ServerConfig;
  mailbox: Mailbox;
  /** hosted Auth's defaults when absent */
  rateLimits?: AuthRateLimits;
  /** the limiters' clock (tests move it instead of waiting) */
  now?: () => number;
}

type PkceMethod = 's256' | 'plain';

/** A PKCE flow in progress: the auth code the redirect carries, redeemed once with the verifier. */
export interface FlowState {
  userId: string;
  challenge: string;
  method: PkceMethod;
  authMethod: string;
  expiresAt: number;
}

/** What every auth endpoint works with: the dependencies and the in-memory PKCE state of one server. */
export interface AuthContext extends AuthDeps {
  /** auth codes of PKCE flows in progress */
  flows: Map<string, FlowState>;
  /** the PKCE challenge a recovery request came with, by the mailed token's hash */
  recoveryPkce: Map<string, { challenge: string; method: PkceMethod }>;
  limiter: AuthLimiter;
}

/** One request to an auth endpoint; `param` is the rest of the path after a route ending in `/*`. */
export interface AuthCall {
  req: Request;
  url: URL;
  ctx: ApiContext;
  param: string;
}

export type AuthEndpoint = (auth: AuthContext, call: AuthCall) => Promise<Response> | Response;

export function createAuthContext(deps: AuthDeps): AuthContext {
  return {
    ...deps,
    flows: new Map(),
    recoveryPkce: new Map(),
    limiter: createAuthLimiter(deps.rateLimits ?? DEFAULT_AUTH_RATE_LIMITS, deps.now),
  };
}

export function newFlow(auth: AuthContext, state: Omit<FlowState, 'expiresAt'>): string {
  const now = Date.now();
  for (const [code, flow] of auth.flows) if (flow.expiresAt < now) auth.flows.delete(code);
  const code = randomUUID();
  auth.flows.set(code, { ...state, expiresAt: now + FLOW_STATE_TTL_MS });
  return code;
}

export function pkceMatches(verifier: string, flow: FlowState): boolean {
  const computed = flow.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return computed === flow.challenge;
}

export function pkceMethod(raw: unknown): PkceMethod | null {
  if (typeof raw !== 'string') return null;
  const m = raw.toLowerCase();
  return m === 's256' || m === 'plain' ? m : null;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The caller's address as the limits count it. */
export function clientKey(call: AuthCall): string {
  return call.ctx.clientIp ?? 'unknown';
}

/** Creates a session for the user inside q's transaction and signs its tokens. */
export async function startSession(
  auth: AuthContext,
  q: Queryable,
  user: UserRow,
  method: string,
  req: Request,
): Promise<SessionResponse> {
  const session = await createSession(q, user.id, req.headers.get('user-agent'));
  return issueSession(auth.config, user, session, method);
}

/** The caller's user, or the auth error GoTrue gives for a missing, anonymous or stale token. */
export async function requireUser(
  auth: AuthContext,
  req: Request,
  ctx: ApiContext,
): Promise<{ user: UserRow; sessionId?: string } | Response> {
  const hasBearer = /^bearer\s+\S+/i.test(req.headers.get('authorization') ?? '');
  if (!hasBearer) return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const { sub, session_id: sessionId } = ctx.claims;
  if (!sub) return authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  return auth.db.admin(async (q) => {
    if (sessionId && !(await sessionExists(q, sessionId))) {
      return authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    const user = await findUserById(q, sub);
    if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    return { user, sessionId };
  });
}

/** A 303 whose headers stay writable (Response.redirect's are immutable). */
export function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}
