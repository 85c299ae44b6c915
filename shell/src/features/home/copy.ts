/** The signed-in home's hero (HeroSection.tsx, art/HeroArt.tsx); the title's middle word is emphasised. */
export const homeHeroCopy = {
  eyebrow: 'Coleccionables deportivos auténticos',
  titleStart: 'Piezas de leyenda,',
  titleEmphasis: 'verificadas',
  titleEnd: 'para tu colección',
  lead: 'Cartas graduadas, jerseys usados en partido y memorabilia firmada de vendedores verificados. Cada publicación pasa por revisión antes de llegar a la vitrina.',
  searchLabel: 'Buscar piezas',
  searchButton: 'Buscar',
  searchPlaceholder: '¿Qué joya estás buscando?',
  startShopping: 'Comenzar a comprar',
  heroArt: 'Vitrina iluminada con un trofeo, una carta graduada y un balón firmado',
} as const;

/** The signed-in home's other sections. */
export const homeSectionsCopy = {
  sellerBannerTitle: '¿Tienes piezas que merecen una vitrina?',
  sellerBannerText:
    'Publica en minutos y llega a coleccionistas de todo México. Nuestro equipo revisa cada pieza antes de publicarla.',
  newsletterKicker: 'Boletín Vitrina',
  newsletterDiscount: '{percent}% de descuento',
  newsletterTitleEnd: 'en tu primera compra',
  newsletterLead:
    'Suscríbete y recibe antes que nadie los nuevos lanzamientos, piezas autenticadas y eventos para coleccionistas.',
  explorerKicker: 'Explora por categoría',
  explorerTitle: 'Encuentra la pieza que falta en tu colección',
  explorerLead: 'Desde rookies graduadas hasta balones firmados en finales históricas.',
  mostSearchedIn: 'Lo más buscado en {category}',
  exploreMore: 'Explorar →',
  sellerInvitationKicker: 'Para vendedores',
  sellerInvitationTitle: 'Convierte tu colección en el próximo clásico de alguien más',
  sellerInvitationText:
    'Vendedores verificados, autenticación por certificadores y pagos protegidos: tus piezas llegan a compradores que saben lo que valen.',
  sellerSteps: [
    { title: 'Publica tu pieza', text: 'Sube hasta 6 fotos, describe su condición y fija tu precio en MXN.' },
    { title: 'Revisión del equipo', text: 'Verificamos cada publicación antes de que aparezca en el catálogo.' },
    { title: 'Recibe ofertas y vende', text: 'Conversa con compradores, acepta ofertas y envía con seguimiento.' },
  ],
  fractionalKicker: 'Muy pronto · Inversión fraccionada',
  fractionalTitle: 'Sé dueño de una parte de la historia',
  fractionalLead:
    'Estamos preparando una nueva forma de coleccionar. Únete a la lista de espera y sé de los primeros en participar.',
  fractionalPromises: [
    { title: 'Drops exclusivos', text: 'Acceso anticipado a piezas únicas antes de que lleguen al catálogo.' },
    {
      title: 'Propiedad fraccionada',
      text: 'Invierte en una parte de piezas de alto valor, desde montos accesibles.',
    },
    { title: 'Pools de inversión', text: 'Súmate con la comunidad para adquirir piezas legendarias juntos.' },
    { title: 'Eventos en vivo', text: 'Ventas en vivo exclusivas para miembros.' },
  ],
  waitlistTitle: 'Únete a la lista de espera',
  sellYourCollection: 'Vende tu colección',
} as const;
