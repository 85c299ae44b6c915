import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, initSession, provideExposedLoader } from '@vitrina/shared/kernel';
import { App } from './app/App';
import { ensureRemotesRegistered, loadExposedComponent, resetRemote } from './federation/remoteLoader';
import { exposeE2eHandles } from './federation/e2eHandles';
import { prefetchFirstPage } from './features/route-prefetch/prefetchFirstPage';

// Start reading /remotes.json while React renders; the first remote page waits for it anyway.
ensureRemotesRegistered().catch(() => {
  // A missing manifest surfaces as each remote page's fallback with 'Reintentar'.
});
// Remotes load each other's exposes (the dashboard's Favoritos card, its edit page's sell form) through the page's
// one loader: this shell's, with the manifest, resilience plugin and 'Reintentar' of its routes.
provideExposedLoader({ load: loadExposedComponent, reset: resetRemote });
exposeE2eHandles();
// A landing page's data leaves with the remote's code, not after it (a product page: its piece).
prefetchFirstPage(window.location.pathname);
// Before the first render: a visitor with no stored session is known signed out at once, so the first frame is
// already their page (no loading screen that the page then replaces and shifts).
void initSession();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
