import { readJsonBody as readJson } from '../http/body';
import { MAX_JSON_DEPTH } from '../http/nesting';
import type { RestRequest } from '../http/nodeBridge';
import { invalidBody, RestError } from './errors';

/** Parses a JSON body the PostgREST way; `emptyAs` is what an empty body means (rpc calls take `{}`). */
export async function readJsonBody(req: RestRequest, emptyAs?: unknown): Promise<unknown> {
  const body = await readJson(req);
  switch (body.kind) {
    case 'tooLarge':
      throw new RestError(
        413,
        'PGRST102',
        'Request body too large',
        `The body has ${body.size} bytes; the limit is ${body.limit} bytes.`,
      );
    case 'empty':
      if (emptyAs !== undefined) return emptyAs;
      throw invalidBody('Empty or invalid json');
    case 'malformed':
      throw invalidBody('Empty or invalid json', body.detail);
    case 'json':
      // refused here: serialising it for the database would overflow the stack (a 500)
      if (body.tooDeep)
        throw invalidBody('Empty or invalid json', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
      return body.value;
  }
}
