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
}

/**
 * Renders a page inside the app's providers (toaster included) and a memory router; every other path shows
 * WhereAmI. `location` always reports the current URL (also on the page's own route).
 */
export function renderPage(page: ReactElement, { path, route }: RenderPageOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const [pathname, search = ''] = path.split('?');
  const pattern = route ?? pathname;
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '' }]}>
        <Routes>
          <Route
            path={pattern}
            element={
              <>
                {page}
                <CurrentUrl />
              </>
            }
          />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, queryClient };
}

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}
