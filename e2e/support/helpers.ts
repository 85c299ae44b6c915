import type { Page } from '@playwright/test';
import { clientAs } from './fixtureProducts';

/** Demo buyer seeded by the local backend. */
export const DEMO_BUYER = { email: 'comprador@vitrina.mx', password: 'Comprador123!' };

/** Signs in through the real form of mfe-auth on /auth; the page then follows its return target. */
export async function signInThroughForm(page: Page, { email, password } = DEMO_BUYER) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByLabel('Contraseña').press('Enter');
}

/** Where supabase-js keeps its session in localStorage for a backend's URL (`sb-<first label of its host>-auth-token`). */
export function sessionStorageKey(supabaseUrl = process.env.E2E_SUPABASE_URL!) {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Starts a session without the form, for a test whose subject comes after signing in: the session `clientAs` gets
 * for the password (the grant the form uses), stored where supabase-js looks on the next page. It leaves the page on
 * a static file of the shell's origin (no app rendered), so the caller's next `goto` is the first page that renders,
 * already signed in. It spares each such test the sign-in page and the dashboard it lands on.
 * The form itself is what auth.spec tests, and the sign-ins that must come back to where they started (access, sell,
 * checkout, product-detail) still go through it.
 */
export async function signInWithSession(page: Page, who: { email: string; password: string } = DEMO_BUYER) {
  const { data } = await (await clientAs(who)).auth.getSession();
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [sessionStorageKey(), JSON.stringify(data.session)],
  );
}

/** Signs in as the demo buyer (a stored session, no form); the next `goto` opens the page signed in. */
export async function signIn(page: Page) {
  await signInWithSession(page);
}

/**
 * Stops or restarts one remote's server, or makes it serve a remoteEntry.js that throws ('break'), a server build
 * (server/remoteEntry.js) that throws ('break-server') and good ones again ('fix') (the global setup's control
 * endpoint).
 */
export async function remoteServer(action: 'stop' | 'start' | 'break' | 'break-server' | 'fix', remote: string) {
  const response = await fetch(`${process.env.E2E_CONTROL_URL}/${action}/${remote}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${remote}: ${response.status} ${await response.text()}`);
}

/** Stops the backend (an outage) or starts it again on the same port and data (the global setup's control endpoint). */
export async function backendServer(action: 'stop' | 'start') {
  const response = await fetch(`${process.env.E2E_CONTROL_URL}/backend/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`backend ${action}: ${response.status} ${await response.text()}`);
}

/** Turns the shell's server rendering on or off from the next request on (docs/rendering.md). */
export async function serverRendering(state: 'on' | 'off') {
  const response = await fetch(`${process.env.E2E_CONTROL_URL}/ssr/${state}`, { method: 'POST' });
  if (!response.ok) throw new Error(`ssr ${state}: ${response.status} ${await response.text()}`);
}

/** Makes one remote's server answer from another build folder from the next request on (a deploy). */
export async function deployRemote(remote: string, distDir: string) {
  const response = await fetch(`${process.env.E2E_CONTROL_URL}/deploy/${remote}?dir=${encodeURIComponent(distDir)}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`deploy ${remote}: ${response.status} ${await response.text()}`);
}
