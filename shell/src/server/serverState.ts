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

/**
 * The <script> element that carries `state` to the browser, the remote whose page it rendered, if any, and whether
 * the page is a visitor's that a member gets otherwise (shellPages.ts: visitorOnlyPage).
 */
export function serverStateScript(
  state: DehydratedState,
  remote?: RemoteName,
  { visitorOnly = false }: { visitorOnly?: boolean } = {},
): string {
  const remoteAttribute = remote ? ` data-remote="${remote}"` : '';
  const visitorAttribute = visitorOnly ? ' data-visitor-only=""' : '';
  return `<script type="application/json" id="${SERVER_STATE_ID}"${remoteAttribute}${visitorAttribute}>${scriptSafeJson(state)}</script>`;
}

/** Whether the server rendered a visitor's page that a member gets otherwise: a member's browser renders theirs. */
export function readVisitorOnly(doc: Document): boolean {
  return doc.getElementById(SERVER_STATE_ID)?.hasAttribute('data-visitor-only') === true;
}

/**
 * For <head> of a visitor-only page: a browser with a stored session (a member) keeps the server's markup, the
 * visitor's page, out of sight until it has rendered the member's own (bootstrap removes the attribute), or for a
 * few seconds if its code never runs. Plain ES5 in a string, written into the HTML as it is.
 */
export const MEMBER_HOLD_ATTRIBUTE = 'data-vt-member-hold';

export function memberHoldHead(): string {
  const test = `Object.keys(localStorage).some(function (k) { return /^sb-.+-auth-token$/.test(k); })`;
  return (
    `<script>try { if (${test}) document.documentElement.setAttribute('${MEMBER_HOLD_ATTRIBUTE}', ''); } catch (e) {}</script>` +
    `<style>[${MEMBER_HOLD_ATTRIBUTE}] #root { visibility: hidden; animation: vt-member-hold 0s 4s forwards; }` +
    `@keyframes vt-member-hold { to { visibility: visible; } }</style>`
  );
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
