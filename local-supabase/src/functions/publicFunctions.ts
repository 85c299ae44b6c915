import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Functions deployed without JWT verification: `[functions.<name>]` with `verify_jwt = false` in
 * supabase/config.toml, as the Supabase CLI reads it. Such a function answers callers that send no Authorization
 * header (the `seo` function is fetched by crawlers through the CDN); every other function still needs one.
 */
export function publicFunctionNames(supabaseDir: string): Set<string> {
  const file = path.join(supabaseDir, 'config.toml');
  const names = new Set<string>();
  if (!existsSync(file)) return names;
  let current: string | null = null;
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const table = /^\[functions\.([A-Za-z0-9_-]+)\]$/.exec(line);
    if (table) current = table[1];
    else if (line.startsWith('[')) current = null;
    else if (current && /^verify_jwt\s*=\s*false$/.test(line)) names.add(current);
  }
  return names;
}
