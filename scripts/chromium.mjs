/**
 * Debian's Chromium as our tools start it through Playwright (the end-to-end suite, the bench): Playwright never
 * downloads a browser here.
 *
 * Chromium's headless mode opens a whole browser window for each new context, and since Chromium 156 each window
 * loads the address bar's two WebUI popups (chrome://omnibox-popup.top-chrome/, one of them for the AI mode) in a
 * renderer of their own, beside the page. Every test and every measured load opens a new context, so each paid for
 * that renderer: a new context and a blank page cost 1.8-1.9 CPU-s with it and 0.75 without on our 2-core machines;
 * /products 4.9-5.2 CPU-s and 2.4-2.5 (docs/testing.md). A reader of our pages never has a window made for each
 * page, and no page of ours can see or reach the address bar, so both leave the popups out.
 *
 * A second --disable-features replaces Playwright's own (the browser keeps the last one), so ours repeats
 * Playwright's list; `e2e/tests/browser.spec.ts` fails when a Playwright upgrade adds a feature to its list.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The address bar's popups, as Chromium names the features that load them. */
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

/**
 * Options for Playwright's `chromium.launch`: Debian's Chromium, no sandbox (root, in a container), no background
 * requests to the closed network, no address-bar popups; `args` adds to them.
 * @param {string[]} [args]
 */
export function chromiumLaunchOptions(args = []) {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
      ...args,
    ],
  };
}
