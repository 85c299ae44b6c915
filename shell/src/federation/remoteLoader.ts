import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesManifest, type RemotesManifest } from './remotesManifest';
import { RemoteLoadError } from './remoteErrors';
import { isRemoteFallbackModule, readManifestText } from './runtimePlugin';
import type { RemoteComponent, RemoteName } from '@vitrina/shared/contract';
import { REMOTE_NAMES } from '@vitrina/shared/core';

/** A remote's './routes' as loaded: checked against the contract (RemoteRoutes in shared) when the remote is built. */
export type RemoteRoutes = Partial<Record<string, RemoteComponent>>;

/** A failed load is answered from cache this long, then tried again (sooner with resetRemote). */
export const FAILED_LOAD_TTL_MS = 10_000;

let manifestPromise: Promise<RemotesManifest> | undefined;
const routesPromises = new Map<RemoteName, { promise: Promise<RemoteRoutes>; failedAt?: number }>();
/** Loaded exposes by '<remote>/<expose>': only successes are kept (a failure is asked again next time). */
const exposedPromises = new Map<string, Promise<unknown>>();
/** The text of each loaded remote's mf-manifest.json (its build: hashed file names, build version). */
const loadedBuilds = new Map<RemoteName, string>();
/** How many components of each remote are on screen (RemoteExport). */
const mountedRemotes = new Map<RemoteName, number>();

/** A component of `remote` is on screen until the returned function is called (a React effect and its cleanup). */
export function remoteMounted(remote: RemoteName): () => void {
  mountedRemotes.set(remote, (mountedRemotes.get(remote) ?? 0) + 1);
  return () => mountedRemotes.set(remote, (mountedRemotes.get(remote) ?? 1) - 1);
}

/** A remote's mf-manifest.json as its server has it now (no-cache: revalidated, a 304 when unchanged). */
async function currentBuild(remote: RemoteName): Promise<string | undefined> {
  const manifest = await ensureRemotesRegistered().catch(() => undefined);
  if (!manifest) return undefined;
  try {
    const response = await fetch(manifest[remote], { cache: 'no-cache' });
    return response.ok ? await response.text() : undefined;
  } catch {
    // Offline or the remote's server down: no news about its build; the page keeps the one it has.
    return undefined;
  }
}

/**
 * The build a remote's page runs: the manifest text the runtime read to load it (inline in the page or fetched),
 * else what its server has now. The first case spares a second read of the manifest right after the first.
 */
async function loadedBuildOf(remote: RemoteName): Promise<string | undefined> {
  const manifest = await ensureRemotesRegistered().catch(() => undefined);
  return (manifest && readManifestText(manifest[remote])) ?? currentBuild(remote);
}

/**
 * Reads the remotes map (inline in the HTML, else /remotes.json) once per page and registers every remote with the federation runtime. A failed read is
 * forgotten so the next attempt (the 'Reintentar' button) asks again.
 */
export function ensureRemotesRegistered(): Promise<RemotesManifest> {
  manifestPromise ??= loadRemotesManifest().then((manifest) => {
    registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifest[name] })));
    return manifest;
  });
  manifestPromise.catch(() => {
    manifestPromise = undefined;
  });
  return manifestPromise;
}

async function importRoutes(remote: RemoteName): Promise<RemoteRoutes> {
  try {
    await ensureRemotesRegistered();
  } catch (cause) {
    throw new RemoteLoadError(remote, `No se pudo leer la lista de remotos para ${remote}`, { cause });
  }
  let loaded: unknown;
  try {
    loaded = await loadRemote<{ default?: RemoteRoutes }>(`${remote}/routes`);
  } catch (cause) {
    throw new RemoteLoadError(remote, `No se pudo cargar ${remote}/routes`, { cause });
  }
  if (isRemoteFallbackModule(loaded)) {
    throw new RemoteLoadError(remote, `No se pudo cargar ${remote}/routes`, { cause: loaded.error });
  }
  const routes = (loaded as { default?: RemoteRoutes } | null)?.default;
  if (!routes || typeof routes !== 'object') {
    throw new RemoteLoadError(remote, `${remote}/routes no exporta un registro de componentes`);
  }
  void loadedBuildOf(remote).then((build) => {
    if (build) loadedBuilds.set(remote, build);
  });
  return routes;
}

async function importExposed(remote: RemoteName, expose: string): Promise<unknown> {
  const id = `${remote}/${expose}`;
  try {
    await ensureRemotesRegistered();
  } catch (cause) {
    throw new RemoteLoadError(remote, `No se pudo leer la lista de remotos para ${id}`, { cause });
  }
  let loaded: unknown;
  try {
    loaded = await loadRemote<{ default?: unknown }>(id);
  } catch (cause) {
    throw new RemoteLoadError(remote, `No se pudo cargar ${id}`, { cause });
  }
  // The resilience plugin's stand-in: the remote is down or its code broken, not missing the export.
  if (isRemoteFallbackModule(loaded))
    throw new RemoteLoadError(remote, `No se pudo cargar ${id}`, { cause: loaded.error });
  const component = (loaded as { default?: unknown } | null)?.default;
  // A component is a function, or an object for memo/forwardRef/lazy.
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new RemoteLoadError(remote, `${id} no exporta un componente por defecto`);
  }
  void loadedBuildOf(remote).then((build) => {
    if (build && !loadedBuilds.has(remote)) loadedBuilds.set(remote, build);
  });
  return component;
}

/**
 * A component another remote exposes (the contract's RemoteExposes), through the same manifest, registration,
 * resilience plugin and reset as './routes'. The page's `loadExposed` (kernel) calls this: the shell provides it at
 * start, so a remote such as the dashboard loads the catalogue's card or the sell form without a loader of its own.
 */
export function loadExposedComponent(remote: RemoteName, expose: string): Promise<unknown> {
  const id = `${remote}/${expose}`;
  const cached = exposedPromises.get(id);
  if (cached) return cached;
  const promise = importExposed(remote, expose);
  exposedPromises.set(id, promise);
  promise.catch(() => {
    if (exposedPromises.get(id) === promise) exposedPromises.delete(id);
  });
  return promise;
}

/**
 * After a navigation: a loaded remote whose server now has another build (its mf-manifest.json changed) is
 * forgotten, so the next page of that remote loads the new build without a page reload. A remote still on screen
 * keeps its build until a navigation leaves it: its pages load their lazy chunks through webpackChunk<remote>,
 * which the swap replaces (a product opened from /products after an in-place rebuild failed with ChunkLoadError).
 */
export async function checkForNewBuilds(): Promise<RemoteName[]> {
  const replaced: RemoteName[] = [];
  await Promise.all(
    [...loadedBuilds].map(async ([remote, loadedBuild]) => {
      if ((mountedRemotes.get(remote) ?? 0) > 0) return;
      const build = await currentBuild(remote);
      if ((mountedRemotes.get(remote) ?? 0) > 0) return;
      if (!build || build === loadedBuild) return;
      loadedBuilds.delete(remote);
      // The old build's chunks are registered in webpack's chunk array of the remote (webpackChunk<uniqueName>);
      // a new remoteEntry.js would read them as already loaded and run the old code under the same chunk ids.
      delete (globalThis as Record<string, unknown>)[`webpackChunk${remote}`];
      await resetRemote(remote);
      replaced.push(remote);
    }),
  );
  return replaced;
}

/**
 * The './routes' module of a remote, as one stable promise: React's `use` must see the same promise on every
 * render, including the render right after a rejection (a fresh promise there would suspend again and retry in
 * a loop). A failure is therefore kept until resetRemote or until it is FAILED_LOAD_TTL_MS old.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutes> {
  const cached = routesPromises.get(remote);
  if (cached && (cached.failedAt === undefined || Date.now() - cached.failedAt < FAILED_LOAD_TTL_MS)) {
    return cached.promise;
  }
  const entry: { promise: Promise<RemoteRoutes>; failedAt?: number } = { promise: importRoutes(remote) };
  entry.promise.catch(() => {
    entry.failedAt = Date.now();
  });
  routesPromises.set(remote, entry);
  return entry.promise;
}

/**
 * Forgets everything known about a remote (our cache and the federation runtime's manifest, entry script and
 * module caches) so the next render loads it from its server again: the 'Reintentar' button.
 */
export async function resetRemote(remote: RemoteName): Promise<void> {
  routesPromises.delete(remote);
  for (const id of [...exposedPromises.keys()]) if (id.startsWith(`${remote}/`)) exposedPromises.delete(id);
  const manifest = await ensureRemotesRegistered().catch(() => undefined);
  if (manifest) registerRemotes([{ name: remote, entry: manifest[remote] }], { force: true });
}

/** Test hook: forget every cached manifest and module. */
export function resetRemoteLoaderForTests(): void {
  manifestPromise = undefined;
  routesPromises.clear();
  exposedPromises.clear();
  loadedBuilds.clear();
  mountedRemotes.clear();
}
