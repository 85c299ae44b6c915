import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, hydrationCodeReady } from '@vitrina/shared/core';
import { nextTask } from './app/nextTask';
import { hydrateServerMarkup } from './server/hydrateServerMarkup';
import { MEMBER_HOLD_ATTRIBUTE } from './server/serverState';

/** How long the hydration waits for the page's code: past it the page hydrates as far as it can. */
const PAGE_CODE_WAIT_MS = 10_000;

/**
 * The code of the page the server rendered: its remote's routes and what the remote or the shell holds for that page
 * (its chunk, the lazy panels it rendered: holdHydrationFor). Hydrated before it arrives, a boundary waiting for code would be
 * thrown away for its skeleton as soon as the part above it renders again (the session read); a click meanwhile
 * waits for it (shell/src/server/earlyClicks.ts). A remote that fails to load is its page's error to show.
 */
async function pageCode(routes: Promise<unknown> | undefined): Promise<void> {
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

/**
 * React's part of the start-up: hydrates the server's markup once the page's code is here, or renders the page.
 * `remoteRoutes` is the route remote's `./routes` of a rendered page, already on its way (bootstrap). React DOM and
 * the providers are evaluated with this module; the app's routes and layout in a task after it.
 */
export async function startApp({
  rendered,
  remoteRoutes,
}: {
  rendered: boolean;
  remoteRoutes: Promise<unknown> | undefined;
}) {
  await nextTask();
  // webpackMode eager: in this chunk, evaluated only when imported
  const { App } = await import(/* webpackMode: "eager" */ './app/App');
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
  if (rendered) {
    // the server's page is this browser's: nothing to keep out of sight
    document.documentElement.removeAttribute(MEMBER_HOLD_ATTRIBUTE);
    // the remote's code is evaluated in the task its last chunk arrives in: the hydration starts in the next one
    void pageCode(remoteRoutes)
      .then(nextTask)
      .then(() => hydrateServerMarkup(container, app));
  } else if (document.documentElement.hasAttribute(MEMBER_HOLD_ATTRIBUTE)) {
    // a member on a visitor's page the server rendered: theirs replaces it, out of sight until then (memberHoldHead)
    const root = createRoot(container);
    flushSync(() => root.render(app));
    document.documentElement.removeAttribute(MEMBER_HOLD_ATTRIBUTE);
  } else createRoot(container).render(app);
}
