import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The HTTP request a piece of database work is done for. The server runs each request's handler inside
 * `requestScope.run`; the adapters read it when work is queued. A client that gave up (its socket closed before
 * the answer) leaves work nobody will read: under load (PGlite's one connection, the pool's waiting list) running
 * it anyway made every later request wait behind dead ones, until most timed out.
 */
export interface RequestScope {
  /** aborted when the client closed the connection before the answer was sent */
  signal: AbortSignal;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

/** Thrown instead of starting work whose client is gone: nothing ran, so nothing is half-done. */
export class RequestAbandonedError extends Error {
  constructor() {
    super('the client closed the connection before its request was served');
    this.name = 'RequestAbandonedError';
  }
}

/** The current request's signal, captured when work is queued (undefined outside a request: never skipped). */
export function currentRequestSignal(): AbortSignal | undefined {
  return requestScope.getStore()?.signal;
}

/** Throws when the request this work belongs to was abandoned. Call it when the work's turn comes, before BEGIN. */
export function throwIfAbandoned(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RequestAbandonedError();
}
