/** Where the user goes after signing in when nobody asked for a place (spec §2, §4). */
export const DEFAULT_RETURN_PATH = '/dashboard';

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
  return path === '/auth' || path.startsWith('/auth?') || path.startsWith('/auth/') || path.startsWith('/auth#');
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
 * The return-to location the shell hands to /auth: `location.state.from` (a router Location) first, then
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
