import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { copy, authPathFor, pathToTarget, type AuthRedirectState } from '@vitrina/shared/core';
import { initSession, toast, useSessionStore, useUser } from '@vitrina/shared/kernel';

/** The user once the session is known: a page rendered on the server is live before the stored session is read. */
async function knownUser() {
  await initSession();
  return useSessionStore.getState().user ?? null;
}

/**
 * Actions that need a signed-in user (spec §6/§8): for a visitor, the destructive 'Inicio de sesión requerido'
 * toast with the action's own description, then /auth with the return target (in router state and in
 * `?redirect=`, which survives a reload). Resolves true when the user may go on. A click made while the session
 * is still being read waits for it, so a member's early click is a member's, not a visitor's.
 */
export function useSignInGate() {
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    async (description: string, returnTo?: string): Promise<boolean> => {
      if (user ?? (user === undefined && (await knownUser()))) return true;
      toast({ title: copy.access.loginRequiredTitle, description, variant: 'destructive' });
      const target = returnTo ?? `${location.pathname}${location.search}`;
      const state: AuthRedirectState = { from: pathToTarget(target), origin: location.pathname };
      navigate(authPathFor(target), { state });
      return false;
    },
    [user, navigate, location.pathname, location.search],
  );
}
