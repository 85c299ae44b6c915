/**
 * Returns the value stored on globalThis under `key`, creating it once. Stores and clients use it so
 * that a module evaluated twice (a misconfigured federation share) still yields one instance.
 */
export function globalSingleton<T>(key: string, create: () => T): T {
  const g = globalThis as typeof globalThis & Record<string, unknown>;
  const slot = `__vitrina_${key}__`;
  if (!(slot in g)) g[slot] = create();
  return g[slot] as T;
}
