import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { LIFTED_ADDRESS_LIMITS, startBackend } from '../../scripts/backendProcess.mjs';
import { serveApps } from '../../scripts/serveApps.mjs';
import { freePorts } from './freePorts';

const APP_NAMES = ['shell', 'mfe_auth', 'mfe_catalog', 'mfe_checkout', 'mfe_sell', 'mfe_dashboard'] as const;

/**
 * A fresh backend (new temporary data folder, seeded with the demo accounts) and the BUILT apps on free ports,
 * plus a small control endpoint so a test can stop and restart one remote's server. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-'));
  const [controlPort, ...appPorts] = await freePorts(APP_NAMES.length + 1);
  const ports = Object.fromEntries(APP_NAMES.map((name, index) => [name, appPorts[index]]));
  // every spec signs in from this one address; links and previews name the shell on its port
  const env = { ...process.env, ...LIFTED_ADDRESS_LIMITS, SITE_URL: `http://localhost:${ports.shell}` };
  let backend = await startBackend({ port: 0, dataDir, env });
  const backendPort = Number(new URL(backend.url).port);
  let backendRunning = true;
  // a page's server render (when a spec switches it on) may take longer than in production on a busy CI machine
  process.env.VITRINA_SSR_TIMEOUT_MS ??= '5000';
  // and is whole however busy the machine: a page streams only when a test makes its reads slow (testHooks)
  process.env.VITRINA_SSR_STREAM_AFTER_MS ??= '5000';
  const apps = await serveApps({
    ports,
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    extraConfig: { e2e: true },
    testHooks: true,
  });

  // The backend stops (SIGTERM) and starts again on the same port and data folder: what a test sees is an outage.
  const backendControl = {
    stop: async () => {
      if (!backendRunning) return;
      await backend.stop();
      backendRunning = false;
    },
    start: async () => {
      if (backendRunning) return;
      backend = await startBackend({ port: backendPort, dataDir, env });
      backendRunning = true;
    },
  };

  const control = http.createServer((req, res) => {
    const { pathname: url, searchParams } = new URL(req.url ?? '/', 'http://control');
    const remote = /^\/(stop|start|break|break-server|fix|deploy)\/(mfe_[a-z]+)$/.exec(url);
    const server = /^\/backend\/(stop|start)$/.exec(url);
    const rendering = /^\/ssr\/(on|off)$/.exec(url);
    if (req.method !== 'POST' || (!remote && !server && !rendering)) {
      res.writeHead(404).end();
      return;
    }
    let action: () => Promise<void>;
    if (server) action = backendControl[server[1] as 'stop' | 'start'];
    else if (rendering) action = async () => apps.setServerRendering(rendering[1] === 'on');
    else if (remote![1] === 'break') action = async () => apps.setFault(remote![2], 'broken-entry');
    else if (remote![1] === 'break-server') action = async () => apps.setFault(remote![2], 'broken-server-entry');
    else if (remote![1] === 'fix') action = async () => apps.setFault(remote![2], null);
    else if (remote![1] === 'deploy') action = async () => apps.deploy(remote![2], searchParams.get('dir') ?? '');
    else action = () => (remote![1] === 'stop' ? apps.stop : apps.start)(remote![2]);
    action().then(
      () => res.writeHead(204).end(),
      (error: Error) => res.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

  process.env.E2E_BASE_URL = apps.urls.shell;
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${controlPort}`;
  process.env.E2E_SUPABASE_URL = backend.url;
  // Specs create their own fixtures (users, profiles) with the service role instead of changing the demo data.
  process.env.E2E_ANON_KEY = backend.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = backend.serviceRoleKey;

  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await apps.close();
    await backendControl.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
