// The API bench's HTTP load, in a process of its own (forked by bench.ts) so the client's JavaScript does not run
// on the server's event loop, as with any real client. It gets one job on IPC, answers the sorted latencies (ms).
//   job: { baseUrl, anonKey, clients, total, capMs, warmUp, requests: [{ method, path, headers, body? }] }
// Request i is requests[i % requests.length]; every client keeps one keep-alive socket.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

function httpClient(baseUrl, anonKey, sockets) {
  // idle sockets are dropped before the server's 5 s keepAliveTimeout would close them under us
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets, timeout: 4000 });
  const base = new URL(baseUrl);
  const auth = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  const request = (r) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: r.method,
          path: r.path,
          agent,
          headers: { ...auth, ...r.headers },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(r.body);
    });
  return { agent, request };
}

/** Requests that met a socket the server had just closed (retried once; every request here is read-only). */
let resets = 0;

async function send(client, r) {
  let res;
  try {
    res = await client.request(r);
  } catch (err) {
    if (err.code !== 'ECONNRESET') throw err;
    resets++;
    res = await client.request(r);
  }
  // 206: PostgREST answers Partial Content when a counted page is not the whole set
  if (res.status !== 200 && res.status !== 206)
    throw new Error(`${r.method} ${r.path} answered ${res.status}: ${res.body.slice(0, 300)}`);
}

/** `clients` workers, each one request at a time, until `total` requests or the time cap. */
async function run(client, job, total, capMs) {
  const samples = [];
  let next = 0;
  const deadline = performance.now() + capMs;
  const worker = async () => {
    while (next < total && performance.now() < deadline) {
      const r = job.requests[next++ % job.requests.length];
      const t0 = performance.now();
      await send(client, r);
      samples.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: job.clients }, worker));
  return samples;
}

process.once('message', async (job) => {
  try {
    const client = httpClient(job.baseUrl, job.anonKey, job.clients);
    // sockets open and the server's statement caches warm: every worker runs at least one request first
    await run(client, job, job.warmUp, 5000);
    const samples = await run(client, job, job.total, job.capMs);
    client.agent.destroy();
    process.send({ samples: samples.sort((a, b) => a - b), resets }, () => process.exit(0));
  } catch (err) {
    process.send({ error: String(err?.stack ?? err) }, () => process.exit(1));
  }
});
