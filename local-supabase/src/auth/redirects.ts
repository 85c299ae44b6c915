import type { ServerConfig } from '../http/types';

export const DEFAULT_SITE_URL = 'http://localhost:3000';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * GoTrue only redirects to allowed URLs and otherwise to SITE_URL. Locally every http(s) address on
 * this machine is allowed (the apps run on several ports) plus SITE_URL's origin; nothing external,
 * so tokens never leave the machine.
 */
export function allowedRedirect(raw: string | null | undefined, config: ServerConfig): string {
  const site = config.siteUrl ?? DEFAULT_SITE_URL;
  if (!raw) return site;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return site;
    if (LOCAL_HOSTS.has(url.hostname) || url.origin === new URL(site).origin) return url.toString();
  } catch {
    // not a URL: fall back to the site
  }
  return site;
}
