// What the shell's HTML carries besides the build's own tags, written by whoever serves it (scripts/serveApps.mjs in
// production, the dev server here in development): the remotes map inline, so the shell does not wait for a
// /remotes.json round trip before it can ask for a remote's manifest, and resource hints for the page's route.

/** The remote whose page a path shows, or null (the shell's own pages). Mirrors shell/src/app/App.tsx's routes. */
function routeRemote(pathname) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (/^\/(products?|categories|category|sellers)(\/|$)/.test(path)) return 'mfe_catalog';
  if (/^\/(cart|checkout)(\/|$)/.test(path)) return 'mfe_checkout';
  if (/^\/sell(\/|$)/.test(path)) return 'mfe_sell';
  if (/^\/(dashboard|verification-request)(\/|$)/.test(path)) return 'mfe_dashboard';
  if (/^\/(auth|onboarding)(\/|$)/.test(path)) return 'mfe_auth';
  return null;
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a root-relative URL: the page's own origin, already connected
  }
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The tags for one page: the inline map (read by shell/src/federation/remotesManifest.ts), a preconnect to the API
 * (supabase-js's requests are CORS: `crossorigin`), one to the route's remote (`/` uses mfe-auth's slots) for its
 * manifest (fetched, CORS) and its scripts (plain <script>: without `crossorigin`).
 * No preload of the route's remoteEntry.js: Chromium answers the runtime's later <script> for that URL with the
 * preload's result, so a remote that was down when the page opened stayed down after 'Reintentar' came back
 * (e2e remote-down.spec).
 */
function shellHeadHints({ remotes, supabaseUrl, pathname }) {
  // </script> inside a string must not end the element
  const map = JSON.stringify(remotes).replace(/</g, '\\u003c');
  const tags = [`<script>window.__VITRINA_REMOTES__ = ${map};</script>`];
  const api = supabaseUrl && originOf(supabaseUrl);
  if (api) tags.push(`<link rel="preconnect" href="${escapeAttribute(api)}" crossorigin />`);
  const remote = routeRemote(pathname) ?? (pathname === '/' ? 'mfe_auth' : null);
  const manifestUrl = remote && remotes[remote];
  const remoteOrigin = manifestUrl && originOf(manifestUrl);
  if (remoteOrigin) {
    tags.push(`<link rel="preconnect" href="${escapeAttribute(remoteOrigin)}" crossorigin />`);
    tags.push(`<link rel="preconnect" href="${escapeAttribute(remoteOrigin)}" />`);
  }
  return tags.join('\n    ');
}

const RUNTIME_CONFIG_TAG = '<script src="/runtime-config.js"></script>';

/** The built index.html with the hints before its runtime-config script (else at the end of <head>). */
function injectShellHints(html, hints) {
  if (html.includes(RUNTIME_CONFIG_TAG)) return html.replace(RUNTIME_CONFIG_TAG, `${hints}\n    ${RUNTIME_CONFIG_TAG}`);
  return html.replace('</head>', `    ${hints}\n  </head>`);
}

module.exports = { routeRemote, shellHeadHints, injectShellHints };
