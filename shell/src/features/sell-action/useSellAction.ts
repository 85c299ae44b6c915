import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { copy, toast, useUser } from '@vitrina/shared/core';
import { authPathFor, type AuthRedirectState } from '../../app/returnTarget';

const SELL_PATH = '/sell';

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
      navigate(SELL_PATH);
      return;
    }
    toast({
      title: copy.access.loginRequiredTitle,
      description: copy.access.loginToSell,
      variant: 'destructive',
    });
    const state: AuthRedirectState = { from: { pathname: SELL_PATH }, origin: location.pathname };
    navigate(authPathFor({ pathname: SELL_PATH }), { state });
  }, [user, navigate, location.pathname]);
}
