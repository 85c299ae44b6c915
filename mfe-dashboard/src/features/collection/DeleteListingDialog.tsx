import { useId } from 'react';
import { useFormik } from 'formik';
import { copy, FormField, Input } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useDeleteProduct } from '@vitrina/shared/data';
import { deleteConfirmSchema } from '@vitrina/shared/forms';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { collectionCopy } from './copy';

/**
 * Deleting a piece needs the word ELIMINAR typed exactly (spec §5, deleteConfirmSchema read through formik's
 * isValid); a failure shows the spec's 'Error' toast and the dialog stays with the word typed.
 */
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
  const id = useId();
  const remove = useDeleteProduct();
  const formik = useFormik({
    initialValues: { confirm: '' },
    validationSchema: deleteConfirmSchema,
    validateOnMount: true,
    onSubmit: async (_values, helpers) => {
      try {
        await remove.mutateAsync(productId);
      } catch {
        toast({
          title: copy.marketplace.deleteErrorTitle,
          description: copy.marketplace.deleteErrorDescription,
          variant: 'destructive',
        });
        return;
      }
      helpers.resetForm();
      onOpenChange(false);
      toast({ title: collectionCopy.deleted, variant: 'success' });
      onDeleted?.();
    },
  });
  const close = (next: boolean) => {
    if (!next) formik.resetForm();
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
      pending={formik.isSubmitting}
      confirmDisabled={!formik.isValid}
      onConfirm={() => void formik.submitForm()}
    >
      <FormField
        label={collectionCopy.deleteLabel}
        id={`${id}-word`}
        error={formik.touched.confirm ? formik.errors.confirm : undefined}
      >
        <Input autoComplete="off" autoCapitalize="characters" {...formik.getFieldProps('confirm')} />
      </FormField>
    </ConfirmDialog>
  );
}
