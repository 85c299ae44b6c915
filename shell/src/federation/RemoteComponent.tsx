import { createContext, Suspense, use, useContext, useEffect } from 'react';
import styled from 'styled-components';
import { copy, Skeleton, useInView } from '@vitrina/shared/core';
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

function SlotSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHiddenText>{copy.common.loading}</VisuallyHiddenText>
      <Skeleton height="48px" />
    </div>
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
 * While a page or slot of `remote` is on screen, its build is not swapped for a newer one (checkForNewBuilds).
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

/** Height a slot keeps from first paint, so what renders below it does not move when the remote arrives. */
export interface SlotReserve {
  /** min-height at 640 px and wider */
  height: string;
  /** min-height below 640 px (the form stacks), default `height` */
  mobileHeight?: string;
}

const SlotFrame = styled.div<{ $reserve?: SlotReserve }>`
  min-height: ${({ $reserve }) => $reserve?.height ?? 'auto'};
  ${({ theme }) => theme.media.belowMobile} {
    min-height: ${({ $reserve }) => $reserve?.mobileHeight ?? $reserve?.height ?? 'auto'};
  }
`;

export interface RemoteSlotProps<R extends RemoteName = RemoteName> {
  remote: R;
  /** Key in the remote's './routes' record, e.g. 'NewsletterSignup'. Named `slot` because React reserves `key`. */
  slot: RemoteRouteKey<R>;
  props?: Record<string, unknown>;
  /**
   * The rendered component's height: the skeleton, the loaded component and the fallback all sit in a frame at
   * least this tall, so a slot arriving late never pushes the page (CLS).
   */
  reserve?: SlotReserve;
  /**
   * Load the remote when the slot's frame comes near the screen, not with the page: for slots below the fold (the
   * home page's newsletter and waitlist), whose remote and its shared modules (formik, Radix) a first load that is
   * never scrolled does not need. The frame keeps its reserved height meanwhile, so nothing moves.
   */
  defer?: boolean;
}

/** How far below the screen a deferred slot starts loading: about a phone screen's scroll ahead. */
const DEFERRED_SLOT_MARGIN = '600px 0px';

/** A remote component inside a shell page (a form, a counter), with a smaller inline fallback. */
export function RemoteSlot<R extends RemoteName>({
  remote,
  slot,
  props = {},
  reserve,
  defer = false,
}: RemoteSlotProps<R>) {
  // Without IntersectionObserver (old browsers, jsdom) a deferred slot loads at once, as an eager one does.
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: DEFERRED_SLOT_MARGIN,
    skip: !defer,
    fallbackInView: true,
  });
  const load = !defer || inView;
  return (
    <SlotFrame ref={ref} $reserve={reserve} data-remote-slot={slot} data-deferred={load ? undefined : ''}>
      {load ? <LoadedSlot remote={remote} slot={slot} props={props} /> : <SlotSkeleton />}
    </SlotFrame>
  );
}

function LoadedSlot<R extends RemoteName>({
  remote,
  slot,
  props,
}: Required<Pick<RemoteSlotProps<R>, 'remote' | 'slot' | 'props'>>) {
  useRemoteOnScreen(remote);
  return (
    <RemoteErrorBoundary remote={remote} variant="slot">
      <Suspense fallback={<SlotSkeleton />}>
        <RemoteExport remote={remote} exportKey={slot} props={props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
