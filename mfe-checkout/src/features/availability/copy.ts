/** What the cart and checkout say about a piece that can no longer be bought. */
export const availabilityCopy = {
  unavailableSold: 'Vendido: otra persona se llevó esta pieza',
  unavailableReview: 'En revisión: no se puede comprar por ahora',
  unavailableGone: 'Ya no está disponible',
  unavailableOwn: 'Es tu propia pieza: no puedes comprarla',
} as const;
