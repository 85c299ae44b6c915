import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// the server's own client (no session, no refresh timer), put where getSupabase finds it: see provideServerSupabase
// eslint-disable-next-line no-restricted-imports
import { createClient } from '@supabase/supabase-js';
import type { RemoteName, RuntimeConfig } from '@vitrina/shared/contract';
import { AppProviders, createQueryClient } from '@vitrina/shared/core';
import { App } from '../app/App';
import { LoadedRemoteRoutes } from '../federation/RemoteComponent';
import type { RemoteRoutes } from '../federation/remoteLoader';
import { earlyClicksScript } from './earlyClicks';
import { memberHoldHead, serverStateScript } from './serverState';
import { shellRendersOnServer, visitorOnlyPage } from './shellPages';

export interface RenderRequest {
  /** the page's path and query, e.g. /products?category=cards */
  url: string;
  /**
   * the route's remote and its server build's entry (its dist/server/remoteEntry.js by URL); null for a page of the
   * shell's own (privacy, terms, contact), which needs no remote
   */
  remote: RemoteName | null;
  entry?: string;
  /** changes with each build of the remote: a new one is loaded instead of the one in memory */
  build?: string;
  /** the browser's runtime config: `launched` as the app server writes it (SITE_LAUNCHED) */
  config: RuntimeConfig & { launched?: boolean };
  /** aborts the render (the app server's time limit) */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** what goes inside #root */
  html: string;
  /**
   * the preloads React writes ahead of the markup (one per photo rendered with fetchPriority="high", with the
   * <img>'s own srcset and sizes), for the top of <head>: the page's largest paint is asked for before anything else
   */
  preloads: string;
  /** styled-components' <style> tags of that markup, for <head> */
  styles: string;
  /**
   * what goes into <head> before the styles: the script that holds a click made before its part of the page is live
   * and makes it again, and on a visitor-only page what keeps it out of a member's sight (serverState.ts)
   */
  earlyClicks: string;
  /** the react-query cache the page rendered from, as a <script> the browser hydrates from */
  state: string;
}

/** A remote's server side: its pages and the reads they need (the remote's ./ssr expose). */
interface RemoteServerSide {
  rendersOnServer(pathname: string): boolean;
  loadPageData(queryClient: QueryClient, pathname: string, search: string): Promise<void>;
}

interface LoadedRemote {
  routes: RemoteRoutes;
  ssr: RemoteServerSide;
}

const loadedBuilds = new Map<RemoteName, { build: string; loaded: Promise<LoadedRemote> }>();

/** The global under which getSupabase (@vitrina/shared/supabase) keeps the one client it creates. */
const SUPABASE_CLIENT_KEY = '__vitrinaSupabaseClient__';

/**
 * The server's Supabase client, in the place where the pages' queries find it: a visitor's (the anon key), with no
 * session to store, refresh or read from a URL. One for every request: it holds no state of its own.
 */
function provideServerSupabase({ supabaseUrl, supabaseAnonKey }: RuntimeConfig) {
  const g = globalThis as Record<string, unknown>;
  const current = g[SUPABASE_CLIENT_KEY] as { supabaseUrl?: string } | undefined;
  if (current?.supabaseUrl === supabaseUrl) return;
  g[SUPABASE_CLIENT_KEY] = createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function moduleDefault<T>(loaded: unknown): T {
  return ((loaded as { default?: T } | null)?.default ?? loaded) as T;
}

/**
 * The remote's server build, loaded once per build through the federation runtime: a new build (a deploy of that
 * remote alone) replaces the one in memory on the next request, with no restart of this server.
 */
function loadServerSide(remote: RemoteName, entry: string, build: string): Promise<LoadedRemote> {
  const current = loadedBuilds.get(remote);
  if (current?.build === build) return current.loaded;
  const versioned = `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(build)}`;
  registerRemotes([{ name: remote, entry: versioned }], { force: current !== undefined });
  const loaded = Promise.all([loadRemote(`${remote}/routes`), loadRemote(`${remote}/ssr`)]).then(([routes, ssr]) => {
    const remoteRoutes = moduleDefault<RemoteRoutes>(routes);
    const serverSide = ssr as RemoteServerSide | null;
    if (!remoteRoutes || typeof serverSide?.loadPageData !== 'function') {
      throw new Error(`${remote}: su compilación de servidor no expone ./routes y ./ssr`);
    }
    return { routes: remoteRoutes, ssr: serverSide };
  });
  const record = { build, loaded };
  loadedBuilds.set(remote, record);
  loaded.catch(() => {
    if (loadedBuilds.get(remote) === record) loadedBuilds.delete(remote);
  });
  return loaded;
}

function renderToString(element: React.ReactElement, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // a large boundary stays in place instead of arriving as a hidden segment a script swaps in: the page is
      // whole in the HTML, readable without JavaScript
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // everything the page renders on the server is in the HTML at once: no boundary left for the browser
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    signal?.addEventListener('abort', () => {
      stream.abort(signal.reason);
      reject(signal.reason instanceof Error ? signal.reason : new Error('render aborted'));
    });
  });
}

/**
 * The page at `url` rendered as the browser's first render of it renders it: the shell's layout and the route
 * remote's page, from a fresh QueryClient filled with the page's reads, a fresh style sheet, and the stores' initial
 * state (a visitor's). Null when the remote does not render this page on the server. Throws when anything fails:
 * the caller answers the page rendered in the browser instead.
 */
export async function renderPage({
  url,
  remote,
  entry,
  build,
  config,
  signal,
}: RenderRequest): Promise<RenderedPage | null> {
  // the pages' reads find the backend here (getRuntimeConfig), and the client of the server here
  (globalThis as { __VITRINA_CONFIG__?: RuntimeConfig }).__VITRINA_CONFIG__ = config;
  provideServerSupabase(config);
  const { pathname, search } = new URL(url, 'http://localhost');
  if (remote === null) {
    if (!shellRendersOnServer(pathname)) return null;
    const queryClient = createQueryClient();
    const visitorOnly = visitorOnlyPage(pathname, { launched: config.launched === true });
    try {
      return await renderApp({ url, remotes: {}, queryClient, signal, visitorOnly });
    } finally {
      queryClient.clear();
    }
  }
  if (!entry || !build) return null;
  const { routes, ssr } = await loadServerSide(remote, entry, build);
  if (!ssr.rendersOnServer(pathname)) return null;
  const queryClient = createQueryClient();
  try {
    await ssr.loadPageData(queryClient, pathname, search);
    signal?.throwIfAborted();
    return await renderApp({ url, remotes: { [remote]: routes }, queryClient, signal });
  } finally {
    queryClient.clear();
  }
}

/** The <link>s React's stream writes ahead of the first element (its hoisted preloads), and the markup after them. */
const LEADING_LINKS = /^((?:<link\b[^>]*>)*)([\s\S]*)$/;

/**
 * The shell at `url` from `queryClient`'s cache, with the given remotes' pages, into HTML, its style tags and the
 * cache as a <script>. Everything a request renders is its own: the cache, the style sheet, the router; the stores
 * render their initial state (zustand's server snapshot), the same for every request.
 */
export async function renderApp({
  url,
  remotes,
  queryClient,
  signal,
  visitorOnly = false,
}: {
  url: string;
  remotes: Partial<Record<RemoteName, RemoteRoutes>>;
  queryClient: QueryClient;
  signal?: AbortSignal;
  /** a visitor's page that a member gets otherwise (shellPages.ts) */
  visitorOnly?: boolean;
}): Promise<RenderedPage> {
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToString(
      sheet.collectStyles(
        <StrictMode>
          <LoadedRemoteRoutes.Provider value={remotes}>
            <AppProviders queryClient={queryClient}>
              <MemoryRouter initialEntries={[url]}>
                <App />
              </MemoryRouter>
            </AppProviders>
          </LoadedRemoteRoutes.Provider>
        </StrictMode>,
      ),
      signal,
    );
    const [, preloads = '', markup = html] = LEADING_LINKS.exec(html) ?? [];
    return {
      html: markup,
      preloads,
      styles: sheet.getStyleTags(),
      earlyClicks: earlyClicksScript() + (visitorOnly ? memberHoldHead() : ''),
      state: serverStateScript(dehydrate(queryClient), (Object.keys(remotes) as RemoteName[])[0], { visitorOnly }),
    };
  } finally {
    sheet.seal();
  }
}

/** Loads a remote's server build ahead of its first page (the app server's start, a deploy). */
export async function preloadRemote({ remote, entry, build }: { remote: RemoteName; entry: string; build: string }) {
  await loadServerSide(remote, entry, build);
}
