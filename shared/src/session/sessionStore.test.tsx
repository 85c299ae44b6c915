import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { useToastStore } from '../ui/toast/toastStore';
import {
  initSession,
  onSupabaseClientCreated,
  resetSession,
  useSessionStore,
  useSignOut,
  useUser,
} from './sessionStore';

type Listener = (event: AuthChangeEvent, session: Session | null) => void;

interface MockAuth {
  listener: Listener | undefined;
  unsubscribe: jest.Mock;
  onAuthStateChange: jest.Mock;
  getSession: jest.Mock;
  signOut: jest.Mock;
}

const mockAuth: MockAuth = {
  listener: undefined,
  unsubscribe: jest.fn(),
  onAuthStateChange: jest.fn((cb: Listener) => {
    mockAuth.listener = cb;
    return { data: { subscription: { unsubscribe: mockAuth.unsubscribe } } };
  }),
  getSession: jest.fn(),
  signOut: jest.fn(),
};

const mockClientLoads = jest.fn();
jest.mock('../supabase/client', () => ({
  getSupabase: () => {
    mockClientLoads();
    return { auth: mockAuth };
  },
}));

const user = (id: string) => ({ id, email: `${id}@vitrina.mx` }) as User;
const session = (id: string, token = 'access-1') => ({ access_token: token, user: user(id) }) as Session;

// supabase-js's storage key for the default backend http://127.0.0.1:54321.
const STORAGE_KEY = 'sb-127-auth-token';

beforeEach(() => {
  resetSession();
  jest.clearAllMocks();
  // A stored session: initSession waits for the client, as for any visitor who may be signed in.
  window.localStorage.setItem(STORAGE_KEY, '{}');
  window.history.replaceState(null, '', '/');
  mockAuth.listener = undefined;
  mockAuth.getSession.mockResolvedValue({ data: { session: null }, error: null });
  useToastStore.getState().remove();
});

describe('initSession', () => {
  it('el usuario es undefined mientras carga y luego el de la sesión guardada', async () => {
    let resolve!: (v: unknown) => void;
    mockAuth.getSession.mockReturnValue(new Promise((r) => (resolve = r)));
    const ready = initSession();
    expect(useSessionStore.getState().user).toBeUndefined();
    resolve({ data: { session: session('u1') }, error: null });
    await ready;
    expect(useSessionStore.getState().user?.id).toBe('u1');
    expect(useSessionStore.getState().session?.access_token).toBe('access-1');
  });

  it('sin sesión guardada el usuario es null', async () => {
    await initSession();
    expect(useSessionStore.getState().user).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('un error al leer la sesión deja el usuario en null', async () => {
    mockAuth.getSession.mockResolvedValue({ data: { session: null }, error: new Error('boom') });
    await initSession();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('es idempotente: una sola suscripción', async () => {
    await Promise.all([initSession(), initSession(), initSession()]);
    expect(mockAuth.onAuthStateChange).toHaveBeenCalledTimes(1);
    expect(mockAuth.getSession).toHaveBeenCalledTimes(1);
  });

  it('sigue los eventos SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED y SIGNED_OUT', async () => {
    await initSession();
    act(() => mockAuth.listener!('SIGNED_IN', session('u2')));
    expect(useSessionStore.getState().user?.id).toBe('u2');

    act(() => mockAuth.listener!('TOKEN_REFRESHED', session('u2', 'access-2')));
    expect(useSessionStore.getState().session?.access_token).toBe('access-2');

    const renamed = { ...session('u2', 'access-2'), user: { ...user('u2'), email: 'nuevo@vitrina.mx' } } as Session;
    act(() => mockAuth.listener!('USER_UPDATED', renamed));
    expect(useSessionStore.getState().user?.email).toBe('nuevo@vitrina.mx');

    act(() => mockAuth.listener!('SIGNED_OUT', session('u2')));
    expect(useSessionStore.getState().user).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('INITIAL_SESSION fija el usuario aunque getSession no haya respondido', async () => {
    mockAuth.getSession.mockReturnValue(new Promise(() => undefined));
    void initSession();
    await waitFor(() => expect(mockAuth.listener).toBeDefined());
    act(() => mockAuth.listener!('INITIAL_SESSION', null));
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('resetSession cancela la suscripción', async () => {
    await initSession();
    resetSession();
    expect(mockAuth.unsubscribe).toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBeUndefined();
  });

  it('sin sesión guardada ni parámetros de auth en la URL el usuario es null al instante, sin cliente', async () => {
    window.localStorage.removeItem(STORAGE_KEY);
    await initSession();
    expect(useSessionStore.getState().user).toBeNull();
    expect(mockAuth.onAuthStateChange).not.toHaveBeenCalled();
    expect(mockAuth.getSession).not.toHaveBeenCalled();
  });

  it('sin sesión, sigue al cliente en cuanto alguien lo crea (un formulario de acceso)', async () => {
    window.localStorage.removeItem(STORAGE_KEY);
    await initSession();
    onSupabaseClientCreated({ auth: mockAuth } as never);
    expect(mockAuth.onAuthStateChange).toHaveBeenCalledTimes(1);
    act(() => mockAuth.listener!('SIGNED_IN', session('u4')));
    expect(useSessionStore.getState().user?.id).toBe('u4');
    onSupabaseClientCreated({ auth: mockAuth } as never);
    expect(mockAuth.onAuthStateChange).toHaveBeenCalledTimes(1);
  });

  it('sin sesión, carga el cliente cuando otra pestaña guarda una sesión', async () => {
    window.localStorage.removeItem(STORAGE_KEY);
    await initSession();
    window.dispatchEvent(new StorageEvent('storage', { key: 'otra-clave' }));
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    await waitFor(() => expect(mockClientLoads).toHaveBeenCalledTimes(1));
  });

  it.each(['/#access_token=abc&type=recovery', '/auth?code=xyz', '/auth#error=access_denied'])(
    'con %s en la URL espera al cliente aunque no haya sesión guardada',
    async (url) => {
      window.localStorage.removeItem(STORAGE_KEY);
      window.history.replaceState(null, '', url);
      let resolve!: (v: unknown) => void;
      mockAuth.getSession.mockReturnValue(new Promise((r) => (resolve = r)));
      const ready = initSession();
      expect(useSessionStore.getState().user).toBeUndefined();
      await waitFor(() => expect(mockAuth.getSession).toHaveBeenCalledTimes(1));
      resolve({ data: { session: session('u5') }, error: null });
      await ready;
      expect(useSessionStore.getState().user?.id).toBe('u5');
    },
  );

  it('useUser refleja el store', async () => {
    const { result } = renderHook(() => useUser());
    expect(result.current).toBeUndefined();
    await act(() => initSession());
    expect(result.current).toBeNull();
    act(() => mockAuth.listener!('SIGNED_IN', session('u3')));
    expect(result.current?.id).toBe('u3');
  });
});

describe('useSignOut', () => {
  function Harness() {
    const signOut = useSignOut();
    const location = useLocation();
    const navigationType = useNavigationType();
    return (
      <>
        <button onClick={() => void signOut()}>salir</button>
        <output data-testid="where">{`${location.pathname} ${navigationType}`}</output>
      </>
    );
  }

  function renderAt(path: string) {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Harness />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it("cierra sesión, muestra 'Sesión cerrada' y va a / reemplazando la entrada", async () => {
    mockAuth.signOut.mockResolvedValue({ error: null });
    useSessionStore.getState().setSession(session('u1'));
    renderAt('/dashboard/profile');
    await act(async () => screen.getByText('salir').click());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/ REPLACE'));
    expect(useSessionStore.getState().user).toBeNull();
    const [t] = useToastStore.getState().toasts;
    expect(t).toMatchObject({ title: 'Sesión cerrada', description: 'Has cerrado sesión exitosamente' });
  });

  it("si falla muestra 'Error al cerrar sesión' con el texto general (no el del servidor) y no navega", async () => {
    mockAuth.signOut.mockResolvedValue({ error: new Error('Session from session_id claim in JWT does not exist') });
    useSessionStore.getState().setSession(session('u1'));
    renderAt('/dashboard');
    await act(async () => screen.getByText('salir').click());
    const [t] = useToastStore.getState().toasts;
    expect(t).toMatchObject({
      title: 'Error al cerrar sesión',
      description: 'Por favor intenta de nuevo',
      variant: 'destructive',
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard POP');
    expect(useSessionStore.getState().user?.id).toBe('u1');
  });

  it("sin mensaje de error usa 'Por favor intenta de nuevo'", async () => {
    mockAuth.signOut.mockRejectedValue({});
    renderAt('/sell');
    await act(async () => screen.getByText('salir').click());
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Error al cerrar sesión',
      description: 'Por favor intenta de nuevo',
      variant: 'destructive',
    });
  });
});
