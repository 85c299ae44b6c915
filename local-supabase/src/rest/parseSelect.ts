import { parseError } from './errors';
import { MAX_DEPTH, parseField, readName, splitTopLevel } from './lexer';
import type { SelectItem } from './ast';

/** Strips whitespace outside double quotes, as PostgREST (and postgrest-js) do. */
function stripSpaces(text: string): string {
  let out = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      out += ch;
      if (ch === '\\' && i + 1 < text.length) out += text[++i];
      else if (ch === '"') quoted = false;
    } else if (ch === '"') {
      quoted = true;
      out += ch;
    } else if (!/\s/.test(ch)) out += ch;
  }
  return out;
}

/** `*,alias:col::text,data->>k,seller:profiles!seller_id!inner(id,name)` → select tree */
export function parseSelect(raw: string): SelectItem[] {
  const text = stripSpaces(raw);
  if (text === '') return [];
  return parseList(text, raw, 0);
}

function parseList(text: string, context: string, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) throw parseError('select parameter', context, 'embedding is nested too deeply');
  return splitTopLevel(text, ',', 'select parameter').map((item) => parseItem(item, context, depth));
}

function parseItem(item: string, context: string, depth: number): SelectItem {
  if (item === '') throw parseError('select parameter', context, 'empty select item');
  if (item === '*') return { kind: 'star' };
  if (item.startsWith('...')) {
    throw parseError('select parameter', context, 'spread embeds ("...") are not supported by this server');
  }

  let alias: string | undefined;
  let body = item;
  const first = readName(item);
  if (first && first.rest.startsWith(':') && !first.rest.startsWith('::')) {
    alias = first.name;
    body = first.rest.slice(1);
  }

  const paren = indexOfTopParen(body);
  if (paren >= 0) {
    if (!body.endsWith(')')) throw parseError('select parameter', context, `unexpected text after ")" in "${item}"`);
    const head = body.slice(0, paren);
    const inside = body.slice(paren + 1, -1);
    const parts = head.split('!');
    const nameToken = readName(parts[0]);
    if (!nameToken || nameToken.rest !== '' || nameToken.name === '') {
      throw parseError('select parameter', context, `expected a relationship name in "${item}"`);
    }
    if (nameToken.name === 'count' && inside === '') {
      throw parseError('select parameter', context, 'aggregate functions are not enabled');
    }
    let hint: string | undefined;
    let inner = false;
    for (const mod of parts.slice(1)) {
      if (mod === 'inner') inner = true;
      else if (mod === 'left') inner = false;
      else if (hint === undefined && mod !== '') hint = mod.startsWith('"') ? mod.slice(1, -1) : mod;
      else throw parseError('select parameter', context, `unexpected "!${mod}" in "${item}"`);
    }
    return {
      kind: 'embed',
      name: nameToken.name,
      alias,
      hint,
      inner,
      select: inside === '' ? [] : parseList(inside, context, depth + 1),
    };
  }

  let fieldText = body;
  let cast: string | undefined;
  const castAt = body.lastIndexOf('::');
  if (castAt > 0) {
    fieldText = body.slice(0, castAt);
    cast = body.slice(castAt + 2);
    if (!/^[a-z][a-z0-9_ ]*(\[\])?$/i.test(cast))
      throw parseError('select parameter', context, `invalid cast "${cast}"`);
  }
  if (/\.(sum|avg|max|min|count)\(\)$/.test(fieldText)) {
    throw parseError('select parameter', context, 'aggregate functions are not enabled');
  }
  const field = parseField(fieldText, 'select parameter', context);
  return { kind: 'column', field, alias, cast };
}

/** Position of the first "(" outside quotes, or -1. */
function indexOfTopParen(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') return i;
  }
  return -1;
}
