import { MAX_JSON_BODY_BYTES } from '../config';
import { isJsonTooDeep } from './nesting';
import type { RestRequest } from './nodeBridge';

/**
 * A JSON request body as read by every API that takes one (REST, auth). The reader only reads and parses;
 * each API words the failures in its own dialect (PostgREST's PGRST102, GoTrue's bad_json).
 */
export type JsonBody =
  | { kind: 'empty' }
  /** `tooDeep`: serialising it for the database would overflow the stack, so callers refuse it */
  | { kind: 'json'; value: unknown; tooDeep: boolean }
  | { kind: 'malformed'; detail: string | null }
  /** `size` is what is known of it: the declared or measured length, or "more than <limit>" */
  | { kind: 'tooLarge'; size: string; limit: number };

/** Reads at most `limit` bytes of the body; stops reading as soon as the limit is passed. */
async function readBodyText(req: RestRequest, limit: number): Promise<string | { tooLarge: string }> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return { tooLarge: String(declared) };
  if (req.body === undefined) {
    // already in memory (the server read it within its own limit)
    const text = await req.text();
    const size = Buffer.byteLength(text);
    return size > limit ? { tooLarge: String(size) } : text;
  }
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: `more than ${limit}` };
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readJsonBody(req: RestRequest, limit = MAX_JSON_BODY_BYTES): Promise<JsonBody> {
  const text = await readBodyText(req, limit);
  if (typeof text !== 'string') return { kind: 'tooLarge', size: text.tooLarge, limit };
  if (text.trim() === '') return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { kind: 'malformed', detail: err instanceof Error ? err.message : null };
  }
  return { kind: 'json', value, tooDeep: isJsonTooDeep(value) };
}
