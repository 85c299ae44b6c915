import { useId, useState, type FormEvent } from 'react';
import { Button, copy, fillCopy, FormField, Textarea } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useSendMessage } from '@vitrina/shared/data';
import { Dialog } from '@vitrina/shared/ui';
import { DialogForm } from '../DetailLayout';
import { productDetailCopy } from '../copy';

export interface ContactSellerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  productTitle: string;
  sellerId: string;
}

/** A message to the seller about this piece (spec §5: non-blank, send disabled while blank or sending). */
export function ContactSellerDialog({
  open,
  onOpenChange,
  productId,
  productTitle,
  sellerId,
}: ContactSellerDialogProps) {
  const user = useUser();
  const [message, setMessage] = useState('');
  const sendMessage = useSendMessage();
  const descriptionId = useId();
  const blank = message.trim() === '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || sendMessage.isPending) return;
    sendMessage.mutate(
      { senderId: user?.id, receiverId: sellerId, productId, message },
      {
        onSuccess: () => {
          toast({
            title: productDetailCopy.messageSentTitle,
            description: productDetailCopy.messageSentDescription,
            variant: 'success',
          });
          setMessage('');
          onOpenChange(false);
        },
        // What the user wrote stays in the box so they can try again.
        onError: () =>
          toast({
            title: copy.marketplace.sendMessageErrorTitle,
            description: copy.marketplace.sendMessageErrorDescription,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (sendMessage.isPending ? undefined : onOpenChange(next))}>
      <Dialog.Content aria-describedby={descriptionId}>
        <Dialog.Title>{productDetailCopy.contactTitle}</Dialog.Title>
        <Dialog.Description id={descriptionId}>
          {fillCopy(productDetailCopy.contactDescription, { title: productTitle })}
        </Dialog.Description>
        <DialogForm onSubmit={onSubmit}>
          <FormField label={productDetailCopy.contactMessage} required>
            <Textarea
              name="message"
              rows={5}
              maxLength={2000}
              placeholder={productDetailCopy.contactPlaceholder}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              disabled={sendMessage.isPending}
            />
          </FormField>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button type="button" variant="outline" disabled={sendMessage.isPending}>
                {copy.common.cancel}
              </Button>
            </Dialog.Close>
            <Button type="submit" disabled={blank || sendMessage.isPending}>
              {sendMessage.isPending ? productDetailCopy.sending : productDetailCopy.send}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      </Dialog.Content>
    </Dialog>
  );
}
