import { AsyncLocalStorage } from 'node:async_hooks';

type Handler = (req: Request) => Response | Promise<Response>;

/** The environment of the edge function call in progress (one backend process may host several servers). */
const callEnv = new AsyncLocalStorage<Record<string, string>>();
let lastServed: Handler | null = null;

/**
 * Installs the small part of the `Deno` global the edge functions use: `Deno.env.get` (per call, from
 * the running server's settings, then process.env) and `Deno.serve` (records the handler instead of
 * listening). A real Deno is left alone.
 */
export function installDenoShim(): void {
  const g = globalThis as { Deno?: unknown };
  if (g.Deno) return;
  g.Deno = {
    env: {
      get: (key: string): string | undefined => callEnv.getStore()?.[key] ?? process.env[key],
      toObject: (): Record<string, string> => ({ ...(process.env as Record<string, string>), ...callEnv.getStore() }),
    },
    serve(first: Handler | object, second?: Handler) {
      lastServed = typeof first === 'function' ? (first as Handler) : (second ?? null);
      return { finished: Promise.resolve(), shutdown: async () => undefined, ref() {}, unref() {} };
    },
  };
}

/** Takes the handler the last evaluated module passed to `Deno.serve`, if any. */
export function takeServedHandler(): Handler | null {
  const h = lastServed;
  lastServed = null;
  return h;
}

export function withFunctionEnv<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  return callEnv.run(env, fn);
}
