import { useEffect, useRef } from 'react';
import { useFormik } from 'formik';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  copy,
  errorText,
  fillCopy,
  FormField,
  formatPrice,
  Input,
  authPathFor,
  Alert,
} from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useSendOffer, type ProductDetail } from '@vitrina/shared/data';
import { Dialog } from '@vitrina/shared/ui';
import { DialogForm } from '../DetailLayout';
import { defaultOfferAmount, isPositiveAmount, parseAmount, recommendedOffer } from './offerAmount';
import { accessCopy } from '../../access/copy';
import { productDetailCopy } from '../copy';
import { offerSchema, offerSchemaFor } from './offerSchema';

const Facts = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface OfferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** undefined while the product is still loading (the dialog may open from ?offer=true before it arrives) */
  product: ProductDetail | null | undefined;
}

interface OfferForm {
  /** formik keeps a typed number input as a number, an emptied one as '' */
  amount: string | number;
}

/** The database's refusal in its own Spanish words (shared's errorText), with this dialog's words for two kinds. */
function failureMessage(error: unknown): string {
  return errorText(error, {
    fallback: productDetailCopy.offerFailed,
    messages: {
      foreignKeyViolation: productDetailCopy.offerPieceUnavailable,
      uniqueViolation: productDetailCopy.offerAlreadyOpen,
    },
  });
}

/** Why an offer cannot be sent yet, in the order spec §5 lists the rules; null when it can. */
function offerBlocker(product: ProductDetail | null | undefined): string | null {
  if (!product) return productDetailCopy.waitForProduct;
  if (!product.seller_id || !product.seller) return productDetailCopy.offerSellerUnavailable;
  return null;
}

/**
 * The offer flow (spec §5, §8): starts at 85% of the price (floored), sends only a positive amount, only for a
 * signed-in user, only once the product and its seller are known. The database refuses offers on one's own or
 * unpublished pieces and notifies the seller.
 */
export function OfferDialog({ open, onOpenChange, product }: OfferDialogProps) {
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const sendOffer = useSendOffer();

  const formik = useFormik<OfferForm>({
    initialValues: { amount: product ? String(defaultOfferAmount(product.price)) : '' },
    // at most the list price once the piece is known (the database's rule and words)
    validationSchema: product ? offerSchemaFor(product.price) : offerSchema,
    validateOnChange: false,
    onSubmit: async ({ amount }, helpers) => {
      helpers.setStatus(undefined);
      if (!user) {
        toast({
          title: accessCopy.offerLoginTitle,
          description: accessCopy.offerLoginDescription,
          variant: 'destructive',
        });
        navigate(authPathFor({ pathname: location.pathname, search: '?offer=true' }), {
          state: { from: { pathname: location.pathname, search: '?offer=true' }, origin: location.pathname },
        });
        return;
      }
      const value = parseAmount(amount);
      if (!isPositiveAmount(value)) {
        helpers.setFieldError('amount', copy.marketplace.invalidOfferAmount);
        return;
      }
      const blocker = offerBlocker(product);
      if (blocker || !product) {
        helpers.setStatus(blocker);
        return;
      }
      try {
        await sendOffer.mutateAsync({
          productId: product.id,
          buyerId: user.id,
          sellerId: product.seller?.id,
          amount: value,
        });
        toast({
          title: productDetailCopy.offerSentTitle,
          description: fillCopy(productDetailCopy.offerSentDescription, { amount: formatPrice(value) }),
          variant: 'success',
        });
        onOpenChange(false);
      } catch (error) {
        const message = failureMessage(error);
        helpers.setStatus(message);
        toast({ title: copy.common.error, description: message, variant: 'destructive' });
      }
    },
  });

  // The product may arrive after the dialog opened (?offer=true): start from its 85% unless the user typed already.
  const { setValues } = formik;
  const prefilled = useRef(Boolean(product));
  useEffect(() => {
    if (!product || prefilled.current) return;
    prefilled.current = true;
    void setValues(
      (values) => (values.amount === '' ? { amount: String(defaultOfferAmount(product.price)) } : values),
      false,
    );
  }, [product, setValues]);

  const parsed = parseAmount(formik.values.amount);
  const submitting = formik.isSubmitting || sendOffer.isPending;
  const status = typeof formik.status === 'string' ? formik.status : null;

  return (
    <Dialog open={open} onOpenChange={(next) => (submitting ? undefined : onOpenChange(next))}>
      <Dialog.Content aria-describedby="offer-dialog-description">
        <Dialog.Title>{productDetailCopy.offerTitle}</Dialog.Title>
        <Dialog.Description id="offer-dialog-description">{productDetailCopy.offerDescription}</Dialog.Description>
        <DialogForm noValidate onSubmit={formik.handleSubmit}>
          {product ? (
            <Facts>
              {fillCopy(productDetailCopy.offerCurrentPrice, { price: formatPrice(product.price) })} ·{' '}
              {productDetailCopy.recommendedOffer}: {formatPrice(recommendedOffer(product.price))}
            </Facts>
          ) : null}
          <FormField
            label={productDetailCopy.offerAmount}
            error={formik.errors.amount}
            hint={productDetailCopy.offerReplaces}
            required
          >
            <Input
              {...formik.getFieldProps('amount')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              disabled={submitting}
            />
          </FormField>
          {status ? <Alert>{status}</Alert> : null}
          <Dialog.Footer>
            <Dialog.Cancel disabled={submitting} />
            <Button type="submit" variant="accent" disabled={submitting || !isPositiveAmount(parsed)}>
              {submitting ? productDetailCopy.sendingOffer : productDetailCopy.sendOffer}
            </Button>
          </Dialog.Footer>
        </DialogForm>
      </Dialog.Content>
    </Dialog>
  );
}
