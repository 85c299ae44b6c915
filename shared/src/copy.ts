/**
 * The Spanish copy catalogue, keyed by meaning. Strings quoted in the spec are copied exactly;
 * screens and tests import them from here so they never drift apart.
 * `{placeholder}` parts are filled with `fillCopy`.
 */
export const copy = {
  common: {
    loading: 'Cargando...',
    retry: 'Reintentar',
    comingSoon: 'Próximamente',
    error: 'Error',
    tryAgain: 'Por favor intenta de nuevo',
    close: 'Cerrar',
    cancel: 'Cancelar',
    continue: 'Continuar',
    back: 'Volver',
    backHome: 'Volver al inicio',
    notAvailable: 'N/A',
    invalidDate: 'Fecha inválida',
    requiredField: 'Campo requerido',
    invalidFormat: 'Formato inválido',
    defaultUserName: 'Usuario',
    notification: 'Notificación',
    whatIsComing: 'Lo que viene',
  },
  // The shell's texts that a remote shows too (the shell's own are in shell/src: app/shellCopy.ts and its features).
  shell: {
    // every app's tab titles end with it (useDocumentTitle)
    brand: 'Vitrina',
    exploreProducts: 'Explorar Productos',
    settings: 'Configuración',
    remoteLoadError: 'No pudimos cargar esta sección',
    // the rest of the remotes' fallback (RemoteFallback in core: the shell's routes and a remote's use of another's
    // exposes, e.g. the dashboard's edit page)
    remoteLoadErrorHint: 'Puede ser un problema momentáneo de conexión. El resto de Vitrina sigue disponible.',
    remoteRetry: 'Reintentar',
    remoteKernelMismatch: 'Esta sección se actualizó',
    remoteKernelMismatchHint:
      'Necesita una versión más reciente de Vitrina que la que tienes abierta. Recarga la página para usarla; el resto de Vitrina sigue disponible.',
    remoteReload: 'Recargar página',
    notFoundTitle: 'Page not found',
    notFoundDescription: "The page you are looking for doesn't exist.",
    notFoundLink: 'Go back home',
  },
  access: {
    loginRequiredTitle: 'Inicio de sesión requerido',
    loginToSell: 'Debes iniciar sesión para vender productos.',
  },
  // The kernel's session store shows these (sign-out); the /auth page's own texts are in mfe-auth.
  auth: {
    genericRetry: 'Por favor intenta de nuevo',
    signOutTitle: 'Sesión cerrada',
    signOutDescription: 'Has cerrado sesión exitosamente',
    signOutError: 'Error al cerrar sesión',
  },
  sell: {
    fieldCondition: 'Condición',
    fieldCategory: 'Categoría',
    fieldSubcategory: 'Subcategoría',
    fieldRarity: 'Rareza',
    fieldPsaGrade: 'Calificación PSA',
    fieldSignedBy: 'Firmado por',
    fieldCertifier: 'Certificadora',
    fieldCertificateNumber: 'Número de certificado',
    fieldStock: 'Unidades disponibles',
    // the dashboard's edit form still offers it as the empty option of its category select
    categoryPlaceholder: 'Selecciona una categoría',
    certifierTooLong: 'La certificadora no puede exceder 100 caracteres',
    certificateNumberTooLong: 'El número de certificado no puede exceder 100 caracteres',
  },
  profile: {
    usernameMin: 'El nombre de usuario debe tener al menos 3 caracteres',
    // the database's words (username_problem)
    usernameMax: 'El nombre de usuario puede tener hasta 30 caracteres',
    usernameFormat:
      'El nombre de usuario es la dirección de tu página de vendedor: usa solo letras sin acentos, números, punto, guion o guion bajo (sin espacios ni emojis), empezando con letra o número',
    displayNameMin: 'El nombre debe tener al menos 2 caracteres',
    phoneLength: 'El número debe comenzar con + y tener entre 10 y 15 dígitos',
    phoneFormat: 'El formato debe ser +[código de país][número] (solo números)',
    phoneInvalidOnSave: 'Formato de teléfono inválido',
    // the onboarding and the dashboard's settings both save usernames (profileSaveError)
    usernameTaken: 'Este nombre de usuario ya está en uso. Prueba con otro.',
    updatedTitle: 'Perfil actualizado',
    updatedDescription: 'Los cambios han sido guardados exitosamente.',
    updateError: 'Error al actualizar el perfil',
  },
  // the dashboard's trade texts that another app shows too: the listing editor's title (mfe-sell's ListingEditor),
  // an offer answer that changed nothing (the shared offers module)
  trade: {
    editTitle: 'Editar pieza',
    offerNotChanged: 'No pudimos actualizar la oferta. Inténtalo de nuevo.',
  },
  marketplace: {
    invalidOfferAmount: 'Por favor ingresa un monto válido',
    userNotAuthenticated: 'Usuario no autenticado',
    sellerInfoUnavailable: 'Información del vendedor no disponible',
    sendMessageErrorTitle: 'Error al enviar mensaje',
    sendMessageErrorDescription: 'No se pudo enviar tu mensaje. Inténtalo de nuevo.',
    deleteErrorTitle: 'Error',
    deleteErrorDescription: 'No pudimos eliminar tu pieza. Inténtalo de nuevo.',
    deleteConfirmWord: 'ELIMINAR',
    deleteConfirmMismatch: 'Escribe ELIMINAR, en mayúsculas, para confirmar',
    connectionErrorTitle: 'Error de conexión',
    connectionErrorDescription:
      'No pudimos conectarnos al servidor. Verifica tu conexión a internet e inténtalo de nuevo.',
    productRemovedTitle: 'Producto eliminado',
    productRemovedDescription: 'El producto se ha eliminado del carrito',
    cartCleared: 'Carrito limpiado',
  },
  cart: {
    title: 'Carrito',
    emptyCheckout: 'No hay items en el carrito',
    outsideProvider: 'useCart debe usarse dentro de CartProvider',
    itemsCount: { one: '{count} artículo', other: '{count} artículos' },
    stockLimitTitle: 'No hay más unidades',
    stockLimitOne: 'Esta pieza es única: solo hay 1 disponible.',
    stockLimitMany: 'Solo hay {stock} unidades disponibles de esta pieza.',
    priceChanged: 'El precio cambió a {price}',
  },
  // The one shipping rule: the cart, the checkout, the category pages and the e-mail say it alike.
  shipping: {
    rule: 'El envío lo fija cada vendedor por pieza (puede ser gratis) y se suma por vendedor al pagar.',
    free: 'Gratis',
    // a piece's own shipping, the same words on its page, its card, the cart and the checkout
    piece: 'Envío {price}',
    pieceFree: 'Envío gratis',
  },
  // The listing's filters in words: its chips (mfe-catalog) and a saved search's summary (mfe-dashboard) say them alike.
  filters: {
    signedBy: 'Firmado por: {who}',
    priceRange: '{min} – {max}',
    priceFrom: 'Desde {min}',
    priceUpTo: 'Hasta {max}',
  },
  checkout: {
    errorDescription: 'Por favor intenta nuevamente',
    pieceUnavailable:
      '"{title}" ya no está disponible: alguien más lo compró o el vendedor lo retiró. Quítalo del carrito y por favor intenta nuevamente.',
    somePieceUnavailable: 'Una pieza de tu carrito ya no está disponible. Quítala y por favor intenta nuevamente.',
    pieceStock: '"{title}": {message}. Ajusta la cantidad y por favor intenta nuevamente.',
    ownPiece: '"{title}" es tu propia pieza: quítala del carrito y por favor intenta nuevamente.',
    signedOut: 'Tu sesión terminó. Inicia sesión y por favor intenta nuevamente.',
    incompleteOrder: 'Revisa tu dirección de envío y por favor intenta nuevamente.',
  },
  display: {
    invalidDate: 'Fecha inválida',
    missingDate: 'N/A',
    justNow: 'hace un momento',
    verifiedBy: 'Verificado por {certifier}',
    authenticationPending: 'Autenticación Pendiente',
    authenticationRejected: 'Autenticación Rechazada',
    vipMember: 'VIP member',
    // formatRelativeTime: 'hace {n} {unit}', the unit singular for 1 (spec §9).
    timeAgo: 'hace {n} {unit}',
    timeUnits: {
      minute: { one: 'minuto', many: 'minutos' },
      hour: { one: 'hora', many: 'horas' },
      day: { one: 'día', many: 'días' },
      week: { one: 'semana', many: 'semanas' },
      month: { one: 'mes', many: 'meses' },
      year: { one: 'año', many: 'años' },
    },
    // formatDate's MMMM and EEEE, lower case as date-fns' `es` locale writes them.
    monthNames: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    weekdayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  },
  // What a database refusal means when a feature has no wording of its own (shared/src/errors/dbErrors.ts).
  dbErrors: {
    uniqueViolation: 'Este registro ya existe',
    notNullViolation: 'Datos incompletos',
    foreignKeyViolation: 'Error de referencia',
    checkViolation: 'Formato inválido',
    invalidParameter: 'Datos incompletos',
    insufficientPrivilege: 'No tienes permisos para realizar esta acción.',
    undefinedTable: 'Error del sistema',
  },
} as const;

export type Copy = typeof copy;

/** Replaces `{name}` placeholders: fillCopy(copy.display.verifiedBy, { certifier: 'PSA' }). */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : match,
  );
}
