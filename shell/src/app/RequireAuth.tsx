import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { authPathFor, isStaffPath, type AuthRedirectState } from '@vitrina/shared/core';
import { useUser } from '@vitrina/shared/kernel';
import { LoadingScreen } from './LoadingScreen';

/** Protected routes: wait while the session is unknown, send signed-out users to /auth with a way back. */
export function RequireAuth() {
  const user = useUser();
  const location = useLocation();

  if (user === undefined) return <LoadingScreen />;
  if (user === null) {
    // The dashboard's staff pages answer a visitor with the dashboard's own 404, as they answer a member who is not
    // staff: a sign-in page would hint that something is there (the dashboard's layout shows the 404).
    if (isStaffPath(location.pathname)) return <Outlet />;
    const state: AuthRedirectState = { from: location, origin: location.pathname };
    return <Navigate to={authPathFor(location)} replace state={state} />;
  }
  return <Outlet />;
}
