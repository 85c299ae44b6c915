/** The shell's pre-launch page for visitors; the title's middle part is emphasised. */
export const comingSoonCopy = {
  titleStart: 'El nuevo hogar de los',
  titleEmphasis: 'coleccionables deportivos',
  titleEnd: 'auténticos',
  lead: 'Estamos afinando cada detalle de Vitrina. Suscríbete y recibe {percent}% de descuento en tu primera compra cuando abramos.',
  newsletterTitle: 'Sé el primero en enterarte',
  haveAccount: '¿Ya tienes cuenta?',
  orBrowse: '· o explora las',
  availablePieces: 'piezas disponibles',
  promisesLabel: 'Lo que viene',
  liveSellingText: 'Subastas y ventas en directo con piezas únicas, presentadas por coleccionistas expertos.',
  vendingText: 'Sobres y piezas sorpresa en máquinas Vitrina en estadios y centros comerciales.',
  shippingTitle: 'Envíos a todo México',
  waitlistTitle: 'Únete a la lista de espera',
  waitlistText:
    'Inversión fraccionada en piezas de alto valor, drops exclusivos y eventos para miembros. Regístrate para recibir acceso anticipado.',
  followUs: 'Síguenos',
  liveSellingEvents: 'Eventos de venta en vivo',
  vendingMachines: 'Máquinas expendedoras',
  shippingAtCheckout: 'El envío se calcula al finalizar la compra',
} as const;
