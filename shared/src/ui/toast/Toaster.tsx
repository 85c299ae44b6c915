import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { Toast as RadixToast } from 'radix-ui';
import { copy, isPhoneNow, TOAST_DURATION, TOP_BAR_COLLAPSED_HEIGHT_PX, globalSingleton } from '@vitrina/shared/core';
import { useToastStore } from '@vitrina/shared/kernel';
import type { ToastVariant } from '@vitrina/shared/contract';
import { TOAST_VIEWPORT_ATTRIBUTE } from './toastViewport';

const variantStyles: Record<ToastVariant, ReturnType<typeof css>> = {
  default: css`
    border-left-color: ${({ theme }) => theme.colors.navy};
  `,
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
  `,
  info: css`
    border-left-color: ${({ theme }) => theme.colors.info};
  `,
  destructive: css`
    border-left-color: ${({ theme }) => theme.colors.destructive};
    background: ${({ theme }) => theme.colors.destructiveSoft};
  `,
};

/**
 * Where toasts sit on a phone. At the bottom they covered the form the person had just sent (the product page's
 * price alert): there they open on the side of the screen away from the focused control's form, and at
 * the bottom they stay above a page's fixed bottom bar, which publishes its height as --vitrina-bottom-bar.
 */
type ToastPlacement = 'top' | 'bottom';

/**
 * `lastFocused`: a form's submit button is disabled while it sends, which drops the focus to <body> before the
 * toast opens; the element focused last (still on the page) then says where the person was.
 */
export function phoneToastPlacement(lastFocused?: Element | null): ToastPlacement {
  const active =
    document.activeElement && document.activeElement !== document.body
      ? document.activeElement
      : lastFocused?.isConnected
        ? lastFocused
        : null;
  const target = active instanceof HTMLElement ? (active.closest('form') ?? active) : null;
  if (!target) return 'top';
  const box = target.getBoundingClientRect();
  // the side with more free screen between the form and the edge (the bottom bar, when a page has one, taken off)
  const bar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--vitrina-bottom-bar')) || 0;
  return box.top >= window.innerHeight - bar - box.bottom ? 'top' : 'bottom';
}

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  ${({ theme }) => theme.media.belowMobile} {
    left: 0;
    width: 100vw;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    &[data-placement='bottom'] {
      bottom: var(--vitrina-bottom-bar, 0px);
    }
    /* under the sticky top bar, never over it (its cart, menu and bell stay reachable) */
    &[data-placement='top'] {
      top: ${TOP_BAR_COLLAPSED_HEIGHT_PX}px;
      bottom: auto;
    }
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(420px, 100vw);
  padding: ${({ theme }) => theme.space[4]};
  margin: 0;
  list-style: none;
  z-index: ${({ theme }) => theme.zIndices.toast};
  /*
   * Pressable over a modal dialog from another bundle: that dialog's copy of Radix sets pointer-events: none on the
   * body, and this copy, which does not know the dialog, leaves the toasts to inherit it; a press then went through a
   * toast to the dialog's overlay and closed the dialog.
   */
  pointer-events: auto;
  outline: none;
  /* with no toast it takes no room over the page */
  &:empty {
    padding: 0;
  }
`;

const Root = styled(RadixToast.Root).withConfig({ shouldForwardProp: (prop) => prop !== 'variant' })<{
  variant: ToastVariant;
}>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[3]}
    ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ variant }) => variantStyles[variant]}
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='end'] {
    transform: translateX(var(--radix-toast-swipe-end-x));
  }
`;

const Title = styled(RadixToast.Title)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Description = styled(RadixToast.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Close = styled(RadixToast.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
`;

/**
 * Renders the toast store with Radix Toast (a live region; destructive toasts are announced
 * assertively). AppProviders includes it in every React root; when a remote mounts its own root
 * inside the shell (single-spa parcel) only the first mounted Toaster renders, so a toast never
 * shows twice.
 */
// Not useId: ids from separate React roots can collide.
const toasterSequence = globalSingleton('toasterSequence', () => ({ next: 0 }));

export function Toaster() {
  const [instanceId] = useState(() => `toaster-${++toasterSequence.next}`);
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const isOwner = useToastStore((state) => state.toasters[0] === instanceId);
  const newest = toasts[0]?.id; // the store puts the newest first
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  // decided when a toast opens, before it paints, from where the person is working at that moment
  useLayoutEffect(() => {
    if (!newest || !isPhoneNow()) return;
    setPlacement(phoneToastPlacement(lastFocused.current));
  }, [newest]);
  useEffect(() => {
    const { registerToaster, unregisterToaster } = useToastStore.getState();
    registerToaster(instanceId);
    return () => unregisterToaster(instanceId);
  }, [instanceId]);
  if (!isOwner) return null;
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right" label={copy.common.notification}>
      {toasts.map((t) => (
        <Root
          key={t.id}
          variant={t.variant}
          open={t.open}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          data-variant={t.variant}
        >
          <Title>{t.title}</Title>
          {t.description ? <Description>{t.description}</Description> : null}
          <Close aria-label={copy.common.close}>×</Close>
        </Root>
      ))}
      <Viewport data-placement={placement} {...{ [TOAST_VIEWPORT_ATTRIBUTE]: '' }} />
    </RadixToast.Provider>
  );
}
