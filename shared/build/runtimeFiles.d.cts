// Types of runtimeFiles.cjs for the TypeScript that imports it (its unit test).
export function runtimeConfigScript(options?: {
  supabaseUrl?: string;
  anonKey?: string;
  extra?: Record<string, unknown>;
}): string;
export function remoteManifestUrl(location: string, label?: string): string;
export function remotesManifest(options: {
  ports: Record<string, number>;
  host?: string;
  remoteUrls?: Record<string, string>;
}): Record<string, string>;
export function launchedFromEnv(env?: Record<string, string | undefined>, fallback?: boolean): boolean;
export function remoteUrlsFromEnv(env?: Record<string, string | undefined>): Record<string, string>;
export const DEFAULT_SUPABASE_URL: string;
export const DEFAULT_ANON_KEY: string;
