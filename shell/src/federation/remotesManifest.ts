import type { RemoteName } from '@vitrina/shared/contract';
import { isRemoteName, REMOTE_NAMES } from '@vitrina/shared/core';

/** Remote name -> URL of its mf-manifest.json, as served by the app server at /remotes.json. */
export type RemotesManifest = Record<RemoteName, string>;

export const REMOTES_MANIFEST_PATH = '/remotes.json';

export class RemotesManifestError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemotesManifestError';
  }
}

/** Validates the JSON of /remotes.json: every remote present, each an absolute http(s) or root-relative URL. */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new RemotesManifestError('remotes.json debe ser un objeto { nombre: url }');
  }
  const entries = Object.entries(json as Record<string, unknown>);
  const unknownNames = entries.map(([name]) => name).filter((name) => !isRemoteName(name));
  if (unknownNames.length > 0) {
    throw new RemotesManifestError(`remotes.json nombra remotos desconocidos: ${unknownNames.join(', ')}`);
  }
  const manifest = {} as RemotesManifest;
  for (const name of REMOTE_NAMES) {
    const url = (json as Record<string, unknown>)[name];
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) {
      throw new RemotesManifestError(`remotes.json no tiene una URL válida para ${name}`);
    }
    manifest[name] = url;
  }
  return manifest;
}

declare global {
  interface Window {
    /** The remotes map the app server writes into the shell's HTML (shared/build/shellHtml.cjs). */
    __VITRINA_REMOTES__?: unknown;
  }
}

/** The map inlined in the page's HTML, or null when absent or invalid (then /remotes.json is asked). */
export function readInlineRemotesManifest(): RemotesManifest | null {
  const inline = typeof window === 'undefined' ? undefined : window.__VITRINA_REMOTES__;
  if (inline === undefined) return null;
  try {
    return parseRemotesManifest(inline);
  } catch {
    return null;
  }
}

/**
 * Where each remote lives: the map inlined in the HTML (no round trip before the first remote's manifest), else
 * /remotes.json (an HTML served by something other than the app servers).
 */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  const inline = readInlineRemotesManifest();
  return inline ? Promise.resolve(inline) : fetchRemotesManifest();
}

/** Reads /remotes.json without caching, so a redeployed remote is picked up on the next page load. */
export async function fetchRemotesManifest(url: string = REMOTES_MANIFEST_PATH): Promise<RemotesManifest> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-store' });
  } catch (cause) {
    throw new RemotesManifestError(`No se pudo leer ${url}`, { cause });
  }
  if (!response.ok) throw new RemotesManifestError(`${url} respondió ${response.status}`);
  return parseRemotesManifest(await response.json());
}
