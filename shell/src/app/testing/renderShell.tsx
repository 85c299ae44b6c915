import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import type { User } from '@supabase/supabase-js';
import { AppProviders, useCartStore, useSessionStore, useToastStore } from '@vitrina/shared';

/** A signed-in user as supabase-js reports it; only the fields the shell reads matter. */
export function fakeUser(email = 'comprador@vitrina.mx'): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email,
    app_metadata: {},
    user_metadata: {},
    aud: 'authenticated',
    created_at: '2025-01-01T00:00:00Z',
  } as User;
}

/** Puts the session store in one of its three states: unknown (undefined), signed out (null) or signed in. */
export function setSessionUser(user: User | null | undefined) {
  useSessionStore.setState({ user, session: null });
}

export function resetShellStores() {
  setSessionUser(undefined);
  useToastStore.setState({ toasts: [] });
  useCartStore.setState({ items: [] });
  localStorage.clear();
}

/** Exposes the router's current location so tests can assert redirects and their state. */
export const currentLocation: { value?: Location } = {};

function LocationProbe() {
  currentLocation.value = useLocation();
  return null;
}

export function renderWithShell(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient };
}
