import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createThrowawayDatabase } from '../../src/db/throwaway';
import type { AuthRateLimits } from '../../src/auth/rateLimits';
import { startServer, type RunningServer } from '../../src/server';

/**
 * Tests sign many users up and in from one address: the per-address limits and the e-mail interval are off unless a
 * test passes its own. The per-account limit on wrong passwords stays as it ships.
 */
const TEST_RATE_LIMITS: Partial<AuthRateLimits> = {
  signInSignUpsPerIp: 0,
  tokenRefreshPerIp: 0,
  emailSentPerIp: 0,
  emailIntervalSeconds: 0,
};

export interface TestBackend {
  server: RunningServer;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  dataDir: string;
  /** a fresh supabase-js client (no persisted session, no background refresh) */
  client(key?: string): SupabaseClient;
  /** closes the server and starts it again on the same data (a new port) */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the backend on a free port with a fresh data folder. With DATABASE_URL set, it runs on a
 * brand-new PostgreSQL database `vt_<random>` made for this test file and dropped at the end.
 */
export async function startTestBackend(
  opts: { seed?: boolean; authRateLimits?: Partial<AuthRateLimits>; authClock?: () => number } = {},
): Promise<TestBackend> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-backend-'));
  const adminUrl = process.env.DATABASE_URL;
  const database = adminUrl ? await createThrowawayDatabase(adminUrl, 'vt', { migrated: true }) : null;
  const start = () =>
    startServer({
      port: 0,
      dataDir,
      databaseUrl: database?.url,
      seed: opts.seed ?? true,
      authRateLimits: opts.authRateLimits ?? TEST_RATE_LIMITS,
      authClock: opts.authClock,
    });
  const clients: SupabaseClient[] = [];
  const backend: TestBackend = {
    server: await start(),
    get url() {
      return this.server.url;
    },
    get anonKey() {
      return this.server.anonKey;
    },
    get serviceRoleKey() {
      return this.server.serviceRoleKey;
    },
    dataDir,
    client(key = backend.server.anonKey) {
      const c = createClient(backend.server.url, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
      clients.push(c);
      return c;
    },
    async restart() {
      await backend.server.close();
      backend.server = await start();
    },
    async stop() {
      for (const c of clients) await c.removeAllChannels();
      await backend.server.close();
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
  return backend;
}

let counter = 0;
/** A unique address per call, so tests never collide with seed users or each other. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}
