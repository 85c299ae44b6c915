// The shell's app server's side of server rendering (docs/rendering.md): a page of a remote that builds for Node
// (its dist/server/remoteEntry.js) is answered with the page rendered by the shell's server build
// (shell/dist/server/render.js), which loads that remote's server build from the remote's URL through Module
// Federation. Anything that goes wrong (no server build, a remote that throws, a read that fails, a render slower
// than the time limit) answers null: the caller serves the page as before, rendered in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The default time limit of one page's render, reads included: past it the page is rendered in the browser. */
const DEFAULT_TIMEOUT_MS = 1000;

/**
 * How long a person's page is waited for whole (docs/rendering.md, "Streamed when the reads are late"): past it the
 * top bar, the page's frame and its skeleton leave, and the content follows as its reads land.
 */
export const DEFAULT_STREAM_AFTER_MS = 60;

/**
 * Server rendering is on unless VITRINA_SSR=0; VITRINA_SSR_TIMEOUT_MS is the time limit of one page's render;
 * VITRINA_SSR_STREAM_AFTER_MS how long a person's page is waited for whole before it streams (`off`: never).
 */
export function serverRenderingFromEnv(env = process.env) {
  const timeout = Number(env.VITRINA_SSR_TIMEOUT_MS);
  const streamAfter = env.VITRINA_SSR_STREAM_AFTER_MS;
  const streamAfterMs =
    streamAfter === 'off'
      ? null
      : streamAfter !== undefined &&
          streamAfter !== '' &&
          Number.isFinite(Number(streamAfter)) &&
          Number(streamAfter) >= 0
        ? Number(streamAfter)
        : DEFAULT_STREAM_AFTER_MS;
  return {
    enabled: env.VITRINA_SSR !== '0',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    streamAfterMs,
  };
}

/**
 * @param {{
 *   enabled: boolean,
 *   shellDist: () => string,                             // the shell's build folder answering now
 *   remoteServer: (name: string) => { entry: string, build: string } | null, // a remote's server build, if any
 *   config: { supabaseUrl: string, supabaseAnonKey: string },
 *   timeoutMs: number,
 *   streamAfterMs?: number | null,                       // null: never streams
 *   log?: (line: string) => void,
 * }} options
 */
export function createServerRenderer({
  enabled: enabledAtStart,
  shellDist,
  remoteServer,
  config,
  timeoutMs,
  streamAfterMs = DEFAULT_STREAM_AFTER_MS,
  log = () => {},
}) {
  let enabled = enabledAtStart;
  let renderer;
  const load = () => {
    const file = path.join(shellDist(), 'server', 'render.js');
    if (!fs.existsSync(file)) return null;
    renderer ??= require(file);
    return renderer;
  };

  /**
   * The page rendered on the server ({ html, styles, state }), or one streamed ({ streamed: true, html, rest }: its
   * reads were late, see renderPage.tsx), or null to serve it rendered in the browser. The time limit covers a
   * streamed page's rest too: past it, React leaves what is still waiting to the browser and the page ends.
   * @param {{ url: string, remote: string | null, stream?: boolean, readsDelayMs?: number, streamAfterMs?: number }} page
   *   remote: null for a page of the shell's own; stream: a person's browser (not a crawler's) may get it streamed;
   *   readsDelayMs and streamAfterMs: a test's slow reads (serveApps' testHooks)
   */
  async function render({ url, remote, stream = false, readsDelayMs, streamAfterMs: streamAfterForPage }) {
    // a page of the shell's own needs no remote; a remote's page, the remote's server build
    const server = remote ? remoteServer(remote) : {};
    const shell = server && load();
    if (!shell) return null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`más de ${timeoutMs} ms`)), timeoutMs);
    let streamed = false;
    try {
      // a server that never streams (null) does not for a test's slow reads either
      const after = streamAfterMs === null ? null : (streamAfterForPage ?? streamAfterMs);
      const rendered = shell.renderPage({
        url,
        remote,
        ...server,
        config,
        signal: controller.signal,
        ...(stream && after !== null ? { streamAfterMs: after } : {}),
        ...(readsDelayMs ? { readsDelayMs } : {}),
      });
      const aborted = new Promise((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
      );
      const page = await Promise.race([rendered, aborted]);
      if (!page?.streamed) return page;
      streamed = true;
      const { rest } = page;
      return {
        ...page,
        rest: (async function* limited() {
          try {
            yield* rest;
          } finally {
            clearTimeout(timer);
            if (controller.signal.aborted) log(`${url}: el resto de la página se renderiza en el navegador`);
          }
        })(),
      };
    } catch (error) {
      log(`${url}: renderizado en el navegador (${error instanceof Error ? error.message : error})`);
      return null;
    } finally {
      if (!streamed) clearTimeout(timer);
    }
  }

  /** Whether the server renders this page: any page of a remote (the remote decides), and some of the shell's. */
  function handles({ pathname, remote }) {
    if (remote) return true;
    try {
      return load()?.shellRendersOnServer?.(pathname) === true;
    } catch {
      return false;
    }
  }

  /** Loads a remote's server build ahead of its first page, so that page is not the one that waits for it. */
  function warm(remote) {
    const server = remoteServer(remote);
    const shell = server && load();
    if (typeof shell?.preload === 'function') void shell.preload({ remote, ...server }).catch(() => undefined);
  }

  return { render, handles, warm, enabled: () => enabled, setEnabled: (value) => (enabled = value) };
}

export { htmlWithRenderedPage, streamedDocument, isCrawler } from '../shared/build/shellHtml.cjs';
