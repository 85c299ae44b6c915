export const auctionsPageCopy = {
  title: 'Subastas',
  lead: 'Eventos de venta en vivo: las piezas que se subastan ahora, las que terminan pronto primero. Puja tu máximo y nosotros pujamos por ti.',
  emptyTitle: 'No hay subastas en curso',
  emptyDescription: 'Vuelve pronto o explora las piezas a precio fijo.',
  browse: 'Ver todas las piezas',
} as const;
