/** The signed-in member's account menu. */
export const accountMenuCopy = {
  accountMenu: 'Menú de cuenta',
  dashboard: 'Dashboard',
  checkout: 'Checkout',
  signOut: 'Cerrar Sesión',
} as const;
