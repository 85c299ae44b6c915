import http from 'node:http';
import { startTestBackend, type TestBackend } from '../helpers/backend';

// Under load a client gives up (a timeout, a closed tab) while its request waits for the database. Running that
// work anyway made every later request wait behind dead ones: the load bench saw hundreds of timeouts per 30 s on
// PGlite. Work whose client has gone is skipped when its turn comes, before BEGIN, so nothing is half-done.

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

/** Sends a waitlist insert over a raw socket and closes the connection once the server has the request. */
function sendThenHangUp(email: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(waitlistRow(email));
    const url = new URL('/rest/v1/waitlist', backend.url);
    const request = http.request(url, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    });
    request.on('error', () => undefined);
    request.end(body, () => {
      // the server reads the request and queues its transaction behind the held connection(s)
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 300);
    });
    request.on('response', () => reject(new Error('the server answered while the database was held')));
  });
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

describe('peticiones abandonadas por el cliente', () => {
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
