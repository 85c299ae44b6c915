import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { copy } from '../copy';
import { globalSingleton } from '../globalSingleton';
import { getSupabase, type VitrinaSupabaseClient } from '../supabase/client';
import { toast } from '../ui/toast/toastStore';

export type { Session, User };

export interface SessionState {
  /** undefined while the first session read is in flight, then a user or null */
  user: User | null | undefined;
  session: Session | null;
  setSession: (session: Session | null) => void;
}

export const useSessionStore = globalSingleton('sessionStore', () =>
  create<SessionState>()((set) => ({
    user: undefined,
    session: null,
    setSession: (session) => set({ session, user: session?.user ?? null }),
  })),
);

/** Applies one auth event to the store (exported for tests and for hosts that own the listener). */
export function applyAuthEvent(event: AuthChangeEvent, session: Session | null) {
  const { setSession } = useSessionStore.getState();
  if (event === 'SIGNED_OUT') setSession(null);
  else setSession(session);
}

type AuthClient = Pick<VitrinaSupabaseClient, 'auth'>;

interface SessionInit {
  ready: Promise<void>;
  unsubscribe: () => void;
}

const INIT_KEY = '__vitrina_sessionInit__';

/**
 * Starts following the client's auth state: reads the stored session, then listens to
 * SIGNED_IN / SIGNED_OUT / TOKEN_REFRESHED / INITIAL_SESSION / USER_UPDATED. Idempotent: every
 * app may call it; only the first call subscribes. Resolves once the user is known.
 */
export function initSession(client: AuthClient = getSupabase()): Promise<void> {
  const g = globalThis as typeof globalThis & { [INIT_KEY]?: SessionInit };
  const existing = g[INIT_KEY];
  if (existing) return existing.ready;

  const { data } = client.auth.onAuthStateChange((event, session) => {
    // Never await client calls here: supabase-js holds its auth lock while running this callback.
    applyAuthEvent(event, session);
  });

  const ready = client.auth
    .getSession()
    .then(({ data: result, error }) => {
      // An event may already have settled the user; the stored session only fills the unknown state.
      if (useSessionStore.getState().user !== undefined) return;
      useSessionStore.getState().setSession(error ? null : result.session);
    })
    .catch(() => {
      if (useSessionStore.getState().user === undefined) useSessionStore.getState().setSession(null);
    });

  g[INIT_KEY] = { ready, unsubscribe: () => data.subscription.unsubscribe() };
  return ready;
}

/** Stops listening and forgets the init (tests; a single-spa host unmounting everything). */
export function resetSession() {
  const g = globalThis as typeof globalThis & { [INIT_KEY]?: SessionInit };
  g[INIT_KEY]?.unsubscribe();
  delete g[INIT_KEY];
  useSessionStore.setState({ user: undefined, session: null });
}

export function useUser(): User | null | undefined {
  return useSessionStore((state) => state.user);
}

export function useSession(): Session | null {
  return useSessionStore((state) => state.session);
}

function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  return undefined;
}

/**
 * Sign-out as spec §4/§8: on success the toast 'Sesión cerrada' and a navigation to `/` replacing the
 * history entry; on failure the destructive 'Error al cerrar sesión' toast. Needs a Router above.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { error } = await getSupabase().auth.signOut();
      if (error) throw error;
      useSessionStore.getState().setSession(null);
      toast({ title: copy.auth.signOutTitle, description: copy.auth.signOutDescription, variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      toast({
        title: copy.auth.signOutError,
        description: errorMessage(error) ?? copy.auth.genericRetry,
        variant: 'destructive',
      });
    }
  }, [navigate]);
}
