/** The listing preview dialog's Spanish copy, shown before publishing. */
export const previewCopy = {
  previewTitle: 'Vista previa de tu publicación',
  previewSubtitle: 'Así verán tu pieza los coleccionistas cuando nuestro equipo la apruebe.',
  highPriceBadge: 'Precio alto',
  important: 'Importante',
  importantNotice:
    'Tu publicación será revisada por nuestro equipo antes de mostrarse en la vitrina. Te avisaremos cuando esté aprobada.',
  previewCategory: 'Categoría',
  previewCondition: 'Condición',
  previewShipping: 'Envío',
  previewCertificate: 'Certificado',
  backAndEdit: 'Volver y editar',
  confirmAndPublish: 'Confirmar y publicar',
  publishing: 'Publicando...',
} as const;
