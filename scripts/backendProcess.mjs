// Starts the embedded backend (local-supabase) as a child process and waits for the lines it prints when ready.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../shared/build/apps.cjs');

/**
 * Settings for a backend that one machine signs in to many times over (the e2e suite, the benches): auth's limits
 * per client address are off. The limit on wrong passwords per account stays as it ships.
 */
export const LIFTED_ADDRESS_LIMITS = {
  AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '0',
  AUTH_RATE_LIMIT_TOKEN_REFRESH: '0',
  AUTH_RATE_LIMIT_EMAIL_SENT: '0',
  AUTH_RATE_LIMIT_EMAIL_INTERVAL_SECONDS: '0',
};

/**
 * @param {{ port?: number, dataDir?: string, seed?: boolean, env?: NodeJS.ProcessEnv, log?: (line: string) => void,
 *           timeoutMs?: number }} options  port 0 picks a free port
 * @returns {Promise<{ url: string, anonKey: string, serviceRoleKey: string, child: import('node:child_process').ChildProcess,
 *           stop(): Promise<void> }>}
 */
export function startBackend({
  port = 54321,
  dataDir = path.join(repoRoot, '.data', 'local-supabase'),
  seed = true,
  env = process.env,
  log = () => undefined,
  timeoutMs = 120_000,
} = {}) {
  const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
  const args = [path.join(repoRoot, 'local-supabase', 'src', 'cli.ts'), '--port', String(port), '--data-dir', dataDir];
  if (!seed) args.push('--seed=false');
  const child = spawn(tsx, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });

  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(killTimer);
        resolve();
      });
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    const found = {};
    const output = [];
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`El backend no arrancó en ${timeoutMs} ms:\n${output.join('\n')}`));
    }, timeoutMs);

    const onLine = (line) => {
      output.push(line);
      if (output.length > 200) output.shift();
      log(line);
      const match = /^(API URL|anon key|service_role key):\s*(\S+)/.exec(line.trim());
      if (!match) return;
      found[match[1]] = match[2];
      if (found['API URL'] && found['anon key'] && found['service_role key']) {
        clearTimeout(timer);
        resolve({
          url: found['API URL'],
          anonKey: found['anon key'],
          serviceRoleKey: found['service_role key'],
          child,
          stop,
        });
      }
    };
    readline.createInterface({ input: child.stdout }).on('line', onLine);
    readline.createInterface({ input: child.stderr }).on('line', onLine);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`El backend terminó (código ${code ?? signal}) antes de estar listo:\n${output.join('\n')}`));
    });
  });
}
