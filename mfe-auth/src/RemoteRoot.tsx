import { StandaloneRemote, type StandaloneRoute } from '@vitrina/shared/ui';
import routes from './exposes/routes';

const SLOT_KEYS = ['NewsletterSignup', 'WaitlistHomeForm', 'WaitlistLandingForm', 'CollectorCounter'] as const;

/** Every slot this remote lends to shell pages, on one page for the team to look at. */
function SlotGallery() {
  return (
    <main>
      {SLOT_KEYS.map((key) => {
        const Slot = routes[key];
        return <Slot key={key} />;
      })}
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
