import type { ComponentType } from 'react';
import { ComingSoonPage } from '@vitrina/shared/ui';

// Pages and slots this remote lends to the shell (federation expose './routes'). Feature work replaces each
// placeholder with the real page under src/features/.

export function SellPage() {
  return (
    <ComingSoonPage
      title="Vende tu pieza"
      description="Muy pronto podrás publicar tus coleccionables con fotos, precio y datos de autenticidad. Cada publicación nueva pasa por revisión antes de mostrarse."
      highlights={["Hasta 6 fotos por pieza","Sugerencias de precio en MXN","Revisión del equipo antes de publicar"]}
    />
  );
}

const routes = {
  SellPage,
} satisfies Record<string, ComponentType<any>>;

export default routes;
