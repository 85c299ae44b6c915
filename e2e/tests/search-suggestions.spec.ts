import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeReport } from '../support/a11y';
import { remoteServer, signIn } from '../support/helpers';

// Suggestions where people type: the home hero's box (the catalogue's './SearchSuggest' through
// federation, a plain form until it loads) and the listing's box. Seed pieces: 'Tarjeta Lionel Messi 2004 Panini
// Megacracks' is found by the typo 'mesi'. The hero is the signed-in home (visitors see the coming-soon page).
const MESSI_CARD = /Tarjeta Lionel Messi 2004 Panini Megacracks/;

const heroBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar piezas' });
const listingBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar en el catálogo' });

/** Arrow down until the option is the active descendant of the box (the combobox pattern's highlight). */
async function arrowTo(page: Page, box: Locator, option: Locator) {
  const id = await option.getAttribute('id');
  for (let i = 0; i < 15; i += 1) {
    if ((await box.getAttribute('aria-activedescendant')) === id) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no llegó a ${id}`);
}

/** The hero's plain box takes the focus; the catalogue's box replaces it and keeps it. */
async function focusHero(page: Page) {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Buscar piezas' }).focus();
  await expect(heroBox(page)).toBeFocused();
  await expect(heroBox(page)).toHaveAttribute('aria-expanded', 'true');
}

test.describe('sugerencias al escribir', () => {
  test('inicio a 1280 px con el teclado: recientes y populares, piezas, jugadores, Escape y Enter', async ({
    page,
  }) => {
    await signIn(page);
    await focusHero(page);
    const box = heroBox(page);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: 'Búsquedas populares' })).toBeVisible();

    await page.keyboard.type('m');
    // one character: still the popular searches, no pieces
    await expect(page.getByRole('group', { name: 'Búsquedas populares' })).toBeVisible();
    await page.keyboard.type('esi');
    const card = page.getByRole('option', { name: MESSI_CARD });
    await expect(card).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Jugadores' }).getByRole('option', { name: 'Lionel Messi' }),
    ).toBeVisible();
    expect(await page.getByRole('group', { name: 'Piezas' }).getByRole('option').count()).toBeLessThanOrEqual(5);
    expect(await axeReport(page, 'sugerencias inicio 1280')).toEqual([]);
    await page.screenshot({ path: 'test-results/suggestions-home-1280.png' });

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(card).toBeHidden();
    await expect(box).toHaveValue('mesi');

    await page.keyboard.press('ArrowDown');
    await arrowTo(page, box, card);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: MESSI_CARD })).toBeVisible();

    // a player searches the listing; the search is then among the recent ones
    await focusHero(page);
    await page.keyboard.type('messi');
    // the pieces for the whole word are in before moving (new results start the highlight over)
    await expect(page.getByRole('option', { name: MESSI_CARD })).toBeVisible();
    const player = page.getByRole('group', { name: 'Jugadores' }).getByRole('option', { name: 'Lionel Messi' });
    await arrowTo(page, heroBox(page), player);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=Lionel(%20|\+)Messi$/);

    // free text, nothing highlighted: the hero's form searches it
    await focusHero(page);
    await expect(
      page.getByRole('group', { name: 'Búsquedas recientes' }).getByRole('option', { name: 'Lionel Messi' }),
    ).toBeVisible();
    await page.keyboard.type('autografo');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=autografo$/);
  });

  test('inicio a 390 px con el dedo: una categoría abre su listado', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Buscar piezas' }).tap();
    await expect(heroBox(page)).toBeFocused();
    await expect(heroBox(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('carta');
    const category = page
      .getByRole('group', { name: 'Categorías' })
      .getByRole('option', { name: 'Cartas & Trading Cards' });
    await expect(category).toBeVisible();
    await expect(page.getByRole('group', { name: 'Piezas' }).getByRole('option').first()).toBeVisible();
    // the list stays on the screen
    const box = (await page.getByRole('listbox').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await axeReport(page, 'sugerencias inicio 390')).toEqual([]);
    await page.screenshot({ path: 'test-results/suggestions-home-390.png' });
    await category.tap();
    await expect(page).toHaveURL(/\/products\?category=cards$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cartas & Trading Cards' })).toBeVisible();
    await context.close();
  });

  test('listado a 1280 px con el teclado y a 390 px con el dedo', async ({ page, browser }) => {
    await page.goto('/products');
    const box = listingBox(page);
    await box.focus();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('mesi');
    const card = page.getByRole('option', { name: MESSI_CARD });
    await expect(card).toBeVisible();
    expect(await axeReport(page, 'sugerencias listado 1280')).toEqual([]);
    await page.screenshot({ path: 'test-results/suggestions-listing-1280.png' });
    await arrowTo(page, box, card);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const phone = await context.newPage();
    await phone.goto('/products?featured=true');
    await listingBox(phone).tap();
    await expect(listingBox(phone)).toHaveAttribute('aria-expanded', 'true');
    await phone.keyboard.type('jordan');
    const player = phone.getByRole('group', { name: 'Jugadores' }).getByRole('option', { name: 'Michael Jordan' });
    await expect(player).toBeVisible();
    expect(await axeReport(phone, 'sugerencias listado 390')).toEqual([]);
    await phone.screenshot({ path: 'test-results/suggestions-listing-390.png' });
    await player.tap();
    // the listing's other filters stay; the search is the player's name
    await expect(phone).toHaveURL(/search=Michael(%20|\+)Jordan/);
    await expect(phone).toHaveURL(/featured=true/);
    await expect(listingBox(phone)).toHaveValue('Michael Jordan');
    await context.close();
  });

  // @alone (docs/testing.md): it stops mfe-catalog's server, which every other test uses.
  test('sin el catálogo el buscador del inicio sigue buscando', { tag: '@alone' }, async ({ page }) => {
    await signIn(page);
    await remoteServer('stop', 'mfe_catalog');
    try {
      await page.goto('/');
      const plain = page.getByRole('searchbox', { name: 'Buscar piezas' });
      await plain.focus();
      await page.keyboard.type('balon');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=balon$/);
    } finally {
      await remoteServer('start', 'mfe_catalog');
    }
  });
});
