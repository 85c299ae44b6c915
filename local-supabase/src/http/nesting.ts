/**
 * Limits on how deeply nested client input may be. Serialising a parsed JSON value (JSON.stringify) and
 * Postgres' own parsers (jsonb, regular expressions) recurse once per level: a few kilobytes of brackets
 * overflow Node's stack (a RangeError) and, inside PGlite's WebAssembly build, Postgres' stack, which does
 * not fail cleanly there (wrong results, a hung or broken connection). So input is measured first, without
 * recursion, and refused with a 400 long before either limit.
 */

/** Deepest JSON body accepted: far beyond any real payload, far below JSON.stringify's ~5,000 levels. */
export const MAX_JSON_DEPTH = 512;

/** Deepest bracket nesting accepted inside one filter value (a regex, a JSON or array literal). */
export const MAX_VALUE_NESTING = 100;

/**
 * Nesting depth of a parsed JSON value (a scalar is 0, `{}` and `[]` are 1), counted with an explicit
 * stack. Stops as soon as `limit` is passed and then answers `limit + 1`, so a huge body costs no more
 * than the part that was walked.
 */
export function jsonDepth(value: unknown, limit = Number.MAX_SAFE_INTEGER): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (current === null || typeof current !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) {
      deepest = level;
      if (deepest > limit) return limit + 1;
    }
    const children = Array.isArray(current) ? current : Object.values(current as Record<string, unknown>);
    for (const child of children) if (child !== null && typeof child === 'object') stack.push([child, level]);
  }
  return deepest;
}

/** True when a parsed JSON value nests deeper than `limit` (default MAX_JSON_DEPTH). */
export function isJsonTooDeep(value: unknown, limit = MAX_JSON_DEPTH): boolean {
  return jsonDepth(value, limit) > limit;
}

/** Postgres arrays have at most 6 dimensions; a deeper literal fails with 54000, which PostgREST maps to 500. */
export const MAX_ARRAY_DIMENSIONS = 6;

/**
 * Deepest run of open brackets — `(`, `[` and `{`, or only `{` (an array literal's dimensions) — in a text,
 * less the closing ones, whatever they pair with: a plain measure of how far a Postgres parser would recurse
 * into it. Runs on every filter value: a char-code loop, no allocation.
 */
export function bracketNesting(text: string, only?: '{'): number {
  let open = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 123 || (!only && (c === 40 || c === 91))) {
      open += 1;
      if (open > deepest) deepest = open;
    } else if ((c === 125 || (!only && (c === 41 || c === 93))) && open > 0) open -= 1;
  }
  return deepest;
}

/** Dimensions of a value bound to an array type: `{`-depth of a literal, nesting of a JSON array. */
export function arrayDimensions(value: unknown): number {
  return typeof value === 'string' ? bracketNesting(value, '{') : jsonDepth(value);
}
