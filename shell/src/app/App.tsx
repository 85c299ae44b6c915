import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  holdHydrationFor,
  preloadableLazy,
  PROTECTED_ROUTES,
  type ProtectedRoute,
  usePageViews,
} from '@vitrina/shared/core';
import { certainlySignedOut, initSession, useSessionStore } from '@vitrina/shared/kernel';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';
import { useScrollRestoration } from '../features/scroll-restoration/useScrollRestoration';
import { checkForNewBuilds } from '../federation/remoteLoader';
import { isLaunched } from './launch';
import { SERVER_STATE_ID } from '../server/serverState';
import { Layout } from './Layout';
import { LoadingScreen } from './LoadingScreen';
import { RequireAuth } from './RequireAuth';
import { subcategoryRoutePaths } from './subcategoryRoutes';
import {
  AuctionsPage,
  AuthPage,
  CartPage,
  CategoryPage,
  CheckoutPage,
  DashboardPage,
  OnboardingPage,
  PasswordRecoveryPage,
  ProductDetailPage,
  ProductsPage,
  SellerPage,
  SellPage,
  SubcategoryPage,
  VerificationRequestPage,
} from './remotePages';

// Each shell page is its own chunk: a visitor on /privacy never downloads the home page's sections and art. The
// coming-soon page is the exception: it is what a visitor sees first on any unknown path and on /, so it is in the
// bootstrap chunk and its h1 (the page's largest paint) never waits for a chunk of its own (LCP).
const HomePage = preloadableLazy(() => import('../features/home/HomePage').then((m) => m.HomePage));
const NotFoundPage = lazy(() => import('@vitrina/shared/ui').then((m) => ({ default: m.NotFoundPage })));
const PrivacyPage = preloadableLazy(() => import('../features/footer-pages/PrivacyPage').then((m) => m.PrivacyPage));
const TermsPage = preloadableLazy(() => import('../features/footer-pages/TermsPage').then((m) => m.TermsPage));
const ContactPage = preloadableLazy(() => import('../features/footer-pages/ContactPage').then((m) => m.ContactPage));

// The shell's page the browser landed on: a page rendered on the server is hydrated once its chunk is here
// (holdHydrationFor), so its markup hydrates whole instead of waiting, dehydrated, for its code.
const SHELL_PAGE_CODE: Record<string, { preload(): Promise<unknown> } | undefined> = {
  '/': HomePage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/contact': ContactPage,
};
if (typeof document !== 'undefined' && document.getElementById(SERVER_STATE_ID)) {
  const landingCode = SHELL_PAGE_CODE[window.location.pathname.replace(/(.)\/+$/, '$1')];
  if (landingCode) holdHydrationFor(landingCode.preload());
}

/**
 * The pages behind sign-in, one per path of the shared PROTECTED_ROUTES (spec §2), the list isProtectedPath reads:
 * a protected path without a page here, or a page here that the list does not protect, fails tsc.
 */
const PROTECTED_PAGES = {
  '/sell': { path: 'sell', element: <SellPage /> },
  // The checkout remote routes its own sub-paths (the confirmation of an order just placed).
  '/checkout': { path: 'checkout/*', element: <CheckoutPage /> },
  '/verification-request': { path: 'verification-request', element: <VerificationRequestPage /> },
  // The dashboard remote routes its own sub-paths, including both product-edit aliases.
  '/dashboard': { path: 'dashboard/*', element: <DashboardPage /> },
} satisfies Record<ProtectedRoute, { path: string; element: ReactNode }>;

/** Signed out, or no stored session while supabase-js has not said so yet. */
function isVisitor(user: ReturnType<typeof useSessionStore.getState>['user']): boolean {
  return user === null || (user === undefined && certainlySignedOut());
}

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/**
 * Index: before launch, signed-out visitors see the coming-soon page and signed-in users the home page; once
 * launched (isLaunched), everyone gets the home page. A certainly signed-out visitor is known before the first
 * render (bootstrap starts the session); with a stored session the home page renders while supabase-js checks it,
 * so its hero does not wait for the client (a large library), and a session that turns out invalid falls back to the
 * coming-soon page before launch.
 */
function IndexRoute() {
  // Only the decision is read from the session: once launched it never changes, so the session's arrival after
  // hydration does not render the home page again.
  const comingSoon = useSessionStore((state) => !isLaunched() && isVisitor(state.user));
  if (comingSoon) return <ComingSoonPage />;
  return (
    <Page>
      <HomePage />
    </Page>
  );
}

/** Any other path: coming-soon for visitors before launch, else the English 404. */
function UnknownRoute() {
  const shown = useSessionStore((state) =>
    isLaunched()
      ? 'notFound'
      : isVisitor(state.user)
        ? 'comingSoon'
        : state.user === undefined
          ? 'loading'
          : 'notFound',
  );
  if (shown === 'comingSoon') return <ComingSoonPage />;
  if (shown === 'loading') return <LoadingScreen />;
  return (
    <Page>
      <NotFoundPage />
    </Page>
  );
}

/** The shell's route table and access rules (spec §2). */
export function App() {
  useEffect(() => {
    void initSession();
  }, []);
  usePageViews();
  useScrollRestoration();
  // A remote deployed while the page is open is picked up on the navigation after this check.
  const { pathname } = useLocation();
  useEffect(() => {
    void checkForNewBuilds();
  }, [pathname]);

  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<IndexRoute />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="auth/restablecer" element={<PasswordRecoveryPage />} />
        <Route path="onboarding" element={<OnboardingPage />} />

        <Route path="products" element={<ProductsPage />} />
        <Route path="products/:id" element={<ProductDetailPage />} />
        <Route path="product/:id" element={<ProductDetailPage />} />
        <Route path="sellers/:username" element={<SellerPage />} />
        <Route path="subastas" element={<AuctionsPage />} />
        <Route path="categories/:id" element={<CategoryPage />} />
        <Route path="category/:id" element={<CategoryPage />} />
        <Route path="category/:id/:sub" element={<SubcategoryPage />} />
        {subcategoryRoutePaths.map((path) => (
          <Route key={path} path={path} element={<SubcategoryPage />} />
        ))}

        <Route path="cart" element={<CartPage />} />

        <Route element={<RequireAuth />}>
          {PROTECTED_ROUTES.map((route) => (
            <Route key={route} path={PROTECTED_PAGES[route].path} element={PROTECTED_PAGES[route].element} />
          ))}
        </Route>

        <Route
          path="privacy"
          element={
            <Page>
              <PrivacyPage />
            </Page>
          }
        />
        <Route
          path="terms"
          element={
            <Page>
              <TermsPage />
            </Page>
          }
        />
        <Route
          path="contact"
          element={
            <Page>
              <ContactPage />
            </Page>
          }
        />

        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
