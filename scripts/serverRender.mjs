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

/** Server rendering is on unless VITRINA_SSR=0; VITRINA_SSR_TIMEOUT_MS is the time limit of one page's render. */
export function serverRenderingFromEnv(env = process.env) {
  const timeout = Number(env.VITRINA_SSR_TIMEOUT_MS);
  return {
    enabled: env.VITRINA_SSR !== '0',
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

/**
 * @param {{
 *   enabled: boolean,
 *   shellDist: () => string,                             // the shell's build folder answering now
 *   remoteServer: (name: string) => { entry: string, build: string } | null, // a remote's server build, if any
 *   config: { supabaseUrl: string, supabaseAnonKey: string },
 *   timeoutMs: number,
 *   log?: (line: string) => void,
 * }} options
 */
export function createServerRenderer({
  enabled: enabledAtStart,
  shellDist,
  remoteServer,
  config,
  timeoutMs,
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
   * The page rendered on the server ({ html, styles, state }), or null to serve it rendered in the browser.
   * @param {{ url: string, remote: string | null }} page   remote: null for a page of the shell's own
   */
  async function render({ url, remote }) {
    // a page of the shell's own needs no remote; a remote's page, the remote's server build
    const server = remote ? remoteServer(remote) : {};
    const shell = server && load();
    if (!shell) return null;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`más de ${timeoutMs} ms`)), timeoutMs);
    try {
      const rendered = shell.renderPage({ url, remote, ...server, config, signal: controller.signal });
      const aborted = new Promise((_, reject) =>
        controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
      );
      return await Promise.race([rendered, aborted]);
    } catch (error) {
      log(`${url}: renderizado en el navegador (${error instanceof Error ? error.message : error})`);
      return null;
    } finally {
      clearTimeout(timer);
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

/**
 * The page's HTML with the server's markup in #root, its styles and the early clicks' script in <head> and its cache
 * after #root; the preloads of its largest photos first in <head>, right after the viewport (which their `sizes`
 * depend on), so the photo is the first request the page makes. (Its code waits for that photo: the template the
 * app server wrote with `codeAfterPaint`.)
 */
export function htmlWithRenderedPage(html, { html: markup, preloads = '', styles, earlyClicks = '', state }) {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  const withPreloads = !preloads
    ? html
    : viewport
      ? `${html.slice(0, viewport.index + viewport[0].length)}${preloads}${html.slice(viewport.index + viewport[0].length)}`
      : html.replace(/<head>/, () => `<head>${preloads}`);
  return (
    withPreloads
      .replace('</head>', () => `    ${earlyClicks}${styles}\n  </head>`)
      // the page is readable without JavaScript now: no 'Activa JavaScript' notice
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace(/<div id="root">[\s\S]*<\/div>/, () => `<div id="root">${markup}</div>\n    ${state}`)
  );
}
