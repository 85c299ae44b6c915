import { lazy, type ComponentType } from 'react';
import { globalSingleton } from '../globalSingleton';

/**
 * The code a page rendered on the server needs before the browser hydrates it.
 *
 * A lazy component whose code has not arrived leaves its Suspense boundary dehydrated (the server's markup, not live).
 * If the hydrated part above it renders again meanwhile (the session becomes known, a member's read returns), React
 * cannot hydrate the boundary and throws its markup away for the fallback: the page shifts, and what was on screen
 * is gone. So a remote holds the hydration for the code of the page the browser landed on (`holdHydrationFor`), and
 * the shell hydrates once `hydrationCodeReady` resolves: every boundary of the server's markup hydrates in the
 * first pass. The list lives on globalThis: each app bundles this module, the page has one list.
 */
const waiting = globalSingleton('hydrationCode', () => [] as Promise<unknown>[]);

/** The shell hydrates the server's markup only after `loading` settles (a failure is the page's own to show). */
export function holdHydrationFor(loading: Promise<unknown>): void {
  waiting.push(loading.catch(() => undefined));
}

/** Resolves once everything held so far has settled, including what was held while waiting. */
export async function hydrationCodeReady(): Promise<void> {
  let settled = 0;
  while (settled < waiting.length) {
    const batch = waiting.slice(settled);
    settled = waiting.length;
    await Promise.all(batch);
  }
}

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's code; once it is here the component renders at once, without suspending. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * React.lazy whose code can be loaded ahead (`preload`), and which, once loaded, renders the component itself:
 * a lazy component always suspends on its first render, even when its code is already here. It renders the same
 * markup either way, so the server's lazy render and the browser's direct one hydrate alike.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed download is tried again by the next render
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<P>;
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
