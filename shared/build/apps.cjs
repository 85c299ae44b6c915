// The six federated apps: federation name, workspace folder and default port (the frontend contract).
const path = require('path');

const repoRoot = path.resolve(__dirname, '..', '..');

/** @type {{ name: string, dir: string, port: number, remote: boolean }[]} */
const APPS = [
  { name: 'shell', dir: 'shell', port: 3000, remote: false },
  { name: 'mfe_auth', dir: 'mfe-auth', port: 3001, remote: true },
  { name: 'mfe_catalog', dir: 'mfe-catalog', port: 3002, remote: true },
  { name: 'mfe_checkout', dir: 'mfe-checkout', port: 3003, remote: true },
  { name: 'mfe_sell', dir: 'mfe-sell', port: 3004, remote: true },
  { name: 'mfe_dashboard', dir: 'mfe-dashboard', port: 3005, remote: true },
];

const REMOTE_NAMES = APPS.filter((app) => app.remote).map((app) => app.name);

/** Default backend port: the Supabase CLI's. */
const BACKEND_PORT = 54321;

function getApp(name) {
  const app = APPS.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!app) throw new Error(`Unknown app "${name}"`);
  return app;
}

function appDir(app) {
  return path.join(repoRoot, app.dir);
}

/** Ports from the environment (SHELL_PORT, MFE_CATALOG_PORT, …) over the defaults. */
function portsFromEnv(env = process.env) {
  const ports = {};
  for (const app of APPS) {
    const fromEnv = Number(env[`${app.name.toUpperCase()}_PORT`]);
    ports[app.name] = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : app.port;
  }
  return ports;
}

/** The site's public address: SITE_URL when set, else the shell's own address on this machine (SHELL_PORT's). */
function siteUrlFromEnv(env = process.env, ports = portsFromEnv(env)) {
  const configured = (env.SITE_URL || '').trim().replace(/\/+$/, '');
  return configured || `http://localhost:${ports.shell}`;
}

module.exports = { APPS, REMOTE_NAMES, BACKEND_PORT, getApp, appDir, portsFromEnv, repoRoot, siteUrlFromEnv };
