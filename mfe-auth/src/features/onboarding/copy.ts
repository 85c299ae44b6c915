/** /onboarding: the profile a new member completes. */
export const onboardingCopy = {
  title: 'Completa tu perfil',
  subtitle: 'Así te verán otros coleccionistas en Vitrina. Puedes cambiarlo cuando quieras.',
  usernameLabel: 'Nombre de usuario',
  usernameHint:
    'Único, de 3 a 30 caracteres: letras sin acentos, números, punto, guion o guion bajo. Es la dirección de tu página.',
  usernamePlaceholder: 'coleccionista_mx',
  displayNameLabel: 'Nombre para mostrar',
  displayNameHint: 'Lo que otros ven en tus publicaciones y mensajes.',
  displayNamePlaceholder: 'Ana López',
  phoneLabel: 'Teléfono (opcional)',
  phoneHint: 'Con código de país, p. ej. +525512345678. Lo necesitarás para vender.',
  sportsLegend: 'Deportes favoritos',
  categoriesLegend: 'Categorías que coleccionas',
  saving: 'Guardando...',
  submit: 'Guardar y continuar',
  sports: {
    football: 'Fútbol',
    basketball: 'Básquetbol',
    baseball: 'Béisbol',
    americanFootball: 'Fútbol americano',
    boxing: 'Box',
    tennis: 'Tenis',
    formula1: 'Fórmula 1',
  },
} as const;
