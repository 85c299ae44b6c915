/** Shipping (/dashboard/shipping): addresses used and shipments. */
export const shippingCopy = {
  emptyShippingTitle: 'No hay envíos en curso',
  emptyShippingDescription: 'Las direcciones que uses y el estado de cada envío aparecerán aquí.',
  shippingDescription: 'Las direcciones a las que enviaste y el estado de cada envío.',
  addressesTitle: 'Direcciones usadas',
  shipmentsTitle: 'Envíos',
  addressUses: { one: '{count} pedido', other: '{count} pedidos' },
  shipmentState: {
    waiting: 'Por enviar',
    inTransit: 'En camino',
    delivered: 'Entregado',
    cancelled: 'Cancelado',
  },
} as const;
