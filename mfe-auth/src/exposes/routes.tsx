import type { ComponentType } from 'react';
import { AuthPage } from '../features/auth/AuthPage';
import { CollectorCounter } from '../features/collector-counter/CollectorCounter';
import { NewsletterSignup } from '../features/newsletter/NewsletterSignup';
import { OnboardingPage } from '../features/onboarding/OnboardingPage';
import { PasswordRecoveryPage } from '../features/password-recovery/PasswordRecoveryPage';
import { WaitlistHomeForm, WaitlistLandingForm } from '../features/waitlist/WaitlistForm';

// Pages and slots this remote lends to the shell (federation expose './routes'); keys follow the frontend contract.

const routes = {
  AuthPage,
  OnboardingPage,
  PasswordRecoveryPage,
  NewsletterSignup,
  WaitlistHomeForm,
  WaitlistLandingForm,
  CollectorCounter,
} satisfies Record<string, ComponentType<any>>;

export default routes;
