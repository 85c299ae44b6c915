import type { ComponentType } from 'react';
import { ComingSoonPage } from '../features/coming-soon/ComingSoonPage';
import { AuthPage } from '../features/auth/AuthPage';

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

/** Inline placeholder for a form or widget the shell embeds in its own pages. */
function SlotPlaceholder({ label }: { label: string }) {
  return (
    <section aria-label={label} style={{ padding: '16px', borderRadius: '12px', border: '1px dashed rgba(11, 23, 48, 0.25)' }}>
      <strong>{label}</strong> · Próximamente
    </section>
  );
}

export function NewsletterSignup(_props: { variant?: 'full' | 'emailOnly' }) {
  return <SlotPlaceholder label="Suscripción al boletín" />;
}

export function WaitlistHomeForm() {
  return <SlotPlaceholder label="Lista de espera" />;
}

export function WaitlistLandingForm() {
  return <SlotPlaceholder label="Lista de espera" />;
}

export function CollectorCounter() {
  return <SlotPlaceholder label="Contador de coleccionistas" />;
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
