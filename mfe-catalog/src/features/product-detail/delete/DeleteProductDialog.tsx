import { useNavigate } from 'react-router-dom';
import { fillCopy, paths } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useDeleteProduct } from '@vitrina/shared/data';
import { TypedConfirmDialog } from '@vitrina/shared/ui';
import { productDetailCopy } from '../copy';

export interface DeleteProductDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  productTitle: string;
}

/**
 * The owner's delete (spec §5), confirmed by typing ELIMINAR: sets the status to 'deleted', then leaves the page,
 * which no longer exists for anyone.
 */
export function DeleteProductDialog({ open, onOpenChange, productId, productTitle }: DeleteProductDialogProps) {
  const deleteProduct = useDeleteProduct();
  const navigate = useNavigate();
  return (
    <TypedConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      words={productDetailCopy.deleteDialog}
      onConfirm={async () => {
        await deleteProduct.mutateAsync(productId);
        toast({
          title: productDetailCopy.deletedTitle,
          description: fillCopy(productDetailCopy.deletedDescription, { title: productTitle }),
          variant: 'success',
        });
        navigate(paths.products, { replace: true });
      }}
    />
  );
}
