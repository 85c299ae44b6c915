import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './http/types';

/**
 * The Supabase CLI's public demo secret and keys: the apps' default configuration works against the
 * local backend without copying keys around. They are public on purpose and never used in production.
 */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DEFAULT_PORT = 54321;
/** JSON bodies above this size get 413 on /rest, /auth and /functions. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * The repository root, found by walking up from a start folder to the one holding lerna.json and supabase/.
 * The server runs from the workspace folder (npm -w), the repo root or a test, so cwd alone is not enough.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'lerna.json')) && existsSync(path.join(dir, 'local-supabase'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Vitrina repository root not found above ${start}`);
    dir = parent;
  }
}

export interface CliOptions {
  port: number;
  dataDir: string;
  seed: boolean;
}

/** Parses `--port <n> --data-dir <dir> --seed=false` (also `--port=<n>`, `--data-dir=<dir>`). */
export function parseCliArgs(argv: string[], repoRoot: string): CliOptions {
  const opts: CliOptions = {
    port: DEFAULT_PORT,
    dataDir: path.join(repoRoot, '.data', 'local-supabase'),
    seed: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case '--port': {
        const port = Number(value());
        if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port: ${arg}`);
        opts.port = port;
        break;
      }
      case '--data-dir':
        opts.dataDir = path.resolve(value());
        break;
      case '--seed':
        opts.seed = inline === undefined ? true : !['false', '0', 'no'].includes(inline.toLowerCase());
        break;
      case '--no-seed':
        opts.seed = false;
        break;
      default:
        throw new Error(`unknown option: ${arg}`);
    }
  }
  return opts;
}

export function buildConfig(input: {
  port: number;
  dataDir: string;
  supabaseDir: string;
  host?: string;
}): ServerConfig {
  return {
    port: input.port,
    apiUrl: `http://${input.host ?? '127.0.0.1'}:${input.port}`,
    dataDir: input.dataDir,
    jwtSecret: DEMO_JWT_SECRET,
    anonKey: DEMO_ANON_KEY,
    serviceRoleKey: DEMO_SERVICE_ROLE_KEY,
    supabaseDir: input.supabaseDir,
  };
}
