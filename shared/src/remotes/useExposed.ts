import { useCallback, useEffect, useState } from 'react';
import { loadExposed, reportError, resetExposed } from '@vitrina/shared/kernel';
import type { ExposedComponent, ExposeName, ExposingRemote } from '@vitrina/shared/contract';

export type ExposedState<R extends ExposingRemote, E extends ExposeName<R>> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; Component: ExposedComponent<R, E> }
  | { status: 'error'; error: unknown };

export interface UseExposedOptions {
  /**
   * Load only while this is true (default true): a component wanted on the user's first gesture (a shortcut, a
   * pointer near a box) stays `idle` and costs nothing until then. After an error, turning it true again loads again.
   */
  when?: boolean;
}

/**
 * Another app's exposed component, the one way an app uses a component another app lends it: loaded through the
 * page's host (`loadExposed`), typed by the contract (RemoteExposes), a failure reported like a route's
 * (reportError with the remote and expose) and kept as `error` for RemoteFallback or the caller's own fallback;
 * `retry` forgets the failed load and asks the remote's server again.
 */
export function useExposed<R extends ExposingRemote, E extends ExposeName<R>>(
  remote: R,
  expose: E,
  { when = true }: UseExposedOptions = {},
) {
  const [state, setState] = useState<ExposedState<R, E>>(when ? { status: 'loading' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const ready = state.status === 'ready';

  useEffect(() => {
    if (!when || ready) return;
    let alive = true;
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
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
  }, [remote, expose, attempt, when, ready]);

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
