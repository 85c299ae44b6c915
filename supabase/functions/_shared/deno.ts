// The part of Deno's global the functions use. Supabase serves them with Deno; the local backend imports them under
// Node with a shim of the same shape (local-supabase/src/functions/denoShim.ts).
export declare const Deno: {
  env: { get(key: string): string | undefined };
  serve(handler: (req: Request) => Promise<Response>): unknown;
};

/** Deno's global when there is one (a function module also runs under Node in the local backend and its tests). */
export function denoEnv(key: string): string | undefined {
  return (globalThis as { Deno?: typeof Deno }).Deno?.env.get(key);
}

/** Registers the handler with Deno.serve where the module runs under Deno; the local backend calls it directly. */
export function serve(handler: (req: Request) => Promise<Response>): void {
  const deno = (globalThis as { Deno?: typeof Deno }).Deno;
  if (deno) deno.serve(handler);
}
