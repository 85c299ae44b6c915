import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { certainlySignedOut, initSession, provideExposedLoader, queryClient } from '@vitrina/shared/kernel';
import { AppProviders } from '@vitrina/shared/core';
import { App } from './app/App';
import { ensureRemotesRegistered, loadExposedComponent, resetRemote } from './federation/remoteLoader';
import { exposeE2eHandles } from './federation/e2eHandles';
import { prefetchFirstPage } from './features/route-prefetch/prefetchFirstPage';
import { readServerState } from './server/serverState';

// A page rendered on the server (docs/rendering.md) carries the data it rendered from: the cache starts with it, so
// the page hydrates without asking for it again.
const serverState = readServerState(document);
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
// Before the first render: a visitor with no stored session is known signed out at once, so the first frame is
// already their page (no loading screen that the page then replaces and shifts).
void initSession();

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
// the server's markup is kept and made live (the same tree: shell/src/server/renderPage.tsx), else rendered here
if (serverState) hydrateRoot(container, app);
else createRoot(container).render(app);
