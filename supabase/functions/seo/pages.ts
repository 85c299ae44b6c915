// What a page says about itself before any JavaScript runs: the document title, the description, Open Graph and
// Twitter tags and schema.org JSON-LD. Crawlers and link previews (WhatsApp, Facebook) read only this.
import { escapeHtml } from '../_shared/mail.ts';
import { catalog } from './catalog.generated.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** absolute canonical URL of the page */
  url: string;
  image?: string;
  /** 'product' pages add price and availability tags; 'profile' is a seller's page */
  type: 'website' | 'product' | 'profile';
  price?: number;
  available?: boolean;
  jsonLd?: Record<string, unknown>;
}

export interface ProductRow {
  id: string;
  title: string;
  description: string | null;
  price: number | string;
  stock: number | null;
  status: string;
  category: string;
  product_images: { image_url: string; order: number }[] | null;
}

/** A seller as a visitor reads them (the view public_profiles). */
export interface SellerRow {
  id: string;
  username: string;
  display_name: string | null;
  avatar_url: string | null;
  created_at: string;
  rating: number | string | null;
  review_count: number | null;
  sales_count: number | null;
}

export const SITE_NAME = 'Vitrina';
const HOME_TITLE = 'Vitrina · Coleccionables deportivos auténticos';
const DEFAULT_DESCRIPTION = 'Vitrina: el marketplace de coleccionables deportivos auténticos en México.';
/** The site's own preview picture (a JPEG the shell serves): for pages without a picture of their own. */
export const SITE_IMAGE_PATH = '/og-vitrina.jpg';
/** A seed piece's art (SVG, which link previews do not show) and its JPEG preview, made beside it by the seed. */
const SEED_ART = /^(.*\/storage\/v1\/object\/public\/products\/seed\/)(.+)-\d+\.svg$/;

/**
 * The picture a link preview shows for a piece: WhatsApp and Facebook show JPEG, PNG, GIF and WebP, not SVG. The
 * first photo that is one of those; else, for seed art, its JPEG preview; else none.
 */
export function previewImage(images: readonly string[]): string | undefined {
  const raster = images.find((url) => !/\.svg(?:[?#]|$)/i.test(url));
  if (raster) return raster;
  for (const url of images) {
    const seed = SEED_ART.exec(url);
    if (seed) return `${seed[1]}previews/${seed[2]}.jpg`;
  }
  return undefined;
}
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PRODUCT_PATH = new RegExp(`^/products?/(${UUID})/?$`, 'i');
const SELLER_PATH = /^\/sellers\/([^/]+)\/?$/;

type Catalog = typeof catalog;
type CategoryEntry = Catalog['categories'][number];

/** Which kind of page a path is, by the shell's routes (spec §2). */
export type PageRef =
  | { kind: 'product'; id: string }
  | { kind: 'seller'; username: string }
  | { kind: 'category'; category: CategoryEntry; subcategory?: { id: string; name: string } }
  | { kind: 'home' }
  | { kind: 'other' };

export function pageRef(pathname: string): PageRef {
  if (pathname === '/') return { kind: 'home' };
  const product = PRODUCT_PATH.exec(pathname);
  if (product) return { kind: 'product', id: product[1].toLowerCase() };
  const seller = SELLER_PATH.exec(pathname);
  if (seller) {
    try {
      return { kind: 'seller', username: decodeURIComponent(seller[1]) };
    } catch {
      return { kind: 'other' }; // a malformed %-escape names nobody
    }
  }
  const parts = pathname.split('/').filter(Boolean);
  const byId = (id: string | undefined) => catalog.categories.find((c) => c.id === id);
  if (parts.length === 2 && (parts[0] === 'categories' || parts[0] === 'category')) {
    const category = byId(parts[1]);
    if (category) return { kind: 'category', category };
  }
  const [categoryId, subId] = parts[0] === 'category' && parts.length === 3 ? parts.slice(1) : parts;
  if ((parts.length === 2 || (parts[0] === 'category' && parts.length === 3)) && subId) {
    const category = byId(categoryId);
    const subcategory = category?.subcategories.find((s) => s.id === subId);
    if (category && subcategory) return { kind: 'category', category, subcategory };
  }
  return { kind: 'other' };
}

/** Text for a meta description: one line, at most `max` characters, cut at a word. */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A price as a link preview states it, read out of the site's context (a chat, a search result): whole pesos without
 * centavos and the currency named, '$3,450 MXN' ('$3,450.50 MXN' with centavos), as the app writes a total.
 */
export function formatMxn(amount: number): string {
  const fraction = Number.isInteger(amount) ? 0 : 2;
  const pesos = new Intl.NumberFormat('es-MX', {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  });
  return `${pesos.format(amount)} MXN`;
}

export function productMeta(product: ProductRow, siteUrl: string): PageMeta {
  const price = Number(product.price);
  const available = product.status === 'published' && (product.stock ?? 1) > 0;
  const images = [...(product.product_images ?? [])].sort((a, b) => a.order - b.order).map((i) => i.image_url);
  const url = `${siteUrl}/products/${product.id}`;
  const description = summary(`${formatMxn(price)} · ${product.description ?? product.title}`);
  return {
    title: `${product.title} · ${SITE_NAME}`,
    description,
    url,
    image: previewImage(images) ?? `${siteUrl}${SITE_IMAGE_PATH}`,
    type: 'product',
    price,
    available,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description ?? product.title,
      image: images,
      url,
      category: catalog.categories.find((c) => c.id === product.category)?.name,
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'MXN',
        price: price.toFixed(2),
        availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        itemCondition: 'https://schema.org/UsedCondition',
      },
    },
  };
}

export function categoryMeta(ref: Extract<PageRef, { kind: 'category' }>, pathname: string, siteUrl: string): PageMeta {
  const name = ref.subcategory ? `${ref.subcategory.name} · ${ref.category.name}` : ref.category.name;
  const url = `${siteUrl}${pathname}`;
  return {
    title: `${name} · ${SITE_NAME}`,
    description: summary(ref.category.description),
    url,
    type: 'website',
    jsonLd: { '@context': 'https://schema.org', '@type': 'CollectionPage', name, url },
  };
}

/** The public seller page's path (the app's paths.seller). */
export function sellerPath(username: string): string {
  return `/sellers/${encodeURIComponent(username)}`;
}

/** '★ 4.0 (1 reseña)', or 'Sin reseñas aún' (never ★ 0), as the page says it. */
function ratingText(seller: SellerRow): string {
  const count = seller.review_count ?? 0;
  if (count === 0) return 'Sin reseñas aún';
  return `★ ${Number(seller.rating ?? 0).toFixed(1)} (${count === 1 ? '1 reseña' : `${count} reseñas`})`;
}

export function sellerMeta(seller: SellerRow, siteUrl: string): PageMeta {
  const name = seller.display_name || seller.username;
  const url = `${siteUrl}${sellerPath(seller.username)}`;
  const sales = seller.sales_count ?? 0;
  const since = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(seller.created_at),
  );
  const description = summary(
    `${name} vende coleccionables deportivos auténticos en Vitrina desde ${since}. ${ratingText(seller)} · ${
      sales === 1 ? '1 venta entregada' : `${sales} ventas entregadas`
    }.`,
  );
  return {
    title: `${name} · ${SITE_NAME}`,
    description,
    url,
    image: seller.avatar_url ?? `${siteUrl}${SITE_IMAGE_PATH}`,
    type: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      dateCreated: seller.created_at,
      mainEntity: {
        '@type': 'Person',
        name,
        alternateName: seller.username,
        ...(seller.avatar_url ? { image: seller.avatar_url } : {}),
        url,
      },
    },
  };
}

export function defaultMeta(pathname: string, siteUrl: string): PageMeta {
  return {
    title: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    url: `${siteUrl}${pathname}`,
    image: `${siteUrl}${SITE_IMAGE_PATH}`,
    type: 'website',
  };
}

/** The home page: the site's name and picture, and the search a result page can link to. */
export function homeMeta(siteUrl: string): PageMeta {
  const url = `${siteUrl}/`;
  return {
    title: HOME_TITLE,
    description: DEFAULT_DESCRIPTION,
    url,
    image: `${siteUrl}${SITE_IMAGE_PATH}`,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${siteUrl}/products?search={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}

/** The tags of `meta`, to stand where the shell's HTML has its <title>. */
export function headTags(meta: PageMeta): string {
  const tag = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `\n    <meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const jsonLd = meta.jsonLd
    ? // '<' escaped so a title cannot close the script element
      `\n    <script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`
    : '';
  return (
    `<title>${escapeHtml(meta.title)}</title>` +
    `\n    <link rel="canonical" href="${escapeHtml(meta.url)}" />` +
    tag('property', 'og:site_name', SITE_NAME) +
    tag('property', 'og:locale', 'es_MX') +
    tag('property', 'og:type', meta.type) +
    tag('property', 'og:title', meta.title) +
    tag('property', 'og:description', meta.description) +
    tag('property', 'og:url', meta.url) +
    tag('property', 'og:image', meta.image) +
    tag('property', 'product:price:amount', meta.price?.toFixed(2)) +
    tag('property', 'product:price:currency', meta.price === undefined ? undefined : 'MXN') +
    tag(
      'property',
      'product:availability',
      meta.available === undefined ? undefined : meta.available ? 'in stock' : 'out of stock',
    ) +
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary') +
    tag('name', 'twitter:title', meta.title) +
    tag('name', 'twitter:description', meta.description) +
    tag('name', 'twitter:image', meta.image) +
    jsonLd
  );
}

/**
 * The shell's index.html with its <title> and description replaced by the page's own tags. Replaced by functions:
 * a replacement string would read `$'`, `` $` `` and `$&` in a title (or in escapeHtml's `$&#39;`) as patterns.
 */
export function injectHead(html: string, meta: PageMeta): string {
  return html
    .replace(
      /<meta name="description"[^>]*>\s*/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />\n    `,
    )
    .replace(/<title>[^<]*<\/title>/, () => headTags(meta));
}
