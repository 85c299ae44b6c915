import { useId } from 'react';
import { useFormik } from 'formik';
import { Button, copy, errorText, fillCopy, FormField, Textarea } from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useSendMessage } from '@vitrina/shared/data';
import { Dialog } from '@vitrina/shared/ui';
import { DialogForm } from '../DetailLayout';
import { productDetailCopy } from '../copy';
import { CONTACT_MESSAGE_MAX, contactSchema, type ContactValues } from './contactSchema';

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
  const sendMessage = useSendMessage();
  const descriptionId = useId();
  const formik = useFormik<ContactValues>({
    initialValues: { message: '' },
    validationSchema: contactSchema,
    onSubmit: async ({ message }, helpers) => {
      try {
        await sendMessage.mutateAsync({ senderId: user?.id, receiverId: sellerId, productId, message });
        toast({
          title: productDetailCopy.messageSentTitle,
          description: productDetailCopy.messageSentDescription,
          variant: 'success',
        });
        helpers.resetForm();
        onOpenChange(false);
      } catch (error) {
        // what the user wrote stays in the box so they can try again
        toast({
          title: copy.marketplace.sendMessageErrorTitle,
          description: errorText(error, { fallback: copy.marketplace.sendMessageErrorDescription }),
          variant: 'destructive',
        });
      }
    },
  });
  const pending = formik.isSubmitting;
  // spec §5: sending stays off while the message is blank
  const blank = formik.values.message.trim() === '';

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <Dialog.Content aria-describedby={descriptionId}>
        <Dialog.Title>{productDetailCopy.contactTitle}</Dialog.Title>
        <Dialog.Description id={descriptionId}>
          {fillCopy(productDetailCopy.contactDescription, { title: productTitle })}
        </Dialog.Description>
        <DialogForm onSubmit={formik.handleSubmit} noValidate>
          <FormField
            label={productDetailCopy.contactMessage}
            error={formik.touched.message ? formik.errors.message : undefined}
            required
          >
            <Textarea
              {...formik.getFieldProps('message')}
              rows={5}
              maxLength={CONTACT_MESSAGE_MAX}
              placeholder={productDetailCopy.contactPlaceholder}
              disabled={pending}
            />
          </FormField>
          <Dialog.Footer>
            <Dialog.Cancel disabled={pending} />
            <Button type="submit" disabled={blank || pending}>
              {pending ? productDetailCopy.sending : productDetailCopy.send}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      </Dialog.Content>
    </Dialog>
  );
}
