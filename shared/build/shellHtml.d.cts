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
  routeManifest?: string;
}): string;
export function injectShellHints(html: string, hints: string, remoteHints?: string): string;
