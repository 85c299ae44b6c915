import { toast } from '@vitrina/shared/kernel';
import { useDeleteProduct } from '@vitrina/shared/data';
import { TypedConfirmDialog } from '@vitrina/shared/ui';
import { collectionCopy } from './copy';

/** Deleting a piece from the member's collection (spec §5), confirmed by typing ELIMINAR. */
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
  const remove = useDeleteProduct();
  return (
    <TypedConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      words={collectionCopy.deleteDialog}
      onConfirm={async () => {
        await remove.mutateAsync(productId);
        toast({ title: collectionCopy.deleted, variant: 'success' });
        onDeleted?.();
      }}
    />
  );
}
