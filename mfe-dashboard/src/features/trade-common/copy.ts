/** What the orders and shipping pages both show. */
export const tradeCopy = {
  placedOn: 'Realizado el {date}',
  ordersLoadError: 'No pudimos cargar tus pedidos',
  shippedWith: '{carrier} · guía {tracking}',
  shippedOn: 'Enviado el {date}',
  purchase: 'Compra',
  sale: 'Venta',
} as const;
