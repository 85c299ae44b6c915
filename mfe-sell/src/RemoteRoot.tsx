import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@vitrina/shared';
import routes from './exposes/routes';

/** Paths this remote answers when it runs on its own; inside the shell the shell's route table decides. */
export const STANDALONE_ROUTES: { path: string; key: keyof typeof routes }[] = [
  { path: '/sell', key: 'SellPage' },
];

/**
 * The remote's own React root: providers from the shared singletons plus its own router. Used by the standalone
 * bootstrap and by the single-spa lifecycles, which mount outside the shell's React tree and inherit no context.
 */
export function RemoteRoot() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes>
          {STANDALONE_ROUTES.map(({ path, key }) => {
            const Page = routes[key];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route path="*" element={<Navigate to="/sell" replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
