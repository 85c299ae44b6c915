import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

/** What Node's HTTP parser reports when it cannot read a request, and the status it stands for. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADERS_TIMEOUT: 408,
};

const MESSAGES: Record<number, string> = {
  400: 'Bad request: the request could not be parsed',
  408: 'Request timeout',
  413: 'Request entity too large',
  431: 'Request header fields too large: the URL and headers must fit in 16 KB',
};

/** The path of the request line at the start of the raw bytes Node kept, if it got that far. */
export function requestPathOf(rawPacket: Buffer | undefined): string | null {
  if (!rawPacket) return null;
  const head = rawPacket.subarray(0, 512).toString('latin1');
  return /^[A-Z]+ (\/\S*)/.exec(head)?.[1] ?? null;
}

/** A body in the shape of the service the path belongs to (the gateway's `{message}` when unknown). */
export function clientErrorBody(path: string | null, status: number, message: string): Record<string, unknown> {
  const service = path ? /^\/(rest|auth|storage|functions)\/v1(\/|\?|$)/.exec(path)?.[1] : undefined;
  switch (service) {
    case 'rest':
      return { code: `PGRST${status}`, details: null, hint: null, message };
    case 'auth': {
      const code =
        status === 431 || status === 413 ? 'request_too_large' : status === 408 ? 'request_timeout' : 'bad_request';
      return { code, error_code: code, msg: message, message };
    }
    case 'storage':
      return {
        statusCode: String(status),
        code: STATUS_CODES[status]?.replace(/\s+/g, '') ?? 'BadRequest',
        error: STATUS_CODES[status] ?? 'Bad Request',
        message,
      };
    case 'functions':
      return { code: status, message };
    default:
      return { message };
  }
}

/**
 * Answers requests Node's parser refuses (a URL or headers over its 16 KB limit, a malformed request line)
 * with a JSON error in the caller's service's shape instead of Node's bare `431` / `400` with no body.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = STATUS_BY_CODE[err.code ?? ''] ?? 400;
    const body = JSON.stringify(
      clientErrorBody(requestPathOf(err.rawPacket), status, MESSAGES[status] ?? MESSAGES[400]),
    );
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        // without it a browser hides the answer from the page that asked
        'Access-Control-Allow-Origin: *\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
