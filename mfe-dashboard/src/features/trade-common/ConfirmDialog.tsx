import type { FormEvent, ReactNode } from 'react';
import { Button, copy } from '@vitrina/shared/core';
import { Dialog } from '@vitrina/shared/ui';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
  confirmDisabled?: boolean;
  /** fields the confirmation needs (an amount, a tracking number, the word ELIMINAR) */
  children?: ReactNode;
}

/** A focus-trapped confirmation of one action; Enter in a field confirms, the action's button is disabled while it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending,
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
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {copy.common.cancel}
              </Button>
            </Dialog.Close>
            <Button
              type="submit"
              variant={destructive ? 'destructive' : 'primary'}
              disabled={pending || confirmDisabled}
            >
              {pending ? copy.common.loading : confirmLabel}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
