import { useEffect, useState } from 'react';
import styled, { css } from 'styled-components';
import { Toast as RadixToast } from 'radix-ui';
import { copy, TOAST_DURATION } from '@vitrina/shared/core';
import { globalSingleton, useToastStore, type ToastVariant } from '@vitrina/shared/kernel';

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

const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  width: min(420px, 100vw);
  padding: ${({ theme }) => theme.space[4]};
  margin: 0;
  list-style: none;
  z-index: ${({ theme }) => theme.zIndices.toast};
  outline: none;
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
      <Viewport />
    </RadixToast.Provider>
  );
}
