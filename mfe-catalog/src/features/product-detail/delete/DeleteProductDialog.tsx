import { useId } from 'react';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { Button, copy, fillCopy, FormField, Input, paths } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useDeleteProduct } from '@vitrina/shared/data';
import { deleteConfirmSchema } from '@vitrina/shared/forms';
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
 * The owner's delete (spec §5): enabled only once ELIMINAR is typed exactly (deleteConfirmSchema, read through
 * formik's isValid); sets the status to 'deleted', then leaves the page, which no longer exists for anyone.
 */
export function DeleteProductDialog({ open, onOpenChange, productId, productTitle }: DeleteProductDialogProps) {
  const deleteProduct = useDeleteProduct();
  const navigate = useNavigate();
  const descriptionId = useId();
  const formik = useFormik({
    initialValues: { confirm: '' },
    validationSchema: deleteConfirmSchema,
    validateOnMount: true,
    onSubmit: async () => {
      try {
        await deleteProduct.mutateAsync(productId);
      } catch {
        // the spec's words for any failure; the typed word stays for another try
        toast({
          title: copy.marketplace.deleteErrorTitle,
          description: copy.marketplace.deleteErrorDescription,
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: productDetailCopy.deletedTitle,
        description: fillCopy(productDetailCopy.deletedDescription, { title: productTitle }),
        variant: 'success',
      });
      onOpenChange(false);
      navigate(paths.products, { replace: true });
    },
  });
  const busy = formik.isSubmitting;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) formik.resetForm();
        onOpenChange(next);
      }}
    >
      <Dialog.Content aria-describedby={descriptionId}>
        <Dialog.Title>{productDetailCopy.deleteTitle}</Dialog.Title>
        <Dialog.Description id={descriptionId}>{productDetailCopy.deleteDescription}</Dialog.Description>
        <DialogForm noValidate onSubmit={formik.handleSubmit}>
          <FormField
            label={productDetailCopy.deleteConfirmLabel}
            error={formik.touched.confirm ? formik.errors.confirm : undefined}
          >
            <Input autoComplete="off" spellCheck={false} {...formik.getFieldProps('confirm')} disabled={busy} />
          </FormField>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {copy.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" variant="destructive" disabled={!formik.isValid || busy}>
              {busy ? productDetailCopy.deleting : productDetailCopy.delete}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      </Dialog.Content>
    </Dialog>
  );
}
