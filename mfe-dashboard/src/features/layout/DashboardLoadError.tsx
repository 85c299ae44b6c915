import { Link } from 'react-router-dom';
import { Button, copy, EmptyState } from '@vitrina/shared/core';

/** Spec §8: after 'Error al cargar el perfil', the dashboard shows this instead of its sections. */
export function DashboardLoadError() {
  return (
    <div role="alert">
      <EmptyState
        title={copy.profile.dashboardError}
        description={copy.profile.loadErrorDescription}
        action={
          <Button as={Link} to="/" size="lg">
            {copy.profile.backHome}
          </Button>
        }
      />
    </div>
  );
}
