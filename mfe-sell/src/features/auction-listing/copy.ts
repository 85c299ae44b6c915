export const auctionListingCopy = {
  saleType: 'Tipo de venta',
  fixedPrice: 'Venta a precio fijo',
  fixedPriceHelp: 'Se vende al precio publicado: "Comprar ahora" y ofertas.',
  auction: 'Subasta',
  auctionHelp:
    'Los coleccionistas pujan hasta la fecha de cierre. El precio de arriba es el precio inicial. Sin "Comprar ahora" ni ofertas mientras dure.',
  reserve: 'Precio de reserva (opcional)',
  reserveHelp: 'Oculto para los compradores. Si las pujas no lo alcanzan, no estás obligado a vender.',
  duration: 'Duración',
  days: { 1: '1 día', 3: '3 días', 5: '5 días', 7: '7 días' } as Record<number, string>,
  start: 'Inicio programado (opcional)',
  startHelp: 'Sin fecha, la subasta empieza en cuanto el equipo apruebe la pieza.',
  reserveBelowStart: 'El precio de reserva no puede ser menor que el precio inicial',
  startInPast: 'La fecha de inicio debe estar en los próximos 30 días',
  auctionFailed: 'No pudimos poner tu pieza en subasta',
  save: 'Guardar subasta',
  saved: 'Subasta actualizada',
} as const;
