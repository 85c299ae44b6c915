import { createContext, Suspense, use, useContext, useEffect } from 'react';
import styled from 'styled-components';
import { copy, Skeleton } from '@vitrina/shared/core';
import type { RemoteComponent, RemoteName, RemoteRouteKey } from '@vitrina/shared/contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteLoadError } from './remoteErrors';
import { loadRemoteRoutes, remoteMounted, type RemoteRoutes } from './remoteLoader';

export type { RemoteName } from '@vitrina/shared/contract';

// As tall as the viewport, like LoadingScreen: the footer is not in view to be pushed when the remote page arrives.
const PageSkeletonLayout = styled.div`
  min-height: 100vh;
  align-content: start;
  display: grid;
  gap: 16px;
  max-width: 1120px;
  margin: 0 auto;
  padding: 40px 24px;
`;

const CardsRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
`;

const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Page-shaped placeholder while a remote's code downloads. */
function PageSkeleton() {
  return (
    <PageSkeletonLayout role="status" aria-live="polite">
      <VisuallyHiddenText>{copy.common.loading}</VisuallyHiddenText>
      <Skeleton width="40%" height="32px" />
      <Skeleton width="65%" height="16px" />
      <CardsRow>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="220px" />
        ))}
      </CardsRow>
    </PageSkeletonLayout>
  );
}

interface RemoteExportProps {
  remote: RemoteName;
  exportKey: string;
  props: Record<string, unknown>;
}

/**
 * Remotes whose './routes' the shell's server loaded before rendering (shell/src/server/renderPage.tsx): their
 * pages render at once, inside the same Suspense boundary the browser then hydrates while it loads them.
 */
export const LoadedRemoteRoutes = createContext<Partial<Record<RemoteName, RemoteRoutes>>>({});

/** Suspends until the remote's './routes' arrives, then renders one of its components. */
function RemoteExport({ remote, exportKey, props }: RemoteExportProps) {
  const loaded = useContext(LoadedRemoteRoutes)[remote];
  const routes = loaded ?? use(loadRemoteRoutes(remote));
  const Exported = routes[exportKey];
  if (!Exported) throw new RemoteLoadError(remote, `${remote}/routes no tiene "${exportKey}"`);
  return <Exported {...props} />;
}

/**
 * While a page of `remote` is on screen, its build is not swapped for a newer one (checkForNewBuilds).
 * Counted here, around the Suspense boundary: a page whose lazy chunk is still loading is on screen too.
 */
function useRemoteOnScreen(remote: RemoteName) {
  useEffect(() => remoteMounted(remote), [remote]);
}

/**
 * A shell route's page served by a remote: loaded on first render, a skeleton meanwhile, and the Spanish
 * fallback with 'Reintentar' if the remote is down or throws.
 */
export function remotePage<R extends RemoteName>(remote: R, key: RemoteRouteKey<R>): RemoteComponent {
  function RemotePage(props: Record<string, unknown>) {
    useRemoteOnScreen(remote);
    return (
      <RemoteErrorBoundary remote={remote} variant="page">
        <Suspense fallback={<PageSkeleton />}>
          <RemoteExport remote={remote} exportKey={key} props={props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  RemotePage.displayName = `RemotePage(${remote}/${key})`;
  return RemotePage;
}
