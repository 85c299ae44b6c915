import { defineConfig } from '@playwright/test';

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests',
  // One backend and one set of app servers are shared by every test (global setup), and one test stops a remote's
  // server on purpose: a single worker keeps that from leaking into the others.
  workers: 1,
  fullyParallel: false,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './support/globalSetup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-MX',
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
