import { useFormik } from 'formik';
import styled from 'styled-components';
import { Button, errorText, fillCopy, Input } from '@vitrina/shared/core';
import { useCheckDiscountCode, type AppliedDiscount } from './discountCodeApi';
import { discountCodeSchema, type DiscountCodeValues } from './discountCodeSchema';
import { checkoutCopy } from './copy';

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  input {
    flex: 1;
    min-width: 0;
    text-transform: uppercase;
  }
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Message = styled.p<{ $ok: boolean }>`
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.destructive)};
`;

export interface DiscountCodeFieldProps {
  applied: AppliedDiscount | null;
  onChange: (applied: AppliedDiscount | null) => void;
  /** a refusal create_order gave while paying (e.g. the code was used meanwhile) */
  refusal?: string;
}

/** The welcome code (BIENVENIDA10): checked with the database on "Aplicar", shown in the summary once accepted. */
export function DiscountCodeField({ applied, onChange, refusal }: DiscountCodeFieldProps) {
  const check = useCheckDiscountCode();
  const formik = useFormik<DiscountCodeValues>({
    initialValues: { code: '' },
    validationSchema: discountCodeSchema,
    validateOnBlur: false,
    onSubmit: async ({ code }, helpers) => {
      helpers.setStatus(undefined);
      try {
        onChange(await check(code));
      } catch (failure) {
        // the database's reason in its words (used, expired, not for this buyer); the code stays in the field
        onChange(null);
        helpers.setStatus(errorText(failure, { fallback: checkoutCopy.discountRefused }));
      }
    },
  });
  // the code is optional: passing through the field says nothing, only "Aplicar" with it empty does
  const error = (formik.submitCount > 0 ? formik.errors.code : undefined) ?? formik.status;

  if (applied) {
    return (
      <div data-testid="discount-applied">
        <Message $ok role="status">
          {fillCopy(checkoutCopy.discountApplied, { code: applied.code, percent: String(applied.percent) })}
        </Message>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
          {checkoutCopy.discountRemove}
        </Button>
      </div>
    );
  }
  const shown = error || refusal;
  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label={checkoutCopy.discountLabel}>
      <Label htmlFor="checkout-discount-code">{checkoutCopy.discountLabel}</Label>
      <Row>
        <Input
          id="checkout-discount-code"
          {...formik.getFieldProps('code')}
          autoComplete="off"
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? 'checkout-discount-error' : undefined}
        />
        <Button type="submit" variant="outline" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? checkoutCopy.discountChecking : checkoutCopy.discountApply}
        </Button>
      </Row>
      {shown ? (
        <Message $ok={false} id="checkout-discount-error" role="alert">
          {shown}
        </Message>
      ) : null}
    </form>
  );
}
