import type { ComponentType } from 'react';
import { ComingSoonPage } from '@vitrina/shared/ui';

// Pages and slots this remote lends to the shell (federation expose './routes'). Feature work replaces each
// placeholder with the real page under src/features/.

export function DashboardPage() {
  return (
    <ComingSoonPage
      title="Tu panel de coleccionista"
      description="Desde aquí administrarás tu perfil, tus piezas, tus mensajes y tus pedidos."
      highlights={["Perfil y configuración","Tus publicaciones y su estado de revisión","Mensajes, ofertas y pedidos"]}
    />
  );
}

export function VerificationRequestPage() {
  return (
    <ComingSoonPage
      title="Verificación de vendedor"
      description="Pronto podrás solicitar la verificación de tu cuenta para vender piezas de mayor valor con la confianza de los compradores."
      highlights={["Envío de documentos de identidad","Seguimiento del estado de tu solicitud"]}
    />
  );
}

const routes = {
  DashboardPage,
  VerificationRequestPage,
} satisfies Record<string, ComponentType<any>>;

export default routes;
