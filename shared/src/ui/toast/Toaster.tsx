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
 * Where toasts sit on a phone: at the top, under the top bar, or at the bottom, above a page's fixed bottom bar
 * (which publishes its height as --vitrina-bottom-bar) and the phone's home indicator. Whichever side leaves the
 * person's work in view: at the bottom they covered the form just sent (the product page's price alert); on a form
 * taller than the screen (checkout, sell) they covered its submit button, the control just pressed.
 */
type ToastPlacement = 'top' | 'bottom';

/** About one toast's height with a line of description, and the viewport's padding around it. */
const TOAST_ROOM_PX = 96;

/**
 * `lastFocused`: a form's submit button is disabled while it sends, which drops the focus to <body> before the
 * toast opens; the element focused last (still on the page) then says where the person was. The whole form is kept
 * in view when it is all on screen and a toast fits beside it; otherwise the control itself, the toast going to the
 * side farther from it.
 */
export function phoneToastPlacement(lastFocused?: Element | null): ToastPlacement {
  const active =
    document.activeElement && document.activeElement !== document.body
      ? document.activeElement
      : lastFocused?.isConnected
        ? lastFocused
        : null;
  if (!(active instanceof HTMLElement)) return 'top';
  const bar = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--vitrina-bottom-bar')) || 0;
  const screenTop = TOP_BAR_COLLAPSED_HEIGHT_PX;
  const screenBottom = window.innerHeight - bar;
  const freeSides = ({ top, bottom }: { top: number; bottom: number }) => ({
    above: top - screenTop,
    below: screenBottom - bottom,
  });
  const formBox = active.closest('form')?.getBoundingClientRect();
  if (formBox && formBox.top >= screenTop && formBox.bottom <= screenBottom) {
    const { above, below } = freeSides(formBox);
    if (Math.max(above, below) >= TOAST_ROOM_PX) return above >= below ? 'top' : 'bottom';
  }
  const { above, below } = freeSides(active.getBoundingClientRect());
  return above >= below ? 'top' : 'bottom';
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
      bottom: calc(var(--vitrina-bottom-bar, 0px) + env(safe-area-inset-bottom, 0px));
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
