import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';

const isCI = Boolean(process.env.CI);

/**
 * What runs in the project 'alone' (docs/testing.md, "Two workers, then the specs that run alone"): these specs
 * whole, and every test tagged '@alone' (a test that stops or breaks a server of the global setup, or compares a
 * page with every matching row of the database). Each changes what any test running beside it would see.
 */
const ALONE = [
  'auctions', // moves the settable clock the SQL rules read, with the scheduler's jobs running on it
  'deploy', // deploys another build of mfe-checkout on the shared server
  'protected-purchase', // moves the settable clock eight days and runs the scheduler's jobs
  'remote-down', // stops mfe-checkout's server, then serves a broken remoteEntry.js
  'resilience', // stops the backend
  'server-rendering', // breaks and swaps mfe-catalog's server build, stops the backend
];
/** The grep title of a test starts with its project's name and its file's, then its describes, title and tags. */
const alone = [new RegExp(` (${ALONE.join('|')})\\.spec\\.ts `), /@alone/];
/** Builds three apps from copies of the source before its cases: started first so it does not end the run. */
const builds = /\/skew\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  // One backend and one set of app servers (global setup) are shared by every test. Two workers run the specs that
  // leave them as they are (each with its own accounts and pieces); the project 'alone' then runs the others, one
  // worker, after every shared spec has finished (it is their teardown project: it runs even if one of them failed).
  workers: 2,
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
    // A trace records a screencast and a DOM snapshot of every action; recorded for every test, it made Chromium's
    // browser and GPU processes do a third of the suite's work (phone.spec: 71-96 s with it, 53 s without). It is
    // recorded for a retry (CI) or on demand: `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'on-first-retry',
    browserName: 'chromium',
    // Debian's Chromium, without the address bar's popups each new window loads (scripts/chromium.mjs)
    launchOptions: chromiumLaunchOptions(['--disable-gpu', '--disable-dev-shm-usage']),
  },
  projects: [
    { name: 'builds', testMatch: builds, teardown: 'alone' },
    { name: 'shared', testIgnore: builds, grepInvert: alone, teardown: 'alone' },
    { name: 'alone', testIgnore: builds, grep: alone, workers: 1 },
  ],
});
