import { expect, type Page } from '@playwright/test';
import { adminClient, createSeller, WORKER, type FixtureSeller } from './fixtureSellers';
import { publishedPieceRow } from '../../shared/test/productFixtures';

export { adminClient, createSeller, type FixtureSeller };

let counter = 0;

/** A token no seed title contains, so a search finds exactly this spec's pieces. */
export function uniqueTag(): string {
  counter += 1;
  return `zq${Date.now().toString(36)}${WORKER}${counter}`;
}

/** A buyer of this spec alone: confirmed e-mail, onboarding done (sign-in goes straight to the return target). */
export async function createBuyer(displayName = 'Diego Ramírez'): Promise<FixtureSeller> {
  counter += 1;
  const email = `comprador.e2e.${Date.now().toString(36)}${WORKER}${counter}@example.com`;
  const password = 'Comprador123!';
  const admin = adminClient();
  const { data, error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw error ?? new Error('sin usuario');
  const { error: profileError } = await admin
    .from('profiles')
    .update({ display_name: displayName, onboarding_completed: true })
    .eq('id', data.user.id);
  if (profileError) throw profileError;
  return { id: data.user.id, email, password };
}

export interface FixturePiece {
  id: string;
  title: string;
  price: number;
}

/** A published piece of a fixture seller, inserted with the service role (no review queue). */
export async function createPiece(sellerId: string, title: string, price: number, stock = 1): Promise<FixturePiece> {
  const { data, error } = await adminClient()
    .from('products')
    .insert(publishedPieceRow(sellerId, title, price, stock))
    .select('id')
    .single();
  if (error) throw error;
  return { id: data.id as string, title, price };
}

/** Puts pieces in the page's cart the way the store keeps it (for a visitor, who cannot use 'Añadir'). */
export async function seedCart(page: Page, pieces: FixturePiece[]) {
  const items = pieces.map((p) => ({ id: p.id, title: p.title, price: p.price, quantity: 1 }));
  await page.evaluate(
    (value) => localStorage.setItem('vitrina-cart', JSON.stringify({ state: { items: value }, version: 1 })),
    items,
  );
}

/** Fills the shipping and payment tabs (the account tab comes pre-filled) with 'Continuar', as a buyer would. */
export async function fillCheckout(page: Page) {
  await expect(page.getByRole('tab', { name: /Cuenta/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel(/^Nombre\*?$/)).not.toHaveValue('');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel(/^Dirección/)).toBeFocused();
  await page.keyboard.type('Av. Juárez 120');
  await page.getByLabel(/^Colonia/).fill('Centro');
  await page.getByLabel(/^Ciudad/).fill('Guadalajara');
  await page.getByLabel(/^Estado/).fill('Jalisco');
  await page.getByLabel(/^Código postal/).fill('44100');
  await page.getByLabel(/^Teléfono para la paquetería/).fill('3312345678');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel(/^Nombre en la tarjeta/)).toBeFocused();
  await page.keyboard.type('Diego Ramírez');
  await page.getByLabel(/^Número de tarjeta/).fill('4242 4242 4242 4242');
  await page.getByLabel(/^Vencimiento/).pressSequentially('1230');
  await page.getByLabel(/^CVC/).fill('123');
}

/** The newest mail to an address in the dev mailbox of the e2e backend. */
export async function mailsTo(address: string): Promise<{ subject: string; html: string }[]> {
  const res = await fetch(`${process.env.E2E_SUPABASE_URL}/mailbox/api/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as { subject: string; html: string }[];
}
