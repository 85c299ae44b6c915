const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
};

/** A content type for a file name, used for seed images that have no stored metadata. */
export function contentTypeFromName(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}

/** RFC 9110 token characters: what a type, a subtype and a parameter name (or bare value) are made of. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[^"\\\\\\x00-\\x08\\x0a-\\x1f\\x7f]|\\\\[\\x09\\x20-\\x7e\\x80-\\xff])*"';
const MEDIA_TYPE = new RegExp(
  `^(${TOKEN})/(${TOKEN})((?:[ \\t]*;[ \\t]*${TOKEN}=(?:${TOKEN}|${QUOTED}))*)[ \\t]*;?[ \\t]*$`,
);
const PARAMETER = new RegExp(`;[ \\t]*(${TOKEN})=(${TOKEN}|${QUOTED})`, 'g');
const WHOLE_TOKEN = new RegExp(`^${TOKEN}$`);

export interface MediaType {
  /** `type/subtype`, lower-cased */
  essence: string;
  /** the charset parameter, lower-cased, when one was given */
  charset: string | null;
}

/**
 * Parses one media type (`type/subtype` and `; name=value` parameters) as RFC 9110 writes it, or null when
 * the text is anything else: a list (`image/png, text/html`), a parameter that smuggles a second type
 * (`image/png;x=,text/html`), an empty value, stray characters. Only the essence and the charset are kept.
 */
export function parseMediaType(text: string): MediaType | null {
  const match = MEDIA_TYPE.exec(text.trim());
  if (!match) return null;
  let charset: string | null = null;
  for (const [, name, value] of match[3].matchAll(PARAMETER)) {
    if (name.toLowerCase() !== 'charset') continue;
    const bare = value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
    if (!WHOLE_TOKEN.test(bare)) return null;
    charset = bare.toLowerCase();
  }
  return { essence: `${match[1]}/${match[2]}`.toLowerCase(), charset };
}

/** The parsed type written back as text: `image/png`, `text/plain; charset=utf-8`. */
export function formatMediaType(type: MediaType): string {
  return type.charset ? `${type.essence}; charset=${type.charset}` : type.essence;
}

/** Bucket `allowed_mime_types` entries may be exact (`image/png`) or wildcards (`image/*`); `essence` is parsed. */
export function isMimeAllowed(essence: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type] = essence.split('/');
  return allowed.some((entry) => {
    const rule = entry.split(';')[0].trim().toLowerCase();
    if (rule === '*/*' || rule === '*') return true;
    if (rule.endsWith('/*')) return rule.slice(0, -2) === type;
    return rule === essence;
  });
}

const startsWithText = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length && [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

/** How each type whose bytes can be recognised starts (its "magic bytes"). */
const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => startsWithText(b, 0, '\x89PNG\r\n\x1a\n'),
  'image/gif': (b) => startsWithText(b, 0, 'GIF87a') || startsWithText(b, 0, 'GIF89a'),
  'image/webp': (b) => startsWithText(b, 0, 'RIFF') && startsWithText(b, 8, 'WEBP'),
  'image/avif': (b) => startsWithText(b, 4, 'ftyp') && (startsWithText(b, 8, 'avif') || startsWithText(b, 8, 'avis')),
  'application/pdf': (b) => startsWithText(b, 0, '%PDF-'),
};

/**
 * Whether an upload's bytes are what its type claims. Types with a known signature must carry it; any other
 * image type (SVG above all, a document that can hold script) is refused, since nothing proves it is only a
 * picture. Other types are left to the bucket's allow-list: they are served sandboxed anyway.
 */
export function bytesMatchType(essence: string, bytes: Uint8Array): boolean {
  const signature = SIGNATURES[essence];
  if (signature) return signature(bytes);
  return !essence.startsWith('image/');
}

/**
 * The type an object is served with: what was stored, parsed again (a row written before uploads were
 * parsed may hold anything), or the file name's type for seed files without metadata.
 */
export function servedContentType(stored: string | undefined, name: string): string {
  if (stored === undefined) return contentTypeFromName(name);
  const parsed = parseMediaType(stored);
  return parsed ? formatMediaType(parsed) : 'application/octet-stream';
}

/**
 * Headers every stored object is served with, as hosted Storage does: the browser must not guess another type,
 * and a document opened from storage runs in a sandbox, with no script and no access to the API's origin. A PDF
 * opens in the browser's viewer, which a sandboxed document may not load: it keeps every other restriction.
 */
export function objectSecurityHeaders(contentType: string): Record<string, string> {
  const essence = contentType.split(';')[0].trim().toLowerCase();
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      essence === 'application/pdf' ? "default-src 'none'; frame-ancestors 'none'" : "default-src 'none'; sandbox",
  };
}
