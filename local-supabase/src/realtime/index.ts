import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Database, JwtClaims } from '../db/types';
import type { ServerConfig } from '../http/types';
import { Catalog } from './catalog';
import { ChangeDispatcher } from './changeDispatcher';
import { ChannelRegistry } from './channel';
import { RealtimeConnection } from './connection';
import type { Vsn } from './frames';
import { RowVisibility } from './visibility';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** The NOTIFY channel the triggers of sql/realtime.sql publish row changes on. */
export const CHANGES_CHANNEL = 'vitrina_changes';

export interface RealtimeDeps {
  db: Database;
  config: ServerConfig;
  verifyJwt: (token: string) => Promise<JwtClaims>;
}

export interface RealtimeHandle {
  /**
   * Forgets cached table shapes, publication membership and RLS policies now (they are otherwise
   * re-read after a minute): call it after changing policies or the publication on a running server.
   */
  refreshSchema(): void;
  close(): Promise<void>;
}

/**
 * Serves `/realtime/v1/websocket` on the given HTTP server: Phoenix channels with postgres_changes
 * of the tables in the supabase_realtime publication, filtered by RLS (see ChangeDispatcher for the
 * delivery rules). The `apikey` query parameter must be a valid JWT, or the upgrade is refused with 401.
 */
export function attachRealtime(server: Server, deps: RealtimeDeps): RealtimeHandle {
  const wss = new WebSocketServer({ noServer: true });
  const registry = new ChannelRegistry();
  const catalog = new Catalog(deps.db);
  const visibility = new RowVisibility(deps.db);
  const dispatcher = new ChangeDispatcher(deps.db, catalog, registry, visibility);
  const connections = new Set<RealtimeConnection>();
  let closed = false;

  const unlistenPromise = deps.db.listen(CHANGES_CHANNEL, (payload) => {
    void dispatcher.push(payload);
  });
  unlistenPromise.catch((err: unknown) => console.error('[realtime] LISTEN failed', err));

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH && url.pathname !== `${REALTIME_PATH}/`) {
      // other upgrade listeners may own other paths; with none, nobody would ever answer
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    if (closed) return refuse(socket, 503, 'Service Unavailable');
    const apikey = url.searchParams.get('apikey') ?? headerValue(req.headers.apikey);
    const vsn: Vsn = url.searchParams.get('vsn') === '1.0.0' ? '1.0.0' : '2.0.0';
    if (!apikey) return refuse(socket, 401, 'Unauthorized');
    deps.verifyJwt(apikey).then(
      (claims) => {
        wss.handleUpgrade(req, socket, head, (ws) => {
          const connection = new RealtimeConnection(ws, vsn, claims, { registry, catalog, verifyJwt: deps.verifyJwt });
          connections.add(connection);
          ws.on('close', () => connections.delete(connection));
        });
      },
      () => refuse(socket, 401, 'Unauthorized'),
    );
  };
  server.on('upgrade', onUpgrade);

  return {
    refreshSchema() {
      catalog.invalidate();
      visibility.invalidate();
    },
    async close() {
      if (closed) return;
      closed = true;
      server.off('upgrade', onUpgrade);
      for (const connection of connections) connection.dropAll();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      try {
        const unlisten = await unlistenPromise;
        await unlisten();
      } catch {
        // the database may already be closed during shutdown; nothing is listening then anyway
      }
    },
  };
}

function headerValue(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
