import { expect, test, type Page } from '@playwright/test';
import { backendServer, sessionStorageKey, signInThroughForm } from '../support/helpers';

// The backend goes away and comes back, tokens expire or are revoked while a page is open.

const CONNECTION_TITLE = 'Error de conexión';
const CONNECTION_TEXT = 'No pudimos conectarnos al servidor. Verifica tu conexión a internet e inténtalo de nuevo.';

test.afterEach(async () => {
  await backendServer('start');
});

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.vitrina.mx`;

/** The page's runtime config: backend URL and anon key. */
async function runtimeConfig(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __VITRINA_CONFIG__: { supabaseUrl: string; supabaseAnonKey: string } })
        .__VITRINA_CONFIG__,
  );
}

/** A fresh account of its own (sign-up through the Auth API), signed in through mfe-auth's form. */
async function signInFreshAccount(page: Page) {
  await page.goto('/auth');
  const { supabaseUrl, supabaseAnonKey } = await runtimeConfig(page);
  const email = uniqueEmail('sesion');
  const password = 'Coleccion123!';
  const response = await page.request.post(`${supabaseUrl}/auth/v1/signup`, {
    headers: { apikey: supabaseAnonKey, 'Content-Type': 'application/json' },
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await signInThroughForm(page, { email, password });
  await expect(page).not.toHaveURL(/\/auth/);
  const key = sessionStorageKey(supabaseUrl);
  await expect.poll(() => page.evaluate((name) => window.localStorage.getItem(name), key)).not.toBeNull();
  return { supabaseUrl, supabaseAnonKey, key };
}

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

async function storedSession(page: Page, key: string): Promise<StoredSession | null> {
  return page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null'), key);
}

/** Makes the stored access token look expired, as it is an hour after sign-in. */
async function expireStoredSession(page: Page, key: string) {
  await page.evaluate((name) => {
    const session = JSON.parse(window.localStorage.getItem(name)!);
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    window.localStorage.setItem(name, JSON.stringify(session));
  }, key);
}

test.describe('backend caído', () => {
  test('al iniciar sesión: Error de conexión en el formulario, lo escrito se conserva y al volver el backend el siguiente intento entra', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('comprador@vitrina.mx');
    await page.getByLabel('Contraseña').fill('Comprador123!');
    await backendServer('stop');

    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByText(CONNECTION_TITLE, { exact: true })).toBeVisible();
    await expect(page.getByText(CONNECTION_TEXT).first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('comprador@vitrina.mx');
    await expect(page.getByLabel('Contraseña')).toHaveValue('Comprador123!');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await backendServer('start');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth/);
    await expect(page.getByRole('button', { name: 'Menú de cuenta' })).toBeVisible();
  });

  test('boletín en Próximamente: Error de conexión, el email escrito se conserva y al volver el backend la suscripción funciona', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Suscripción al boletín' });
    await expect(form).toBeVisible();
    const email = uniqueEmail('caido');
    await form.getByLabel('Email').fill(email);
    await backendServer('stop');

    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.getByText(CONNECTION_TITLE, { exact: true })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue(email);

    await backendServer('start');
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.getByText('¡Gracias por suscribirte!', { exact: true })).toBeVisible();
  });

  test('el carrito se conserva y la página se pinta (sin pantalla en blanco) al recargar sin backend', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await page.evaluate(() => {
      const cart = (window as unknown as { __vitrina_cart__: { getState(): { addItem(p: object): void } } })
        .__vitrina_cart__;
      cart.getState().addItem({ id: 'e2e-resiliencia', title: 'Balón firmado', price: 1800 });
    });
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await backendServer('stop');

    for (const path of ['/privacy', '/cart', '/']) {
      await page.goto(path);
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    }
    expect(await page.evaluate(() => window.localStorage.getItem('vitrina-cart'))).toContain('e2e-resiliencia');
  });
});

test.describe('sesión', () => {
  test('un token vencido durante la sesión se renueva sin que el usuario lo note', async ({ page }) => {
    const { key } = await signInFreshAccount(page);
    const before = await storedSession(page, key);
    await expireStoredSession(page, key);

    await page.goto('/privacy');
    await expect(page.getByRole('button', { name: 'Menú de cuenta' })).toBeVisible();
    await expect.poll(async () => (await storedSession(page, key))?.access_token).not.toBe(before!.access_token);
    const after = await storedSession(page, key);
    expect(after!.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
    // A page behind sign-in opens without a detour through /auth.
    await page.goto('/sell');
    await expect(page).toHaveURL(/\/sell$/);
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
  });

  test('una sesión revocada en el servidor cierra la sesión limpiamente: sin pantalla en blanco, /sell pide iniciar sesión', async ({
    page,
  }) => {
    const { supabaseUrl, supabaseAnonKey, key } = await signInFreshAccount(page);
    const session = await storedSession(page, key);
    // Every session of the account is ended on the server (another device's 'sign out everywhere').
    const logout = await page.request.post(`${supabaseUrl}/auth/v1/logout?scope=global`, {
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${session!.access_token}` },
    });
    expect(logout.status()).toBe(204);
    await expireStoredSession(page, key);

    await page.goto('/sell');
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú de cuenta' })).toHaveCount(0);
    await expect.poll(() => page.evaluate((name) => window.localStorage.getItem(name), key)).toBeNull();
  });
});
