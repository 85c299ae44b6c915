/**
 * A yup `transform` for numeric inputs: empty ones arrive as '' from forms; treat them as missing, not as 0.
 * Plain code (no yup), so an app's own schema uses it without loading the shared schemas.
 */
export const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;
