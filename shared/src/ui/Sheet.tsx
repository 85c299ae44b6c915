import type { ComponentProps, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { Dialog as RadixDialog } from 'radix-ui';
import { copy } from '@vitrina/shared/core';
import { CloseButton, DialogDescription, DialogOverlay, DialogTitle, keepOpenOnToasts, useReturnFocus } from './Dialog';

export type SheetSide = 'right' | 'left';

const slideFromRight = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideFromLeft = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const Panel = styled(RadixDialog.Content).withConfig({ shouldForwardProp: (prop) => prop !== 'side' })<{
  side: SheetSide;
}>`
  position: fixed;
  top: 0;
  bottom: 0;
  width: min(360px, 85vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.modal};
  ${({ side }) =>
    side === 'right'
      ? css`
          right: 0;
          animation: ${slideFromRight} 200ms ease-out;
        `
      : css`
          left: 0;
          animation: ${slideFromLeft} 200ms ease-out;
        `}
  &:focus {
    outline: none;
  }
`;

export type SheetContentProps = Omit<ComponentProps<typeof Panel>, 'side'> & { side?: SheetSide; children: ReactNode };

/** A dialog that slides in from a side: the mobile menu (right) and the dashboard drawer (left). */
export function SheetContent({
  side = 'right',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <RadixDialog.Portal>
      <DialogOverlay />
      <Panel side={side} {...props} {...returnFocus} onInteractOutside={keepOpenOnToasts(onInteractOutside)}>
        {children}
        <CloseButton aria-label={copy.common.close}>×</CloseButton>
      </Panel>
    </RadixDialog.Portal>
  );
}

export const SheetTrigger = RadixDialog.Trigger;
export const SheetClose = RadixDialog.Close;
export const SheetTitle = DialogTitle;
export const SheetDescription = DialogDescription;

/** Its own function: Object.assign on RadixDialog.Root itself would also change Dialog (same Root object). */
function SheetRootPart(props: ComponentProps<typeof RadixDialog.Root>) {
  return <RadixDialog.Root {...props} />;
}

export const Sheet = Object.assign(SheetRootPart, {
  Trigger: RadixDialog.Trigger,
  Content: SheetContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: RadixDialog.Close,
});
