import { authError } from '../http/errors';
import { AUTH_API_VERSION } from '../http/cors';
import type { ApiContext } from '../http/types';
import { adminCreateUser, adminDeleteUser, adminGetUser, adminListUsers, adminUpdateUser } from './admin';
import { authorize, authorizeLocal } from './authorize';
import { createAuthContext, type AuthDeps, type AuthEndpoint } from './context';
import { recover, verifyLink, verifyOtp } from './recover';
import { health, settings } from './settings';
import { signup } from './signup';
import { token } from './token';
import { getUser, logout, putUser } from './user';

export type { AuthDeps } from './context';

interface AuthRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** a path under /auth/v1; one ending in `/*` matches any rest, handed to the endpoint as `param` */
  path: string;
  handle: AuthEndpoint;
  /** reachable without an apikey (links in mails, the provider page, probes) */
  public?: boolean;
}

/** The GoTrue endpoints auth-js calls, matched in order. */
const ROUTES: AuthRoute[] = [
  { method: 'POST', path: '/signup', handle: signup },
  { method: 'POST', path: '/token', handle: token },
  { method: 'GET', path: '/user', handle: getUser },
  { method: 'PUT', path: '/user', handle: putUser },
  { method: 'POST', path: '/logout', handle: logout },
  { method: 'POST', path: '/recover', handle: recover },
  { method: 'GET', path: '/verify', handle: verifyLink, public: true },
  { method: 'POST', path: '/verify', handle: verifyOtp, public: true },
  { method: 'GET', path: '/authorize', handle: authorize, public: true },
  { method: 'POST', path: '/authorize/local', handle: authorizeLocal, public: true },
  { method: 'GET', path: '/settings', handle: settings, public: true },
  { method: 'GET', path: '/health', handle: health, public: true },
  { method: 'POST', path: '/admin/users', handle: adminCreateUser },
  { method: 'GET', path: '/admin/users', handle: adminListUsers },
  { method: 'GET', path: '/admin/users/*', handle: adminGetUser },
  { method: 'PUT', path: '/admin/users/*', handle: adminUpdateUser },
  { method: 'DELETE', path: '/admin/users/*', handle: adminDeleteUser },
];

/** Paths the gateway lets through without an apikey. */
export const AUTH_PUBLIC_ROUTES = [...new Set(ROUTES.filter((r) => r.public).map((r) => `/auth/v1${r.path}`))];

function match(method: string, route: string): { handle: AuthEndpoint; param: string } | null {
  for (const r of ROUTES) {
    if (r.method !== method) continue;
    if (r.path.endsWith('/*')) {
      const prefix = r.path.slice(0, -1);
      if (route.startsWith(prefix)) return { handle: r.handle, param: route.slice(prefix.length) };
    } else if (route === r.path) return { handle: r.handle, param: '' };
  }
  return null;
}

/** `/auth/v1/*`: the GoTrue endpoints auth-js calls, against auth.users / auth.sessions / auth.refresh_tokens. */
export function createAuthHandler(deps: AuthDeps) {
  const auth = createAuthContext(deps);
  return async function handleAuth(req: Request, url: URL, ctx: ApiContext): Promise<Response> {
    const route = url.pathname.replace(/^\/auth\/v1/, '') || '/';
    const found = match(req.method, route);
    let response: Response;
    try {
      response = found
        ? await found.handle(auth, { req, url, ctx, param: found.param })
        : authError(404, 'not_found', 'Not Found');
    } catch (err) {
      const refused = clientDataError(err);
      if (!refused) throw err;
      response = refused;
    }
    response.headers.set('X-Supabase-Api-Version', AUTH_API_VERSION);
    return response;
  };
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
