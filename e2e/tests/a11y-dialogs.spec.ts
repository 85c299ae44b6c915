import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeReport, unnamedFields } from '../support/a11y';
import { signInWithSession } from '../support/helpers';
import { createPiece, createSeller, uniqueTag, type FixtureSeller } from '../support/checkoutFixtures';
import { clientAs, createPublishedProduct } from '../support/fixtureProducts';
import { createStaff, pendingPiece, pendingVerificationRequest } from '../support/staffFixtures';

// Every dialog and menu opened from the keyboard takes the focus, keeps Tab and Shift+Tab inside,
// closes with Escape and gives the focus back to what opened it. Table-driven: each row says where the dialog
// lives, what opens it and what it is called. No row clicks: focus() then a key stands in for a keyboard user.

test.describe.configure({ timeout: 240_000 });

interface DialogCase {
  name: string;
  /** where the dialog lives */
  path: string | ((f: Fixtures) => string);
  width?: number;
  /** the element the focus starts on */
  opener: (page: Page) => Locator;
  /** the key that opens it from the opener */
  key?: string;
  /** the dialog (or menu) once open */
  dialog: (page: Page) => Locator;
}

interface Fixtures {
  shown: string;
  own: string;
  orderId: string;
}

const ADDRESS = {
  full_name: 'Ana López',
  email: 'ana@example.com',
  address: 'Calle Madero 40',
  city: 'Puebla',
  state: 'Puebla',
  zip_code: '72000',
};

/** True while the focused element is inside the dialog. */
const focusInside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

async function expectAccessibleDialog(page: Page, row: DialogCase, fixtures: Fixtures) {
  await page.setViewportSize({ width: row.width ?? 1280, height: 900 });
  await page.goto(typeof row.path === 'string' ? row.path : row.path(fixtures));
  const opener = row.opener(page);
  await expect(opener, `${row.name}: el botón que lo abre`).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await opener.focus();
  await page.keyboard.press(row.key ?? 'Enter');

  const dialog = row.dialog(page);
  await expect(dialog, `${row.name}: se abre`).toBeVisible();
  await expect.poll(() => focusInside(dialog), { message: `${row.name}: el foco entra` }).toBe(true);

  // what the dialog holds passes axe too, and its fields have names
  const within = `[role="${await dialog.getAttribute('role')}"]`;
  const problems = [...(await axeReport(page, row.name, within)), ...(await unnamedFields(page, row.name, within))];
  expect(problems, problems.join('\n')).toEqual([]);

  // one full lap and a bit in each direction: the focus never leaves
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  const presses = Math.min(stops + 2, 30);
  for (let index = 0; index < presses; index += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `${row.name}: Tab ${index + 1} sigue dentro`).toBe(true);
  }
  for (let index = 0; index < 3; index += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `${row.name}: Shift+Tab ${index + 1} sigue dentro`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog, `${row.name}: Escape lo cierra`).toBeHidden();
  await expect(opener, `${row.name}: el foco vuelve a quien lo abrió`).toBeFocused();
}

async function signedInPage(browser: Browser, who: FixtureSeller): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-MX' })).newPage();
  await signInWithSession(page, who);
  return page;
}

const MEMBER_DIALOGS: DialogCase[] = [
  {
    name: 'menú de cuenta',
    path: '/products',
    opener: (page) => page.getByRole('button', { name: 'Menú de cuenta' }),
    dialog: (page) => page.getByRole('menu'),
  },
  {
    name: 'notificaciones',
    path: '/products',
    opener: (page) => page.getByRole('button', { name: /^Notificaciones/ }),
    dialog: (page) => page.getByRole('menu'),
  },
  {
    name: 'paleta de búsqueda (Ctrl+K)',
    path: '/products',
    opener: (page) =>
      page
        .getByRole('combobox', { name: 'Buscar en el catálogo' })
        .or(page.getByRole('textbox', { name: /Buscar/ }))
        .first(),
    key: 'Control+k',
    dialog: (page) => page.getByRole('dialog'),
  },
  {
    name: 'filtros a 640 px',
    path: '/products',
    width: 640,
    opener: (page) => page.getByRole('button', { name: /^Filtrar/ }),
    dialog: (page) => page.getByRole('dialog', { name: 'Filtros' }),
  },
  {
    name: 'menú móvil a 640 px',
    path: '/products',
    width: 640,
    opener: (page) => page.getByRole('button', { name: 'Abrir menú', exact: true }),
    dialog: (page) => page.getByRole('dialog'),
  },
  {
    name: 'hacer una oferta',
    path: (f) => `/product/${f.shown}`,
    opener: (page) => page.getByRole('button', { name: 'Hacer una oferta' }),
    dialog: (page) => page.getByRole('dialog', { name: 'Hacer una oferta' }),
  },
  {
    name: 'contactar al vendedor',
    path: (f) => `/product/${f.shown}`,
    opener: (page) => page.getByRole('button', { name: 'Contactar al vendedor' }),
    dialog: (page) => page.getByRole('dialog', { name: 'Contactar al vendedor' }),
  },
  {
    name: 'eliminar con ELIMINAR (detalle de la pieza)',
    path: (f) => `/product/${f.own}`,
    opener: (page) => page.getByRole('main').getByRole('button', { name: 'Eliminar', exact: true }),
    dialog: (page) => page.getByRole('dialog', { name: /Eliminar/ }),
  },
  {
    name: 'eliminar con ELIMINAR (dashboard)',
    path: (f) => `/dashboard/products/${f.own}`,
    opener: (page) => page.getByRole('main').getByRole('button', { name: 'Eliminar', exact: true }),
    dialog: (page) => page.getByRole('dialog', { name: /Eliminar/ }),
  },
  {
    name: 'confirmar: cancelar pedido',
    path: (f) => `/dashboard/orders/${f.orderId}`,
    opener: (page) => page.getByRole('button', { name: 'Cancelar pedido' }),
    dialog: (page) => page.getByRole('dialog', { name: '¿Cancelar este pedido?' }),
  },
  {
    name: 'contraofertar',
    path: '/dashboard/offers',
    opener: (page) => page.getByRole('button', { name: 'Contraofertar' }).first(),
    dialog: (page) => page.getByRole('dialog', { name: 'Contraofertar' }),
  },
  {
    name: 'menú del dashboard a 640 px',
    path: '/dashboard',
    width: 640,
    opener: (page) => page.getByRole('button', { name: 'Abrir menú del dashboard' }),
    dialog: (page) => page.getByRole('dialog'),
  },
];

test('cada diálogo y menú de un miembro: foco dentro, Tab atrapado, Escape cierra y el foco vuelve', async ({
  browser,
}) => {
  const tag = uniqueTag();
  const other = await createSeller({ phone: '+525512345678', identityVerified: true });
  const shown = await createPublishedProduct(other, { title: `Jersey de diálogo ${tag}` });
  const bought = await createPiece(other.id, `Tarjeta de diálogo ${tag}`, 800);
  const member = await createSeller({ phone: '+525598765432', identityVerified: true });
  const own = await createPublishedProduct(member, { title: `Mi casco ${tag}` });
  const { data: orderId, error } = await (
    await clientAs(member)
  ).rpc('create_order', { product_ids: [bought.id], shipping_address: ADDRESS });
  if (error) throw error;
  // an offer received on the member's own piece, so 'Contraofertar' is there
  const { error: offerError } = await (
    await clientAs(other)
  )
    .from('offers')
    .insert({ product_id: own.id, buyer_id: other.id, seller_id: member.id, amount: 1500 });
  if (offerError) throw offerError;

  const page = await signedInPage(browser, member);
  const fixtures = { shown: shown.id, own: own.id, orderId: orderId as string };
  const failures: string[] = [];
  for (const row of MEMBER_DIALOGS) {
    try {
      await expectAccessibleDialog(page, row, fixtures);
    } catch (failure) {
      failures.push(`${row.name}: ${(failure as Error).message.split('\n').slice(0, 3).join(' ')}`);
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
  await page.context().close();
});

test('los diálogos de decisión del staff (publicar, rechazar, aprobar y rechazar una verificación): foco dentro, Tab atrapado, Escape cierra y el foco vuelve', async ({
  browser,
}) => {
  const staff = await createStaff();
  const title = `Pieza por decidir ${uniqueTag()}`;
  await pendingPiece(title);
  const requester = `Solicitante ${uniqueTag()}`;
  await pendingVerificationRequest(requester);
  const page = await signedInPage(browser, staff);
  const rows: DialogCase[] = [
    {
      name: 'publicar',
      path: '/dashboard/admin',
      opener: (p) => p.getByRole('listitem', { name: title }).getByRole('button', { name: 'Publicar' }),
      dialog: (p) => p.getByRole('dialog', { name: '¿Publicar esta pieza?' }),
    },
    {
      name: 'rechazar',
      path: '/dashboard/admin',
      opener: (p) => p.getByRole('listitem', { name: title }).getByRole('button', { name: 'Rechazar' }),
      dialog: (p) => p.getByRole('dialog', { name: 'Rechazar pieza' }),
    },
    {
      name: 'aprobar verificación',
      path: '/dashboard/verification-review',
      opener: (p) => p.getByRole('listitem', { name: new RegExp(requester) }).getByRole('button', { name: 'Aprobar' }),
      dialog: (p) => p.getByRole('dialog', { name: 'Aprobar verificación' }),
    },
    {
      name: 'rechazar verificación',
      path: '/dashboard/verification-review',
      opener: (p) => p.getByRole('listitem', { name: new RegExp(requester) }).getByRole('button', { name: 'Rechazar' }),
      dialog: (p) => p.getByRole('dialog', { name: 'Rechazar solicitud' }),
    },
  ];
  for (const row of rows) await expectAccessibleDialog(page, row, { shown: '', own: '', orderId: '' });
  await page.context().close();
});
