import { globalSingleton } from '../globalSingleton';
import type { ExposedComponent, ExposeName, ExposingRemote, RemoteName } from './remoteContract';

/**
 * How the page loads a remote's expose: the host (the shell) provides it at start, with the same manifest,
 * registration, retries and caching as its './routes', so a remote (the dashboard) loads another remote's component
 * without fetching /remotes.json or registering anything itself.
 */
export interface ExposedLoader {
  /** Resolves the expose module's default export; rejects when the remote cannot be loaded or lacks it. */
  load(remote: RemoteName, expose: string): Promise<unknown>;
  /** Forgets what is cached of the remote, so the next load asks its server again ('Reintentar'). */
  reset(remote: RemoteName): Promise<void>;
}

/** A remote running without a host (`npm start -w <remote>`) has no loader: its exposes report that. */
class NoExposedLoaderError extends Error {
  constructor(remote: RemoteName, expose: string) {
    super(`No hay un anfitrión que cargue ${remote}/${expose}`);
    this.name = 'NoExposedLoaderError';
  }
}

const holder = globalSingleton<{ loader: ExposedLoader | undefined }>('exposedLoader', () => ({ loader: undefined }));

/** The host installs its loader once, before it renders. */
export function provideExposedLoader(loader: ExposedLoader): void {
  holder.loader = loader;
}

/**
 * A remote's exposed component, typed by the contract (RemoteExposes): `loadExposed('mfe_sell', 'ListingForm')`.
 * Rejects with the host's error (a remote down reads as down, a missing export as missing).
 */
export function loadExposed<R extends ExposingRemote, E extends ExposeName<R>>(
  remote: R,
  expose: E,
): Promise<ExposedComponent<R, E>> {
  const { loader } = holder;
  if (!loader) return Promise.reject(new NoExposedLoaderError(remote, expose));
  return loader.load(remote, expose) as Promise<ExposedComponent<R, E>>;
}

/** Drops the cached load of a remote (its routes and exposes) so the next `loadExposed` tries again. */
export async function resetExposed(remote: RemoteName): Promise<void> {
  await holder.loader?.reset(remote);
}
