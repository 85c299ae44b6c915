import { existsSync } from 'node:fs';
import path from 'node:path';
import { functionsError } from '../http/errors';
import type { ApiContext } from '../http/types';
import { installDenoShim, takeServedHandler, withFunctionEnv } from './denoShim';

type Handler = (req: Request) => Response | Promise<Response>;

const NAME = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * `/functions/v1/<name>`: runs `supabase/functions/<name>/index.ts`, the same file Supabase deploys.
 * Each function module is loaded once; loads are serialised so `Deno.serve` is attributed correctly.
 */
export function createFunctionsHandler(functionsDir: string, env: Record<string, string>) {
  installDenoShim();
  const cache = new Map<string, Promise<Handler | null>>();
  let loading: Promise<unknown> = Promise.resolve();

  function load(name: string): Promise<Handler | null> {
    let found = cache.get(name);
    if (!found) {
      const file = path.join(functionsDir, name, 'index.ts');
      const run = loading.then(async (): Promise<Handler | null> => {
        if (!existsSync(file)) return null;
        takeServedHandler();
        const mod = (await import(file)) as { default?: unknown };
        const served = takeServedHandler();
        if (typeof mod.default === 'function') return mod.default as Handler;
        return served;
      });
      loading = run.catch(() => undefined);
      found = run;
      cache.set(name, found);
      // a failed load is retried on the next call instead of being cached forever
      run.catch(() => cache.delete(name));
    }
    return found;
  }

  return async function handleFunction(req: Request, url: URL, _ctx: ApiContext): Promise<Response> {
    const [, name = ''] = url.pathname.match(/^\/functions\/v1\/([^/]*)/) ?? [];
    if (!NAME.test(name)) return functionsError(404, 'Requested function was not found');
    const handler = await load(name);
    if (!handler) return functionsError(404, 'Requested function was not found');
    // the function sees the path Supabase's runtime gives it: /<name>/...
    const inner = new URL(url.pathname.replace(/^\/functions\/v1/, '') + url.search, url.origin);
    const forwarded = new Request(inner, req);
    try {
      return await withFunctionEnv(env, async () => handler(forwarded));
    } catch (err) {
      console.error(`[functions] ${name} threw:`, err);
      return new Response(
        JSON.stringify({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }),
        {
          status: 546,
          headers: { 'Content-Type': 'application/json' },
        },
      );
    }
  };
}
