import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@vitrina/shared/core';
import routes from './exposes/routes';

/** Paths this remote answers when it runs on its own; inside the shell the shell's route table decides. */
export const STANDALONE_ROUTES: { path: string; key: keyof typeof routes }[] = [
  { path: '/auth', key: 'AuthPage' },
  { path: '/onboarding', key: 'OnboardingPage' },
  { path: '/auth/restablecer', key: 'PasswordRecoveryPage' },
];

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

/**
 * The remote's own React root: providers from the shared singletons plus its own router. Used by the standalone
 * bootstrap and by the single-spa lifecycles, which mount outside the shell's React tree and inherit no context.
 */
export function RemoteRoot() {
  return (
    <AppProviders>
      <BrowserRouter>
        <Routes>
          {STANDALONE_ROUTES.map(({ path, key }) => {
            const Page = routes[key];
            return <Route key={path} path={path} element={<Page />} />;
          })}
        <Route path="/slots" element={<SlotGallery />} />
          <Route path="*" element={<Navigate to="/auth" replace />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}
