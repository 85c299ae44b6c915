import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SIGN_IN_REDIRECT_DELAY_MS, SIGN_UP_REDIRECT_DELAY_MS, paths, returnState } from '@vitrina/shared/core';
import { hasCompletedOnboarding } from './authApi';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The navigation after authentication (spec §4): a new account goes to /onboarding after 500 ms; a
 * sign-in reads the profile and goes to /onboarding when it is missing, unreadable or unfinished,
 * otherwise to the return-to location, 100 ms after the check. The return path rides along to
 * /onboarding so the user still ends where they wanted.
 */
export function usePostAuthRedirect(returnPath: string) {
  const navigate = useNavigate();

  const afterSignUp = useCallback(async () => {
    await wait(SIGN_UP_REDIRECT_DELAY_MS);
    navigate(paths.onboarding, { replace: true, state: returnState(returnPath) });
  }, [navigate, returnPath]);

  const afterSignIn = useCallback(
    async (userId: string) => {
      const completed = await hasCompletedOnboarding(userId);
      await wait(SIGN_IN_REDIRECT_DELAY_MS);
      if (completed) navigate(returnPath, { replace: true });
      else navigate(paths.onboarding, { replace: true, state: returnState(returnPath) });
    },
    [navigate, returnPath],
  );

  return { afterSignUp, afterSignIn };
}
