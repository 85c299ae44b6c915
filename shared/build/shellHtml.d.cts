// Types of shellHtml.cjs for the TypeScript that imports it (its unit test).
export function routeRemote(pathname: string): string | null;
export function pageRemote(pathname: string): string | null;
export function shellHeadHints(options: {
  remotes: Record<string, string>;
  supabaseUrl?: string;
  pathname: string;
  /** false for a shell built as one bundle: no remote to preconnect to */
  federated?: boolean;
}): string;
export function routeRemoteHints(options: {
  remotes: Record<string, string>;
  pathname: string;
  search?: string;
  routeManifest?: string;
  firstReads?: string;
  routeChunks?: string;
  /** false for a shell built as one bundle: the first reads alone */
  federated?: boolean;
  /** a page rendered on the server: its first reads start only for a member */
  firstReadsForMembersOnly?: boolean;
}): string;
/** `runtimeConfig`: the text of /runtime-config.js, written inline in place of its script tag */
export function injectShellHints(
  html: string,
  hints: string,
  remoteHints?: string,
  runtimeConfig?: string,
  options?: {
    /**
     * a page rendered on the server: its code (what follows the runtime config) starts once it has painted, a person
     * acts on it or a short limit passes
     */
    codeAfterPaint?: boolean;
  },
): string;
/**
 * Runs in a server-rendered page: puts the template's tags into <head> once it has painted, a person acts on it or
 * `limitMs` have passed.
 */
export function loadCodeAfterPaint(templateId: string, limitMs: number): void;
export interface FirstRead {
  path: string;
  params?: Record<string, string>;
  args?: Record<string, unknown>;
  /** the first rows' photos to preload from the answer, as the page's <img> asks for them */
  images?: {
    /** the answer's key holding the rows; the answer itself when absent */
    rows?: string;
    /** each row's list of photos, whose first is preloaded */
    photos: string;
    count: number;
    /** the srcset the <img> has: the small copy and the full photo's widths, and its sizes */
    srcset?: { small: number; full: number; sizes: string };
  };
}
export function firstReadsOf(firstReadsText: string | undefined, pathname: string, search?: string): FirstRead[];
export function routeChunksOf(routeChunksText: string | undefined, pathname: string): unknown[];
export function startFirstReads(
  config: { supabaseUrl: string; supabaseAnonKey: string } | undefined,
  reads: FirstRead[],
  /** start nothing for a visitor (a page rendered on the server already holds a visitor's data) */
  membersOnly?: boolean,
): void;
export function preloadForVisitor(urls: string[]): void;
/** A page rendered on the server, as scripts/serverRender.mjs gets it (shell/src/server/renderPage.tsx). */
export interface RenderedPageParts {
  html: string;
  preloads?: string;
  styles: string;
  earlyClicks?: string;
  state: string;
}
/** The shell's HTML with the server's markup in #root, its styles and scripts in <head> and its cache after #root. */
export function htmlWithRenderedPage(html: string, page: RenderedPageParts): string;
/**
 * A streamed page's document: `head` (up to #root's shell, #root closed, React's shell scripts and the no-script
 * style) leaves at once; React's later chunks and the cache follow, then `tail`.
 */
export function streamedDocument(
  html: string,
  page: Omit<RenderedPageParts, 'state'> & { scripts?: string },
): { head: string; tail: string };
/** Whether a User-Agent is a crawler's or a link-preview scraper's (or missing): they get the whole page at once. */
export function isCrawler(userAgent: string | undefined): boolean;
