import { createContext, Suspense, use, useContext, useEffect, type ComponentType, type ReactElement } from 'react';
import styled from 'styled-components';
import {
  copy,
  RemoteFallback,
  Skeleton,
  useExposed,
  useInView,
  type RemoteFallbackVariant,
} from '@vitrina/shared/core';
import type {
  ExposedProps,
  ExposeName,
  ExposingRemote,
  RemoteComponent as RouteComponent,
  RemoteName,
  RemoteRouteKey,
} from '@vitrina/shared/contract';
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

/**
 * What a remote's component shows while its code downloads: 'Cargando...' for screen readers, and the shape of
 * what comes (a page's title and cards, a slot's one block).
 */
function RemoteLoading({ variant }: { variant: RemoteFallbackVariant }) {
  const Frame = variant === 'page' ? PageSkeletonLayout : 'div';
  return (
    <Frame role="status" aria-live="polite">
      <VisuallyHiddenText>{copy.common.loading}</VisuallyHiddenText>
      {variant === 'page' ? (
        <>
          <Skeleton width="40%" height="32px" />
          <Skeleton width="65%" height="16px" />
          <CardsRow>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height="220px" />
            ))}
          </CardsRow>
        </>
      ) : (
        <Skeleton height="48px" />
      )}
    </Frame>
  );
}

/**
 * While a component of `remote` is on screen (once `active`), its build is not swapped for a newer one
 * (checkForNewBuilds). A page counts from its first render, its lazy chunk still loading: it is on screen too.
 */
function useRemoteOnScreen(remote: RemoteName, active = true) {
  useEffect(() => (active ? remoteMounted(remote) : undefined), [remote, active]);
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

/** A page of a remote's './routes', as the router renders it (`remotePage`). */
interface RouteProps {
  remote: RemoteName;
  route: string;
  props?: Record<string, unknown>;
}

/** A component a remote exposes, placed in a frame of a shell page. */
export interface RemoteSlotProps<R extends ExposingRemote, E extends ExposeName<R>> {
  remote: R;
  /** the remote's expose, e.g. 'NewsletterSignup' (the contract's RemoteExposes) */
  expose: E;
  props?: ExposedProps<R, E>;
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

/**
 * Remotes whose './routes' the shell's server loaded before rendering (shell/src/server/renderPage.tsx): their
 * pages render at once, inside the same Suspense boundary the browser then hydrates while it loads them.
 */
export const LoadedRemoteRoutes = createContext<Partial<Record<RemoteName, RemoteRoutes>>>({});

/**
 * On the server only: the page's reads in flight (shell/src/server/renderPage.tsx). The route's page waits for them
 * inside its Suspense boundary, so the top bar and the page's frame can leave first; it renders no DOM of its own,
 * so the browser's tree, which has no such promise, is the same.
 */
export const ServerPageReads = createContext<Promise<unknown> | null>(null);

/** Suspends until the remote's './routes' arrives, then renders one of its components. */
function RouteExport({ remote, route, props }: RouteProps) {
  const reads = useContext(ServerPageReads);
  if (reads) use(reads);
  const loaded = useContext(LoadedRemoteRoutes)[remote];
  const routes = loaded ?? use(loadRemoteRoutes(remote));
  const Exported = routes[route];
  if (!Exported) throw new RemoteLoadError(remote, `${remote}/routes no tiene "${route}"`);
  return <Exported {...props} />;
}

/**
 * A page: Suspense shows the skeleton while './routes' loads (the server renders the page loaded when it could
 * load it); a failure to load and a throw while rendering both reach the boundary, whose 'Reintentar' drops the
 * remote's cached load and renders again.
 */
function RemoteRoute({ remote, route, props }: RouteProps) {
  useRemoteOnScreen(remote);
  return (
    <RemoteErrorBoundary remote={remote} variant="page">
      <Suspense fallback={<RemoteLoading variant="page" />}>
        <RouteExport remote={remote} route={route} props={props ?? {}} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** How far below the screen a deferred slot starts loading: about a phone screen's scroll ahead. */
const DEFERRED_SLOT_MARGIN = '600px 0px';

/**
 * A slot: loaded with useExposed (the server renders the skeleton), in a frame that reserves its height; a failed
 * load shows the fallback, whose 'Reintentar' asks the remote again, and the loaded component renders inside the
 * boundary, so a throw stays in its frame.
 */
function RemoteSlot<R extends ExposingRemote, E extends ExposeName<R>>({
  remote,
  expose,
  props,
  reserve,
  defer = false,
}: RemoteSlotProps<R, E>) {
  // Without IntersectionObserver (old browsers, jsdom) a deferred slot loads at once, as an eager one does.
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: DEFERRED_SLOT_MARGIN,
    skip: !defer,
    fallbackInView: true,
  });
  const load = !defer || inView;
  const exposed = useExposed(remote, expose, { when: load });
  useRemoteOnScreen(remote, load);

  const { state } = exposed;
  let body;
  if (state.status === 'ready') {
    // the props were checked against the contract at this component's boundary
    const Component = state.Component as ComponentType<object>;
    // A lent component may still load code of its own (mfe-auth's newsletter form waits for its Checkbox): it waits
    // under the slot's placeholder, in its reserved frame. Without this boundary the page's would show its fallback
    // in place of the whole page, and the focus would fall to <body>.
    body = (
      <RemoteErrorBoundary remote={remote} variant="slot">
        <Suspense fallback={<RemoteLoading variant="slot" />}>
          <Component {...(props ?? {})} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  } else if (state.status === 'error') {
    body = (
      <RemoteFallback
        remote={remote}
        variant="slot"
        error={state.error}
        onRetry={() => void exposed.retry()}
        retrying={exposed.retrying}
      />
    );
  } else body = <RemoteLoading variant="slot" />;

  return (
    <SlotFrame ref={ref} $reserve={reserve} data-remote-slot={expose} data-deferred={load ? undefined : ''}>
      {body}
    </SlotFrame>
  );
}

/**
 * The one way the shell shows another app's component: a page of a remote's './routes' (`route`, what
 * `remotePage` gives the router) or a component a remote exposes in a frame of a shell page (`expose`, with
 * `reserve` and `defer`). Either way a skeleton while its code downloads, the component inside an error boundary,
 * the Spanish fallback with 'Reintentar' when the remote is down or the component throws (the rest of the page
 * keeps working), and its remote counted on screen so its build is not swapped meanwhile.
 */
export function RemoteComponent<R extends ExposingRemote, E extends ExposeName<R>>(
  props: RemoteSlotProps<R, E>,
): ReactElement;
export function RemoteComponent(props: RouteProps): ReactElement;
export function RemoteComponent<R extends ExposingRemote, E extends ExposeName<R>>(
  props: RouteProps | RemoteSlotProps<R, E>,
): ReactElement {
  return 'route' in props ? <RemoteRoute {...props} /> : <RemoteSlot {...props} />;
}

/** A shell route's page served by a remote: `<RemoteComponent route>` as a component the router renders. */
export function remotePage<R extends RemoteName>(remote: R, key: RemoteRouteKey<R>): RouteComponent {
  function RemotePage(props: Record<string, unknown>) {
    return <RemoteComponent remote={remote} route={key} props={props} />;
  }
  RemotePage.displayName = `RemotePage(${remote}/${key})`;
  return RemotePage;
}
