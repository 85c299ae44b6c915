import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { answerClientErrors, clientErrorBody, requestPathOf } from '../../src/http/clientErrors';

/** Sends raw bytes and resolves with everything the server wrote back before closing. */
function rawRequest(port: number, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(payload));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function parse(raw: string): { status: number; headers: string; body: unknown } {
  const [head, ...rest] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head, body: JSON.parse(rest.join('\r\n\r\n')) };
}

describe('answerClientErrors', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers a URL over 16 KB with 431 and a PostgREST-shaped JSON body', async () => {
    const raw = await rawRequest(
      port,
      `GET /rest/v1/products?title=eq.${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    const res = parse(raw);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(res.headers).toMatch(/access-control-allow-origin: \*/i);
    expect(res.body).toEqual({
      code: 'PGRST431',
      details: null,
      hint: null,
      message: expect.stringContaining('16 KB'),
    });
  });

  it('answers headers over 16 KB on /auth with 431 in the GoTrue shape', async () => {
    const raw = await rawRequest(port, `GET /auth/v1/user HTTP/1.1\r\nHost: x\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`);
    const res = parse(raw);
    expect(res.status).toBe(431);
    expect(res.body).toMatchObject({
      code: 'request_too_large',
      error_code: 'request_too_large',
      msg: expect.any(String),
    });
  });

  it('answers a request line Node cannot parse with 400 and a JSON body', async () => {
    const res = parse(await rawRequest(port, 'NOT A REQUEST\r\n\r\n'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it('keeps serving ordinary requests afterwards', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/rest/v1/products`)).text()).toBe('ok');
  });
});

describe('clientErrorBody', () => {
  it('uses each service shape, and the gateway shape elsewhere', () => {
    expect(clientErrorBody('/storage/v1/object/x', 431, 'm')).toEqual({
      statusCode: '431',
      code: 'RequestHeaderFieldsTooLarge',
      error: 'Request Header Fields Too Large',
      message: 'm',
    });
    expect(clientErrorBody('/functions/v1/welcome-email', 400, 'm')).toEqual({ code: 400, message: 'm' });
    expect(clientErrorBody('/mailbox', 400, 'm')).toEqual({ message: 'm' });
    expect(clientErrorBody(null, 431, 'm')).toEqual({ message: 'm' });
  });

  it('reads the path from the raw request line when Node kept it', () => {
    expect(requestPathOf(Buffer.from('GET /rest/v1/products?x=1 HTTP/1.1\r\n'))).toBe('/rest/v1/products?x=1');
    expect(requestPathOf(Buffer.from('garbage'))).toBeNull();
    expect(requestPathOf(undefined)).toBeNull();
  });
});
