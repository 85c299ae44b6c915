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

/** `image/png; charset=x` → `image/png`, lower-cased: the part bucket limits compare. */
export function mimeEssence(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

/** Bucket `allowed_mime_types` entries may be exact (`image/png`) or wildcards (`image/*`). */
export function isMimeAllowed(contentType: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const essence = mimeEssence(contentType);
  const [type] = essence.split('/');
  return allowed.some((entry) => {
    const rule = mimeEssence(entry);
    if (rule === '*/*' || rule === '*') return true;
    if (rule.endsWith('/*')) return rule.slice(0, -2) === type;
    return rule === essence;
  });
}
