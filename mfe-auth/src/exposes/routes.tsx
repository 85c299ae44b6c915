import type { ComponentType } from 'react';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';
import { AuthPage } from '../features/auth/AuthPage';
import { CollectorCounter } from '../features/collector-counter/CollectorCounter';
import { NewsletterSignup } from '../features/newsletter/NewsletterSignup';
import { WaitlistHomeForm, WaitlistLandingForm } from '../features/waitlist/WaitlistForm';

// Pages and slots this remote lends to the shell (federation expose './routes'). Feature work replaces each
// placeholder with the real page under src/features/.

export function OnboardingPage() {
  return (
    <ComingSoonPage
      title="Completa tu perfil"
      description="Estamos preparando los primeros pasos para que tu perfil de coleccionista quede listo."
      highlights={["Nombre de usuario y nombre visible","Tus deportes y equipos favoritos"]}
    />
  );
}

export function PasswordRecoveryPage() {
  return (
    <ComingSoonPage
      title="Restablece tu contraseña"
      description="Pronto podrás elegir una contraseña nueva desde el enlace que te enviamos por correo."
    />
  );
}

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
