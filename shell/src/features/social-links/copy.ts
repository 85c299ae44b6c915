/** Vitrina's social network links. */
export const socialLinksCopy = {
  socialLinks: 'Redes sociales',
  socialLinkLabel: 'Vitrina en {network} (se abre en una pestaña nueva)',
} as const;
