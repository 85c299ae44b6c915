import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, copy, fillCopy, FormField, Input, paths } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useDeleteProduct } from '@vitrina/shared/data';
import { Dialog } from '@vitrina/shared/ui';
import { DialogForm } from '../DetailLayout';
import { productDetailCopy } from '../copy';

export interface DeleteProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  productTitle: string;
}

/**
 * The owner's delete (spec §5): enabled only once ELIMINAR is typed exactly; sets the status to 'deleted', then
 * leaves the page, which no longer exists for anyone.
 */
export function DeleteProductDialog({ open, onOpenChange, productId, productTitle }: DeleteProductDialogProps) {
  const [word, setWord] = useState('');
  const deleteProduct = useDeleteProduct();
  const navigate = useNavigate();
  const descriptionId = useId();
  const confirmed = word === copy.marketplace.deleteConfirmWord;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleteProduct.isPending) return;
    deleteProduct.mutate(productId, {
      onSuccess: () => {
        toast({
          title: productDetailCopy.deletedTitle,
          description: fillCopy(productDetailCopy.deletedDescription, { title: productTitle }),
          variant: 'success',
        });
        onOpenChange(false);
        navigate(paths.products, { replace: true });
      },
      onError: () =>
        toast({
          title: copy.marketplace.deleteErrorTitle,
          description: copy.marketplace.deleteErrorDescription,
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (deleteProduct.isPending) return;
        if (!next) setWord('');
        onOpenChange(next);
      }}
    >
      <Dialog.Content aria-describedby={descriptionId}>
        <Dialog.Title>{productDetailCopy.deleteTitle}</Dialog.Title>
        <Dialog.Description id={descriptionId}>{productDetailCopy.deleteDescription}</Dialog.Description>
        <DialogForm onSubmit={onSubmit}>
          <FormField label={productDetailCopy.deleteConfirmLabel}>
            <Input
              name="confirm"
              autoComplete="off"
              spellCheck={false}
              value={word}
              onChange={(event) => setWord(event.target.value)}
              disabled={deleteProduct.isPending}
            />
          </FormField>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={deleteProduct.isPending}>
                {copy.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" variant="destructive" disabled={!confirmed || deleteProduct.isPending}>
              {deleteProduct.isPending ? productDetailCopy.deleting : productDetailCopy.delete}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      </Dialog.Content>
    </Dialog>
  );
}
