/** The overview page (/dashboard): greeting and figures. */
export const overviewCopy = {
  greeting: 'Hola, {name}',
  overviewDescription: 'Tus piezas, ofertas, mensajes y pedidos de un vistazo.',
  statListings: 'Tus piezas',
  statListingsEmpty: 'Aún no publicas piezas',
  statPublished: 'Publicadas',
  statPending: 'En revisión',
  statRejected: 'Rechazadas',
  statSold: 'Vendidas',
  statOffers: 'Ofertas por responder',
  statOffersHint: 'Recibidas y contraofertas esperando tu respuesta',
  statMessages: 'Mensajes sin leer',
  statMessagesHint: 'En todas tus conversaciones',
  statOrders: 'Pedidos en curso',
  statOrdersHint: 'Compras pendientes, pagadas o en camino',
  statSales: 'Ventas',
  statSalesHint: { one: '{count} pieza vendida', other: '{count} piezas vendidas' },
} as const;
