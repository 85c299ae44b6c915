import { useId, useState } from 'react';
import { copy, FormField, Input } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useDeleteProduct } from '@vitrina/shared/data';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { collectionCopy } from './copy';

/** Deleting a piece needs the word ELIMINAR typed exactly (spec §5); a failure shows the spec's 'Error' toast. */
export function DeleteListingDialog({
  productId,
  open,
  onOpenChange,
  onDeleted,
}: {
  productId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const [word, setWord] = useState('');
  const id = useId();
  const remove = useDeleteProduct();
  const close = (next: boolean) => {
    if (!next) setWord('');
    onOpenChange(next);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={collectionCopy.deleteTitle}
      description={collectionCopy.deleteBody}
      confirmLabel={collectionCopy.deleteConfirm}
      destructive
      pending={remove.isPending}
      confirmDisabled={word !== copy.marketplace.deleteConfirmWord}
      onConfirm={() =>
        remove.mutate(productId, {
          onSuccess: () => {
            close(false);
            toast({ title: collectionCopy.deleted, variant: 'success' });
            onDeleted?.();
          },
          onError: () => {
            toast({
              title: copy.marketplace.deleteErrorTitle,
              description: copy.marketplace.deleteErrorDescription,
              variant: 'destructive',
            });
          },
        })
      }
    >
      <FormField label={collectionCopy.deleteLabel} id={`${id}-word`}>
        <Input
          value={word}
          autoComplete="off"
          autoCapitalize="characters"
          onChange={(event) => setWord(event.target.value)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
