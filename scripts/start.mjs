// `npm start`: production builds (only what changed), the embedded backend, every app on its own port.
// `npm run dev` (--dev): the same with webpack-dev-server and hot reload.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildApps } from './buildApps.mjs';
import { serveApps } from './serveApps.mjs';
import { startBackend } from './backendProcess.mjs';

const require = createRequire(import.meta.url);
const { APPS, BACKEND_PORT, portsFromEnv, repoRoot, siteUrlFromEnv } = require('../shared/build/apps.cjs');
const { launchedFromEnv, remoteUrlsFromEnv } = require('../shared/build/runtimeFiles.cjs');

const dev = process.argv.includes('--dev');
const verbose = process.argv.includes('--verbose');
const ports = portsFromEnv();
const cleanups = [];

function waitForPort(port, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nada escucha en el puerto ${port}`));
        else setTimeout(attempt, 500);
      });
    };
    attempt();
  });
}

async function startBackendUnlessHosted() {
  // A hosted Supabase project (SUPABASE_URL + SUPABASE_ANON_KEY) replaces the embedded backend.
  if (process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY) {
    return { url: process.env.SUPABASE_URL, anonKey: process.env.SUPABASE_ANON_KEY };
  }
  const backend = await startBackend({
    port: Number(process.env.BACKEND_PORT) || BACKEND_PORT,
    dataDir: process.env.DATA_DIR || path.join(repoRoot, '.data', 'local-supabase'),
    // canonical URLs, link previews, e-mail links and auth redirects name the shell: by default its own address
    env: { ...process.env, SITE_URL: siteUrlFromEnv(process.env, ports) },
    log: verbose ? (line) => console.log(`[backend] ${line}`) : undefined,
  });
  cleanups.push(() => backend.stop());
  return backend;
}

function startDevServers(backend) {
  for (const app of APPS) {
    const child = spawn(path.join(repoRoot, 'node_modules', '.bin', 'webpack'), ['serve', '--mode', 'development'], {
      cwd: path.join(repoRoot, app.dir),
      env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey },
      stdio: verbose ? 'inherit' : ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(
      () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    );
  }
  return Promise.all(APPS.map((app) => waitForPort(ports[app.name])));
}

async function shutdown(code) {
  await Promise.allSettled(cleanups.reverse().map((cleanup) => cleanup()));
  process.exit(code);
}

async function main() {
  if (!dev) await buildApps();
  const backend = await startBackendUnlessHosted();
  if (dev) {
    await startDevServers(backend);
  } else {
    const servers = await serveApps({
      ports,
      supabaseUrl: backend.url,
      anonKey: backend.anonKey,
      remoteUrls: remoteUrlsFromEnv(),
      // the demo runs launched (visitors get the home page); SITE_LAUNCHED=false shows the coming-soon page
      extraConfig: { launched: launchedFromEnv(process.env, true) },
    });
    cleanups.push(() => servers.close());
  }
  console.log(`Vitrina lista en http://localhost:${ports.shell}`);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  void shutdown(1);
});
