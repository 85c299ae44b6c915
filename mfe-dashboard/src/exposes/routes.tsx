import type { RemoteRoutes } from '@vitrina/shared/core';
import { ComingSoonPage } from '@vitrina/shared/ui';
import { DashboardRoutes } from '../routing/DashboardRoutes';

// Pages this remote lends to the shell (federation expose './routes'). The shell mounts DashboardPage on
// /dashboard/*; the dashboard routes its own sub-paths (routing/dashboardPages.tsx).

export function DashboardPage() {
  return <DashboardRoutes />;
}

// The verification request belongs to the staff issue.
export function VerificationRequestPage() {
  return (
    <ComingSoonPage
      title="Verificación de vendedor"
      description="Pronto podrás solicitar la verificación de tu cuenta para vender piezas de mayor valor con la confianza de los compradores."
      highlights={["Envío de documentos de identidad","Seguimiento del estado de tu solicitud"]}
    />
  );
}

const routes = {
  DashboardPage,
  VerificationRequestPage,
} satisfies RemoteRoutes<'mfe_dashboard'>;

export default routes;
