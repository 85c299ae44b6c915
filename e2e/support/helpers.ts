import { expect, type Page } from '@playwright/test';

/** Demo buyer seeded by the local backend. */
export const DEMO_BUYER = { email: 'comprador@vitrina.mx', password: 'Comprador123!' };

/** Signs in through the real form of mfe-auth on /auth; the page then follows its return target. */
export async function signInThroughForm(page: Page, { email, password } = DEMO_BUYER) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByLabel('Contraseña').press('Enter');
}

/** Opens /auth and signs in as the demo buyer, waiting until the app has left the sign-in page. */
export async function signIn(page: Page) {
  await page.goto('/auth');
  await signInThroughForm(page);
  await expect(page).not.toHaveURL(/\/auth/);
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
