import { parseError, RestError } from './errors';
import type { Field, JsonStep } from './ast';
import { MAX_VALUE_NESTING } from '../http/nesting';

/** Longest input we accept in one parameter; longer ones are not things the apps send. */
export const MAX_PARAM_LENGTH = 16_384;
export const MAX_DEPTH = 16;

/** Splits on `sep` at nesting depth 0, outside double quotes; backslash escapes inside quotes. */
export function splitTopLevel(input: string, sep: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(what, input, `unexpected ")" at position ${i + 1}`);
    } else if (ch === sep && depth === 0) {
      parts.push(input.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw parseError(what, input, 'unterminated double quote');
  if (depth !== 0) throw parseError(what, input, 'unbalanced parentheses');
  parts.push(input.slice(start));
  return parts;
}

/** `"a \"b\""` → `a "b"`; other text is returned as it is. */
export function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

const NAME_RE = /^[^\s"(),:.>\-!]+|^"(?:[^"\\]|\\.)*"/;

/** Reads one name (plain or double-quoted) at the start of text. */
export function readName(text: string): { name: string; rest: string } | null {
  const m = NAME_RE.exec(text);
  if (!m) return null;
  return { name: unquote(m[0]), rest: text.slice(m[0].length) };
}

const JSON_KEY_RE = /^(->>|->)(-?\d+(?![^\s"(),:.>\-!])|[^\s"(),:.>\-!]+|"(?:[^"\\]|\\.)*")/;

/** Parses a whole field `name(->key|->>key)*`; throws PGRST100 when anything is left over. */
export function parseField(text: string, what: string, context: string): Field {
  const head = readName(text);
  if (!head || head.name === '') throw parseError(what, context, `expected a column name at "${text}"`);
  let rest = head.rest;
  const json: JsonStep[] = [];
  while (rest.length > 0) {
    const m = JSON_KEY_RE.exec(rest);
    if (!m) throw parseError(what, context, `unexpected "${rest}" after column "${head.name}"`);
    const raw = m[2];
    const index = /^-?\d+$/.test(raw);
    // every arrow nests one more level in Postgres' parser, which overflows PGlite's stack long before 16 KB
    if (json.length >= MAX_VALUE_NESTING)
      throw parseError(what, context, `JSON paths are limited to ${MAX_VALUE_NESTING} keys`);
    json.push({ arrow: m[1] as JsonStep['arrow'], key: unquote(raw), index });
    rest = rest.slice(m[0].length);
  }
  return { name: head.name, json };
}

/** Non-negative integer parameters (limit, offset). */
export function parseCount(text: string, what: string): number {
  if (!/^\d{1,15}$/.test(text)) {
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse ${what} parameter (${text})"`,
      'expected a non-negative integer',
    );
  }
  return Number(text);
}

/** The output key a field gets in JSON: its alias, else its last JSON key, else its name. */
export function fieldLabel(field: Field): string {
  return field.json.length ? field.json[field.json.length - 1].key : field.name;
}
