import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useUser } from '@vitrina/shared/core';
import { LoadingScreen } from './LoadingScreen';
import { authPathFor, type AuthRedirectState } from './returnTarget';

/** Protected routes: wait while the session is unknown, send signed-out users to /auth with a way back. */
export function RequireAuth() {
  const user = useUser();
  const location = useLocation();

  if (user === undefined) return <LoadingScreen />;
  if (user === null) {
    const state: AuthRedirectState = { from: location, origin: location.pathname };
    return <Navigate to={authPathFor(location)} replace state={state} />;
  }
  return <Outlet />;
}
