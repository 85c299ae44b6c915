import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the module errorLoadRemote hands back instead of a remote's real module. */
export const REMOTE_FALLBACK_MARKER = '__vitrinaRemoteFallback__';

export interface RemoteFallbackModule {
  [REMOTE_FALLBACK_MARKER]: true;
  error: unknown;
  default: Record<string, never>;
}

export function isRemoteFallbackModule(value: unknown): value is RemoteFallbackModule {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK_MARKER in value;
}

export interface ResilienceOptions {
  /** Extra attempts for a remote's manifest after a network error or a 5xx. */
  retries?: number;
  retryDelayMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

declare global {
  interface Window {
    /** The route remote's mf-manifest.json text by its URL, written into the page by the app server. */
    __VITRINA_MANIFESTS__?: unknown;
  }
}

/** The text of every remote manifest the runtime has read, by URL: the build each loaded remote runs. */
const manifestTexts = new Map<string, string>();

/** The manifest text the runtime last read from `url`, if it read one (remoteLoader's build check). */
export function readManifestText(url: string): string | undefined {
  return manifestTexts.get(url);
}

/**
 * The page's own copy of a manifest (shared/build/shellHtml.cjs), handed out once: the route's remote starts
 * loading without a round trip, and a later read of the same URL (a 'Reintentar', a new build) asks its server.
 */
function takeInlineManifest(url: string): string | undefined {
  const inline = typeof window === 'undefined' ? undefined : window.__VITRINA_MANIFESTS__;
  if (typeof inline !== 'object' || inline === null) return undefined;
  const text = (inline as Record<string, unknown>)[url];
  if (typeof text !== 'string') return undefined;
  delete (inline as Record<string, unknown>)[url];
  return text;
}

/**
 * Runtime plugin of the shell: answers the route remote's mf-manifest.json from the page when the HTML carries it,
 * retries a failing mf-manifest.json fetch a couple of times (a remote restarting during a deploy), and when a remote still cannot be loaded hands back a marked fallback module instead of
 * letting the error escape the federation runtime, so the page's error boundary can show the Spanish fallback
 * with its retry button while every other route keeps working.
 */
export function createResiliencePlugin({
  retries = 2,
  retryDelayMs = 300,
}: ResilienceOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'vitrina-remote-resilience',
    async fetch(url: string, init: RequestInit) {
      const inline = takeInlineManifest(url);
      if (inline !== undefined) {
        manifestTexts.set(url, inline);
        // the runtime takes only a real Response
        return new Response(inline, { status: 200, headers: { 'Content-Type': 'application/json' } });
      }
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await sleep(retryDelayMs * attempt);
        try {
          const response = await fetch(url, { ...init, cache: 'no-store' });
          if (response.ok) manifestTexts.set(url, await response.clone().text());
          if (response.status < 500) return response;
          lastError = new Error(`${url} respondió ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    async errorLoadRemote(args) {
      // Only the final step of loadRemote is answered; earlier lifecycles (manifest, share negotiation) let the
      // error travel up to it, so a failed manifest is never mistaken for a valid one.
      if (args.lifecycle !== 'onLoad') return undefined;
      const fallback: RemoteFallbackModule = { [REMOTE_FALLBACK_MARKER]: true, error: args.error, default: {} };
      return fallback;
    },
  };
}

// webpack's runtimePlugins option calls the default export to build the plugin.
export default function vitrinaRuntimePlugin(): ModuleFederationRuntimePlugin {
  return createResiliencePlugin();
}
