/** Where a signed-out user wanted to go; /auth sends them back there after sign-in. */
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

export function targetToPath(target: ReturnTarget): string {
  return `${target.pathname}${target.search ?? ''}${target.hash ?? ''}`;
}

/**
 * The /auth URL for a return target. The target also travels as `?redirect=` because router state is lost on a
 * full reload or when the link is opened in a new tab.
 */
export function authPathFor(target: ReturnTarget): string {
  return `/auth?redirect=${encodeURIComponent(targetToPath(target))}`;
}
