import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PORT, findRepoRoot, parseCliArgs } from '../../src/config';

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
async function startCli(port: number, dataDir: string, { seed = false } = {}): Promise<Backend> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  // one process, as `npm run backend` starts it, so SIGKILL hits the server itself
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, '--port', String(port), '--data-dir', dataDir, ...(seed ? [] : ['--seed=false'])],
    {
      cwd: path.resolve(__dirname, '../..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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

const SERVICE_KEY_LINE = /^service_role key: (\S+)$/;

/** Rows of a table read with the service_role key printed by the CLI (it bypasses RLS). */
async function serviceRows(url: string, backend: Backend, pathAndQuery: string): Promise<Record<string, unknown>[]> {
  const key = backend.lines.map((l) => SERVICE_KEY_LINE.exec(l)?.[1]).find(Boolean)!;
  const res = await fetch(`${url}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

describe('opciones de npm run backend', () => {
  it('usa el puerto 54321, la carpeta .data/local-supabase del repositorio y la semilla por omisión', () => {
    const root = findRepoRoot(__dirname);
    expect(parseCliArgs([], root)).toEqual({
      port: DEFAULT_PORT,
      dataDir: path.join(root, '.data', 'local-supabase'),
      seed: true,
    });
    expect(DEFAULT_PORT).toBe(54321);
    expect(parseCliArgs(['--port=0', '--data-dir', 'tmp/x', '--seed=false'], root)).toEqual({
      port: 0,
      dataDir: path.resolve('tmp/x'),
      seed: false,
    });
    expect(() => parseCliArgs(['--port', '70000'], root)).toThrow('invalid --port');
    expect(() => parseCliArgs(['--verbose'], root)).toThrow('unknown option');
  });
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

  it('carga la semilla en el primer arranque y solo entonces', async () => {
    const seeded = await mkdtemp(path.join(os.tmpdir(), 'vitrina-cli-seed-'));
    try {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      running = await startCli(port, seeded, { seed: true });
      const first = await serviceRows(url, running, 'products?select=id&status=eq.published');
      expect(first.length).toBeGreaterThanOrEqual(60);
      running.child.kill('SIGTERM');
      await running.exited;
      running = await startCli(port, seeded, { seed: true });
      expect(await serviceRows(url, running, 'products?select=id&status=eq.published')).toHaveLength(first.length);
      running.child.kill('SIGTERM');
      expect((await running.exited).code).toBe(0);
    } finally {
      await rm(seeded, { recursive: true, force: true });
    }
  });

  it('kill -9 en plena escritura concurrente: toda fila confirmada sobrevive y la base abre', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    running = await startCli(port, dataDir);
    const confirmed: string[] = [];
    const write = async (i: number) => {
      const email = `carga-${i}@example.com`;
      try {
        const res = await fetch(`${url}/rest/v1/waitlist`, {
          method: 'POST',
          headers: { apikey: ANON, 'content-type': 'application/json', prefer: 'return=minimal' },
          body: JSON.stringify({
            email,
            full_name: 'Carga Concurrente',
            phone: '5512345678',
            type: 'fractional_investment',
          }),
        });
        if (res.status === 201) confirmed.push(email);
      } catch {
        // the connection died with the process: not confirmed, may or may not be stored
      }
    };
    // 8 writers keep going until the process is killed after at least 40 confirmed inserts
    let next = 0;
    const dead = running.exited;
    const writers = Array.from({ length: 8 }, async () => {
      while (running!.child.exitCode === null && running!.child.signalCode === null && next < 5000) await write(next++);
    });
    while (confirmed.length < 40) await new Promise((r) => setTimeout(r, 5));
    running.child.kill('SIGKILL');
    expect((await dead).signal).toBe('SIGKILL');
    await Promise.all(writers);

    running = await startCli(port, dataDir);
    const stored = new Set((await serviceRows(url, running, 'waitlist?select=email&limit=10000')).map((r) => r.email));
    expect(confirmed.length).toBeGreaterThanOrEqual(40);
    expect(confirmed.filter((e) => !stored.has(e))).toEqual([]);
    // still writable after the crash
    expect(await signUp(url, 'despues-del-crash@example.com')).toBe(200);
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
  });

  it('kill -9 en plena ráfaga de compras: cada pedido confirmado está con todas sus piezas y ningún pedido quedó a medias', async () => {
    const ordersDir = await mkdtemp(path.join(os.tmpdir(), 'vitrina-cli-orders-'));
    try {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      running = await startCli(port, ordersDir);
      const service = running.lines.map((l) => SERVICE_KEY_LINE.exec(l)?.[1]).find(Boolean)!;
      const asService = { apikey: service, authorization: `Bearer ${service}`, 'content-type': 'application/json' };
      const createUser = async (email: string) => {
        const res = await fetch(`${url}/auth/v1/admin/users`, {
          method: 'POST',
          headers: asService,
          body: JSON.stringify({ email, password: 'secreto123', email_confirm: true }),
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { id: string }).id;
      };
      const sellerId = await createUser('vendedor-rafaga@example.com');
      await createUser('comprador-rafaga@example.com');
      const token = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: ANON, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'comprador-rafaga@example.com', password: 'secreto123' }),
      }).then((res) => res.json() as Promise<{ access_token: string }>);

      // 400 one-unit pieces; every order takes two of them, so a half-written order is one with fewer than two items
      const pieces = Array.from({ length: 400 }, (_, i) => ({
        seller_id: sellerId,
        title: `Pieza de ráfaga ${i}`,
        price: 100 + i,
        description: 'Pieza de colección en excelente estado.',
        category: 'cards',
        condition: 'excellent',
        status: 'published',
      }));
      const inserted = await fetch(`${url}/rest/v1/products?select=id`, {
        method: 'POST',
        headers: { ...asService, prefer: 'return=representation' },
        body: JSON.stringify(pieces),
      });
      expect(inserted.status).toBe(201);
      const ids = ((await inserted.json()) as { id: string }[]).map((row) => row.id);

      const address = {
        full_name: 'Comprador Ráfaga',
        email: 'comprador-rafaga@example.com',
        address: 'Av. Juárez 120',
        city: 'Guadalajara',
        state: 'Jalisco',
        zip_code: '44100',
      };
      const confirmed = new Map<string, string[]>(); // order id -> its two pieces
      let next = 0;
      const buy = async () => {
        const pair = [ids[next * 2], ids[next * 2 + 1]];
        next += 1;
        try {
          const res = await fetch(`${url}/rest/v1/rpc/create_order`, {
            method: 'POST',
            headers: {
              apikey: ANON,
              authorization: `Bearer ${token.access_token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ product_ids: pair, shipping_address: address }),
          });
          if (res.status === 200) confirmed.set((await res.json()) as string, pair);
        } catch {
          // the connection died with the process: not acknowledged, may or may not be stored
        }
      };
      const dead = running.exited;
      const writers = Array.from({ length: 6 }, async () => {
        while (running!.child.exitCode === null && running!.child.signalCode === null && next < ids.length / 2)
          await buy();
      });
      while (confirmed.size < 20 && next < ids.length / 2) await new Promise((r) => setTimeout(r, 5));
      running.child.kill('SIGKILL');
      expect((await dead).signal).toBe('SIGKILL');
      await Promise.all(writers);
      expect(confirmed.size).toBeGreaterThanOrEqual(20);

      running = await startCli(port, ordersDir);
      const orders = (await serviceRows(
        url,
        running,
        'orders?select=id,total,order_items(product_id,price)&limit=1000',
      )) as {
        id: string;
        total: number;
        order_items: { product_id: string; price: number }[];
      }[];
      const byId = new Map(orders.map((order) => [order.id, order]));
      // every acknowledged order is there with exactly its two pieces and their sum as total
      for (const [id, pair] of confirmed) {
        const order = byId.get(id);
        expect(order).toBeDefined();
        expect(order!.order_items.map((item) => item.product_id).sort()).toEqual([...pair].sort());
      }
      // nothing half-written: no order without its items, totals match, no item outside an order
      for (const order of orders) {
        expect(order.order_items).toHaveLength(2);
        expect(Number(order.total)).toBeCloseTo(
          order.order_items.reduce((sum, item) => sum + Number(item.price), 0),
          2,
        );
      }
      const items = await serviceRows(url, running, 'order_items?select=order_id&limit=10000');
      expect(items.filter((item) => !byId.has(item.order_id as string))).toEqual([]);
      // a sold piece left the catalogue: its stock went to 0 in the same transaction as the order
      const sold = new Set(orders.flatMap((order) => order.order_items.map((item) => item.product_id)));
      const stock = await serviceRows(url, running, `products?select=id,stock,status&limit=1000`);
      for (const piece of stock) {
        if (sold.has(piece.id as string)) expect(piece.stock).toBe(0);
        else expect(piece.stock).toBe(1);
      }
      running.child.kill('SIGTERM');
      expect((await running.exited).code).toBe(0);
    } finally {
      await rm(ordersDir, { recursive: true, force: true });
    }
  });
});
