// The shell server's side of link previews: for the catalogue's pages, the HTML a crawler or WhatsApp reads
// carries the page's own title, description, Open Graph and JSON-LD tags, made by the `seo` edge function
// (supabase/functions/seo) from the database. In production a CDN routes these paths to that function's /page; here
// the app server asks its /head and puts the tags where index.html has its <title>. /sitemap.xml is the function's.

/** Paths whose HTML names a piece, a category or a seller, and the home page (the shell's routes, spec §2). */
const PAGE_WITH_META =
  /^\/(?:$|sellers\/[^/]+|products?\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|categories\/[a-z]+|category\/[a-z]+(?:\/[a-z-]+)?|(?:cards|jerseys|memorabilia|equipment)\/[a-z-]+)\/?$/i;

export function hasPageMeta(pathname) {
  return PAGE_WITH_META.test(pathname);
}

function functionsUrl(supabaseUrl, route) {
  return `${supabaseUrl.replace(/\/$/, '')}/functions/v1/seo${route}`;
}

/**
 * index.html with the page's tags in place of its <title> and description, and the status the page should have
 * (404 for a piece a visitor cannot see). When the function cannot answer, the plain index.html (the app still
 * renders the page).
 */
export async function htmlWithPageMeta({ html, pathname, supabaseUrl, anonKey }) {
  try {
    const res = await fetch(`${functionsUrl(supabaseUrl, '/head')}?path=${encodeURIComponent(pathname)}`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return { status: 200, html };
    const { status, head, description } = await res.json();
    const withHead = html
      .replace(
        /<meta name="description"[^>]*>/,
        () => `<meta name="description" content="${escapeAttribute(description)}" />`,
      )
      .replace(/<title>[^<]*<\/title>/, () => head);
    return { status, html: withHead };
  } catch {
    return { status: 200, html };
  }
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** /sitemap.xml, as the function writes it. */
export async function sitemapResponse({ supabaseUrl, anonKey }) {
  const res = await fetch(functionsUrl(supabaseUrl, '/sitemap.xml'), {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    signal: AbortSignal.timeout(5000),
  });
  return { status: res.status, body: await res.text(), cacheControl: res.headers.get('cache-control') ?? 'no-cache' };
}
