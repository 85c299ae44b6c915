import { useEffect, useMemo, useRef, useState } from 'react';
import { Formik, useFormikContext } from 'formik';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Container,
  EmptyState,
  formatPrice,
  PageTitle,
  Skeleton,
  useDocumentTitle,
  Alert,
  spreadRow,
  paths,
} from '@vitrina/shared/core';
import { initSession, useCartStore, useUser } from '@vitrina/shared/kernel';
import type { User } from '@vitrina/shared/contract';
import { useCheckoutContact, type CheckoutContact } from '@vitrina/shared/data';
import { checkoutSchema, type CheckoutValues } from './checkoutSchema';
import { useCheckedCart } from '../availability/useCheckedCart';
import { CHECKOUT_RETURN } from '../cart/CartSummary';
import { CartIcon } from '../cart/CartIcon';
import { CheckoutForm } from './CheckoutForm';
import { EMPTY_CHECKOUT_VALUES, splitDisplayName, type CheckoutField } from './checkoutFields';
import { OrderSummary } from './OrderSummary';
import { newPurchaseKey } from './purchaseKey';
import { usePlaceOrder } from './usePlaceOrder';
import type { AppliedDiscount } from './discountCodeApi';
import { orderTotals } from './orderTotals';
import { cartCopy } from '../cart/copy';
import { checkoutCopy } from './copy';
import { useStackedLayout } from './useStackedLayout';
import { readCheckoutProgress, saveCheckoutProgress } from './checkoutProgress';
import type { CheckoutTabId } from './checkoutFields';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-bottom: ${({ theme }) => theme.space[12]};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

const Refusal = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Blocked = styled.div`
  ${spreadRow('center', 2)}
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** /checkout (login required; the shell redirects visitors too, this covers the remote on its own). */
export function CheckoutPage() {
  const user = useUser();
  useDocumentTitle(checkoutCopy.title);
  const location = useLocation();
  // the remote may run without the shell (standalone, a parcel), which otherwise starts the session
  useEffect(() => void initSession(), []);
  if (user === undefined) return <CheckoutSkeleton />;
  if (user === null) return <Navigate to={CHECKOUT_RETURN} replace state={{ from: location }} />;
  return <SignedInCheckout user={user} />;
}

function SignedInCheckout({ user }: { user: User }) {
  const { items, availability, unavailableIds, shippingPrices } = useCheckedCart();
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);
  const removeItem = useCartStore((state) => state.removeItem);
  const contact = useCheckoutContact();
  const { place, processing, failure } = usePlaceOrder();
  // in one column the summary (with the discount code) comes first: below the form it sat under 'Pagar'
  const stacked = useStackedLayout();
  const purchaseKey = usePurchaseKey(items.map((item) => `${item.id}:${item.quantity}`).join(','));
  // a reload comes back to the tab and the account and shipping fields the buyer had (never the card)
  const [saved] = useState(() => readCheckoutProgress(user.id));
  const [tab, setTab] = useState<CheckoutTabId>(saved?.tab ?? 'account');
  const initialValues = useMemo<CheckoutValues>(
    () => ({ ...EMPTY_CHECKOUT_VALUES, email: user.email ?? '', ...saved?.values }),
    [user.email, saved],
  );

  if (!items.length && !processing) {
    return (
      <Container>
        <PageTitle>{checkoutCopy.title}</PageTitle>
        <EmptyState
          icon={<CartIcon />}
          title={checkoutCopy.emptyCart}
          description={checkoutCopy.emptyCartDescription}
          link={{ to: paths.products, label: checkoutCopy.backToShop, size: 'lg' }}
        />
      </Container>
    );
  }

  const totals = orderTotals(items, shippingPrices, discount?.percent ?? 0);
  const total = totals.total === null ? checkoutCopy.shippingPending : formatPrice(totals.total);
  const payBlocked = unavailableIds.length > 0 || totals.total === null;
  const discountRefusal = failure?.kind === 'discount' ? failure.description : undefined;
  const summary = (
    <OrderSummary
      items={items}
      availability={availability}
      refusedId={failure?.productId}
      shippingPrices={shippingPrices}
      discount={discount}
      onDiscountChange={setDiscount}
      discountRefusal={discountRefusal}
    />
  );
  return (
    <Container>
      <PageTitle>{checkoutCopy.title}</PageTitle>
      <Layout>
        {stacked ? summary : null}
        <div>
          {failure &&
          failure.kind !== 'discount' &&
          (!failure.productId || items.some((item) => item.id === failure.productId)) ? (
            <Refusal data-testid="order-refusal" live="off" title={checkoutCopy.errorTitle}>
              {failure.description}
            </Refusal>
          ) : null}
          {unavailableIds.length ? (
            <Blocked>
              <span>{checkoutCopy.unavailableBlocksPay}</span>
              <Button type="button" variant="outline" size="sm" onClick={() => unavailableIds.forEach(removeItem)}>
                {cartCopy.removeUnavailable}
              </Button>
            </Blocked>
          ) : null}
          <Formik<CheckoutValues>
            initialValues={initialValues}
            validationSchema={checkoutSchema}
            // the tabs show which are complete from the first paint, so the schema also runs on the restored values
            validateOnMount
            onSubmit={(values) => (payBlocked ? undefined : place(values, items, purchaseKey, discount?.code ?? null))}
          >
            <>
              <PrefillFromContact contact={contact.data} />
              <KeepProgress userId={user.id} tab={tab} />
              <CheckoutForm
                initialTab={saved?.tab}
                onTabChange={setTab}
                totalLabel={total}
                processing={processing}
                payBlocked={payBlocked}
              />
            </>
          </Formik>
        </div>
        {stacked ? null : summary}
      </Layout>
    </Container>
  );
}

/** Writes the account and shipping fields (never the card) and the open tab as they change, for a reload. */
function KeepProgress({ userId, tab }: { userId: string; tab: CheckoutTabId }) {
  const { values } = useFormikContext<CheckoutValues>();
  useEffect(() => {
    saveCheckoutProgress(userId, { tab, values });
  }, [userId, tab, values]);
  return null;
}

/**
 * Fills what the profile and the last order know (name, address) into fields the buyer has not typed in yet;
 * whatever was typed stays.
 */
function PrefillFromContact({ contact }: { contact: CheckoutContact | undefined }) {
  const { values, touched, setValues } = useFormikContext<CheckoutValues>();
  const applied = useRef<CheckoutContact | undefined>(undefined);
  useEffect(() => {
    // once per loaded contact: later edits are the buyer's
    if (!contact || applied.current === contact) return;
    applied.current = contact;
    const { firstName, lastName } = splitDisplayName(contact.displayName);
    const known: Partial<Record<CheckoutField, string>> = {
      firstName,
      lastName,
      address: contact.lastShipping?.address,
      city: contact.lastShipping?.city,
      state: contact.lastShipping?.state,
      zipCode: contact.lastShipping?.zip_code,
      neighborhood: contact.lastShipping?.neighborhood,
      phone: contact.lastShipping?.phone,
    };
    const filled = { ...values };
    for (const [field, value] of Object.entries(known) as [CheckoutField, string | undefined][]) {
      if (value && !values[field] && !touched[field]) filled[field] = value;
    }
    // one update, one validation: the tabs' completeness reflects every pre-filled field at once
    void setValues(filled, true);
  }, [contact, values, touched, setValues]);
  return null;
}

/**
 * The purchase's idempotency key, new whenever the cart's lines change: a double click or a retry of the same
 * purchase sends the same key (one order), a different cart is a different purchase.
 */
function usePurchaseKey(lines: string): string {
  const [current, setCurrent] = useState(() => ({ lines, key: newPurchaseKey() }));
  if (current.lines === lines) return current.key;
  const next = { lines, key: newPurchaseKey() };
  setCurrent(next);
  return next.key;
}

function CheckoutSkeleton() {
  return (
    <Container>
      <PageTitle>{checkoutCopy.title}</PageTitle>
      <Layout aria-busy="true" aria-label={checkoutCopy.loadingContact}>
        <Skeleton style={{ height: 360 }} />
        <Skeleton style={{ height: 280 }} />
      </Layout>
    </Container>
  );
}
