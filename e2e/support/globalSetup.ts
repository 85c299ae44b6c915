import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startBackend } from '../../scripts/backendProcess.mjs';
import { serveApps } from '../../scripts/serveApps.mjs';
import { freePorts } from './freePorts';

const APP_NAMES = ['shell', 'mfe_auth', 'mfe_catalog', 'mfe_checkout', 'mfe_sell', 'mfe_dashboard'] as const;

/**
 * A fresh backend (new temporary data folder, seeded with the demo accounts) and the BUILT apps on free ports,
 * plus a small control endpoint so a test can stop and restart one remote's server. Returns the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-e2e-'));
  const backend = await startBackend({ port: 0, dataDir });

  const [controlPort, ...appPorts] = await freePorts(APP_NAMES.length + 1);
  const ports = Object.fromEntries(APP_NAMES.map((name, index) => [name, appPorts[index]]));
  const apps = await serveApps({
    ports,
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    extraConfig: { e2e: true },
  });

  const control = http.createServer((req, res) => {
    const match = /^\/(stop|start)\/(mfe_[a-z]+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404).end();
      return;
    }
    const action = match[1] === 'stop' ? apps.stop : apps.start;
    action(match[2]).then(
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
    await backend.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
