// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import { Suspense } from 'react';
import type { RemoteRoutes } from '@vitrina/shared/contract';
import { Container } from '@vitrina/shared/core';
import { DashboardRoutes } from '../routing/DashboardRoutes';
import { lazyPage } from '../routing/lazyPage';
import { PageSkeleton } from '../features/layout/PageSkeleton';

// Pages this remote lends to the shell (federation expose './routes'). The shell mounts DashboardPage on
// /dashboard/*; the dashboard routes its own sub-paths (routing/dashboardPages.tsx).

export function DashboardPage() {
  return <DashboardRoutes />;
}

// Its own chunk: the form and its document picker load only on /verification-request.
const VerificationRequest = lazyPage(
  () => import('../features/verification/VerificationRequestPage'),
  'VerificationRequestPage',
);

export function VerificationRequestPage() {
  return (
    <Suspense
      fallback={
        <Container style={{ paddingTop: 32 }}>
          <PageSkeleton />
        </Container>
      }
    >
      <VerificationRequest />
    </Suspense>
  );
}

const routes = {
  DashboardPage,
  VerificationRequestPage,
} satisfies RemoteRoutes<'mfe_dashboard'>;

export default routes;
