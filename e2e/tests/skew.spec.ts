import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveApps } from '../../scripts/serveApps.mjs';
import { serveDist } from '../../scripts/serveDist.mjs';
import { freePorts } from '../support/freePorts';
import { signInThroughForm } from '../support/helpers';
import { buildVariant, filesContaining, replaceInFile, repoRoot } from '../support/skewBuild';

// Teams ship alone (issue #19): versions of the apps built at different times run together. Each case builds the
// app it changes from a throwaway copy of the source (e2e/support/skewBuild.ts), serves it from an origin of its
// own like a team's static host (scripts/serveDist.mjs) and points a shell at it with the deploy variable's value.

const APP_NAMES = ['shell', 'mfe_auth', 'mfe_catalog', 'mfe_checkout', 'mfe_sell', 'mfe_dashboard'];
const MARKER = 'Piezas recién desplegadas por el equipo del catálogo';

type Servers = Awaited<ReturnType<typeof serveApps>>;

/** The built apps on free ports against the suite's backend, with `remoteUrls` as MFE_*_URL would give them. */
async function startApps(remoteUrls: Record<string, string> = {}): Promise<Servers> {
  const ports = Object.fromEntries((await freePorts(APP_NAMES.length)).map((port, index) => [APP_NAMES[index], port]));
  return serveApps({
    ports,
    supabaseUrl: process.env.E2E_SUPABASE_URL,
    anonKey: process.env.E2E_ANON_KEY,
    remoteUrls,
    extraConfig: { e2e: true },
  });
}

/** Signs in through mfe-auth's form on this shell: the auth remote and the shell's session work. */
async function signInOn(page: Page, shell: string) {
  await page.goto(`${shell}/auth`);
  await signInThroughForm(page);
  await expect(page).not.toHaveURL(/\/auth/);
}

test.describe('un remoto más nuevo que el shell', () => {
  test.describe.configure({ timeout: 240_000 });
  let apps: Servers;
  let catalogHost: Awaited<ReturnType<typeof serveDist>>;

  test.beforeAll(async () => {
    // The listing's title, wherever the catalog keeps it in its own folder.
    const catalogSource = path.join(repoRoot, 'mfe-catalog', 'src');
    const [titleFile, ...others] = filesContaining(catalogSource, "'Todos los tesoros'");
    expect(titleFile, 'mfe-catalog/src guarda el título del listado').toBeDefined();
    expect(others).toEqual([]);
    const dist = await buildVariant({
      variant: 'catalog-newer',
      app: 'mfe-catalog',
      edit: (appDir) =>
        replaceInFile(
          path.join(appDir, path.relative(path.join(repoRoot, 'mfe-catalog'), titleFile)),
          "'Todos los tesoros'",
          `'${MARKER}'`,
        ),
    });
    catalogHost = await serveDist({ dir: dist });
    apps = await startApps({ mfe_catalog: `${catalogHost.url}/mf-manifest.json` });
  });

  test.afterAll(async () => {
    await apps?.close();
    await catalogHost?.close();
  });

  test('el cambio del catálogo llega solo, servido desde otro origen; el shell, el carrito y los demás remotos siguen funcionando', async ({
    page,
  }) => {
    const catalogOrigin = new URL(catalogHost.url).origin;
    const fromCatalogHost: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(catalogOrigin)) fromCatalogHost.push(response.url());
    });
    await signInOn(page, apps.urls.shell);

    await page.goto(`${apps.urls.shell}/products`);
    await expect(page.getByRole('heading', { level: 1, name: MARKER })).toBeVisible();
    await expect(page.getByText('Todos los tesoros')).toHaveCount(0);
    expect(fromCatalogHost.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);

    // The new catalog's 'Añadir' fills the shell's cart store (one cart per page): the top bar's badge counts it.
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /Añadir|Agregar/ })
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page
      .getByRole('banner')
      .getByRole('link', { name: /Carrito/ })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByText('No pudimos cargar esta sección')).toHaveCount(0);
  });

  test('volver atrás es apuntar el shell a la carpeta publicada antes: la versión anterior del catálogo vuelve', async ({
    page,
  }) => {
    const previousHost = await serveDist({ dir: path.join(repoRoot, 'mfe-catalog', 'dist') });
    const rolledBack = await startApps({ mfe_catalog: `${previousHost.url}/` });
    try {
      await page.goto(`${rolledBack.urls.shell}/products`);
      await expect(page.getByRole('heading', { level: 1, name: 'Todos los tesoros' })).toBeVisible();
      await expect(page.getByText(MARKER)).toHaveCount(0);
    } finally {
      await rolledBack.close();
      await previousHost.close();
    }
  });
});
