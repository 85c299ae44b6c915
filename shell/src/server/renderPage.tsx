import { EventEmitter } from 'node:events';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// the server's own client (no session, no refresh timer), put where getSupabase finds it: see provideServerSupabase
// eslint-disable-next-line no-restricted-imports
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { RemoteName, RuntimeConfig } from '@vitrina/shared/contract';
import { AppProviders, createQueryClient } from '@vitrina/shared/core';
import { App } from '../app/App';
import { LoadedRemoteRoutes, ServerPageReads } from '../federation/RemoteComponent';
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
  /**
   * How long the whole page is waited for, counted from this call: past it the top bar, the page's frame and its
   * skeleton leave at once and the page follows as its reads land (a StreamedPage). Undefined: the whole page at
   * once, however long it takes within the time limit (a crawler's, a shell page's).
   */
  streamAfterMs?: number;
  /** For tests only: the page's reads settle this much later (the app server takes it from a test's header). */
  readsDelayMs?: number;
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
  streamed?: false;
}

/**
 * A page whose reads were late: `html` is what goes into #root now (the top bar, the page's frame, the skeleton of
 * its content), `rest` what follows #root as it is rendered: React's hidden segments and the inline scripts that
 * put them in place, each led by the style tags of what it reveals, and the cache's <script> last.
 */
export interface StreamedPage {
  streamed: true;
  html: string;
  preloads: string;
  styles: string;
  earlyClicks: string;
  /** React's inline scripts at the end of the shell but its pacing (see renderApp): they go after #root */
  scripts: string;
  rest: AsyncIterable<string>;
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

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * The server renders nothing live and never subscribes, but supabase-js asks for a WebSocket as it builds its client,
 * and Node.js 20 has none built in (22 has): without one every render threw and each page fell back to the browser's
 * rendering, as a process that happened to lack it showed. The client gets this transport instead, which says so if
 * it is ever opened.
 */
class NoRealtimeOnServer {
  constructor() {
    throw new Error('El servidor no abre conexiones en tiempo real');
  }
}

/**
 * The server's Supabase client, in the place where the pages' queries find it: a visitor's (the anon key), with no
 * session to store, refresh or read from a URL, and no realtime connection. One for every request: it holds no state
 * of its own.
 */
function provideServerSupabase({ supabaseUrl, supabaseAnonKey }: RuntimeConfig) {
  const g = globalThis as Record<string, unknown>;
  const current = g[SUPABASE_CLIENT_KEY] as { supabaseUrl?: string } | undefined;
  if (current?.supabaseUrl === supabaseUrl) return;
  g[SUPABASE_CLIENT_KEY] = createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtimeOnServer as unknown as RealtimeTransport },
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

type RenderOutcome = { kind: 'whole'; html: string } | { kind: 'stream'; shell: string; rest: AsyncIterable<string> };

/**
 * Renders `element` and waits for all of it until `streamAt` (a performance.now() time; never when undefined). Ready
 * by then: the whole HTML at once, as one string. Not: the shell React has now (everything outside a boundary that
 * is still waiting, with that boundary's fallback), and the rest as React writes it, one string per flush. Before
 * that choice any error rejects (the caller answers the page rendered in the browser); after it, a boundary whose
 * render fails or is aborted is left by React to the browser, which renders it there.
 */
function renderStreamed(element: React.ReactElement, signal?: AbortSignal, streamAt?: number): Promise<RenderOutcome> {
  return new Promise((resolve, reject) => {
    const decoder = new TextDecoder();
    let decided = false;
    let shellReady = false;
    let wantStream = false;
    let text = '';
    // after the shell: what React writes in one flush is one chunk of `rest`
    const chunks: string[] = [];
    let ended = false;
    let wake: (() => void) | null = null;
    let flushScheduled = false;
    let streaming = false;
    const notify = () => {
      wake?.();
      wake = null;
    };
    const takeChunk = () => {
      flushScheduled = false;
      if (text) chunks.push(text);
      text = '';
      notify();
    };
    const destination = Object.assign(new EventEmitter(), {
      write(chunk: Uint8Array | string) {
        text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        if (streaming && !flushScheduled) {
          flushScheduled = true;
          setImmediate(takeChunk);
        }
        return true;
      },
      end() {
        text += decoder.decode();
        if (!decided || !streaming) {
          resolve({ kind: 'whole', html: text });
          return;
        }
        takeChunk();
        ended = true;
        notify();
      },
    });
    async function* rest(): AsyncGenerator<string> {
      for (;;) {
        const next = chunks.shift();
        if (next !== undefined) yield next;
        else if (ended) return;
        else await new Promise<void>((wakeUp) => (wake = wakeUp));
      }
    }
    const startStreaming = () => {
      streaming = true;
      // React writes the shell while pipe() runs: it is what stands in #root now
      stream.pipe(destination as unknown as NodeJS.WritableStream);
      const shell = text;
      text = '';
      resolve({ kind: 'stream', shell, rest: rest() });
    };
    const fail = (error: unknown) => {
      if (decided) return;
      decided = true;
      clearTimeout(timer);
      stream.abort(error);
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const stream = renderToPipeableStream(element, {
      // a large boundary stays in place instead of arriving as a hidden segment a script swaps in: a page ready in
      // time is whole in the HTML, readable without JavaScript
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellReady = true;
        if (wantStream && !streaming) startStreaming();
      },
      // everything the page renders on the server is in the HTML at once: no boundary left for the browser
      onAllReady() {
        if (decided) return;
        decided = true;
        clearTimeout(timer);
        stream.pipe(destination as unknown as NodeJS.WritableStream);
      },
      onShellError(error) {
        if (streaming) return;
        decided = false;
        fail(error);
      },
      onError(error) {
        // once the shell has left, React leaves the failed boundary to the browser: the page is not broken
        if (!decided) fail(error);
      },
    });
    const timer =
      streamAt === undefined
        ? undefined
        : setTimeout(
            () => {
              if (decided) return;
              decided = true;
              wantStream = true;
              if (shellReady) startStreaming();
            },
            Math.max(0, streamAt - performance.now()),
          );
    signal?.addEventListener('abort', () => {
      // streaming: React closes the late boundaries as the browser's to render, and ends the stream
      if (streaming || wantStream) stream.abort(signal.reason);
      else fail(signal.reason instanceof Error ? signal.reason : new Error('render aborted'));
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
  streamAfterMs,
  readsDelayMs,
}: RenderRequest): Promise<RenderedPage | StreamedPage | null> {
  const streamAt = streamAfterMs === undefined ? undefined : performance.now() + streamAfterMs;
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
  const loading = ssr.loadPageData(queryClient, pathname, search);
  const reads = readsDelayMs ? settleLater(loading, readsDelayMs) : loading;
  // the render's gate waits for it (React reports a failure): not an unhandled rejection meanwhile
  reads.catch(() => undefined);
  return renderApp({
    url,
    remotes: { [remote]: routes },
    queryClient,
    signal,
    reads,
    streamAt,
    onDone: () => queryClient.clear(),
  });
}

/** `promise`, settled `ms` later than it settles (a test's slow reads). */
function settleLater<T>(promise: Promise<T>, ms: number): Promise<T> {
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return promise.then(
    (value) => wait().then(() => value),
    (error: unknown) =>
      wait().then(() => {
        throw error;
      }),
  );
}

/** The <link>s React's stream writes ahead of the first element (its hoisted preloads), and the markup after them. */
const LEADING_LINKS = /^((?:<link\b[^>]*>)*)([\s\S]*)$/;

/** The inline <script>s React writes after a shell that has a boundary still waiting, and the markup before them. */
const TRAILING_SCRIPTS = /^([\s\S]*?)((?:<script>[^<]*<\/script>)*)$/;

/** React's script that notes the shell's first paint, from which it paces the reveals of late boundaries. */
const PACING_SCRIPT = /<script>[^<]*\$RT=performance\.now\(\)[^<]*<\/script>/g;

/** The server style sheet's instance: its rules written so far can be cleared once they are in the HTML. */
interface SheetInstance {
  clearTag(): void;
}

/**
 * The shell at `url` from `queryClient`'s cache, with the given remotes' pages, into HTML, its style tags and the
 * cache as a <script>. Everything a request renders is its own: the cache, the style sheet, the router; the stores
 * render their initial state (zustand's server snapshot), the same for every request. With `reads` (the page's
 * reads in flight, which the route's page waits for inside its Suspense boundary) and `streamAt`, a page not whole
 * by then is a StreamedPage. `onDone` runs once the page is written (or has failed).
 */
interface RenderAppRequest {
  url: string;
  remotes: Partial<Record<RemoteName, RemoteRoutes>>;
  queryClient: QueryClient;
  signal?: AbortSignal;
  /** a visitor's page that a member gets otherwise (shellPages.ts) */
  visitorOnly?: boolean;
  reads?: Promise<unknown>;
  streamAt?: number;
  onDone?: () => void;
}

export function renderApp(request: RenderAppRequest & { streamAt?: undefined }): Promise<RenderedPage>;
export function renderApp(request: RenderAppRequest): Promise<RenderedPage | StreamedPage>;
export async function renderApp({
  url,
  remotes,
  queryClient,
  signal,
  visitorOnly = false,
  reads,
  streamAt,
  onDone,
}: RenderAppRequest): Promise<RenderedPage | StreamedPage> {
  const sheet = new ServerStyleSheet();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    sheet.seal();
    onDone?.();
  };
  /** the style tags of the rules added since the last call: what a chunk about to be written needs first */
  const newStyles = () => {
    const tags = sheet.getStyleTags();
    (sheet as unknown as { instance: SheetInstance }).instance.clearTag();
    return tags;
  };
  const remote = (Object.keys(remotes) as RemoteName[])[0];
  const earlyClicks = earlyClicksScript() + (visitorOnly ? memberHoldHead() : '');
  const stateScript = () => serverStateScript(dehydrate(queryClient), remote, { visitorOnly });
  try {
    const outcome = await renderStreamed(
      sheet.collectStyles(
        <StrictMode>
          <ServerPageReads.Provider value={reads ?? null}>
            <LoadedRemoteRoutes.Provider value={remotes}>
              <AppProviders queryClient={queryClient}>
                <MemoryRouter initialEntries={[url]}>
                  <App />
                </MemoryRouter>
              </AppProviders>
            </LoadedRemoteRoutes.Provider>
          </ServerPageReads.Provider>
        </StrictMode>,
      ),
      signal,
      streamAt,
    );
    if (outcome.kind === 'whole') {
      const [, preloads = '', markup = outcome.html] = LEADING_LINKS.exec(outcome.html) ?? [];
      const page: RenderedPage = {
        html: markup,
        preloads,
        styles: sheet.getStyleTags(),
        earlyClicks,
        state: stateScript(),
      };
      finish();
      return page;
    }
    const [, preloads = '', shell = outcome.shell] = LEADING_LINKS.exec(outcome.shell) ?? [];
    const [, markup = shell, shellScripts = ''] = TRAILING_SCRIPTS.exec(shell) ?? [];
    // React's pacing of reveals (its first paint's time, $RT): it holds a boundary's content until 300 ms after the
    // shell has painted, to reveal several together. A page has one boundary that waits, so it is left out: the
    // content is revealed in the frame after it arrives
    const scripts = shellScripts.replace(PACING_SCRIPT, '');
    const styles = newStyles();
    async function* rest(later: AsyncIterable<string>): AsyncGenerator<string> {
      try {
        for await (const chunk of later) yield newStyles() + chunk;
        // the cache once every read has landed: the browser's code, which starts once the document is parsed, finds it
        yield stateScript();
      } finally {
        finish();
      }
    }
    return { streamed: true, html: markup, preloads, styles, earlyClicks, scripts, rest: rest(outcome.rest) };
  } catch (error) {
    finish();
    throw error;
  }
}

/** Loads a remote's server build ahead of its first page (the app server's start, a deploy). */
export async function preloadRemote({ remote, entry, build }: { remote: RemoteName; entry: string; build: string }) {
  await loadServerSide(remote, entry, build);
}
