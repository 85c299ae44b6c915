import { useEffect, type ComponentType } from 'react';
import { useInView } from 'react-intersection-observer';
import styled from 'styled-components';
import { copy, RemoteFallback, Skeleton, useExposed } from '@vitrina/shared/core';
import type { ExposedProps, ExposeName, ExposingRemote } from '@vitrina/shared/contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { remoteMounted } from './remoteLoader';

const VisuallyHiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

function SlotSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHiddenText>{copy.common.loading}</VisuallyHiddenText>
      <Skeleton height="48px" />
    </div>
  );
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

export interface ExposedSlotProps<R extends ExposingRemote, E extends ExposeName<R>> {
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

/** How far below the screen a deferred slot starts loading: about a phone screen's scroll ahead. */
const DEFERRED_SLOT_MARGIN = '600px 0px';

/**
 * Another app's exposed component inside a shell page (a form, a counter), borrowed with useExposed: a skeleton in
 * its reserved frame while it loads (the server renders the same), the inline fallback with 'Reintentar' when the
 * remote is down or the component throws.
 */
export function ExposedSlot<R extends ExposingRemote, E extends ExposeName<R>>({
  remote,
  expose,
  props,
  reserve,
  defer = false,
}: ExposedSlotProps<R, E>) {
  // Without IntersectionObserver (old browsers, jsdom) a deferred slot loads at once, as an eager one does.
  const { ref, inView } = useInView({
    triggerOnce: true,
    rootMargin: DEFERRED_SLOT_MARGIN,
    skip: !defer,
    fallbackInView: true,
  });
  const load = !defer || inView;
  const exposed = useExposed(remote, expose, { when: load });
  // While the slot is on screen its remote's build is not swapped for a newer one (checkForNewBuilds).
  useEffect(() => (load ? remoteMounted(remote) : undefined), [remote, load]);

  const { state } = exposed;
  let body;
  if (state.status === 'ready') {
    // the props were checked against the contract at this component's boundary
    const Component = state.Component as ComponentType<object>;
    body = (
      <RemoteErrorBoundary remote={remote} variant="slot">
        <Component {...(props ?? {})} />
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
  } else body = <SlotSkeleton />;

  return (
    <SlotFrame ref={ref} $reserve={reserve} data-remote-slot={expose} data-deferred={load ? undefined : ''}>
      {body}
    </SlotFrame>
  );
}
