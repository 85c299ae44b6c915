import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initSession, resetSession, useSessionStore } from '@vitrina/shared/kernel';
import { useSignInGate } from './useSignInGate';

/** An auth client whose stored session is read only when `settle` is called: the session is unknown until then. */
function slowAuth() {
  let settle: (session: unknown) => void = () => undefined;
  const stored = new Promise((resolve) => {
    settle = resolve;
  });
  const client = {
    auth: {
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
      getSession: () => stored.then((session) => ({ data: { session }, error: null })),
    },
  };
  return { client, settle };
}

function renderGate() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/product/p1']}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ gate: useSignInGate(), location: useLocation() }), { wrapper });
}

describe('useSignInGate: un clic mientras la sesión aún se lee', () => {
  afterEach(() => resetSession());

  it('espera la sesión y deja seguir al miembro, sin mandarlo a iniciar sesión', async () => {
    const { client, settle } = slowAuth();
    void initSession(client as never);
    const { result } = renderGate();
    expect(useSessionStore.getState().user).toBeUndefined();

    let allowed: Promise<boolean> = Promise.resolve(false);
    act(() => {
      allowed = result.current.gate('Debes iniciar sesión para agregar al carrito');
    });
    await act(async () => settle({ user: { id: 'comprador' }, access_token: 't' }));

    await expect(allowed).resolves.toBe(true);
    expect(result.current.location.pathname).toBe('/product/p1');
  });

  it('cuando la sesión resulta vacía, manda al visitante a iniciar sesión con la vuelta a la pieza', async () => {
    const { client, settle } = slowAuth();
    void initSession(client as never);
    const { result } = renderGate();

    let allowed: Promise<boolean> = Promise.resolve(true);
    act(() => {
      allowed = result.current.gate('Debes iniciar sesión para agregar al carrito');
    });
    await act(async () => settle(null));

    await expect(allowed).resolves.toBe(false);
    expect(result.current.location.pathname).toBe('/auth');
  });
});
