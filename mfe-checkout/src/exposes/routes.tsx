// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { RemoteRoutes } from '@vitrina/shared/contract';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CONFIRMATION_ROUTE } from '../features/confirmation/confirmationPath';
import { Container, Skeleton } from '@vitrina/shared/core';

// Pages this remote lends to the shell (federation expose './routes'). Each page is a chunk of its own, loaded when
// the shell routes to it: the cart does not bring the checkout's form and yup, the expose's entry neither.

const LazyCartPage = lazy(() => import('../features/cart/CartPage').then((m) => ({ default: m.CartPage })));
const LazyCheckoutPage = lazy(() =>
  import('../features/checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
const LazyConfirmationPage = lazy(() =>
  import('../features/confirmation/OrderConfirmationPage').then((m) => ({ default: m.OrderConfirmationPage })),
);

function PageSkeleton() {
  return (
    <Container aria-busy="true">
      <Skeleton style={{ height: 40, width: 240, margin: '24px 0 16px' }} />
      <Skeleton style={{ height: 320 }} />
    </Container>
  );
}

// Plain function components around the lazy ones: the contract is a record of components the shell calls.
export function CartPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <LazyCartPage />
    </Suspense>
  );
}

/**
 * /checkout and its sub-paths (the shell routes `checkout/*` here): the form, and the confirmation of an order just
 * placed (/checkout/orden/{id}), so a new checkout page needs no new key in the kernel's remote contract.
 */
export function CheckoutPage() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path={CONFIRMATION_ROUTE} element={<LazyConfirmationPage />} />
        <Route path="*" element={<LazyCheckoutPage />} />
      </Routes>
    </Suspense>
  );
}

const routes = {
  CartPage,
  CheckoutPage,
} satisfies RemoteRoutes<'mfe_checkout'>;

export default routes;
