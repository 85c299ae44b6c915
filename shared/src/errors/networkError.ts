/**
 * supabase-js's own test (`isAuthRetryableFetchError`: an AuthError, marked `__isAuthError`, named
 * 'AuthRetryableFetchError'), written out: importing it would load supabase-js with the forms on the visitor's
 * first page, where the newsletter and waitlist forms only need supabase-js once they submit.
 */
function isAuthRetryableFetchError(error: unknown): error is { status?: number } {
  return (
    typeof error === 'object' &&
    error !== null &&
    '__isAuthError' in error &&
    (error as { name?: unknown }).name === 'AuthRetryableFetchError'
  );
}

const NETWORK_MESSAGE = /failed to fetch|networkerror|network request failed|fetch failed|load failed|econnrefused/i;

/** Gateway statuses supabase-js reports as retryable network errors (spec §8). */
const GATEWAY_STATUSES = new Set([0, 502, 503, 504]);

/**
 * True when the request never got an answer from the backend (offline, server down, gateway errors),
 * whichever layer reported it: supabase-js auth, postgrest-js (status 0 with the fetch error as message)
 * or a plain fetch that threw.
 */
export function isNetworkError(error: unknown): boolean {
  if (!error) return false;
  if (isAuthRetryableFetchError(error)) return GATEWAY_STATUSES.has(error.status ?? 0);
  if (error instanceof TypeError && NETWORK_MESSAGE.test(error.message)) return true;
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    if (NETWORK_MESSAGE.test(error.message)) return true;
  }
  return false;
}
