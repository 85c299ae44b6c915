import http from 'node:http';
import { currentRequestSignal } from '../../src/db/requestScope';
import { startTestBackend, type TestBackend } from '../helpers/backend';

// The load bench (bench/load) saw hundreds of requests per 30 s unanswered after 10 s on PGlite at 200 connections:
// (1) new connections waited in the kernel's accept queue while the busy connections kept the event loop in
// PGlite's job chain; (2) a client that gave up left its work queued, and it ran anyway. Both are tested here.

jest.setTimeout(120_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ seed: false });
});

afterAll(async () => {
  await backend?.stop();
});

const stamp = Date.now().toString(36);
const waitlistRow = (email: string) => ({
  email,
  phone: '+525512345678',
  full_name: 'Ana Pérez',
  type: 'fractional_investment',
});

/** Holds every database connection (PGlite's one, the pool's ten) until the returned release is called. */
async function holdDatabase(): Promise<() => Promise<void>> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const connections = backend.server.db.kind === 'pglite' ? 1 : Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const started: Promise<void>[] = [];
  const held = Array.from({ length: connections }, () => {
    let running!: () => void;
    started.push(new Promise<void>((resolve) => (running = resolve)));
    return backend.server.db.admin(async () => {
      running();
      await gate;
    });
  });
  await Promise.all(started);
  return async () => {
    release();
    await Promise.all(held);
  };
}

/**
 * Resolves when the REST layer queues its next transaction (db.asRole is called when the work is queued), with the
 * signal of the request it belongs to.
 */
function nextQueuedTransaction(): Promise<AbortSignal | undefined> {
  const db = backend.server.db;
  const original = db.asRole;
  return new Promise((resolve) => {
    db.asRole = ((...args: Parameters<typeof original>) => {
      db.asRole = original;
      resolve(currentRequestSignal());
      return original.apply(db, args);
    }) as typeof original;
  });
}

/** Sends a waitlist insert over a raw socket and closes the connection once the server has queued its transaction. */
async function sendThenHangUp(email: string): Promise<void> {
  const queued = nextQueuedTransaction();
  const body = JSON.stringify(waitlistRow(email));
  const request = http.request(new URL('/rest/v1/waitlist', backend.url), {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  request.on('error', () => undefined);
  let answered = false;
  request.on('response', () => (answered = true));
  request.end(body);
  const signal = await queued;
  request.destroy();
  if (answered) throw new Error('the server answered while the database was held');
  // the server notices the closed socket (a busy machine may take a moment)
  const deadline = Date.now() + 10_000;
  while (!signal?.aborted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  if (!signal?.aborted) throw new Error('the server never noticed the client had closed the connection');
}

async function waitlistEmails(): Promise<string[]> {
  const { data, error } = await backend
    .client(backend.serviceRoleKey)
    .from('waitlist')
    .select('email')
    .like('email', `%${stamp}%`);
  if (error) throw new Error(error.message);
  return data.map((row) => row.email as string);
}

/** One GET on a connection of its own. */
function getOnNewConnection(pathAndQuery: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(pathAndQuery, backend.url),
      { agent: false, headers: { apikey: backend.anonKey } },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('conexiones bajo carga', () => {
  it('acepta y atiende conexiones nuevas mientras otras cien mantienen ocupada la base de datos', async () => {
    const listing = '/rest/v1/waitlist?select=id,email&order=created_at.desc&limit=20';
    const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 100 });
    const busyUntil = Date.now() + 15_000;
    const busyLoop = async () => {
      while (Date.now() < busyUntil) {
        await new Promise<void>((resolve, reject) => {
          const request = http.get(
            new URL(listing, backend.url),
            { agent: busyAgent, headers: { apikey: backend.anonKey } },
            (response) => {
              response.resume();
              response.on('end', resolve);
            },
          );
          request.on('error', reject);
        });
      }
    };
    const busy = Promise.all(Array.from({ length: 100 }, busyLoop));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await Promise.all(Array.from({ length: 100 }, () => getOnNewConnection(listing)));
      // On PGlite every one is answered while the busy clients still run (before, most waited until they
      // stopped). Not a latency bound: on a loaded machine the time varies, the order does not. On PostgreSQL the
      // queue is the pool's and this order is not guaranteed (at a load average of 30 the last ones came 1.8 s
      // after the busy clients stopped): there they must only all be answered.
      if (backend.server.db.kind === 'pglite') expect(Date.now()).toBeLessThan(busyUntil);
    } finally {
      await busy;
      busyAgent.destroy();
    }
  });

  it('no ejecuta la escritura de un cliente que cerró la conexión mientras esperaba la base de datos', async () => {
    const release = await holdDatabase();
    const gone = `abandono-${stamp}@vitrina.mx`;
    const kept = `espera-${stamp}@vitrina.mx`;
    let keptAnswer: Promise<Response>;
    try {
      await sendThenHangUp(gone);
      keptAnswer = fetch(`${backend.url}/rest/v1/waitlist`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(waitlistRow(kept)),
      });
      // the second request is queued too before the database is released
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await release();
    }
    expect((await keptAnswer!).status).toBe(201);
    expect(await waitlistEmails()).toEqual([kept]);
  });
});
