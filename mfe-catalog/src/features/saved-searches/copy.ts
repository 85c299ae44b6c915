/** "Guardar búsqueda" on the listing: the button, its dialog and what the database's refusals mean. */
export const saveSearchCopy = {
  save: 'Guardar búsqueda',
  dialogTitle: 'Guardar búsqueda',
  dialogDescription: 'Te avisaremos en la campana cuando publiquemos una pieza que coincida con esta búsqueda.',
  summary: 'Se guardará: {summary}',
  everything: 'todas las piezas',
  name: 'Nombre de la búsqueda',
  namePlaceholder: 'Ej. Autógrafos de Messi',
  nameRequired: 'Escribe un nombre para tu búsqueda',
  nameTooLong: 'El nombre puede tener hasta 60 caracteres',
  notifyEmail: 'Avisarme también por correo',
  submit: 'Guardar',
  saving: 'Guardando…',
  savedTitle: 'Búsqueda guardada',
  savedDescription: 'Te avisaremos cuando llegue una pieza para "{name}". Adminístrala en Mis búsquedas.',
  errorDescription: 'Revisa tu conexión e inténtalo de nuevo.',
  loginToSave: 'Debes iniciar sesión para guardar búsquedas',
} as const;
