// Edge function `seo`: what crawlers and link previews read of a page, without running the apps' JavaScript.
//   GET /seo/page?path=/products/<id>   the shell's index.html with the page's title, description, Open Graph,
//                                         Twitter and JSON-LD tags (what a CDN serves for the catalogue's paths)
//   GET /seo/head?path=/products/<id>   just those tags as JSON { status, head } (the local app server injects them)
//   GET /seo/head?path=/sellers/<username>  a seller's page: name, rating and delivered sales
//   GET /seo/head?path=/                 the home page: the site's name, picture and search
//   GET /seo/sitemap.xml                 every published piece, every category page and the page of each seller
//                                         with a published piece
// Data is read as a visitor (anon key): only what RLS shows a visitor can appear here.
import { denoEnv, serve } from '../_shared/deno.ts';
import { corsHeaders, reply } from '../_shared/http.ts';
import { catalog } from './catalog.generated.ts';
import {
  categoryMeta,
  defaultMeta,
  homeMeta,
  injectHead,
  pageRef,
  productMeta,
  headTags,
  sellerMeta,
  sellerPath,
  type PageMeta,
  type ProductRow,
  type SellerRow,
} from './pages.ts';

const PRODUCT_SELECT = 'id,title,description,price,stock,status,category,product_images(image_url,order)';
const SELLER_SELECT = 'id,username,display_name,avatar_url,created_at,rating,review_count,sales_count';
/** Seller ids per public_profiles request of the sitemap (keeps the URL short). */
const SELLER_BATCH = 100;
/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
const SITEMAP_LIMIT = 50_000;

function siteUrl(): string {
  return (denoEnv('SITE_URL') ?? 'http://localhost:3000').replace(/\/$/, '');
}

async function rest<T>(query: string): Promise<T | null> {
  const base = (denoEnv('SUPABASE_URL') ?? '').replace(/\/$/, '');
  const anonKey = denoEnv('SUPABASE_ANON_KEY') ?? '';
  const res = await fetch(`${base}/rest/v1/${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: 'application/json' },
  });
  return res.ok ? ((await res.json()) as T) : null;
}

/** The page's tags and whether the page exists (a piece a visitor cannot see is a 404 for a crawler). */
async function metaFor(pathname: string): Promise<{ status: number; meta: PageMeta }> {
  const site = siteUrl();
  const ref = pageRef(pathname);
  if (ref.kind === 'product') {
    const rows = await rest<ProductRow[]>(
      `products?id=eq.${ref.id}&status=in.(published,sold)&select=${encodeURIComponent(PRODUCT_SELECT)}`,
    );
    if (!rows?.length)
      return { status: 404, meta: { ...defaultMeta(pathname, site), title: 'Pieza no encontrada · Vitrina' } };
    return { status: 200, meta: productMeta(rows[0], site) };
  }
  if (ref.kind === 'seller') {
    const rows = await rest<SellerRow[]>(
      `public_profiles?username=eq.${encodeURIComponent(ref.username)}&select=${encodeURIComponent(SELLER_SELECT)}`,
    );
    if (!rows?.length)
      return { status: 404, meta: { ...defaultMeta(pathname, site), title: 'Vendedor no encontrado · Vitrina' } };
    return { status: 200, meta: sellerMeta(rows[0], site) };
  }
  if (ref.kind === 'category') return { status: 200, meta: categoryMeta(ref, pathname, site) };
  if (ref.kind === 'home') return { status: 200, meta: homeMeta(site) };
  return { status: 200, meta: defaultMeta(pathname, site) };
}

function requestedPath(url: URL): string | null {
  const path = url.searchParams.get('path') ?? '';
  return path.startsWith('/') && !path.startsWith('//') && path.length <= 300 ? path.split(/[?#]/)[0] : null;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

async function sitemap(): Promise<Response> {
  const site = siteUrl();
  const pieces =
    (await rest<{ id: string; seller_id: string; updated_at: string }[]>(
      `products?status=eq.published&select=id,seller_id,updated_at&order=updated_at.desc&limit=${SITEMAP_LIMIT}`,
    )) ?? [];
  // the sellers of those pieces: a seller page with something to buy is worth a crawler's visit
  const sellerIds = [...new Set(pieces.map((p) => p.seller_id))];
  const sellers: string[] = [];
  for (let i = 0; i < sellerIds.length; i += SELLER_BATCH) {
    const batch = sellerIds.slice(i, i + SELLER_BATCH);
    const rows =
      (await rest<{ username: string | null }[]>(`public_profiles?id=in.(${batch.join(',')})&select=username`)) ?? [];
    for (const row of rows) if (row.username) sellers.push(row.username);
  }
  const categoryPaths = catalog.categories.flatMap((c) => [
    `/categories/${c.id}`,
    ...c.subcategories.map((s) => s.route),
  ]);
  const urls = [
    `  <url><loc>${escapeXml(`${site}/products`)}</loc><changefreq>hourly</changefreq></url>`,
    ...categoryPaths.map((p) => `  <url><loc>${escapeXml(site + p)}</loc><changefreq>daily</changefreq></url>`),
    ...pieces.map(
      (p) =>
        `  <url><loc>${escapeXml(`${site}/products/${p.id}`)}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod></url>`,
    ),
    ...sellers
      .sort()
      .map((u) => `  <url><loc>${escapeXml(site + sellerPath(u))}</loc><changefreq>daily</changefreq></url>`),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  // Five minutes: a piece staff publish is listed within minutes, and crawlers do not hit the database per visit.
  return new Response(xml, {
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    },
  });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return reply({ error: 'method_not_allowed', message: 'Método no permitido' }, 405);
  }
  const url = new URL(req.url);
  const route = url.pathname.replace(/^\/seo/, '');
  if (route === '/sitemap.xml') return sitemap();
  if (route !== '/head' && route !== '/page') return reply({ error: 'not_found', message: 'No existe' }, 404);
  const path = requestedPath(url);
  if (!path) return reply({ error: 'invalid_path', message: 'Ruta inválida' }, 400);

  const { status, meta } = await metaFor(path);
  if (route === '/head') return reply({ status, head: headTags(meta), description: meta.description });

  const shell = await fetch(`${siteUrl()}/index.html`).catch(() => null);
  if (!shell?.ok) return reply({ error: 'shell_unavailable', message: 'No pudimos leer la página' }, 502);
  return new Response(injectHead(await shell.text(), meta), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}

serve(handler);
