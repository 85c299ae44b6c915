import type { DehydratedState } from '@tanstack/react-query';
import type { RemoteName } from '@vitrina/shared/contract';
import { isRemoteName } from '@vitrina/shared/core';

/** The id of the <script type="application/json"> holding the server's react-query cache. */
export const SERVER_STATE_ID = 'vitrina-state';

/**
 * JSON safe inside a <script> element: '<' (and '>' and '&') become \u escapes, valid JSON that no HTML parser reads
 * as markup, so a title holding '</script>' or '<!--' cannot end the element or start a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <script> element that carries `state` to the browser, and the remote whose page it rendered, if any. */
export function serverStateScript(state: DehydratedState, remote?: RemoteName): string {
  const remoteAttribute = remote ? ` data-remote="${remote}"` : '';
  return `<script type="application/json" id="${SERVER_STATE_ID}"${remoteAttribute}>${scriptSafeJson(state)}</script>`;
}

/** The remote whose page the server rendered (the browser hydrates once its code is here), if any. */
export function readServerRemote(doc: Document): RemoteName | undefined {
  const remote = doc.getElementById(SERVER_STATE_ID)?.getAttribute('data-remote');
  return remote && isRemoteName(remote) ? remote : undefined;
}

/** The server's cache when this page was rendered on the server, else undefined (then nothing to hydrate). */
export function readServerState(doc: Document): DehydratedState | undefined {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
