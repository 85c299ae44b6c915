// Types of shellHtml.cjs for the TypeScript that imports it (its unit test).
export function routeRemote(pathname: string): string | null;
export function pageRemote(pathname: string): string | null;
export function shellHeadHints(options: {
  remotes: Record<string, string>;
  supabaseUrl?: string;
  pathname: string;
}): string;
export function routeRemoteHints(options: {
  remotes: Record<string, string>;
  pathname: string;
  search?: string;
  routeManifest?: string;
  firstReads?: string;
}): string;
export function injectShellHints(html: string, hints: string, remoteHints?: string): string;
export interface FirstRead {
  path: string;
  params?: Record<string, string>;
  args?: Record<string, unknown>;
}
export function firstReadsOf(firstReadsText: string | undefined, pathname: string, search?: string): FirstRead[];
export function startFirstReads(
  config: { supabaseUrl: string; supabaseAnonKey: string } | undefined,
  reads: FirstRead[],
): void;
export function preloadForVisitor(urls: string[]): void;
