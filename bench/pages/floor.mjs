// The static-HTML floor of `bench pages`: a page saved after it rendered in the browser (its HTML and every CSS
// rule it applies, no script) and served as a static file by the same app server as the pages, so its LCP and
// score are what the same content costs when it is all in the first HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** Where the saved pages are served on the shell's origin. */
export const FLOOR_PREFIX = '/__piso';

/**
 * Runs in the page (page.evaluate): the document as it is now, without scripts, with the rules of every style sheet
 * (styled-components inserts its rules through the CSSOM, so its <style> tags are empty in the DOM) in one <style>.
 * Preloads of scripts and data go too: nothing would use them. Images, their preloads and fonts stay.
 */
export function snapshotDocument() {
  const css = [...document.styleSheets]
    .map((sheet) => {
      let rules = '';
      try {
        rules = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
      const media = sheet.media?.mediaText;
      return media && media !== 'all' ? `@media ${media} {\n${rules}\n}` : rules;
    })
    .filter(Boolean)
    .join('\n');
  const root = document.documentElement.cloneNode(true);
  const drop = [
    'script',
    'noscript',
    'style',
    'link[rel~="stylesheet"]',
    'link[rel~="modulepreload"]',
    'link[rel~="prefetch"]',
    'link[rel~="preload"][as="script"]',
    'link[rel~="preload"][as="fetch"]',
  ];
  for (const element of root.querySelectorAll(drop.join(','))) element.remove();
  const head = root.querySelector('head');
  const style = document.createElement('style');
  style.textContent = css;
  head.append(style);
  return `<!doctype html>\n${root.outerHTML}`;
}

/**
 * A folder shaped like the repository (<app>/dist, serveApps' distRoot) whose shell build also holds the saved
 * pages, each with the .br and .gz copies the build writes beside every text file (served by Accept-Encoding).
 * @param {string} repoRoot
 * @param {Record<string, string>} pages key -> HTML
 * @returns {{ root: string, pathOf: (key: string) => string }}
 */
export function floorRoot(repoRoot, pages) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-piso-'));
  for (const dir of ['shell', 'mfe-auth', 'mfe-catalog', 'mfe-checkout', 'mfe-sell', 'mfe-dashboard']) {
    fs.mkdirSync(path.join(root, dir));
    if (dir !== 'shell') fs.symlinkSync(path.join(repoRoot, dir, 'dist'), path.join(root, dir, 'dist'));
  }
  const shellDist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(shellDist);
  const builtShell = path.join(repoRoot, 'shell', 'dist');
  for (const name of fs.readdirSync(builtShell))
    fs.symlinkSync(path.join(builtShell, name), path.join(shellDist, name));
  const folder = path.join(shellDist, FLOOR_PREFIX.slice(1));
  fs.mkdirSync(folder);
  for (const [key, html] of Object.entries(pages)) {
    const file = path.join(folder, `${key}.html`);
    const body = Buffer.from(html);
    fs.writeFileSync(file, body);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
  return { root, pathOf: (key) => `${FLOOR_PREFIX}/${key}.html` };
}
