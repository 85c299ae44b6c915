/** @jest-environment jsdom */
// A page rendered on the server is readable from its HTML: its code starts once its largest photos have painted
// (shared/build/shellHtml.cjs), so the photos do not share the link with ~190 KB of scripts.
import { injectShellHints, loadCodeAfterPaint } from '../build/shellHtml.cjs';
import { noting } from './notingListeners';

const BUILT =
  '<head><meta charset="utf-8"/><script src="/runtime-config.js"></script>' +
  '<script defer="defer" src="/main.js" fetchpriority="high"></script>' +
  '<link rel="preload" as="script" href="/boot.js"></head>';
const CONFIG = 'window.__VITRINA_CONFIG__ = {"supabaseUrl":"http://api"};\n';
const REMOTE_HINTS =
  '<script>window.__VITRINA_MANIFESTS__ = {"http://c/mf-manifest.json":"{}"};</script>\n    ' +
  '<link rel="preload" as="script" href="http://c/remoteEntry.js" fetchpriority="low" />';

/** What loads or runs: external scripts, script preloads, inline scripts. */
const CODE_TAG = /<script[^>]*\bsrc=|rel="preload"|__VITRINA_MANIFESTS__/;

describe('injectShellHints with codeAfterPaint', () => {
  it("keeps the page's code, in its order, in an inert template after the runtime config, then the script that starts it", () => {
    const html = injectShellHints(BUILT, '<!--hints-->', REMOTE_HINTS, CONFIG, { codeAfterPaint: true });
    const [before, rest] = html.split('<template id="vitrina-code">');
    const [code, after] = rest.split('</template>');
    expect(before).toContain('<!--hints-->');
    expect(before).toContain('<script>window.__VITRINA_CONFIG__ = {"supabaseUrl":"http://api"};</script>');
    expect(before).not.toMatch(CODE_TAG);
    expect(code).toBe(
      '<script defer="defer" src="/main.js" fetchpriority="high"></script>' +
        '<link rel="preload" as="script" href="/boot.js">    ' +
        REMOTE_HINTS,
    );
    expect(after).not.toMatch(CODE_TAG);
    expect(after).toMatch(/^\n {4}<script>\(function loadCodeAfterPaint\(/);
    expect(after).toContain('("vitrina-code", 1000);</script>\n  </head>');
  });

  it('leaves the code where it was without it, or when the code could close the template', () => {
    const plain = injectShellHints(BUILT, '<!--hints-->', REMOTE_HINTS, CONFIG);
    expect(plain).not.toContain('<template');
    expect(injectShellHints(BUILT, '<!--hints-->', REMOTE_HINTS, CONFIG, { codeAfterPaint: false })).toBe(plain);
    const hostile = REMOTE_HINTS.replace('"{}"', '"</template>"');
    expect(injectShellHints(BUILT, '<!--hints-->', hostile, CONFIG, { codeAfterPaint: true })).toBe(
      injectShellHints(BUILT, '<!--hints-->', hostile, CONFIG),
    );
  });
});

describe('loadCodeAfterPaint', () => {
  type Decoding = { resolve: () => void; reject: (error: Error) => void };
  let decodings: Decoding[];

  /** The page as the server writes it (the template in <head>, `photos` photos marked high in #root). */
  function servedPage(photos: number) {
    const html = injectShellHints(BUILT, '', REMOTE_HINTS, CONFIG, { codeAfterPaint: true });
    const template = /<template[\s\S]*<\/template>/.exec(html)![0];
    document.head.innerHTML = template;
    document.body.innerHTML = `<div id="root">${'<img fetchpriority="high" src="/foto.jpg">'.repeat(photos)}</div>`;
    decodings = [];
    for (const img of document.querySelectorAll('img')) {
      (img as HTMLImageElement).decode = () =>
        new Promise<void>((resolve, reject) => decodings.push({ resolve, reject }));
    }
    delete (window as { __VITRINA_MANIFESTS__?: unknown }).__VITRINA_MANIFESTS__;
    // its listeners, noted to be taken off after the test: each test's page is a new one
    noting(installed, () => loadCodeAfterPaint('vitrina-code', 1000));
  }

  /** The inline scripts that keep the document loading until the code is in. */
  const holdSteps = () => [...document.head.querySelectorAll('script[src^="data:"]')];

  /** What the loader put into <head>, in order. */
  const started = () =>
    [...document.head.children]
      .filter((element) => element.localName !== 'template' && !holdSteps().includes(element))
      .map((element) =>
        element.localName === 'script'
          ? `script ${(element as HTMLScriptElement).getAttribute('src') ?? 'inline'}`
          : `link ${element.getAttribute('href')}`,
      );

  async function settle(ms: number) {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    jest.advanceTimersByTime(ms);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  }

  let installed: (() => void)[] = [];
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    for (const remove of installed) remove();
    installed = [];
    jest.useRealTimers();
  });

  it('starts the code once the document is parsed and its photos are decoded and painted, in its order', async () => {
    servedPage(2);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle(400);
    expect(started()).toEqual([]);
    decodings[0].resolve();
    await settle(400);
    expect(started()).toEqual([]);
    // a photo that fails does not hold the code
    decodings[1].reject(new Error('EncodingError'));
    await settle(100);
    // the inline scripts first (they ran before the code when they were parsed), the rest in its order
    expect(started()).toEqual(['script inline', 'script /main.js', 'link /boot.js', 'link http://c/remoteEntry.js']);
    const main = document.head.querySelector('script[src="/main.js"]') as HTMLScriptElement;
    // in order, as the deferred script it was; with its priority
    expect(main.async).toBe(false);
    expect(main.hasAttribute('defer')).toBe(false);
    expect(main.getAttribute('fetchpriority')).toBe('high');
    // the inline script ran as it went in
    expect((window as { __VITRINA_MANIFESTS__?: unknown }).__VITRINA_MANIFESTS__).toEqual({
      'http://c/mf-manifest.json': '{}',
    });
    // once
    await settle(3000);
    expect(started()).toHaveLength(4);
  });

  it("keeps the document loading until the code is in: the page's load event comes after its code", async () => {
    servedPage(1);
    expect(holdSteps()).toHaveLength(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // one step, made ordered as the code's scripts, whose run (the browser runs its data: URL) makes the next
    expect(holdSteps()).toHaveLength(1);
    const step = holdSteps()[0] as HTMLScriptElement;
    expect(step.async).toBe(false);
    expect(step.getAttribute('src')).toBe('data:text/javascript,window.__vitrinaHoldLoad(1)');
    const hold = (window as unknown as { __vitrinaHoldLoad: () => void }).__vitrinaHoldLoad;
    hold();
    // the step that ran leaves <head>: only the one loading now is there
    expect(holdSteps().map((element) => element.getAttribute('src'))).toEqual([
      'data:text/javascript,window.__vitrinaHoldLoad(2)',
    ]);
    // a person starts it: the inline scripts are in, the code's tags are not yet, so the steps go on
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started()).toEqual(['script inline']);
    hold();
    expect(holdSteps().map((element) => element.getAttribute('src'))).toEqual([
      'data:text/javascript,window.__vitrinaHoldLoad(3)',
    ]);
    await settle(0);
    expect(started()).toHaveLength(4);
    // once the code is in, its scripts hold the load event: no more steps, and the last one is gone
    hold();
    expect(holdSteps()).toHaveLength(0);
  });

  it('puts the code in over several short tasks when each tag takes a while', async () => {
    servedPage(0);
    // each tag put into <head> costs 7 ms of the page's clock (a phone starting a request)
    const append = document.head.appendChild.bind(document.head);
    const slow = jest.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      jest.setSystemTime(Date.now() + 7);
      return append(node);
    });
    try {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(started()).toEqual(['script inline']);
      // two tags pass the 12 ms of a task: the third waits for the next
      await settle(0);
      expect(started()).toEqual(['script inline', 'script /main.js', 'link /boot.js']);
      const hold = (window as unknown as { __vitrinaHoldLoad: () => void }).__vitrinaHoldLoad;
      hold();
      // the load event still waits: a step is loading
      expect(holdSteps()).toHaveLength(1);
      await settle(10);
      expect(started()).toEqual(['script inline', 'script /main.js', 'link /boot.js', 'link http://c/remoteEntry.js']);
      hold();
      expect(holdSteps()).toHaveLength(0);
    } finally {
      slow.mockRestore();
    }
  });

  it('without a photo, starts it after the first frame', async () => {
    servedPage(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle(100);
    expect(started()).toHaveLength(4);
  });

  it('a photo that does not arrive holds the code 1 s at most, and never before the document is parsed', async () => {
    servedPage(1);
    await settle(999);
    expect(started()).toEqual([]);
    await settle(1);
    // the limit passed, but the parser has not reached the end of the page yet
    expect(started()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle(0);
    expect(started()).toHaveLength(4);
  });

  it.each([
    ['a pointer down', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a finger down', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))],
    ['the focus on a field', () => document.querySelector('input')!.focus()],
  ])('%s starts the code at once, before the photo has painted', async (_, act) => {
    servedPage(1);
    document.getElementById('root')!.insertAdjacentHTML('beforeend', '<input aria-label="Buscar">');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await settle(100);
    expect(started()).toEqual([]);
    act();
    // the inline scripts at once, the code's tags in the next task: not one long task of both
    expect(started()).toEqual(['script inline']);
    await settle(0);
    expect(started()).toHaveLength(4);
  });

  it('a person before the document is parsed starts the code as soon as it is; the focus elsewhere does not', async () => {
    servedPage(1);
    document.getElementById('root')!.insertAdjacentHTML('beforeend', '<a href="/products">Piezas</a>');
    document.querySelector('a')!.focus();
    await settle(100);
    expect(started()).toEqual([]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started()).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(started()).toEqual(['script inline']);
    await settle(0);
    expect(started()).toHaveLength(4);
  });
});
