import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveApps } from '../../scripts/serveApps.mjs';
import { serveDist } from '../../scripts/serveDist.mjs';
import { freePorts } from '../support/freePorts';
import { signInThroughForm } from '../support/helpers';
import { buildVariants, filesContaining, replaceInFile, repoRoot } from '../support/skewBuild';

// Teams ship alone: versions of the apps built at different times run together. Each case builds the
// app it changes from a throwaway copy of the source (e2e/support/skewBuild.ts), serves it from an origin of its
// own like a team's static host (scripts/serveDist.mjs) and points a shell at it with the deploy variable's value.

const APP_NAMES = ['shell', 'mfe_auth', 'mfe_catalog', 'mfe_checkout', 'mfe_sell', 'mfe_dashboard'];
const MARKER = 'Piezas recién desplegadas por el equipo del catálogo';
/** The catalog's own query and form rule, changed in the same build as its title. */
const QUERY_PAGE_SIZE = 5;
const SCHEMA_MARKER = 'Regla de oferta desplegada por el equipo del catálogo';

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

/** The kernel one minor newer, with one new export (policy: additive within a major). Returns the new version. */
function bumpKernelMinor(sharedDir: string): string {
  const packageFile = path.join(sharedDir, 'package.json');
  const packageJson = JSON.parse(fs.readFileSync(packageFile, 'utf8'));
  const [major, minor] = (packageJson.version as string).split('.').map(Number);
  const next = `${major}.${minor + 1}.0`;
  replaceInFile(path.join(sharedDir, 'src', 'kernel', 'version.ts'), `'${packageJson.version}'`, `'${next}'`);
  fs.writeFileSync(packageFile, JSON.stringify({ ...packageJson, version: next }, null, 2));
  fs.appendFileSync(
    path.join(sharedDir, 'src', 'entries', 'kernel.ts'),
    `\nexport const KERNEL_SKEW_PROBE = '${next}';\n`,
  );
  return next;
}

/** The kernel module the page's share scope hands out (the shell's), read through the federation runtime. */
async function pageKernel(page: Page): Promise<{ KERNEL_VERSION?: string; KERNEL_SKEW_PROBE?: string }> {
  return page.evaluate(async () => {
    type Shared = Record<string, { loaded?: boolean; get(): Promise<() => Record<string, unknown>> }>;
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Shared>>> } }
    ).__FEDERATION__;
    for (const scopes of Object.values(federation.__SHARE__)) {
      const versions = scopes.default?.['@vitrina/shared/kernel'];
      const loaded = versions && Object.values(versions).find((entry) => entry.loaded);
      if (loaded) {
        const kernel = (await loaded.get())();
        return {
          KERNEL_VERSION: kernel.KERNEL_VERSION as string,
          KERNEL_SKEW_PROBE: kernel.KERNEL_SKEW_PROBE as string,
        };
      }
    }
    return {};
  });
}

/** The checkout built for a kernel far ahead of the page's (same major, minor 99). */
function requireFutureKernel(appDir: string) {
  const packageFile = path.join(appDir, 'package.json');
  const packageJson = JSON.parse(fs.readFileSync(packageFile, 'utf8'));
  const major = /\^(\d+)\./.exec(packageJson.dependencies['@vitrina/shared'])![1];
  packageJson.dependencies['@vitrina/shared'] = `^${major}.99.0`;
  fs.writeFileSync(packageFile, JSON.stringify(packageJson, null, 2));
}

/** The one file of mfe-catalog's own source that holds `needle` (its copy, queries and schemas live with it). */
function catalogFileWith(needle: string, what: string): string {
  const files = filesContaining(path.join(repoRoot, 'mfe-catalog', 'src'), needle);
  if (files.length !== 1) {
    throw new Error(`mfe-catalog/src debe guardar ${what} en un archivo; lo tienen: ${files.join(', ') || 'ninguno'}`);
  }
  return path.relative(path.join(repoRoot, 'mfe-catalog'), files[0]);
}

/** The catalog's title, its listing query's page size and its offer form's rule, changed in its own folder only. */
function changeCatalog(appDir: string) {
  replaceInFile(
    path.join(appDir, catalogFileWith("'Todos los tesoros'", 'el título del listado')),
    "'Todos los tesoros'",
    `'${MARKER}'`,
  );
  replaceInFile(
    path.join(appDir, catalogFileWith("'rpc/list_products'", 'la consulta del listado')),
    'page_size: pageSize',
    `page_size: ${QUERY_PAGE_SIZE}`,
  );
  replaceInFile(
    path.join(appDir, catalogFileWith('export const offerSchema', 'la regla de la oferta')),
    '.moreThan(0, copy.marketplace.invalidOfferAmount)',
    `.moreThan(0, copy.marketplace.invalidOfferAmount).min(1_000_000_000, '${SCHEMA_MARKER}')`,
  );
}

let builds: Record<'catalog' | 'shell' | 'checkout', Promise<string>>;
let kernelVersion: string;

// The three variant builds start at once, two at a time (CI has two cores); each case waits for its own.
test.beforeAll(() => {
  const [catalog, shell, checkout] = buildVariants([
    {
      variant: 'catalog-newer',
      app: 'mfe-catalog',
      edit: changeCatalog,
    },
    {
      variant: 'shell-newer-kernel',
      app: 'shell',
      editShared: (sharedDir) => {
        kernelVersion = bumpKernelMinor(sharedDir);
      },
    },
    { variant: 'checkout-needs-newer-kernel', app: 'mfe-checkout', edit: requireFutureKernel },
  ]);
  builds = { catalog, shell, checkout };
  // Handled here so a failed build is reported by the cases that await it, not as an unhandled rejection.
  for (const build of Object.values(builds)) build.catch(() => {});
});

test.describe('un remoto más nuevo que el shell', () => {
  let apps: Servers;
  let catalogHost: Awaited<ReturnType<typeof serveDist>>;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    catalogHost = await serveDist({ dir: await builds.catalog });
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
      .filter({ has: page.getByRole('button', { name: /Añadir|Agregar/ }) })
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

  test('la consulta y la regla de formulario del catálogo también llegan con su despliegue, sin el shell', async ({
    page,
  }) => {
    const pageSizes: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/list_products')) pageSizes.push(request.postDataJSON()?.page_size);
    });
    await signInOn(page, apps.urls.shell);
    await page.goto(`${apps.urls.shell}/products`);
    await expect(page.getByRole('heading', { level: 1, name: MARKER })).toBeVisible();
    await expect.poll(() => pageSizes[0]).toBe(QUERY_PAGE_SIZE);

    // a piece at a fixed price (an auction takes no offers): its card offers "Ofertar"
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Ofertar/ }) })
      .first()
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('button', { name: 'Hacer una oferta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hacer una oferta' });
    await dialog.getByLabel(/Tu oferta/).fill('100');
    await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
    await expect(dialog.getByText(SCHEMA_MARKER)).toBeVisible();
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

test.describe('un shell más nuevo que los remotos', () => {
  let apps: Servers;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    const shellDist = await builds.shell;
    apps = await startApps();
    apps.deploy('shell', shellDist);
  });

  test.afterAll(async () => {
    await apps?.close();
  });

  test('con un kernel de una versión menor más (y un export nuevo), los remotos compilados antes siguen funcionando', async ({
    page,
  }) => {
    await page.goto(`${apps.urls.shell}/products`);
    await expect(page.getByRole('heading', { level: 1, name: 'Todos los tesoros' })).toBeVisible();
    expect(await pageKernel(page)).toEqual({ KERNEL_VERSION: kernelVersion, KERNEL_SKEW_PROBE: kernelVersion });

    await signInOn(page, apps.urls.shell);
    await page.goto(`${apps.urls.shell}/products`);
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /Añadir|Agregar/ }) })
      .first()
      .getByRole('button', { name: /Añadir|Agregar/ })
      .click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Carrito/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto(`${apps.urls.shell}/sell`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('No pudimos cargar esta sección')).toHaveCount(0);
    await expect(page.getByText('Esta sección se actualizó')).toHaveCount(0);
  });
});

test.describe('un remoto que necesita un kernel más nuevo que el del shell', () => {
  let apps: Servers;
  let checkoutHost: Awaited<ReturnType<typeof serveDist>>;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    checkoutHost = await serveDist({ dir: await builds.checkout });
    apps = await startApps({ mfe_checkout: checkoutHost.url });
  });

  test.afterAll(async () => {
    await apps?.close();
    await checkoutHost?.close();
  });

  test('su ruta muestra en el aviso del shell que la sección se actualizó, y las demás rutas siguen funcionando', async ({
    page,
  }) => {
    await page.goto(`${apps.urls.shell}/cart`);
    const fallback = page.getByRole('alert').filter({ hasText: 'Esta sección se actualizó' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Recargar página' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await page.goto(`${apps.urls.shell}/products`);
    await expect(page.getByRole('heading', { level: 1, name: 'Todos los tesoros' })).toBeVisible();
    await page.goto(`${apps.urls.shell}/auth`);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByText('Esta sección se actualizó')).toHaveCount(0);
  });
});
