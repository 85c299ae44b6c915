import { useRef, type ComponentProps, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Dialog as RadixDialog } from 'radix-ui';
import { Button, copy, quietControlStates } from '@vitrina/shared/core';
import { isInToastViewport } from './toast/toastViewport';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export const DialogOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

const Panel = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100vh - 48px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[6]};
  z-index: ${({ theme }) => theme.zIndices.modal};
  animation: ${fadeIn} 150ms ease-out;
  &:focus {
    outline: none;
  }
`;

export const CloseButton = styled(RadixDialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 20px;
  line-height: 1;
  ${quietControlStates}
`;

export const DialogTitle = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.ink};
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding-right: ${({ theme }) => theme.space[8]};
`;

export const DialogDescription = styled(RadixDialog.Description)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

export type DialogContentProps = ComponentProps<typeof Panel> & {
  children: ReactNode;
  /** hide the corner × button (e.g. while publishing) */
  hideClose?: boolean;
};

type AutoFocusHandler = ComponentProps<typeof RadixDialog.Content>['onOpenAutoFocus'];
type InteractOutsideHandler = ComponentProps<typeof RadixDialog.Content>['onInteractOutside'];

/**
 * A press on a toast (or focus moving to one) is not a press outside the dialog: the dialog stays open with what
 * was typed in it. Radix knows this only when the toaster comes from the same copy of Radix, which is not the case
 * for a remote's dialog under the shell's toaster (see toastViewport.ts). A consumer's own handler runs first.
 */
export function keepOpenOnToasts(onInteractOutside?: InteractOutsideHandler) {
  return (event: Parameters<NonNullable<InteractOutsideHandler>>[0]) => {
    onInteractOutside?.(event);
    if (isInToastViewport(event.target)) event.preventDefault();
  };
}

/**
 * Gives the focus back to the element that had it when the dialog opened. Radix returns it only to a
 * Dialog.Trigger; most dialogs here open from state (a row's button, a shortcut, a URL), where Radix would leave the
 * focus on the page's body. A consumer's own handler still wins (it calls preventDefault).
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix calls this before it moves the focus in: the active element is still the opener.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target || target === document.body || !target.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/** Portal + overlay + focus-trapped panel with a labelled close button. */
export function DialogContent({
  children,
  hideClose,
  onOpenAutoFocus,
  onCloseAutoFocus,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus);
  return (
    <RadixDialog.Portal>
      <DialogOverlay />
      <Panel {...props} {...returnFocus} onInteractOutside={keepOpenOnToasts(onInteractOutside)}>
        {children}
        {hideClose ? null : <CloseButton aria-label={copy.common.close}>×</CloseButton>}
      </Panel>
    </RadixDialog.Portal>
  );
}

export const DialogRoot = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** Its own function: Object.assign on RadixDialog.Root itself would also change Sheet (same Root object). */
function DialogRootPart(props: ComponentProps<typeof RadixDialog.Root>) {
  return <RadixDialog.Root {...props} />;
}

/** The footer's 'Cancelar': closes the dialog; disabled while its action runs. */
export function DialogCancel({ disabled }: { disabled?: boolean }) {
  return (
    <RadixDialog.Close asChild>
      <Button type="button" variant="outline" disabled={disabled}>
        {copy.common.cancel}
      </Button>
    </RadixDialog.Close>
  );
}

/** `<Dialog open onOpenChange>` with parts as properties: `<Dialog.Content>`, `<Dialog.Title>` … */
export const Dialog = Object.assign(DialogRootPart, {
  Trigger: RadixDialog.Trigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Footer: DialogFooter,
  Close: RadixDialog.Close,
  Cancel: DialogCancel,
});

/**
 * Radix's dialog primitives themselves, for libraries that import `@radix-ui/react-dialog` (cmdk): a remote
 * aliases that import to this one shared copy instead of bundling a second Radix dialog.
 */
export { RadixDialog as DialogPrimitive };
