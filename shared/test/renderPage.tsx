import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '@vitrina/shared';

/** Shows where the router ended up, so tests assert navigations as the user would see the URL change. */
function WhereAmI() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export interface RenderPageOptions {
  path: string;
  /** the route pattern the page is mounted at */
  route?: string;
  state?: unknown;
}

/** Renders a page inside the app's providers and a memory router; every other path shows WhereAmI. */
export function renderPage(page: ReactElement, { path, route, state }: RenderPageOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const pattern = route ?? path.split('?')[0];
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter
        initialEntries={[
          { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
        ]}
      >
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient };
}

/** Renders slots (no routing needed) inside the app's providers, all sharing one QueryClient. */
export function renderSlot(slot: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter>{slot}</MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient };
}
