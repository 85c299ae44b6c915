/** The top bar: the home link and the cart badge. */
export const topBarCopy = {
  cartItems: { one: 'Carrito: {count} artículo', other: 'Carrito: {count} artículos' },
  homeLinkLabel: '{brand}, inicio',
} as const;
