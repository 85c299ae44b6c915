import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import {
  BufferedRequest,
  readBody,
  sendWebResponse,
  textResponse,
  type HandlerResponse,
} from '../../src/http/nodeBridge';

/** A server answering every request with the Response `make` builds, written by sendWebResponse. */
async function serve(make: () => HandlerResponse, compress = false): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const options = compress ? { acceptEncoding: req.headers['accept-encoding'] ?? null } : {};
    void sendWebResponse(
      res,
      make(),
      { 'Access-Control-Allow-Origin': '*', Vary: 'Origin' },
      req.method === 'HEAD',
      options,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('sendWebResponse', () => {
  it('writes a text response at once with its byte length, and the same body stays readable from the Response', async () => {
    const body = JSON.stringify([{ title: 'Balón firmado por Messi', price: 25000 }]);
    const direct = textResponse(body, {
      status: 206,
      headers: { 'Content-Type': 'application/json', 'Content-Range': '0-0/3' },
    });
    expect(await direct.text()).toBe(body);
    const srv = await serve(() =>
      textResponse(body, { status: 206, headers: { 'Content-Type': 'application/json', 'Content-Range': '0-0/3' } }),
    );
    try {
      const res = await fetch(`${srv.url}/x`);
      expect(res.status).toBe(206);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
      expect(res.headers.get('content-length')).not.toBe(String(body.length));
      expect(res.headers.get('content-range')).toBe('0-0/3');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.text()).toBe(body);
      const head = await fetch(`${srv.url}/x`, { method: 'HEAD' });
      expect(head.status).toBe(206);
      expect(await head.text()).toBe('');
    } finally {
      await srv.close();
    }
  });

  it('still streams other responses', async () => {
    const srv = await serve(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('uno,'));
              controller.enqueue(new TextEncoder().encode('dos'));
              controller.close();
            },
          }),
          { status: 200 },
        ),
    );
    try {
      const res = await fetch(`${srv.url}/y`);
      expect(await res.text()).toBe('uno,dos');
    } finally {
      await srv.close();
    }
  });
});

describe('sendWebResponse: compression', () => {
  const big = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Tarjeta firmada ${i}` })));

  /** the raw bytes and headers, undecoded (fetch would decompress) */
  function raw(url: string, acceptEncoding?: string) {
    return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  it('compresses JSON text and streamed JSON when accepted, with their lengths and Vary', async () => {
    for (const make of [
      () => textResponse(big, { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' } }),
      () => new Response(big, { status: 201, headers: { 'Content-Type': 'application/vnd.pgrst.object+json' } }),
    ]) {
      const srv = await serve(make, true);
      try {
        const gz = await raw(`${srv.url}/x`, 'gzip');
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gz.headers['content-length']).toBe(String(gz.body.length));
        expect(gz.headers.vary).toBe('Origin, Accept-Encoding');
        expect(zlib.gunzipSync(gz.body).toString()).toBe(big);
        const plain = await raw(`${srv.url}/x`);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(big)));
        expect(plain.body.toString()).toBe(big);
      } finally {
        await srv.close();
      }
    }
  });

  it('leaves other types, small bodies and callers without the option alone', async () => {
    const cases: [() => HandlerResponse, boolean][] = [
      [() => new Response(big, { status: 200, headers: { 'Content-Type': 'text/plain' } }), true],
      [() => textResponse('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } }), true],
      [() => textResponse(big, { status: 200, headers: { 'Content-Type': 'application/json' } }), false],
    ];
    for (const [make, compress] of cases) {
      const srv = await serve(make, compress);
      try {
        const res = await raw(`${srv.url}/x`, 'gzip, br');
        expect(res.headers['content-encoding']).toBeUndefined();
      } finally {
        await srv.close();
      }
    }
  });
});

describe('BufferedRequest', () => {
  it('gives the REST handler the headers, method and body of the Node request without a web Request', async () => {
    let seen: {
      accept: string | null;
      missing: string | null;
      forwarded: string | null;
      names: string[];
      method: string;
      body: string;
    } | null = null;
    const server = http.createServer((req, res) => {
      void (async () => {
        const request = new BufferedRequest(req, `http://127.0.0.1${req.url}`, await readBody(req, 1024));
        seen = {
          accept: request.headers.get('Accept'),
          missing: request.headers.get('range'),
          forwarded: request.headers.get('x-forwarded-for'),
          names: Array.from(request.headers, ([name]) => name),
          method: request.method,
          body: await request.text(),
        };
        res.end();
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest/v1/products`;
      await fetch(url, {
        method: 'post',
        headers: { Accept: 'application/vnd.pgrst.object+json', 'X-Forwarded-For': '10.0.0.1' },
        body: '{"título":"Balón"}',
      });
      expect(seen).toMatchObject({
        accept: 'application/vnd.pgrst.object+json',
        missing: null,
        forwarded: '10.0.0.1',
        method: 'POST',
        body: '{"título":"Balón"}',
      });
      expect(seen!.names).toEqual(expect.arrayContaining(['accept', 'x-forwarded-for', 'content-type']));
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
