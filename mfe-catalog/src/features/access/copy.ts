/** What a visitor is told when an action of the catalog needs a signed-in user. */
export const accessCopy = {
  loginToFavorite: 'Debes iniciar sesión para guardar favoritos',
  loginToAddToCart: 'Debes iniciar sesión para agregar al carrito',
  loginToOffer: 'Debes iniciar sesión para hacer ofertas',
  offerLoginTitle: 'Inicia sesión',
  offerLoginDescription: 'Debes iniciar sesión para realizar esta acción',
} as const;
