import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { copy, authPathFor, pathToTarget, type AuthRedirectState } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';

/**
 * Actions that need a signed-in user (spec §6/§8): for a visitor, the destructive 'Inicio de sesión requerido'
 * toast with the action's own description, then /auth with the return target (in router state and in
 * `?redirect=`, which survives a reload). Returns true when the user may go on.
 */
export function useSignInGate() {
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (description: string, returnTo?: string): boolean => {
      if (user) return true;
      toast({ title: copy.access.loginRequiredTitle, description, variant: 'destructive' });
      const target = returnTo ?? `${location.pathname}${location.search}`;
      const state: AuthRedirectState = { from: pathToTarget(target), origin: location.pathname };
      navigate(authPathFor(target), { state });
      return false;
    },
    [user, navigate, location.pathname, location.search],
  );
}
