import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { copy, authPathFor, paths, type AuthRedirectState } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';

/**
 * The "sell" action behind every sell button: signed-in users go to /sell; visitors get the spec's
 * destructive toast and go to /auth with /sell as the return target and the page they came from.
 */
export function useSellAction(): () => void {
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(() => {
    // While the session is still unknown, /sell's own guard waits for it and redirects if needed.
    if (user !== null) {
      navigate(paths.sell);
      return;
    }
    toast({
      title: copy.access.loginRequiredTitle,
      description: copy.access.loginToSell,
      variant: 'destructive',
    });
    const state: AuthRedirectState = { from: { pathname: paths.sell }, origin: location.pathname };
    navigate(authPathFor({ pathname: paths.sell }), { state });
  }, [user, navigate, location.pathname]);
}
