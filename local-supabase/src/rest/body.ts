import type { RestRequest } from '../http/nodeBridge';
import { isJsonTooDeep, MAX_JSON_DEPTH } from '../http/nesting';
import { invalidBody, RestError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

function tooLarge(size: string): RestError {
  return new RestError(
    413,
    'PGRST102',
    'Request body too large',
    `The body has ${size} bytes; the limit is ${MAX_BODY_BYTES} bytes.`,
  );
}

/** Reads at most 1 MB of the body; stops reading as soon as the limit is passed. */
export async function readBodyText(req: RestRequest): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw tooLarge(String(declared));
  if (req.body === undefined) {
    // already in memory (the server read it within its own limit)
    const text = await req.text();
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge(String(Buffer.byteLength(text)));
    return text;
  }
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(`more than ${MAX_BODY_BYTES}`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON body; `emptyAs` is what an empty body means (rpc calls take `{}`). */
export async function readJsonBody(req: RestRequest, emptyAs?: unknown): Promise<unknown> {
  const text = await readBodyText(req);
  if (text.trim() === '') {
    if (emptyAs !== undefined) return emptyAs;
    throw invalidBody('Empty or invalid json');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw invalidBody('Empty or invalid json', err instanceof Error ? err.message : null);
  }
  // refused here: serialising it for the database would overflow the stack (a 500)
  if (isJsonTooDeep(parsed))
    throw invalidBody('Empty or invalid json', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  return parsed;
}
