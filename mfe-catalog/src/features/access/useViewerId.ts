import { useSessionStore } from '@vitrina/shared/kernel';

/**
 * The signed-in member's id: null for a visitor, undefined while the session is being read. Only the id, so its
 * reader renders again when who is signed in changes, not when the session's token is refreshed.
 */
export function useViewerId(): string | null | undefined {
  return useSessionStore((state) => (state.user === undefined ? undefined : (state.user?.id ?? null)));
}
