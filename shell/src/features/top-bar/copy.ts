/** The top bar: the home link and the cart badge. */
export const topBarCopy = {
  cartOneItem: 'Carrito: 1 artículo',
  cartItems: 'Carrito: {count} artículos',
  homeLinkLabel: '{brand}, inicio',
} as const;
