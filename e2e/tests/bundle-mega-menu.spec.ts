import { expect, test } from '@playwright/test';

// The shell paints a light copy of the Categorías menu and loads Radix NavigationMenu on the first hover, focus or
// click, to keep it off the first load. In the real browser the first interaction must still open the menu and
// navigate.

test('el primer clic en Categorías abre el menú y una subcategoría navega a su ruta', async ({ page }) => {
  await page.goto('/privacy');
  await page.getByRole('button', { name: 'Categorías' }).click();
  const cards = page.getByRole('region', { name: 'Cartas & Trading Cards' });
  await expect(cards).toBeVisible();
  await expect(page.getByRole('button', { name: 'Categorías' })).toHaveAttribute('aria-expanded', 'true');
  await cards.getByRole('link', { name: 'Básquetbol' }).click();
  await expect(page).toHaveURL(/\/cards\/basketball$/);
});

test('con el teclado: Enter en Categorías abre el menú, Escape lo cierra y el foco sigue en el disparador', async ({
  page,
}) => {
  await page.goto('/privacy');
  const trigger = page.getByRole('button', { name: 'Categorías' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Cartas & Trading Cards' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
});
