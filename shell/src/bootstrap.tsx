import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteName } from '@vitrina/shared/contract';
import { certainlySignedOut, initSession, provideExposedLoader, queryClient } from '@vitrina/shared/kernel';
import { AppProviders, hydrationCodeReady } from '@vitrina/shared/core';
import { App } from './app/App';
import {
  ensureRemotesRegistered,
  loadExposedComponent,
  loadRemoteRoutes,
  resetRemote,
} from './federation/remoteLoader';
import { exposeE2eHandles } from './federation/e2eHandles';
import { warmLocaleData } from './app/warmLocaleData';
import { prefetchFirstPage } from './features/route-prefetch/prefetchFirstPage';
import { hydrateServerMarkup } from './server/hydrateServerMarkup';
import { MEMBER_HOLD_ATTRIBUTE, readServerRemote, readServerState, readVisitorOnly } from './server/serverState';

// A page rendered on the server (docs/rendering.md) carries the data it rendered from: the cache starts with it, so
// the page hydrates without asking for it again. Not a visitor's page that a member gets otherwise (`/` before
// launch): a member's browser renders their own page in its place.
const serverState = readVisitorOnly(document) && !certainlySignedOut() ? undefined : readServerState(document);
if (serverState) {
  hydrate(queryClient, serverState);
  // the server renders a visitor's page: a member hydrates it as it is, then reads it again with their session (the
  // HTML has already started those reads with their token, and restRead takes them)
  if (!certainlySignedOut()) void queryClient.invalidateQueries({ refetchType: 'none' });
}

// Start reading /remotes.json while React renders; the first remote page waits for it anyway.
ensureRemotesRegistered().catch(() => {
  // A missing manifest surfaces as each remote page's fallback with 'Reintentar'.
});
// Remotes load each other's exposes (the dashboard's Favoritos card, its edit page's sell form) through the page's
// one loader: this shell's, with the manifest, resilience plugin and 'Reintentar' of its routes.
provideExposedLoader({ load: loadExposedComponent, reset: resetRemote });
exposeE2eHandles();
// A landing page's data leaves with the remote's code, not after it (a product page: its piece).
if (!serverState) prefetchFirstPage(window.location.pathname);
// The catalogue's pages show prices: the locale data of their formatter loads now, in a task of its own.
if (serverState && readServerRemote(document) === 'mfe_catalog') warmLocaleData();
// Before the first render: a visitor with no stored session is known signed out at once, so the first frame is
// already their page (no loading screen that the page then replaces and shifts).
void initSession();

/** How long the hydration waits for the page's code: past it the page hydrates as far as it can. */
const PAGE_CODE_WAIT_MS = 10_000;

/**
 * The code of the page the server rendered: its remote's routes and what the remote or the shell holds for that page
 * (its chunk, the lazy panels it rendered: holdHydrationFor). Hydrated before it arrives, a boundary waiting for code would be
 * thrown away for its skeleton as soon as the part above it renders again (the session read); a click meanwhile
 * waits for it (shell/src/server/earlyClicks.ts). A remote that fails to load is its page's error to show.
 */
async function pageCode(remote: RemoteName | undefined): Promise<void> {
  const routes = remote ? loadRemoteRoutes(remote) : undefined;
  const ready = (async () => {
    if (routes) {
      const loaded = await routes;
      // RemoteExport's use() reads a settled promise at once, without suspending the hydration
      Reflect.set(routes, 'status', 'fulfilled');
      Reflect.set(routes, 'value', loaded);
    }
    await hydrationCodeReady();
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, PAGE_CODE_WAIT_MS)));
  await Promise.race([ready.catch(() => undefined), limit]);
  clearTimeout(timer);
}

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);
// the server's markup is kept and made live (the same tree: shell/src/server/renderPage.tsx) in slices that leave
// the browser free between them (hydrateServerMarkup), else rendered here
if (serverState) {
  // the server's page is this browser's: nothing to keep out of sight
  document.documentElement.removeAttribute(MEMBER_HOLD_ATTRIBUTE);
  void pageCode(readServerRemote(document)).then(() => hydrateServerMarkup(container, app));
} else if (document.documentElement.hasAttribute(MEMBER_HOLD_ATTRIBUTE)) {
  // a member on a visitor's page the server rendered: theirs replaces it, out of sight until then (memberHoldHead)
  const root = createRoot(container);
  flushSync(() => root.render(app));
  document.documentElement.removeAttribute(MEMBER_HOLD_ATTRIBUTE);
} else createRoot(container).render(app);
