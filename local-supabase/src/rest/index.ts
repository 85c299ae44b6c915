import {
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  resolveFunction,
  type Paging,
  type Statement,
} from './buildStatements';
import { relationSource } from './buildSelect';
import { readJsonBody } from './body';
import { RestError, singularityError, tableNotFound } from './errors';
import { parsePrefer, type Preferences } from './prefer';
import { parseQuery, type ParsedQuery } from './parseQuery';
import { contentRange, errorResponse, JSON_TYPE, OBJECT_TYPE, rangeStatus } from './respond';
import { loadSchema, type DbFunction, type Relation, type SchemaCache } from './schemaCache';
import { readAsRole } from '../db/index';
import type { Database, JwtClaims, Queryable, QueryResult } from '../db/types';
import { textResponse, type HandlerResponse, type RestRequest } from '../http/nodeBridge';
import type { ApiContext } from '../http/types';

const PREFIX = '/rest/v1';
const STATEMENT_CACHE_SIZE = 500;
/** an unknown name triggers a catalogue reload at most this often (migrations may have run since) */
const RELOAD_ON_MISS_MS = 1000;

interface Negotiated {
  single: boolean;
}

/** A read statement and how to answer with its result; GET/HEAD ones are cached by request shape. */
interface ReadPlan {
  statement: Statement;
  offset: number;
  counted: boolean;
  /** a non-set composite function: answer the single object (or null) */
  unwrap: boolean;
  readOnly: boolean;
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class RollbackWith {
  constructor(readonly response: HandlerResponse) {}
}

/** The REST handler takes a web Request or the server's lighter BufferedRequest. */
export type RestHandler = (req: RestRequest, ctx: ApiContext) => Promise<HandlerResponse>;

export function createRestHandler(db: Database): { handle: RestHandler; refreshSchema(): Promise<void> } {
  let schema: Promise<SchemaCache> | null = null;
  let lastReload = 0;
  const plans = new Map<string, ReadPlan>();

  function currentSchema(): Promise<SchemaCache> {
    if (!schema) {
      lastReload = Date.now();
      schema = loadSchema(db).catch((err: unknown) => {
        schema = null;
        throw err;
      });
    }
    return schema;
  }

  async function refreshSchema(): Promise<void> {
    lastReload = Date.now();
    const fresh = loadSchema(db);
    await fresh;
    schema = fresh;
    plans.clear();
  }

  /** Looks a name up, reloading the catalogue once if it is missing and the cache is not brand new. */
  async function lookup<T>(
    find: (s: SchemaCache) => T | undefined,
  ): Promise<{ schema: SchemaCache; found: T | undefined }> {
    let s = await currentSchema();
    let found = find(s);
    if (found === undefined && Date.now() - lastReload > RELOAD_ON_MISS_MS) {
      await refreshSchema();
      s = await currentSchema();
      found = find(s);
    }
    return { schema: s, found };
  }

  const handle: RestHandler = async (req, ctx) => {
    const role = ctx.claims.role;
    try {
      const url = new URL(req.url);
      const method = req.method.toUpperCase();
      const path = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname;
      const segments = path
        .split('/')
        .filter((s) => s !== '')
        .map(decodePathSegment);
      checkProfile(req, method);
      const negotiated = negotiate(req.headers.get('accept'));
      const prefs = parsePrefer(req.headers.get('prefer'));

      const settings = {
        'request.method': method,
        'request.path': path || '/',
        'request.headers': JSON.stringify(
          Object.fromEntries(Array.from(req.headers, ([k, v]) => [k.toLowerCase(), v])),
        ),
      };
      const run = async (
        readOnly: boolean,
        work: (q: Queryable) => Promise<HandlerResponse>,
      ): Promise<HandlerResponse> => {
        try {
          return await db.asRole(
            ctx.claims,
            async (q) => {
              const response = await work(q);
              if (prefs.tx === 'rollback') throw new RollbackWith(response);
              return response;
            },
            { readOnly, settings },
          );
        } catch (err) {
          if (err instanceof RollbackWith) return err.response;
          throw err;
        }
      };

      if (segments.length === 2 && segments[0] === 'rpc') {
        return await handleRpc(req, method, segments[1], url, negotiated, prefs, run, ctx.claims, settings);
      }
      if (segments.length !== 1) {
        throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
      }
      const { schema: s, found: rel } = await lookup((sc) => {
        const r = sc.relations.get(segments[0]);
        return r && r.kind !== 'c' ? r : undefined;
      });
      if (!rel) throw tableNotFound(segments[0]);

      if (method === 'GET' || method === 'HEAD') {
        const key = `${method} ${url.pathname}${url.search} ${req.headers.get('prefer') ?? ''} ${req.headers.get('range') ?? ''}`;
        let plan = plans.get(key);
        if (plan) {
          plans.delete(key);
        } else {
          const parsed = parseQuery(url.searchParams);
          const paging = pagingOf(parsed, req.headers.get('range'));
          const counted = prefs.count !== undefined;
          plan = {
            statement: buildRead(s, relationSource(rel), parsed, counted, paging),
            offset: paging.offset,
            counted,
            unwrap: false,
            readOnly: true,
          };
        }
        remember(plans, key, plan);
        // a read is one statement: the database may send it with its BEGIN, identity and COMMIT in one round trip
        const res = await readAsRole<Record<string, unknown>>(
          db,
          ctx.claims,
          plan.statement.sql,
          plan.statement.params,
          { settings, prepared: true },
        );
        return readResponse(res, plan, negotiated, prefs, method === 'HEAD');
      }

      const parsed = parseQuery(url.searchParams);
      if (method === 'POST') {
        const body = await readJsonBody(req);
        const stmt = buildInsert(s, rel, parsed, body, {
          ...mutationOptions(rel, parsed, prefs),
          missingDefault: prefs.missing === 'default',
          resolution: prefs.resolution,
        });
        return await run(false, async (q) =>
          mutationResponse(await q.query(stmt.sql, stmt.params), stmt, 'POST', rel, negotiated, prefs),
        );
      }
      if (method === 'PATCH') {
        const body = await readJsonBody(req);
        const stmt = buildUpdate(s, rel, parsed, body, mutationOptions(rel, parsed, prefs));
        if (!stmt) return emptyMutation(prefs, negotiated);
        return await run(false, async (q) =>
          mutationResponse(await q.query(stmt.sql, stmt.params), stmt, 'PATCH', rel, negotiated, prefs),
        );
      }
      if (method === 'DELETE') {
        const stmt = buildDelete(s, rel, parsed, mutationOptions(rel, parsed, prefs));
        return await run(false, async (q) =>
          mutationResponse(await q.query(stmt.sql, stmt.params), stmt, 'DELETE', rel, negotiated, prefs),
        );
      }
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    } catch (err) {
      return errorResponse(err, role);
    }
  };

  async function handleRpc(
    req: RestRequest,
    method: string,
    name: string,
    url: URL,
    negotiated: Negotiated,
    prefs: Preferences,
    run: (readOnly: boolean, work: (q: Queryable) => Promise<HandlerResponse>) => Promise<HandlerResponse>,
    claims: JwtClaims,
    settings: Record<string, string>,
  ): Promise<HandlerResponse> {
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
    const { schema: s, found: overloads } = await lookup((sc) => sc.functions.get(name));
    let args: Record<string, unknown>;
    let parsed: ParsedQuery;
    if (method === 'POST') {
      const body = await readJsonBody(req, {});
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new RestError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'The arguments of a function call must be a JSON object.',
        );
      }
      args = body as Record<string, unknown>;
      parsed = parseQuery(url.searchParams);
    } else {
      const argNames = new Set((overloads ?? []).flatMap((f) => f.args.map((a) => a.name)).filter((n) => n !== ''));
      parsed = parseQuery(url.searchParams, argNames);
      args = Object.fromEntries(parsed.args);
    }
    const fn: DbFunction = resolveFunction(s, name, Object.keys(args));
    const paging = pagingOf(parsed, method === 'POST' ? null : req.headers.get('range'));
    const counted = prefs.count !== undefined;
    const stmt = buildRpc(s, fn, args, parsed, counted, paging);
    const readOnly = method !== 'POST' || fn.volatility !== 'v';
    const answer = (res: QueryResult<Record<string, unknown>>): HandlerResponse => {
      if (stmt.result === 'void') return new Response(null, { status: 204 });
      if (stmt.result === 'scalar') {
        const body = (res.rows[0]?.body as string | null | undefined) ?? 'null';
        return textResponse(method === 'HEAD' ? null : body, { status: 200, headers: { 'Content-Type': JSON_TYPE } });
      }
      const plan: ReadPlan = {
        statement: stmt,
        offset: paging.offset,
        counted,
        unwrap: fn.returnKind === 'composite' && !fn.returnsSet,
        readOnly,
      };
      return readResponse(res, plan, negotiated, prefs, method === 'HEAD');
    };
    // a read recurs with other arguments (search): prepared, in one round trip; a volatile call may write
    if (readOnly) return answer(await readAsRole(db, claims, stmt.sql, stmt.params, { settings, prepared: true }));
    return run(false, async (q) => answer(await q.query<Record<string, unknown>>(stmt.sql, stmt.params)));
  }

  return { handle, refreshSchema };
}

function remember(plans: Map<string, ReadPlan>, key: string, plan: ReadPlan): void {
  plans.set(key, plan);
  if (plans.size > STATEMENT_CACHE_SIZE) plans.delete(plans.keys().next().value as string);
}

function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

/** Only the `public` schema is exposed. */
function checkProfile(req: RestRequest, method: string): void {
  const header = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = req.headers.get(header);
  if (profile !== null && profile.trim() !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}

const SUPPORTED_MEDIA = new Set([
  'application/json',
  'application/*',
  '*/*',
  'application/vnd.pgrst.object+json',
  'application/vnd.pgrst.object',
]);

function negotiate(accept: string | null): Negotiated {
  if (!accept || accept.trim() === '') return { single: false };
  const types = accept
    .split(',')
    .map((t) => t.split(';')[0].trim().toLowerCase())
    .filter((t) => t !== '');
  const usable = types.filter((t) => SUPPORTED_MEDIA.has(t));
  if (usable.length === 0) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
  }
  return { single: usable[0].startsWith('application/vnd.pgrst.object') };
}

/** Top-level limit/offset, narrowed further by a `Range: first-last` header. */
function pagingOf(parsed: ParsedQuery, rangeHeader: string | null): Paging {
  const top = parsed.levels.get('');
  let offset = top?.offset ?? 0;
  let limit = top?.limit;
  const m = rangeHeader ? /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(rangeHeader) : null;
  if (m) {
    const first = Number(m[1]);
    const last = m[2] === '' ? undefined : Number(m[2]);
    if (last !== undefined && last < first) {
      throw new RestError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        `The lower bound ${first} is greater than the upper bound ${last}.`,
      );
    }
    const end = last === undefined ? undefined : last + 1;
    const queryEnd = limit === undefined ? undefined : offset + limit;
    offset = Math.max(offset, first);
    const ends = [end, queryEnd].filter((e): e is number => e !== undefined);
    limit = ends.length ? Math.max(0, Math.min(...ends) - offset) : undefined;
  }
  return { offset, limit };
}

function toNumber(v: unknown): number {
  return typeof v === 'number' ? v : Number(v as string);
}

function readResponse(
  res: QueryResult<Record<string, unknown>>,
  plan: ReadPlan,
  negotiated: Negotiated,
  prefs: Preferences,
  head: boolean,
): HandlerResponse {
  const row = res.rows[0] ?? { total: null, n: 0, body: '[]' };
  const n = toNumber(row.n);
  const total = plan.counted && row.total !== null && row.total !== undefined ? toNumber(row.total) : null;
  const lower = plan.offset;
  const range = contentRange(lower, lower + n - 1, total);
  const status = rangeStatus(lower, n, total);
  if (status === 416) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${lower} was requested, but there are only ${total} rows.`,
      null,
      range,
    );
  }
  let body = row.body as string;
  let type = JSON_TYPE;
  if (plan.unwrap) {
    body = n === 0 ? 'null' : body.slice(1, -1);
  } else if (negotiated.single) {
    if (n !== 1) throw singularityError(n);
    body = body.slice(1, -1);
    type = OBJECT_TYPE;
  }
  const headers: Record<string, string> = { 'Content-Type': type, 'Content-Range': range };
  const applied = prefs.applied.filter((p) => p.startsWith('count=') || p.startsWith('tx='));
  if (applied.length) headers['Preference-Applied'] = applied.join(', ');
  return textResponse(head ? null : body, { status, headers });
}

function mutationOptions(
  rel: Relation,
  parsed: ParsedQuery,
  prefs: Preferences,
): { returning: boolean; select: ParsedQuery['select'] } {
  if (prefs.return === 'representation') return { returning: true, select: parsed.select };
  if (prefs.return === 'headers-only' && rel.primaryKey.length) {
    return {
      returning: true,
      select: rel.primaryKey.map((name) => ({ kind: 'column' as const, field: { name, json: [] } })),
    };
  }
  return { returning: false, select: null };
}

function emptyMutation(prefs: Preferences, negotiated: Negotiated): Response {
  if (negotiated.single) throw singularityError(0);
  if (prefs.return === 'representation') {
    return new Response('[]', { status: 200, headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '*/*' } });
  }
  return new Response(null, { status: 204, headers: { 'Content-Range': '*/*' } });
}

function mutationResponse(
  res: QueryResult<Record<string, unknown>>,
  stmt: Statement,
  method: 'POST' | 'PATCH' | 'DELETE',
  rel: Relation,
  negotiated: Negotiated,
  prefs: Preferences,
): Response {
  const row = stmt.result === 'rows' ? res.rows[0] : undefined;
  const n = row ? toNumber(row.n) : (res.affectedRows ?? 0);
  // a single object was asked for: any other row count undoes the change (the throw rolls back)
  if (negotiated.single && n !== 1) throw singularityError(n);
  const total = prefs.count ? n : null;
  const range = method === 'PATCH' ? contentRange(0, n - 1, total) : contentRange(1, 0, total);
  const headers = new Headers({ 'Content-Range': range });
  const applied = prefs.applied.filter((p) => !p.startsWith('handling='));
  if (applied.length) headers.set('Preference-Applied', applied.join(', '));

  if (prefs.return === 'headers-only' && row && method === 'POST') {
    const first = (JSON.parse(row.body as string) as Record<string, unknown>[])[0];
    if (first) {
      const query = rel.primaryKey
        .map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`)
        .join('&');
      headers.set('Location', `/${rel.name}?${query}`);
    }
    return new Response(null, { status: 201, headers });
  }
  if (prefs.return === 'representation' && row) {
    let body = row.body as string;
    headers.set('Content-Type', negotiated.single ? OBJECT_TYPE : JSON_TYPE);
    if (negotiated.single) body = body.slice(1, -1);
    return new Response(body, { status: method === 'POST' ? 201 : 200, headers });
  }
  return new Response(null, { status: method === 'POST' ? 201 : 204, headers });
}
