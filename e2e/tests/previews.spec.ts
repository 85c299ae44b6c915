import { expect, test } from '@playwright/test';
import { createPublishedProduct } from '../support/fixtureProducts';
import { adminClient, createSeller } from '../support/fixtureSellers';

// What WhatsApp, Facebook and search crawlers read: the HTML of a URL fetched without running JavaScript.

test('la URL de una pieza, pedida sin JavaScript, trae su título, foto, precio y JSON-LD', async ({ request }) => {
  const seller = await createSeller({ phone: '+525511113333', identityVerified: true });
  const piece = await createPublishedProduct(seller, { price: 3450, title: `Balón firmado de la final ${Date.now()}` });

  const res = await request.get(`/products/${piece.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${piece.title} · Vitrina</title>`);
  expect(html).toContain(`<meta property="og:title" content="${piece.title} · Vitrina" />`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+" \/>/);
  expect(html).toContain('<meta property="product:price:amount" content="3450.00" />');
  expect(html).toContain('<meta name="description" content="$3,450 MXN · Jersey de colección');
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
  expect(jsonLd).toMatchObject({
    '@type': 'Product',
    name: piece.title,
    offers: { price: '3450.00', priceCurrency: 'MXN' },
  });
  // The same HTML holds the page itself (rendered on the server: its heading and price are text in #root) and
  // still starts the app, which hydrates it.
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toMatch(new RegExp(`<h1[^>]*>${piece.title}</h1>`));
  expect(root).toContain('$3,450');
  expect(html).toMatch(/<script [^>]*src="\/main\.[0-9a-f]+\.js"/);
});

test('una pieza inexistente responde 404 y una categoría lleva su nombre en el título', async ({ request }) => {
  const missing = await request.get('/products/00000000-0000-4000-8000-000000000000');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<title>Pieza no encontrada · Vitrina</title>');

  const category = await request.get('/categories/cards');
  expect(await category.text()).toContain('<title>Cartas &amp; Trading Cards · Vitrina</title>');
});

test('el sitemap lista una pieza en cuanto el staff la publica, y no antes', async ({ request }) => {
  const seller = await createSeller({ phone: '+525511114444', identityVerified: true });
  const piece = await createPublishedProduct(seller, { title: `Guante de béisbol vintage ${Date.now()}` });
  const admin = adminClient();
  await admin.from('products').update({ status: 'pending' }).eq('id', piece.id);

  const before = await request.get('/sitemap.xml');
  expect(before.headers()['content-type']).toContain('application/xml');
  expect(await before.text()).not.toContain(piece.id);

  await admin.from('products').update({ status: 'published' }).eq('id', piece.id);
  const after = await (await request.get('/sitemap.xml')).text();
  expect(after).toContain(`/products/${piece.id}</loc>`);
});

test('la portada, un vendedor sin foto y una pieza de la semilla: imágenes JPEG y la URL del propio shell', async ({
  request,
}) => {
  // SITE_URL is not set: the site's URL is the shell's own address
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1];

  const home = await (await request.get('/')).text();
  expect(home).toContain('<title>Vitrina · Coleccionables deportivos auténticos</title>');
  expect(home).toContain(`<link rel="canonical" href="${origin}/" />`);
  expect(ogImage(home)).toBe(`${origin}/og-vitrina.jpg`);
  expect((await request.get(`${origin}/og-vitrina.jpg`)).headers()['content-type']).toContain('image/jpeg');

  const seller = await createSeller({ phone: null, identityVerified: false });
  const sellerPage = await (await request.get(`/sellers/e2e_${seller.id.slice(0, 8)}`)).text();
  expect(sellerPage).toContain(`<meta property="og:url" content="${origin}/sellers/e2e_${seller.id.slice(0, 8)}" />`);
  expect(ogImage(sellerPage)).toBe(`${origin}/og-vitrina.jpg`);

  // the seed's art is SVG, which WhatsApp and Facebook do not show: its JPEG preview stands in
  const { data: seeded } = await adminClient()
    .from('product_images')
    .select('product_id, products!inner(status)')
    .like('image_url', '%/products/seed/%.svg')
    .eq('products.status', 'published')
    .limit(1)
    .single();
  const piecePage = await (await request.get(`/products/${seeded!.product_id}`)).text();
  const picture = ogImage(piecePage)!;
  expect(picture).toMatch(/\/storage\/v1\/object\/public\/products\/seed\/previews\/.+\.jpg$/);
  const jpeg = await request.get(picture);
  expect(jpeg.status()).toBe(200);
  expect(jpeg.headers()['content-type']).toBe('image/jpeg');
});
