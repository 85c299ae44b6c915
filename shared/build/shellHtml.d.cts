// Types of shellHtml.cjs for the TypeScript that imports it (its unit test).
export function routeRemote(pathname: string): string | null;
export function shellHeadHints(options: {
  remotes: Record<string, string>;
  supabaseUrl?: string;
  pathname: string;
}): string;
export function injectShellHints(html: string, hints: string): string;
