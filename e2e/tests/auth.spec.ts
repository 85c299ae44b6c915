import { expect, test, type Page } from '@playwright/test';
import { createSeller } from '../support/fixtureSellers';
import { DEMO_BUYER } from '../support/helpers';

/** A fresh address per test run, so the suite also passes against a backend that already has data. */
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.vitrina.mx`;

async function authForm(page: Page, email: string, password?: string) {
  await page.getByLabel('Email').fill(email);
  if (password !== undefined) await page.getByLabel('Contraseña').fill(password);
}

test.describe('mfe-auth: cuenta', () => {
  test('registro, onboarding, cerrar sesión e iniciar sesión de vuelta en el destino', async ({ page }) => {
    const email = uniqueEmail('registro');
    const password = 'Coleccion123!';
    await page.goto('/auth');
    await page.getByRole('button', { name: '¿No tienes una cuenta? Regístrate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    await authForm(page, email, password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page.getByText('¡Registro exitoso!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Completa tu perfil' })).toBeVisible();

    // The username of a demo account is taken: the error shows on the field, in Spanish.
    await page.getByLabel('Nombre de usuario').fill('comprador');
    await page.getByLabel('Nombre para mostrar').fill('Coleccionista E2E');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page.getByText('Este nombre de usuario ya está en uso. Prueba con otro.')).toBeVisible();

    await page.getByLabel('Nombre de usuario').fill(`e2e_${Date.now().toString(36)}`);
    await page.getByLabel('Teléfono (opcional)').fill('+525599998888');
    await page.getByRole('button', { name: 'Básquetbol' }).click();
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(page).toHaveURL(/\/dashboard/);

    await page.getByRole('button', { name: 'Menú de cuenta' }).click();
    await page.getByRole('menuitem', { name: /Cerrar Sesión/ }).click();
    await expect(page.getByText('Sesión cerrada', { exact: true })).toBeVisible();

    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/auth/);
    await authForm(page, email, password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    // Onboarding is done now, so the return target wins over /onboarding.
    await expect(page).toHaveURL(/\/checkout$/);
  });

  for (const width of [1280, 390]) {
    test(`a ${width} px el fondo de /auth llega hasta el pie de página`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/auth');
      const form = page.getByRole('button', { name: 'Iniciar sesión', exact: true });
      await expect(form).toBeVisible();
      // the backdrop (the form's parent) fills the page's main, and its gradient ends in the page's colour, the
      // colour of the footer's top margin: no edge between them
      const backdrop = page.locator('main section').first().locator('xpath=..');
      const [box, main] = [(await backdrop.boundingBox())!, (await page.locator('main').boundingBox())!];
      expect(Math.abs(box.y + box.height - (main.y + main.height))).toBeLessThan(1);
      const colours = await backdrop.evaluate((el) => ({
        gradientEnd: getComputedStyle(el)
          .backgroundImage.match(/rgba?\([^)]*\)/g)
          ?.pop(),
        page: getComputedStyle(document.body).backgroundColor,
      }));
      expect(colours.gradientEnd).toBe(colours.page);
    });
  }

  test('una contraseña equivocada muestra el mensaje del spec', async ({ page }) => {
    await page.goto('/auth');
    await authForm(page, DEMO_BUYER.email, 'equivocada123');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByText('Error al iniciar sesión', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Email o contraseña incorrectos. Por favor verifica tus datos.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('tras 10 contraseñas equivocadas la cuenta pide esperar, también con la correcta', async ({ page, request }) => {
    const member = await createSeller({ phone: null, identityVerified: false });
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await request.post(`${process.env.E2E_SUPABASE_URL}/auth/v1/token?grant_type=password`, {
        headers: { apikey: process.env.E2E_ANON_KEY! },
        data: { email: member.email, password: `adivina-${attempt}` },
      });
      expect(wrong.status()).toBe(400);
    }
    await page.goto('/auth');
    await authForm(page, member.email, member.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(
      page.getByText('Demasiados intentos. Espera unos minutos e inténtalo de nuevo.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('recuperar contraseña: el correo llega al buzón y la contraseña nueva sirve', async ({ page, request }) => {
    const email = uniqueEmail('recupera');
    await page.goto('/auth');
    await page.getByRole('button', { name: '¿No tienes una cuenta? Regístrate' }).click();
    await authForm(page, email, 'Original123!');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.evaluate(() => window.localStorage.clear());

    await page.goto('/auth');
    await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await authForm(page, email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Correo enviado', { exact: true })).toBeVisible();
    await expect(page.getByText('Revisa tu correo para restablecer tu contraseña', { exact: true })).toBeVisible();

    const mailbox = `${process.env.E2E_SUPABASE_URL}/mailbox/api/messages?to=${encodeURIComponent(email)}`;
    let link: string | undefined;
    await expect(async () => {
      const mails = (await (await request.get(mailbox)).json()) as { subject: string; text?: string; html: string }[];
      const mail = mails.find((m) => /contraseña/i.test(m.subject));
      link = /https?:\/\/[^\s"<]+\/auth\/v1\/verify\?[^\s"<]+/
        .exec(mail?.text ?? mail?.html ?? '')?.[0]
        .replace(/&amp;/g, '&');
      expect(link).toBeTruthy();
    }).toPass();

    await page.goto(link as string);
    await expect(page).toHaveURL(/\/auth\/restablecer/);
    await page.getByLabel('Nueva contraseña').fill('NuevaClave456!');
    await page.getByLabel('Confirma la contraseña').fill('NuevaClave456!');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Contraseña actualizada', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);

    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/auth');
    await authForm(page, email, 'NuevaClave456!');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
  });
});

test.describe('mfe-auth: boletín y lista de espera (página Próximamente)', () => {
  const counterValue = async (page: Page) =>
    Number((await page.getByTestId('collector-counter').first().locator('strong').textContent())?.replace('+', ''));

  test('suscripción al boletín: éxito y luego duplicado', async ({ page }) => {
    const email = uniqueEmail('boletin');
    const counted = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/rpc/collector_count') && response.ok(),
    );
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Suscripción al boletín' });
    await expect(form).toBeVisible();
    // 213 plus the real count of distinct addresses (spec §9).
    const realCount = Number(await (await counted).json());
    await expect.poll(() => counterValue(page)).toBe(213 + realCount);
    const before = await counterValue(page);
    // The production path: a visitor's first page has created no Supabase client (the counter is a plain fetch).
    const pageClient = () =>
      page.evaluate(() => (window as { __vitrina_supabase__?: object }).__vitrina_supabase__ !== undefined);
    expect(await pageClient()).toBe(false);

    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.getByText('¡Gracias por suscribirte!', { exact: true })).toBeVisible();
    // The form loaded supabase-js on submit and created the page's one client.
    expect(await pageClient()).toBe(true);
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect.poll(() => counterValue(page)).toBe(before + 1);

    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.getByText('Email ya registrado', { exact: true })).toBeVisible();
    await expect(form.getByText('Este email ya está suscrito a nuestro boletín.')).toBeVisible();
  });

  test('lista de espera: tarjeta Bienvenido al club y formulario vacío a los 5 s', async ({ page }) => {
    const email = uniqueEmail('espera');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Lista de espera' });
    await form.getByLabel('Nombre completo').fill('Coleccionista de Prueba');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Teléfono').fill('5512345678');
    await form.getByRole('button', { name: 'Unirme a la lista de espera' }).click();

    await expect(page.getByText('Bienvenido al club')).toBeVisible();
    await expect(page.getByText('¡Registro exitoso!', { exact: true })).toBeVisible();
    await expect(page.getByText('Bienvenido al club')).toBeHidden({ timeout: 8000 });
    const again = page.getByRole('form', { name: 'Lista de espera' });
    await expect(again.getByLabel('Nombre completo')).toHaveValue('');
    await expect(again.getByLabel('Email')).toHaveValue('');
    await expect(again.getByLabel('Teléfono')).toHaveValue('');

    await again.getByLabel('Nombre completo').fill('Coleccionista de Prueba');
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Teléfono').fill('5512345678');
    await again.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
    await expect(page.getByText('Este email ya está en nuestra lista de espera', { exact: true })).toBeVisible();
  });
});
