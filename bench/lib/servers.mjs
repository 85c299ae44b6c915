// What the benches that start servers share: free ports to start them on, and stopping them at the end, on an
// error or on Ctrl-C.
import net from 'node:net';
import { serveApps } from '../../scripts/serveApps.mjs';

/** `count` ports nothing listens on now (each asked of the system, then released). */
export async function freePorts(count) {
  const servers = [];
  for (let index = 0; index < count; index += 1) {
    const server = net.createServer();
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    servers.push(server);
  }
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * A stack of stop functions, run last-in first-out by `cleanUp()` (and on SIGINT / SIGTERM, before exiting):
 * push a server's stop as soon as it has started.
 */
export function stopOnExit() {
  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [];
  const cleanUp = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((error) => console.error(String(error)));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: deteniendo los servidores del bench…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  return { cleanups, cleanUp };
}

/**
 * The six app servers of `npm start` on free ports, against `backend`; `options` go to serveApps as they are
 * (serverRendering, extraConfig such as `{ launched: true }`, distRoot).
 */
export async function serveAppsOnFreePorts(backend, options = {}) {
  const [shell, auth, catalog, checkout, sell, dashboard] = await freePorts(6);
  return serveApps({
    ports: {
      shell,
      mfe_auth: auth,
      mfe_catalog: catalog,
      mfe_checkout: checkout,
      mfe_sell: sell,
      mfe_dashboard: dashboard,
    },
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    ...options,
  });
}
