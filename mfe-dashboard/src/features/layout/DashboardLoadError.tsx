import { EmptyState } from '@vitrina/shared/core';
import { dashboardCopy } from './copy';

/** Spec §8: after 'Error al cargar el perfil', the dashboard shows this instead of its sections. */
export function DashboardLoadError() {
  return (
    <div role="alert">
      <EmptyState
        title={dashboardCopy.dashboardError}
        description={dashboardCopy.loadErrorDescription}
        link={{ to: '/', label: dashboardCopy.backHome, size: 'lg' }}
      />
    </div>
  );
}
