/** The message of an error from supabase-js or a thrown Error, when it has one. */
export function errorText(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return undefined;
}
