import type { FormEvent, ReactNode } from 'react';
import { Button, copy } from '@vitrina/shared/core';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** the action's button while it runs (default copy.common.loading) */
  pendingLabel?: string;
  destructive?: boolean;
  confirmDisabled?: boolean;
  /** fields the confirmation needs (an amount, a tracking number, the word ELIMINAR) */
  children?: ReactNode;
}

/**
 * A focus-trapped confirmation of one action; Enter in a field confirms, the action's button is disabled while it
 * runs and the dialog cannot be closed meanwhile.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
  pendingLabel = copy.common.loading,
  destructive,
  confirmDisabled,
  children,
}: ConfirmDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Content hideClose={pending}>
        <form onSubmit={submit} noValidate>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {children}
          <Dialog.Footer>
            <Dialog.Cancel disabled={pending} />
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'primary'}
              disabled={pending || confirmDisabled}
            >
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
