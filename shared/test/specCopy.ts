/** Every string value of a copy object, flattened. */
function allStrings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(allStrings);
  return [];
}

/**
 * The spec's strings (copied exactly) that none of an app's copy objects holds: each app's spec-copy test expects
 * none, so a string that moves between features is still found and one reworded is not.
 */
export function missingSpecStrings(copies: readonly unknown[], spec: readonly string[]): string[] {
  const strings = new Set(copies.flatMap(allStrings));
  return spec.filter((text) => !strings.has(text));
}
