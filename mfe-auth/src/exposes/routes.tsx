// First import: refuses to run on a page whose kernel this remote was not built for (see checkKernel).
import '@vitrina/shared/kernel-guard';
import type { RemoteRoutes } from '@vitrina/shared/contract';
import { lazy } from 'react';
import { CollectorCounter } from '../features/collector-counter/CollectorCounter';
import { NewsletterSignup } from '../features/newsletter/NewsletterSignup';
import { WaitlistHomeForm, WaitlistLandingForm } from '../features/waitlist/WaitlistForm';

// Pages and slots this remote lends to the shell (federation expose './routes'); keys follow the frontend contract.
// The slots render on the visitor's first page (coming-soon, home), so they are in the expose's own chunk; the
// pages are chunks of their own, loaded when the shell routes to one: a slot must not bring the pages' code and
// the shared modules they use (supabase-js for sign-in, the Radix entry) to a page that only shows a form.

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
  NewsletterSignup,
  WaitlistHomeForm,
  WaitlistLandingForm,
  CollectorCounter,
} satisfies RemoteRoutes<'mfe_auth'>;

export default routes;
