import fs from 'node:fs';
import { chromium, expect, test, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, OMNIBOX_POPUPS } from '../../scripts/chromium.mjs';

// The browser every test runs in (scripts/chromium.mjs): no address-bar popups in a renderer of their own for each
// new context, and every feature Playwright turns off still off, although our --disable-features replaces its own.

/** The URLs of the browser's targets that are not ours: the WebUI pages it loads for its own window. */
async function browserUiTargets(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  await (await context.newPage()).goto('about:blank');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await context.close();
  return targetInfos.filter((target) => target.url.startsWith('chrome://')).map((target) => target.url);
}

/** Every value of --disable-features on the browser process's command line, in order. */
async function disabledFeatureSwitches(browser: Browser): Promise<string[][]> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  const pid = processInfo.find((info) => info.type === 'browser')!.id;
  return fs
    .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

test('el Chromium de las pruebas no carga los menús de la barra de direcciones y deja apagado lo que Playwright apaga', async ({
  browser,
}) => {
  // without our switch, this Chromium loads them for every new window: the check below would see them
  const plain = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    expect(await browserUiTargets(plain)).toContain('chrome://omnibox-popup.top-chrome/');
    const [playwrightOwn] = await disabledFeatureSwitches(plain);
    expect(playwrightOwn.length).toBeGreaterThan(5);

    expect(await browserUiTargets(browser)).toEqual([]);
    const switches = await disabledFeatureSwitches(browser);
    // the browser keeps the last one: it must hold Playwright's whole list as well as ours
    expect(switches[0]).toEqual(playwrightOwn);
    expect(switches.at(-1)).toEqual(expect.arrayContaining([...playwrightOwn, ...OMNIBOX_POPUPS]));
  } finally {
    await plain.close();
  }
});
