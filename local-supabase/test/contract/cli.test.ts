import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(240_000);

const CLI = path.resolve(__dirname, '../../src/cli.ts');
const ANON =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Backend {
  child: ChildProcess;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs the CLI as `npm run backend` would, on PGlite (the durability claims are about PGlite). */
async function startCli(port: number, dataDir: string): Promise<Backend> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  // one process, as `npm run backend` starts it, so SIGKILL hits the server itself
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', String(port), '--data-dir', dataDir, '--seed=false'], {
    cwd: path.resolve(__dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      lines.push(...parts);
      if (lines.some((l) => l.startsWith('service_role key: '))) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    exited.then(({ code }) => reject(new Error(`backend exited early with ${code}: ${lines.join('\n')}`)));
  });
  return { child, lines, exited };
}

async function signUp(url: string, email: string): Promise<number> {
  const res = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: ANON, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreto123' }),
  });
  await res.text();
  return res.status;
}

async function signIn(url: string, email: string): Promise<number> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'secreto123' }),
  });
  await res.text();
  return res.status;
}

let dataDir: string;
let running: Backend | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-cli-'));
});

afterAll(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGKILL');
    await running.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run backend', () => {
  it('imprime la URL y las llaves, cierra limpio con SIGTERM, y los datos confirmados sobreviven a kill -9', async () => {
    const port = await freePort();
    running = await startCli(port, dataDir);
    const url = `http://127.0.0.1:${port}`;
    expect(running.lines).toEqual(
      expect.arrayContaining([`API URL: ${url}`, `anon key: ${ANON}`, expect.stringMatching(/^service_role key: eyJ/)]),
    );

    expect(await signUp(url, 'antes-de-sigterm@example.com')).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });

    running = await startCli(port, dataDir);
    expect(await signIn(url, 'antes-de-sigterm@example.com')).toBe(200);
    // answered means committed; then the process dies without any chance to flush
    expect(await signUp(url, 'antes-de-kill@example.com')).toBe(200);
    running.child.kill('SIGKILL');
    expect((await running.exited).signal).toBe('SIGKILL');

    running = await startCli(port, dataDir);
    expect(await signIn(url, 'antes-de-sigterm@example.com')).toBe(200);
    expect(await signIn(url, 'antes-de-kill@example.com')).toBe(200);
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
  });
});
