/** The floating sell button. */
export const floatingSellButtonCopy = {
  sellAProduct: 'Vender un producto',
} as const;
