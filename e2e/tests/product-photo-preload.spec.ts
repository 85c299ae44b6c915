import { expect, test, type Browser } from '@playwright/test';
import { adminClient, createSeller } from '../support/fixtureSellers';
import { createPublishedProduct } from '../support/fixtureProducts';

// A piece opened from a link arrives rendered on the server: its main photo is an <img> of the HTML itself, with
// fetchpriority="high" and the gallery's srcset and sizes, so the browser asks for it while the scripts still
// download, picks the right file and downloads it once, and the hydrated gallery keeps that same <img>: the full
// photo on a desktop column, the 480 px copy on a phone. (A page rendered in the browser preloads it from its first
// read instead: serving.spec.)
/** A PNG of one colour, drawn by the browser itself: the photo and its small copy, files no other piece shows. */
async function png(browser: Browser, fill: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0;background:${fill}"></body>`);
  const shot = await page.screenshot();
  await page.close();
  return shot;
}

async function pieceWithThumb(browser: Browser) {
  const seller = await createSeller({ phone: '+525544445555', identityVerified: true });
  const product = await createPublishedProduct(seller, { price: 2400 });
  const admin = adminClient();
  const urls: string[] = [];
  for (const [name, fill, size] of [
    ['full', '#1f3566', 960],
    ['thumb', '#c9a227', 480],
  ] as const) {
    const path = `${seller.id}/preload-${product.id}-${name}.png`;
    const { error } = await admin.storage
      .from('products')
      .upload(path, await png(browser, fill, size), { contentType: 'image/png' });
    if (error) throw error;
    urls.push(admin.storage.from('products').getPublicUrl(path).data.publicUrl);
  }
  const [full, thumb] = urls;
  const { error } = await admin
    .from('product_images')
    .update({ image_url: full, thumb_url: thumb })
    .eq('product_id', product.id);
  if (error) throw error;
  return { product, full, thumb };
}

for (const { width, height, expected } of [
  { width: 1280, height: 800, expected: 'full' },
  { width: 390, height: 844, expected: 'thumb' },
] as const) {
  test(`a ${width} px la foto principal se pide una vez, desde el HTML, y es la ${expected === 'full' ? 'completa' : 'pequeña'}`, async ({
    page,
    browser,
    request,
  }) => {
    const { product, full, thumb } = await pieceWithThumb(browser);
    await page.setViewportSize({ width, height });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url() === full || request.url() === thumb) asked.push(request.url());
    });
    // the HTML's own <img>: the page's largest paint, with the gallery's srcset
    const html = await (await request.get(`/product/${product.id}`)).text();
    // (React writes the attributes as their props are named: fetchPriority, srcSet)
    const lcp = /<img [^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(lcp).toContain(` src="${full}"`);
    expect(lcp.toLowerCase()).toContain(`srcset="${thumb} 480w, ${full}`.toLowerCase());
    expect(lcp).toMatch(/ sizes="[^"]+"/);
    await page.goto(`/product/${product.id}`);
    const photo = page.getByRole('button', { name: /ver en pantalla completa$/ }).locator('img');
    await expect(photo).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).currentSrc))
      .toBe(expected === 'full' ? full : thumb);
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await page.waitForLoadState('networkidle');
    // each file once (the desktop's strip shows the small copy too); a phone never downloads the full photo
    expect(asked.filter((url) => url === full)).toHaveLength(expected === 'full' ? 1 : 0);
    expect(asked.filter((url) => url === thumb)).toHaveLength(1);
  });
}
