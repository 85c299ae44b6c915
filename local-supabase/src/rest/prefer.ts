/** `Prefer` arrives as one comma-joined header (postgrest-js appends each preference). */
export interface Preferences {
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  /** the preferences honoured, for the Preference-Applied header */
  applied: string[];
}

const ALLOWED: Record<string, string[]> = {
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
};

/** Unknown or malformed preferences are ignored, as PostgREST does with `handling=lenient` (its default). */
export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { applied: [] };
  if (!header) return prefs;
  for (const part of header.split(',')) {
    const [rawKey, ...rest] = part.trim().split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim().toLowerCase();
    if (ALLOWED[key]?.includes(value)) {
      (prefs as unknown as Record<string, string>)[key] = value;
      prefs.applied.push(`${key}=${value}`);
    }
  }
  return prefs;
}
