// The two files every app server writes at start, so one build runs against any backend and any remote location.
const { REMOTE_NAMES } = require('./apps.cjs');

/** Local backend defaults (the same ones @vitrina/shared falls back to). */
const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';
const DEFAULT_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/**
 * Body of /runtime-config.js. `extra` adds flags such as `e2e: true` (the shell then exposes debug handles for
 * Playwright).
 */
function runtimeConfigScript({ supabaseUrl = DEFAULT_SUPABASE_URL, anonKey = DEFAULT_ANON_KEY, extra = {} } = {}) {
  const config = { supabaseUrl, supabaseAnonKey: anonKey, ...extra };
  return `window.__VITRINA_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/**
 * A remote's location as a deploy names it -> the URL of its mf-manifest.json. Accepted forms (absolute http(s) or
 * root-relative, query string kept):
 *   https://cdn.example.com/catalog/2026-11-27        the folder where its dist/ was published (trailing / optional)
 *   https://cdn.example.com/catalog/…/mf-manifest.json the manifest itself
 *   https://cdn.example.com/catalog/…/remoteEntry.js   the entry: its manifest sits beside it in every build
 */
function remoteManifestUrl(location, label = 'la URL del remoto') {
  const value = String(location).trim();
  if (!/^(https?:\/\/[^/?#]+|\/)/i.test(value)) {
    throw new Error(`${label} debe ser una URL http(s) o que empiece con /: "${location}"`);
  }
  const suffixAt = value.search(/[?#]/);
  const [address, suffix] = suffixAt === -1 ? [value, ''] : [value.slice(0, suffixAt), value.slice(suffixAt)];
  const folder = address.replace(/\/+$/, '').replace(/\/(mf-manifest\.json|remoteEntry\.js)$/, '');
  return `${folder}/mf-manifest.json${suffix}`;
}

/**
 * Body of the shell's /remotes.json: remote name -> its mf-manifest.json URL. `remoteUrls` (name -> any form that
 * remoteManifestUrl accepts) overrides the localhost ports, e.g. MFE_CATALOG_URL for a remote deployed elsewhere.
 */
function remotesManifest({ ports, host = 'localhost', remoteUrls = {} }) {
  const manifest = {};
  for (const name of REMOTE_NAMES) {
    manifest[name] = remoteManifestUrl(remoteUrls[name] || `http://${host}:${ports[name]}`, name);
  }
  return manifest;
}

/** Remote locations from MFE_AUTH_URL, MFE_CATALOG_URL, …, checked here so a typo stops the server at start. */
function remoteUrlsFromEnv(env = process.env) {
  const urls = {};
  for (const name of REMOTE_NAMES) {
    const variable = `${name.toUpperCase()}_URL`;
    const value = env[variable]?.trim();
    if (value) urls[name] = remoteManifestUrl(value, variable);
  }
  return urls;
}

/**
 * Whether the site is launched, from SITE_LAUNCHED (true/1/yes or false/0/no), else `fallback`. Written into the
 * runtime config as `launched`: before launch a visitor who is not signed in gets the coming-soon page (spec §1);
 * launched, the home page with its search.
 */
function launchedFromEnv(env = process.env, fallback = false) {
  const value = (env.SITE_LAUNCHED ?? '').trim().toLowerCase();
  if (['1', 'true', 'yes', 'si', 'sí'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  if (value) throw new Error(`SITE_LAUNCHED debe ser true o false: "${env.SITE_LAUNCHED}"`);
  return fallback;
}

module.exports = {
  launchedFromEnv,
  runtimeConfigScript,
  remoteManifestUrl,
  remotesManifest,
  remoteUrlsFromEnv,
  DEFAULT_SUPABASE_URL,
  DEFAULT_ANON_KEY,
};
