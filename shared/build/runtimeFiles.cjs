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
 * Body of the shell's /remotes.json: remote name -> its mf-manifest.json URL. `remoteUrls` (name -> base URL)
 * overrides the localhost ports, e.g. MFE_CATALOG_URL for a remote deployed elsewhere.
 */
function remotesManifest({ ports, host = 'localhost', remoteUrls = {} }) {
  const manifest = {};
  for (const name of REMOTE_NAMES) {
    const base = remoteUrls[name] || `http://${host}:${ports[name]}`;
    manifest[name] = `${base.replace(/\/$/, '')}/mf-manifest.json`;
  }
  return manifest;
}

/** Remote base URLs from MFE_AUTH_URL, MFE_CATALOG_URL, … */
function remoteUrlsFromEnv(env = process.env) {
  const urls = {};
  for (const name of REMOTE_NAMES) {
    const value = env[`${name.toUpperCase()}_URL`];
    if (value) urls[name] = value;
  }
  return urls;
}

module.exports = { runtimeConfigScript, remotesManifest, remoteUrlsFromEnv, DEFAULT_SUPABASE_URL, DEFAULT_ANON_KEY };
