/** The footer on every page (Footer.tsx) and the links to the legal and contact pages. */
export const footerCopy = {
  about:
    'El marketplace de coleccionables deportivos auténticos en México: cartas graduadas, jerseys, piezas firmadas y equipamiento de leyenda, con cada publicación revisada por nuestro equipo.',
  privacy: 'Aviso de privacidad',
  terms: 'Términos y condiciones',
  rights: '© {year} Vitrina. Todos los derechos reservados.',
  pricesInMxn: 'Precios en pesos mexicanos (MXN).',
  // The contact page's note: 'Consulta nuestro <Aviso de privacidad> y los <Términos y condiciones>.'
  contactSeeOur: 'Consulta nuestro',
  contactAnd: 'y los',
  contact: 'Contacto',
} as const;
