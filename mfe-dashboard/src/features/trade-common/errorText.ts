import { copy } from '@vitrina/shared/core';

/** The database's Spanish refusal (PostgREST `message`) or the thrown error's text, for a toast's description. */
export function errorText(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return copy.common.tryAgain;
}
