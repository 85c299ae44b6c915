import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { compressBody, isJsonType, MIN_COMPRESS_BYTES, negotiateEncoding, varyWithAcceptEncoding } from './compress';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
  }
}

/** Reads the whole body, refusing (early, by Content-Length when given) anything above `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function webHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * Builds the web Request handlers see. `body` is a buffered body (rest, auth, functions);
 * `stream` passes the socket through untouched (storage uploads may be large).
 */
export function toWebRequest(req: IncomingMessage, url: URL, body: { buffer?: Buffer; stream?: boolean }): Request {
  const method = (req.method ?? 'GET').toUpperCase();
  const init: RequestInit & { duplex?: 'half' } = { method, headers: webHeaders(req) };
  if (method !== 'GET' && method !== 'HEAD') {
    if (body.buffer) init.body = body.buffer.length > 0 ? new Uint8Array(body.buffer) : undefined;
    else if (body.stream) {
      init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
      init.duplex = 'half';
    }
  }
  return new Request(url, init);
}

/**
 * What the REST handler reads of a request. A web Request has all of it (tests pass one); the server passes a
 * BufferedRequest instead, which skips building a web Request and a Headers of every request header.
 */
export interface RestRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: { get(name: string): string | null; [Symbol.iterator](): Iterator<[string, string]> };
  /** a web Request's body stream; absent when the body is already in memory */
  readonly body?: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
}

/** Node's own header object behind the `get`/iteration a handler uses; names arrive lowercased. */
class NodeHeaders {
  constructor(private readonly raw: IncomingMessage['headers']) {}

  get(name: string): string | null {
    const value = this.raw[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  *[Symbol.iterator](): Iterator<[string, string]> {
    for (const [name, value] of Object.entries(this.raw)) {
      if (value !== undefined) yield [name, Array.isArray(value) ? value.join(', ') : value];
    }
  }
}

/** A request whose body the server has read already (within its size limit). */
export class BufferedRequest implements RestRequest {
  readonly method: string;
  readonly headers: NodeHeaders;

  constructor(
    req: IncomingMessage,
    readonly url: string,
    private readonly buffer: Buffer | undefined,
  ) {
    this.method = (req.method ?? 'GET').toUpperCase();
    this.headers = new NodeHeaders(req.headers);
  }

  async text(): Promise<string> {
    return this.buffer ? this.buffer.toString('utf8') : '';
  }
}

/**
 * An answer whose body is a string already in memory (REST reads), without a web Response's stream machinery:
 * building a Response costs a measurable share of a small request. Tests read it like a Response (status,
 * headers, text, json); sendWebResponse writes it at once.
 */
export class TextResponse {
  readonly headers: Headers;
  readonly status: number;
  readonly ok: boolean;

  constructor(
    private readonly content: string | null,
    init: { status: number; headers: Record<string, string> },
  ) {
    this.status = init.status;
    this.ok = init.status >= 200 && init.status < 300;
    this.headers = new Headers(init.headers);
  }

  async text(): Promise<string> {
    return this.content ?? '';
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.content ?? '');
  }

  /** the body to write, or null for none */
  get bodyText(): string | null {
    return this.content;
  }
}

/** What a handler answers: a web Response, or a TextResponse for bodies already in memory. */
export type HandlerResponse = Response | TextResponse;

export function textResponse(
  body: string | null,
  init: { status: number; headers: Record<string, string> },
): TextResponse {
  return new TextResponse(body, init);
}

export interface SendOptions {
  /**
   * The request's Accept-Encoding, given for answers that may be compressed (REST, auth, functions): their JSON
   * bodies from MIN_COMPRESS_BYTES up go out compressed when the client accepts it. Absent: never compressed.
   */
  acceptEncoding?: string | null;
}

function headerName(headers: Record<string, unknown>, lowercase: string): string | undefined {
  return Object.keys(headers).find((name) => name.toLowerCase() === lowercase);
}

/** Writes a whole in-memory body, compressed when asked for and worth it, with its byte length. */
async function writeBuffered(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer,
  acceptEncoding: string | null | undefined,
): Promise<void> {
  const encoding = body.length >= MIN_COMPRESS_BYTES ? negotiateEncoding(acceptEncoding) : null;
  let out = body;
  if (encoding) {
    out = await compressBody(body, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(out.length);
  res.writeHead(status, headers);
  res.end(out);
}

/** Writes a handler's answer to Node: a TextResponse at once, a web Response by streaming its body. */
export async function sendWebResponse(
  res: ServerResponse,
  response: HandlerResponse,
  extraHeaders: Record<string, string>,
  isHead: boolean,
  options: SendOptions = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  // Header names differ only in case between the two sources ('Access-Control-Allow-Origin' here, lowercase from
  // a Response): a name in both would go out twice, and browsers reject a doubled Access-Control-Allow-Origin.
  const extraNames = new Set(Object.keys(extraHeaders).map((name) => name.toLowerCase()));
  const setCookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie' || extraNames.has(name)) return;
    headers[name] = value;
  });
  if (setCookies.length) headers['set-cookie'] = setCookies;
  const compressible =
    options.acceptEncoding !== undefined &&
    isJsonType(response.headers.get('content-type')) &&
    !response.headers.has('content-encoding');
  if (compressible) {
    // caches must keep the compressed and the plain answer apart, also for HEAD and small bodies
    const vary = headerName(headers, 'vary') ?? 'vary';
    headers[vary] = varyWithAcceptEncoding(headers[vary]);
  }
  const empty = isHead || response.status === 204 || response.status === 304;
  if (response instanceof TextResponse) {
    const text = response.bodyText;
    if (text === null || empty) {
      res.writeHead(response.status, headers);
      res.end();
      return;
    }
    if (compressible) {
      await writeBuffered(res, response.status, headers, Buffer.from(text), options.acceptEncoding);
      return;
    }
    headers['content-length'] = String(Buffer.byteLength(text));
    res.writeHead(response.status, headers);
    res.end(text);
    return;
  }
  if (compressible && response.body && !empty) {
    // JSON answers are small (the body limit and page sizes bound them): buffered, they get a length too
    const lengthName = headerName(headers, 'content-length');
    if (lengthName) delete headers[lengthName];
    const body = Buffer.from(await response.arrayBuffer());
    await writeBuffered(res, response.status, headers, body, options.acceptEncoding);
    return;
  }
  res.writeHead(response.status, headers);
  if (!response.body || empty) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise<void>((resolve) => res.once('drain', resolve));
    }
  } finally {
    res.end();
  }
}
