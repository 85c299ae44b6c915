// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { RemoteRoutes } from '@vitrina/shared/contract';
import { lazy } from 'react';

// Pages this remote lends to the shell (federation expose './routes'). The sell page is a chunk of its own, loaded
// when the shell routes to /sell; the photo compression library is not in it (it loads in a worker when a photo
// over 1 MB arrives).

const LazySellPage = lazy(() => import('../features/sell/SellPage').then((m) => ({ default: m.SellPage })));

// A plain function component around the lazy one: the contract is a record of components the shell calls.
export function SellPage() {
  return <LazySellPage />;
}

const routes = {
  SellPage,
} satisfies RemoteRoutes<'mfe_sell'>;

export default routes;
