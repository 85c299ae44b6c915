import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import styled, { keyframes } from 'styled-components';
import {
  Button,
  CHECKOUT_CARD_EXPIRY_LENGTH,
  CHECKOUT_CVC_MAX,
  fillCopy,
  FormField,
  Input,
  LineIcon,
} from '@vitrina/shared/core';
import type { CheckoutValues } from './checkoutSchema';
import { CheckoutTabs } from './CheckoutTabs';
import {
  CHECKOUT_TABS,
  isTabComplete,
  tabById,
  tabNames,
  tabsWithErrors,
  type CheckoutField,
  type CheckoutTab,
  type CheckoutTabId,
} from './checkoutFields';
import { CARD_NUMBER_DISPLAY_LENGTH, cardExpiryInput, cardNumberInput, cvcInput, phoneInput } from './cardInput';
import { checkoutCopy } from './copy';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  ${({ theme }) => theme.media.belowMobile} {
    button {
      width: 100%;
    }
  }
`;

const PayNote = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Status = styled.p`
  min-height: 1px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
  &:empty {
    display: none;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const BusyRing = styled.span.attrs({ 'aria-hidden': true })`
  width: 16px;
  height: 16px;
  border: 2px solid currentColor;
  border-top-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

function LockIcon() {
  return (
    <LineIcon size={16} strokeWidth={2} style={{ flexShrink: 0, marginTop: 2 }}>
      <rect x="3" y="11" width="18" height="11" rx="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </LineIcon>
  );
}

const NEXT: Partial<Record<CheckoutTabId, CheckoutTabId>> = { account: 'shipping', shipping: 'payment' };
const fieldId = (field: CheckoutField) => `checkout-${field}`;

export interface CheckoutFormProps {
  totalLabel: string;
  processing: boolean;
  /** pieces in the cart can no longer be bought: paying is off until they are removed */
  payBlocked: boolean;
  /** the tab to open first (where the buyer was before a reload) */
  initialTab?: CheckoutTabId;
  onTabChange?: (id: CheckoutTabId) => void;
}

/**
 * The three tabs of the checkout form, inside the page's Formik: its schema is the one validation, run by formik
 * as the buyer types and on submit. 'Continuar' shows the errors of the tab's own fields and moves on (or focuses
 * the first wrong one); 'Pagar' is formik's submit, which touches and checks every field and calls the page's
 * `onSubmit` only when all are right; when not, the first tab with an error opens. Errors sit under their fields,
 * tied with aria-describedby and read out as alerts; the values live in formik, so a failed order keeps them.
 */
export function CheckoutForm({
  totalLabel,
  processing,
  payBlocked,
  initialTab = 'account',
  onTabChange,
}: CheckoutFormProps) {
  const formik = useFormikContext<CheckoutValues>();
  const { values, errors, touched, setTouched, setFieldValue, getFieldProps, handleSubmit } = formik;
  const { submitCount, isSubmitting } = formik;
  const [active, setActive] = useState<CheckoutTabId>(initialTab);
  const [status, setStatus] = useState('');
  const pendingFocus = useRef<CheckoutField | null>(null);
  const answeredSubmit = useRef(0);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(fieldId(pendingFocus.current))?.focus();
    pendingFocus.current = null;
  });

  const goTo = (id: CheckoutTabId, focusField?: CheckoutField) => {
    pendingFocus.current = focusField ?? null;
    setActive(id);
    onTabChange?.(id);
  };

  /** Opens `tab` at its first wrong field and names every step in `named` (the tab's alone after 'Continuar'). */
  const showFirstError = (tab: CheckoutTab, named: readonly CheckoutTab[] = [tab]) => {
    setStatus(fillCopy(checkoutCopy.fixFieldsIn, { tab: tabNames(named) }));
    const wrong = tab.fields.find((field) => errors[field]);
    if (tab.id === active) {
      if (wrong) document.getElementById(fieldId(wrong))?.focus();
    } else goTo(tab.id, wrong);
  };

  // A submit formik refused (its validation found errors): open the first tab holding one and name every such tab.
  const answerSubmit = useEffectEvent(() => {
    const wrong = tabsWithErrors(errors);
    const [first] = wrong;
    if (first) showFirstError(first, wrong);
    else setStatus('');
  });
  useEffect(() => {
    if (isSubmitting || submitCount === answeredSubmit.current) return;
    answeredSubmit.current = submitCount;
    answerSubmit();
  }, [isSubmitting, submitCount]);

  // The errors are formik's (validated on mount and on every change); this only reveals the tab's.
  const continueFrom = (id: CheckoutTabId) => {
    const tab = tabById(id);
    void setTouched({ ...touched, ...Object.fromEntries(tab.fields.map((field) => [field, true])) }, false);
    if (tab.fields.some((field) => errors[field])) {
      showFirstError(tab);
      return;
    }
    setStatus('');
    const next = NEXT[id];
    if (next) goTo(next, tabById(next).fields[0]);
  };

  const errorOf = (field: CheckoutField) => (touched[field] ? errors[field] : undefined);
  const field = (name: CheckoutField, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <FormField label={label} id={fieldId(name)} error={errorOf(name)} required>
      <Input {...getFieldProps(name)} {...props} />
    </FormField>
  );
  const masked = (name: CheckoutField, format: (value: string, previous: string) => string) => ({
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      void setFieldValue(name, format(event.target.value, values[name])),
  });

  const panel = (id: CheckoutTabId) => ({
    role: 'tabpanel' as const,
    id: `checkout-panel-${id}`,
    'aria-labelledby': `checkout-tab-${id}`,
    hidden: active !== id,
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={checkoutCopy.title}>
      <CheckoutTabs
        tabs={CHECKOUT_TABS}
        active={active}
        complete={(tab) => isTabComplete(tab, values, errors)}
        hasErrors={(tab) => tab.fields.some((name) => touched[name] && errors[name])}
        onSelect={(id) => goTo(id)}
      />
      <Status role="status" aria-live="polite">
        {status}
      </Status>

      <Panel {...panel('account')}>
        <Pair>
          {field('firstName', checkoutCopy.firstName, { autoComplete: 'given-name' })}
          {field('lastName', checkoutCopy.lastName, { autoComplete: 'family-name' })}
        </Pair>
        {field('email', checkoutCopy.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <Actions>
          <Button type="button" size="lg" onClick={() => continueFrom('account')}>
            {checkoutCopy.continue}
          </Button>
        </Actions>
      </Panel>

      <Panel {...panel('shipping')}>
        <FormField
          label={checkoutCopy.address}
          id={fieldId('address')}
          error={errorOf('address')}
          hint={checkoutCopy.addressHint}
          required
        >
          <Input {...getFieldProps('address')} autoComplete="address-line1" />
        </FormField>
        {field('neighborhood', checkoutCopy.neighborhood, { autoComplete: 'address-line2' })}
        <Pair>
          {field('city', checkoutCopy.city, { autoComplete: 'address-level2' })}
          {field('state', checkoutCopy.state, { autoComplete: 'address-level1' })}
        </Pair>
        <Pair>
          {field('zipCode', checkoutCopy.zipCode, { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 })}
          <FormField
            label={checkoutCopy.phone}
            id={fieldId('phone')}
            error={errorOf('phone')}
            hint={checkoutCopy.phoneHint}
            required
          >
            <Input
              {...getFieldProps('phone')}
              type="tel"
              autoComplete="tel-national"
              inputMode="tel"
              {...masked('phone', phoneInput)}
            />
          </FormField>
        </Pair>
        <Actions>
          <Button type="button" size="lg" onClick={() => continueFrom('shipping')}>
            {checkoutCopy.continue}
          </Button>
        </Actions>
      </Panel>

      <Panel {...panel('payment')}>
        <PayNote>
          <LockIcon />
          {checkoutCopy.payHint}
        </PayNote>
        {field('cardName', checkoutCopy.cardName, { autoComplete: 'cc-name' })}
        {field('cardNumber', checkoutCopy.cardNumber, {
          autoComplete: 'cc-number',
          inputMode: 'numeric',
          // room for a pasted number with spaces or dashes; cardNumberInput keeps its 16 digits
          maxLength: CARD_NUMBER_DISPLAY_LENGTH + 8,
          placeholder: '1234 1234 1234 1234',
          ...masked('cardNumber', cardNumberInput),
        })}
        <Pair>
          {field('cardExpiry', checkoutCopy.cardExpiry, {
            autoComplete: 'cc-exp',
            inputMode: 'numeric',
            maxLength: CHECKOUT_CARD_EXPIRY_LENGTH,
            placeholder: checkoutCopy.cardExpiryPlaceholder,
            ...masked('cardExpiry', cardExpiryInput),
          })}
          {field('cardCvc', checkoutCopy.cardCvc, {
            autoComplete: 'cc-csc',
            inputMode: 'numeric',
            maxLength: CHECKOUT_CVC_MAX,
            ...masked('cardCvc', cvcInput),
          })}
        </Pair>
        <Actions>
          <Button type="submit" size="lg" variant="accent" disabled={processing || payBlocked} aria-busy={processing}>
            {processing ? (
              <>
                <BusyRing />
                {checkoutCopy.processing}
              </>
            ) : (
              fillCopy(checkoutCopy.pay, { total: totalLabel })
            )}
          </Button>
        </Actions>
      </Panel>
    </form>
  );
}
