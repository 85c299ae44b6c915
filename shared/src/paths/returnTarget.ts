import { paths } from './paths';

/**
 * The return target: where a signed-out user wanted to go. Every gate (the shell's protected routes and sell button,
 * the catalog's offer and favourite, the checkout, the dashboard) writes it; mfe-auth reads it after sign-in and
 * onboarding. It travels as router state `from` and as `?redirect=` (router state is lost on a full reload or when
 * the link is opened in a new tab).
 */
export interface ReturnTarget {
  pathname: string;
  search?: string;
  hash?: string;
}

/** Navigation state handed to /auth: the auth page reads `from` first. `origin` is the page the user acted on. */
export interface AuthRedirectState {
  from: ReturnTarget;
  origin?: string;
}

/** Where the user goes after signing in when nobody asked for a place (spec §2, §4). */
export const DEFAULT_RETURN_PATH = paths.dashboard;

export function targetToPath(target: ReturnTarget): string {
  return `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
}

/** A path with its query ('/products/1?offer=true') as a return target. */
export function pathToTarget(path: string): ReturnTarget {
  const [pathname, search = ''] = path.split('?');
  return { pathname, search: search ? `?${search}` : '' };
}

/** The /auth URL for a return target (a target object or a path with its query). */
export function authPathFor(target: ReturnTarget | string): string {
  const path = typeof target === 'string' ? target : targetToPath(target);
  return `${paths.auth}?redirect=${encodeURIComponent(path)}`;
}

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** Only same-site paths: an absolute or protocol-relative URL in ?redirect= must not send users elsewhere. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** /auth itself (and its recovery page) is never a useful destination after signing in. */
function isAuthPath(path: string): boolean {
  const auth = paths.auth;
  return path === auth || path.startsWith(`${auth}?`) || path.startsWith(`${auth}/`) || path.startsWith(`${auth}#`);
}

function fromState(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('from' in state)) return undefined;
  const from = (state as { from?: unknown }).from;
  if (typeof from === 'string') return from;
  if (!from || typeof from !== 'object') return undefined;
  const { pathname, search, hash } = from as LocationLike;
  if (typeof pathname !== 'string') return undefined;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/**
 * The return-to location handed to /auth: `location.state.from` (a router Location) first, then
 * `?redirect=<path>` (survives reloads and new tabs), else /dashboard.
 */
export function resolveReturnPath(state: unknown, search: string): string {
  const candidates = [fromState(state), new URLSearchParams(search).get('redirect') ?? undefined];
  for (const candidate of candidates) {
    if (candidate && isSafePath(candidate) && !isAuthPath(candidate)) return candidate;
  }
  return DEFAULT_RETURN_PATH;
}

/** Navigation state that carries the return target on to /onboarding. */
export function returnState(path: string): { from: string } {
  return { from: path };
}
