import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeReport, unnamedFields } from '../support/a11y';
import { signInWithSession } from '../support/helpers';
import { untilStill } from '../support/settle';
import { adminClient, createPiece, createSeller, uniqueTag, type FixtureSeller } from '../support/checkoutFixtures';
import { clientAs, createPublishedProduct } from '../support/fixtureProducts';
import { createStaff, pendingPiece, pendingVerificationRequest } from '../support/staffFixtures';

// axe-core on every page of spec §2, as a visitor, as a signed-in member and as staff, at 1280 and
// 640 px: no serious or critical violation, and every form field has an accessible name. Each page is loaded once
// and checked at both widths (the layout follows the viewport without a reload), so the whole spec stays cheap.
// Every piece, order and account here is this spec's own (never the demo pieces other specs buy or edit).

// Each test makes its own accounts and pieces, so the file's tests may run on both workers at once.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const WIDTHS = [1280, 640] as const;

const PUBLIC_PAGES = [
  '/products',
  '/categories/cards',
  '/category/jerseys',
  '/category/cards/basketball',
  '/cards/basketball',
  '/privacy',
  '/terms',
  '/contact',
];

/** Waits until the page has settled: no loading status left in the main area, the network quiet. */
async function settle(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  // skeletons and loading lists say aria-busy; the shell's loading screen and remote fallbacks say 'Cargando...'.
  // A deferred slot far below the screen (data-deferred) loads only when scrolled near, which never happens here.
  await expect(
    page.locator(
      'main [aria-busy="true"]:not([data-deferred] *), main [role="status"]:has-text("Cargando"):not([data-deferred] *)',
    ),
  )
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

/** Loads each path once and checks it at 1280 and 640 px; every page is checked before failing, so one run lists all. */
async function checkPages(page: Page, paths: string[]) {
  const report: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(path);
    await settle(page);
    // the page itself, not a redirect (to /auth, to the profile, to the dashboard)
    expect(new URL(page.url()).pathname, path).toBe(path);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: 900 });
        // the media-query hooks re-render (drawer instead of sidebar, sheet instead of mega-menu)
        await untilStill(page);
      }
      report.push(...(await axeReport(page, `${path} @${width}`)));
      report.push(...(await unnamedFields(page, `${path} @${width}`)));
    }
  }
  expect(report, report.join('\n')).toEqual([]);
}

async function signedInPage(browser: Browser, who: FixtureSeller): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  await signInWithSession(page, who);
  return page;
}

const ADDRESS = {
  full_name: 'Ana López',
  email: 'ana@example.com',
  address: 'Calle Madero 40',
  city: 'Puebla',
  state: 'Puebla',
  zip_code: '72000',
};

/** Another seller's pieces (one to look at, one bought, one offered on) and a member who sells, buys and offers. */
async function memberWithTrade() {
  const tag = uniqueTag();
  const other = await createSeller({ phone: '+525512345678', identityVerified: true });
  const shown = await createPublishedProduct(other, { title: `Jersey retro ${tag}` });
  const bought = await createPiece(other.id, `Tarjeta comprada ${tag}`, 800);
  const offered = await createPiece(other.id, `Balón ofertado ${tag}`, 900);
  const member = await createSeller({ phone: '+525598765432', identityVerified: true });
  const own = await createPublishedProduct(member, { title: `Mi guante ${tag}` });
  const client = await clientAs(member);
  const { data: orderId, error: orderError } = await client.rpc('create_order', {
    product_ids: [bought.id],
    shipping_address: ADDRESS,
  });
  if (orderError) throw orderError;
  const { error: offerError } = await client
    .from('offers')
    .insert({ product_id: offered.id, buyer_id: member.id, seller_id: other.id, amount: 700 });
  if (offerError) throw offerError;
  const admin = adminClient();
  await admin.from('favorites').insert({ user_id: member.id, product_id: shown.id });
  await admin
    .from('messages')
    .insert({ sender_id: other.id, receiver_id: member.id, message: '¿Sigue disponible el guante?' });
  return { member, shown, own, orderId: orderId as string };
}

test('axe ve lo que falta: una imagen sin texto alternativo y un campo sin nombre, también en su segunda revisión', async ({
  page,
}) => {
  // a page of our own, no app: the checks below must find what is wrong here, or they would pass anything
  await page.setContent('<main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><input type="text"></main>');
  const first = [...(await axeReport(page, 'prueba')), ...(await unnamedFields(page, 'prueba'))].join('\n');
  expect(first).toContain('prueba image-alt (critical)');
  expect(first).toContain('prueba campo sin nombre: <input type="text">');
  // the second check reuses the axe the first put in the page
  expect((await axeReport(page, 'otra vez', 'main')).join('\n')).toContain('otra vez image-alt (critical)');
});

/** The page's animations that never end (CSS animations with an infinite iteration count). */
async function endlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
      .map((animation) => (animation as CSSAnimation).animationName),
  );
}

test('con movimiento reducido, nada se anima sin fin: el esqueleto de una lista que carga queda quieto', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ locale: 'es-MX', reducedMotion });
    const page = await context.newPage();
    await signInWithSession(page);
    // the demo buyer's orders never arrive, so /dashboard/orders keeps its skeleton on screen
    await page.route(/\/rest\/v1\/orders/, () => undefined);
    await page.goto('/dashboard/orders');
    await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
    if (reducedMotion === 'reduce') expect(await endlessAnimations(page)).toEqual([]);
    // without the preference the shimmer runs, so the check above looks at a page that has one
    else await expect.poll(() => endlessAnimations(page)).not.toEqual([]);
    await context.close();
  }
});

test('visitante: ninguna violación seria o crítica y todo campo con nombre, a 1280 y 640 px', async ({ page }) => {
  const seller = await createSeller({ phone: '+525512345678', identityVerified: true });
  const piece = await createPublishedProduct(seller);
  await checkPages(page, ['/', '/auth', ...PUBLIC_PAGES, `/product/${piece.id}`, '/cart', '/pagina-que-no-existe']);
});

/** Signs in a member with a piece in the cart, so /cart and /checkout show their full forms. */
async function memberPage(
  browser: Browser,
  member: FixtureSeller,
  inCart: { id: string; title: string; price: number },
) {
  const page = await signedInPage(browser, member);
  await page.evaluate(
    (item) => localStorage.setItem('vitrina-cart', JSON.stringify({ state: { items: [item] }, version: 1 })),
    { id: inCart.id, title: inCart.title, price: inCart.price, quantity: 1 },
  );
  return page;
}

// The member's pages in two tests of about the same length, which the two workers can take at once.
test('miembro con sesión: las páginas públicas, la compra y la venta, sin violaciones serias ni campos sin nombre', async ({
  browser,
}) => {
  const { member, shown } = await memberWithTrade();
  const page = await memberPage(browser, member, shown);
  // the public pages once per component (the visitor sees every alias): the signed-in top bar and menus are new here
  await checkPages(page, [
    '/',
    '/products',
    '/category/jerseys',
    '/cards/basketball',
    '/privacy',
    '/contact',
    `/product/${shown.id}`,
    '/cart',
    '/checkout',
    '/sell',
    '/onboarding',
    '/verification-request',
    '/pagina-que-no-existe',
  ]);
  await page.context().close();
});

test('miembro con sesión: todo /dashboard, sin violaciones serias ni campos sin nombre', async ({ browser }) => {
  const { member, shown, own, orderId } = await memberWithTrade();
  const page = await memberPage(browser, member, shown);
  await checkPages(page, [
    '/dashboard',
    '/dashboard/profile',
    '/dashboard/settings',
    '/dashboard/messages',
    '/dashboard/wishlist',
    '/dashboard/collection',
    `/dashboard/products/${own.id}`,
    `/dashboard/products/${own.id}/edit`,
    '/dashboard/transactions',
    '/dashboard/orders',
    `/dashboard/orders/${orderId}`,
    '/dashboard/offers',
    '/dashboard/shipping',
  ]);
  await page.context().close();
});

test('staff: Panel Admin y revisión de verificaciones sin violaciones serias ni campos sin nombre', async ({
  browser,
}) => {
  const staff = await createStaff();
  // a pending piece and a pending verification request, so both queues have a row to check
  await pendingPiece(`Pieza pendiente ${uniqueTag()}`);
  await pendingVerificationRequest(`Solicitante ${uniqueTag()}`);
  const page = await signedInPage(browser, staff);
  await checkPages(page, ['/dashboard/admin', '/dashboard/admin/log', '/dashboard/verification-review']);
  await page.context().close();
});
