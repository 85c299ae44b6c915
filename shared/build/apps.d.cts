// Types of apps.cjs for the TypeScript that imports it (its unit test).
export function portsFromEnv(env?: Record<string, string | undefined>): Record<string, number>;
export function siteUrlFromEnv(env?: Record<string, string | undefined>, ports?: Record<string, number>): string;
