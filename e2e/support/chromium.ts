/**
 * How the end-to-end suite starts Debian's Chromium (Playwright never downloads a browser here).
 *
 * Chromium's headless mode opens a whole browser window for each new context, and since Chromium 156 each window
 * loads the address bar's two WebUI popups (chrome://omnibox-popup.top-chrome/, one for the AI mode) in a renderer of
 * their own. Every test opens at least one context, so every test paid for that renderer: about 0.8 CPU-s to start
 * it and more while the page loaded beside it. Measured on this project's 2-core machines (docs/testing.md): a new
 * context and about:blank 1.8-1.9 CPU-s with the popups, 0.75 without; /products 4.9-5.2 CPU-s, 2.4-2.5 without;
 * catalog + checkout specs 157 → 115 CPU-s. No page of ours can see or reach that window's address bar.
 *
 * A second --disable-features replaces Playwright's own (the browser keeps the last one), so this one repeats
 * Playwright's list; `tests/browser.spec.ts` fails when a Playwright upgrade adds a feature this list lacks.
 */
export const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The features Playwright 1.65 turns off for Chromium (its `chromiumSwitches`). */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
  ],
};
