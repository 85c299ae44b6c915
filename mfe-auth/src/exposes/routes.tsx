// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { RemoteRoutes } from '@vitrina/shared/contract';
import { lazy } from 'react';

// Pages this remote lends to the shell (federation expose './routes'); keys follow the frontend contract. Each page
// is a chunk of its own, loaded when the shell routes to it. The forms of the shell's pages (newsletter, waiting
// list, counter) are exposes of their own (./NewsletterSignup, ...), so a page that only shows a form loads neither
// the pages' code nor the shared modules they use (supabase-js for sign-in, the Radix entry).

const LazyAuthPage = lazy(() => import('../features/auth/AuthPage').then((m) => ({ default: m.AuthPage })));
const LazyOnboardingPage = lazy(() =>
  import('../features/onboarding/OnboardingPage').then((m) => ({ default: m.OnboardingPage })),
);
const LazyPasswordRecoveryPage = lazy(() =>
  import('../features/password-recovery/PasswordRecoveryPage').then((m) => ({ default: m.PasswordRecoveryPage })),
);

// Plain function components around the lazy ones: the contract is a record of components the shell calls.
function AuthPage() {
  return <LazyAuthPage />;
}
function OnboardingPage() {
  return <LazyOnboardingPage />;
}
function PasswordRecoveryPage() {
  return <LazyPasswordRecoveryPage />;
}

const routes = {
  AuthPage,
  OnboardingPage,
  PasswordRecoveryPage,
} satisfies RemoteRoutes<'mfe_auth'>;

export default routes;
