import type { ComponentType } from 'react';
import { ComingSoonPage } from '@vitrina/shared/ui';

// Pages and slots this remote lends to the shell (federation expose './routes'). Feature work replaces each
// placeholder with the real page under src/features/.

export function CartPage() {
  return (
    <ComingSoonPage
      title="Tu carrito"
      description="Pronto podrás revisar las piezas que elegiste, ajustar cantidades y ver el total en pesos mexicanos antes de pagar."
      highlights={["Cantidades y total al instante","Tu carrito se guarda en este dispositivo"]}
    />
  );
}

export function CheckoutPage() {
  return (
    <ComingSoonPage
      title="Pago seguro"
      description="Estamos terminando el proceso de pago. El envío se calcula al momento de pagar."
      highlights={["Datos de envío y contacto","Resumen del pedido en MXN","Confirmación inmediata de tu compra"]}
    />
  );
}

const routes = {
  CartPage,
  CheckoutPage,
} satisfies Record<string, ComponentType<any>>;

export default routes;
