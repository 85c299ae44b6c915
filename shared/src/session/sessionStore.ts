import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { copy } from '../copy';
import { errorText } from '../errors/errorText';
import { globalSingleton } from '../globalSingleton';
import { getRuntimeConfig } from '../config/runtimeConfig';
import type { VitrinaSupabaseClient } from '../supabase/client';
import { toast } from '../ui/toast/toastStore';

// supabase-js, one of the page's largest libraries, is its own entry, loaded when the session needs it rather than
// with first paint.
const loadClient = (): Promise<VitrinaSupabaseClient> =>
  import('@vitrina/shared/supabase').then((entry) => entry.getSupabase());

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
  /** set while a certainly signed-out page has no client yet */
  attach?: (client: AuthClient) => void;
}

const INIT_KEY = '__vitrina_sessionInit__';

/**
 * True when supabase-js could only find "no session": nothing under its storage key
 * (`sb-<first label of the API host>-auth-token`) and no auth redirect parameters in the URL
 * (`#access_token`, `?code=`, `error=`) for it to exchange. Anything unreadable counts as "maybe". On the server,
 * true: it renders every page as a visitor's (docs/rendering.md).
 */
export function certainlySignedOut(): boolean {
  if (typeof window === 'undefined') return true;
  try {
    const { hash, search } = window.location;
    if (/(^|[#&])(access_token|error|error_description)=/.test(hash)) return false;
    if (/[?&](code|error|error_description)=/.test(search)) return false;
    return window.localStorage.getItem(supabaseStorageKey()) === null;
  } catch {
    return false;
  }
}

/** The global under which getSupabase keeps the page's client (see supabase/client.ts). */
const CLIENT_KEY = '__vitrinaSupabaseClient__';

function supabaseStorageKey(): string {
  return `sb-${new URL(getRuntimeConfig().supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/** getSupabase calls this when it creates the page's client: a session waiting for a client follows it. */
export function onSupabaseClientCreated(client: AuthClient) {
  const g = globalThis as typeof globalThis & { [INIT_KEY]?: SessionInit };
  g[INIT_KEY]?.attach?.(client);
}

/**
 * Starts following the client's auth state: reads the stored session, then listens to
 * SIGNED_IN / SIGNED_OUT / TOKEN_REFRESHED / INITIAL_SESSION / USER_UPDATED. Idempotent: every
 * app may call it; only the first call subscribes. Resolves once the user is known. Without a
 * client argument the page's client is loaded on demand; when the visitor is certainly signed out
 * (see certainlySignedOut) the user is null at once and no client loads until some code creates it
 * (a sign-in form, a query) or another tab stores a session; the session then follows that client.
 */
export function initSession(client?: AuthClient): Promise<void> {
  const g = globalThis as typeof globalThis & { [INIT_KEY]?: SessionInit };
  const existing = g[INIT_KEY];
  if (existing) return existing.ready;

  let stopped = false;
  let unsubscribe = () => {};
  const follow = (authClient: AuthClient): Promise<void> => {
    if (stopped) return Promise.resolve();
    const { data } = authClient.auth.onAuthStateChange((event, session) => {
      // Never await client calls here: supabase-js holds its auth lock while running this callback.
      applyAuthEvent(event, session);
    });
    unsubscribe = () => data.subscription.unsubscribe();
    return authClient.auth
      .getSession()
      .then(({ data: result, error }) => {
        // An event may already have settled the user; the stored session only fills the unknown state.
        if (useSessionStore.getState().user !== undefined) return;
        useSessionStore.getState().setSession(error ? null : result.session);
      })
      .catch(() => {
        if (useSessionStore.getState().user === undefined) useSessionStore.getState().setSession(null);
      });
  };
  const signedOutUnlessKnown = () => {
    if (useSessionStore.getState().user === undefined) useSessionStore.getState().setSession(null);
  };

  let ready: Promise<void>;
  let attach: SessionInit['attach'];
  let stopWatching = () => {};
  const existingClient = (globalThis as typeof globalThis & { [CLIENT_KEY]?: AuthClient })[CLIENT_KEY];
  if (client ?? existingClient) {
    ready = follow((client ?? existingClient)!);
  } else if (certainlySignedOut()) {
    signedOutUnlessKnown();
    ready = Promise.resolve();
    const onStorage = (event: StorageEvent) => {
      if (event.key === supabaseStorageKey()) void loadClient().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    stopWatching = () => window.removeEventListener('storage', onStorage);
    attach = (created) => {
      stopWatching();
      delete g[INIT_KEY]?.attach;
      void follow(created);
    };
  } else {
    ready = loadClient().then(follow, signedOutUnlessKnown);
  }

  g[INIT_KEY] = {
    ready,
    attach,
    unsubscribe: () => {
      stopped = true;
      stopWatching();
      unsubscribe();
    },
  };
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

/**
 * Sign-out as spec §4/§8: on success the toast 'Sesión cerrada' and a navigation to `/` replacing the
 * history entry; on failure the destructive 'Error al cerrar sesión' toast. Needs a Router above.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      const { error } = await (await loadClient()).auth.signOut();
      if (error) throw error;
      useSessionStore.getState().setSession(null);
      toast({ title: copy.auth.signOutTitle, description: copy.auth.signOutDescription, variant: 'success' });
      navigate('/', { replace: true });
    } catch (error) {
      toast({
        title: copy.auth.signOutError,
        description: errorText(error, { fallback: copy.auth.genericRetry }),
        variant: 'destructive',
      });
    }
  }, [navigate]);
}
