/** Favourites (/dashboard/wishlist). */
export const wishlistCopy = {
  emptyWishlistTitle: 'Aún no tienes favoritos',
  emptyWishlistDescription: 'Guarda las piezas que te interesan con el corazón y encuéntralas aquí.',
  wishlistDescription: 'Las piezas que guardaste con el corazón.',
  wishlistUnavailable: 'Esta pieza ya no está disponible',
  wishlistLoadError: 'No pudimos cargar tus favoritos',
} as const;
