import { StandaloneRemote, type StandaloneRoute } from '@vitrina/shared/ui';
import CollectorCounter from './exposes/CollectorCounter';
import NewsletterSignup from './exposes/NewsletterSignup';
import routes from './exposes/routes';
import WaitlistHomeForm from './exposes/WaitlistHomeForm';
import WaitlistLandingForm from './exposes/WaitlistLandingForm';

/** Every form this remote lends to shell pages, on one page for the team to look at. */
function SlotGallery() {
  return (
    <main>
      <NewsletterSignup />
      <WaitlistHomeForm />
      <WaitlistLandingForm />
      <CollectorCounter />
    </main>
  );
}

/** Paths this remote answers when it runs on its own; inside the shell the shell's route table decides. */
const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/auth', Page: routes.AuthPage },
  { path: '/onboarding', Page: routes.OnboardingPage },
  { path: '/auth/restablecer', Page: routes.PasswordRecoveryPage },
  { path: '/slots', Page: SlotGallery },
];

/** The remote's own root, for the standalone bootstrap and the single-spa lifecycles. */
export function RemoteRoot() {
  return <StandaloneRemote routes={STANDALONE_ROUTES} home="/auth" />;
}
