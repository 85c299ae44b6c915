import { useDeferredValue } from 'react';
import { useUser } from '@vitrina/shared/kernel';

/**
 * Who the top bar's member parts show (the account menu, the bell, the floating sell button), a step behind the
 * session. A session that arrives after the page is live (a member's stored one, read by supabase-js) is a store
 * update, which React renders at once, in one task; those parts are new components with their own styles and
 * queries, a long task on a phone. Deferred, the session's update renders only the components that read it, and the
 * parts it brings in render as a transition, which React does in slices. They show a few frames later.
 */
export function useShownUser() {
  return useDeferredValue(useUser());
}
