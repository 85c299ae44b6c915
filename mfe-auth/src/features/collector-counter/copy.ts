/** The registered-collectors counter beside the waitlist and newsletter forms. */
export const collectorCounterCopy = {
  caption: 'coleccionistas registrados',
} as const;
