import { hydrate } from '@tanstack/react-query';
import { certainlySignedOut, initSession, provideExposedLoader, queryClient } from '@vitrina/shared/kernel';
import {
  ensureRemotesRegistered,
  loadExposedComponent,
  loadRemoteRoutes,
  resetRemote,
} from './federation/remoteLoader';
import { exposeE2eHandles } from './federation/e2eHandles';
import { prefetchFirstPage } from './features/route-prefetch/prefetchFirstPage';
import { nextTask } from './app/nextTask';
import { readServerRemote, readServerState, readVisitorOnly } from './server/serverState';

// The page's start-up, in tasks of its own (docs/rendering.md, "Started in steps"): this module reads the server's
// state and sets off what waits on the network (the remotes' manifest, the route remote's code, the session); React,
// the app's providers and its routes are evaluated in the next task (./startApp), while that code is on its way.

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
const serverRemote = serverState ? readServerRemote(document) : undefined;
// The route remote's code of a rendered page leaves now: the app's own start-up below runs while it travels.
const remoteRoutes = serverRemote ? loadRemoteRoutes(serverRemote) : undefined;
// Before the first render: a visitor with no stored session is known signed out at once, so the first frame is
// already their page (no loading screen that the page then replaces and shifts).
void initSession();

// webpackMode eager: the module is in this chunk (no request of its own), evaluated only when imported
void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './startApp'))
  .then(({ startApp }) => startApp({ rendered: Boolean(serverState), remoteRoutes }));
