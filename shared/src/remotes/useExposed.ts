import { useCallback, useEffect, useState } from 'react';
import {
  loadExposed,
  reportError,
  resetExposed,
  type ExposedComponent,
  type ExposeName,
  type ExposingRemote,
} from '@vitrina/shared/kernel';

export type ExposedState<R extends ExposingRemote, E extends ExposeName<R>> =
  { status: 'loading' } | { status: 'ready'; Component: ExposedComponent<R, E> } | { status: 'error'; error: unknown };

/**
 * Another remote's exposed component for a page of this one: loaded through the page's host (`loadExposed`), a
 * failure reported like a route's (reportError with the remote and expose) and kept as `error` for RemoteFallback;
 * `retry` forgets the failed load and asks the remote's server again.
 */
export function useExposed<R extends ExposingRemote, E extends ExposeName<R>>(remote: R, expose: E) {
  const [state, setState] = useState<ExposedState<R, E>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    let alive = true;
    loadExposed(remote, expose).then(
      (Component) => alive && setState({ status: 'ready', Component }),
      (error: unknown) => {
        reportError(error, { remote, expose });
        if (alive) setState({ status: 'error', error });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, expose, attempt]);

  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      await resetExposed(remote);
    } finally {
      setRetrying(false);
      setState({ status: 'loading' });
      setAttempt((count) => count + 1);
    }
  }, [remote]);

  return { state, retry, retrying };
}
