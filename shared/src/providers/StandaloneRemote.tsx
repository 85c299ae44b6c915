import type { ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@vitrina/shared/core';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType;
}

/**
 * A remote's own React root: the shared providers plus its own router over the paths it answers alone. Each
 * remote's standalone bootstrap and single-spa lifecycles mount it, since they sit outside the shell's React tree
 * and inherit no context; inside the shell, the shell's route table decides instead.
 */
export function StandaloneRemote({ routes, home }: { routes: StandaloneRoute[]; home: string }) {
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes>
          {routes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
