/** @jest-environment node */
// What the app server writes into the shell's HTML: the remotes map and the route's resource hints.
import {
  injectShellHints,
  isCrawler,
  routeChunksOf,
  routeRemote,
  routeRemoteHints,
  shellHeadHints,
  streamedDocument,
} from '../build/shellHtml.cjs';

const remotes = {
  mfe_auth: 'http://localhost:3001/mf-manifest.json',
  mfe_catalog: 'http://localhost:3002/mf-manifest.json',
  mfe_checkout: 'https://cdn.example.mx/checkout/2026-11-27/mf-manifest.json?v=2',
  mfe_sell: '/sell-remote/mf-manifest.json',
  mfe_dashboard: 'http://localhost:3005/mf-manifest.json',
};
const supabaseUrl = 'http://127.0.0.1:54321';

describe('routeRemote', () => {
  it.each([
    ['/', null],
    ['/products', 'mfe_catalog'],
    ['/products/8c1f0c1e-0000-4000-8000-000000000000', 'mfe_catalog'],
    ['/category/trading-cards/', 'mfe_catalog'],
    ['/sellers/diego_vende', 'mfe_catalog'],
    ['/cart', 'mfe_checkout'],
    ['/sell', 'mfe_sell'],
    ['/dashboard/orders', 'mfe_dashboard'],
    ['/auth', 'mfe_auth'],
    ['/privacy', null],
    ['/productsx', null],
  ])('%s → %p', (path, remote) => {
    expect(routeRemote(path)).toBe(remote);
  });
});

describe('shellHeadHints', () => {
  it('inlines the map and preconnects to the API and the route remote (no preload: see shellHtml.cjs)', () => {
    const hints = shellHeadHints({ remotes, supabaseUrl, pathname: '/products' });
    const inline = /window\.__VITRINA_REMOTES__ = (.*);<\/script>/.exec(hints)?.[1];
    expect(JSON.parse(inline!)).toEqual(remotes);
    expect(hints).toContain('<link rel="preconnect" href="http://127.0.0.1:54321" crossorigin />');
    expect(hints).toContain('<link rel="preconnect" href="http://localhost:3002" crossorigin />');
    expect(hints).toContain('<link rel="preconnect" href="http://localhost:3002" />');
    expect(hints).not.toContain('rel="preload"');
    expect(hints).not.toContain('href="http://localhost:3001');
  });

  it('on / only preconnects to mfe-auth (its slots are below the fold); on a shell page only to the API', () => {
    const home = shellHeadHints({ remotes, supabaseUrl, pathname: '/' });
    expect(home).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin />');
    const privacy = shellHeadHints({ remotes, supabaseUrl, pathname: '/privacy' });
    expect(privacy.match(/rel="preconnect"/g)).toHaveLength(1);
  });

  it("does not preconnect to a root-relative remote: it is the page's own origin", () => {
    expect(shellHeadHints({ remotes, supabaseUrl, pathname: '/sell' })).not.toContain('rel="preconnect" href="/');
  });

  it('keeps a "</script>" inside a URL from closing the inline script', () => {
    const hints = shellHeadHints({
      remotes: { ...remotes, mfe_sell: 'https://x.mx/</script><script>alert(1)//mf-manifest.json' },
      supabaseUrl,
      pathname: '/',
    });
    expect(hints.match(/<\/script>/g)).toHaveLength(1);
  });
});

/** A remote's mf-manifest.json as the federation plugin writes it (the fields the hints read). */
const catalogManifest = JSON.stringify({
  id: 'mfe_catalog',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'ProductCard',
      assets: { js: { sync: ['8035.aa.js', '__federation_expose_ProductCard.bb.js'], async: [] } },
    },
    {
      name: 'routes',
      assets: { js: { sync: ['4620.cc.js', '__federation_expose_routes.dd.js'], async: ['9262.ee.js'] } },
    },
  ],
});

describe('routeRemoteHints', () => {
  it("inlines the route remote's manifest and preloads its entry and the routes expose's scripts, at low priority", () => {
    const hints = routeRemoteHints({ remotes, pathname: '/products/abc', routeManifest: catalogManifest });
    const inline = /window\.__VITRINA_MANIFESTS__ = (.*);<\/script>/.exec(hints)?.[1];
    expect(JSON.parse(inline!)).toEqual({ [remotes.mfe_catalog]: catalogManifest });
    expect(
      [...hints.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low" \/>/g)].map((m) => m[1]),
    ).toEqual([
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3002/4620.cc.js',
      'http://localhost:3002/__federation_expose_routes.dd.js',
    ]);
  });

  it("on / preloads the forms the visitor's page borrows, from a script that makes them for a visitor only", () => {
    // mfe-auth's manifest: the pages' routes, and the forms the coming-soon page borrows (one chunk shared)
    const authManifest = JSON.stringify({
      id: 'mfe_auth',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
      exposes: [
        { name: 'routes', assets: { js: { sync: ['__federation_expose_routes.aa.js'], async: [] } } },
        {
          name: 'NewsletterSignup',
          assets: { js: { sync: ['310.bb.js', '__federation_expose_NewsletterSignup.cc.js'], async: [] } },
        },
        {
          name: 'WaitlistLandingForm',
          assets: { js: { sync: ['310.bb.js', '__federation_expose_WaitlistLandingForm.dd.js'], async: [] } },
        },
        { name: 'WaitlistHomeForm', assets: { js: { sync: ['__federation_expose_WaitlistHomeForm.ee.js'] } } },
      ],
    });
    const hints = routeRemoteHints({ remotes, pathname: '/', routeManifest: authManifest });
    expect(hints).not.toContain('<link rel="preload"');
    expect(hints).toContain('function preloadForVisitor(urls)');
    const list = /\)\((\[.*\])\);<\/script>/.exec(hints)?.[1];
    expect(JSON.parse(list!)).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/310.bb.js',
      'http://localhost:3001/__federation_expose_NewsletterSignup.cc.js',
      'http://localhost:3001/__federation_expose_WaitlistLandingForm.dd.js',
    ]);
  });

  it('for a shell built as one bundle: the first reads alone, no remote to preload or connect to', () => {
    const firstReads = JSON.stringify({ '/products': [{ path: 'rpc/list_products', args: { page: 1 } }] });
    const hints = routeRemoteHints({
      remotes,
      pathname: '/products',
      routeManifest: catalogManifest,
      firstReads,
      federated: false,
    });
    expect(hints).toContain('function startFirstReads(config, reads, membersOnly = false)');
    expect(hints).not.toContain('__VITRINA_MANIFESTS__');
    expect(hints).not.toContain('rel="preload"');
    const head = shellHeadHints({
      remotes,
      pathname: '/products',
      supabaseUrl: 'http://127.0.0.1:54321',
      federated: false,
    });
    expect(head).not.toContain('preconnect" href="http://localhost:3002');
    expect(head).toContain('href="http://127.0.0.1:54321"');
  });

  it('resolves the scripts beside a manifest published in a folder, query string aside', () => {
    const hints = routeRemoteHints({ remotes, pathname: '/cart', routeManifest: catalogManifest });
    expect(hints).toContain('href="https://cdn.example.mx/checkout/2026-11-27/remoteEntry.js"');
    expect(hints).toContain('href="https://cdn.example.mx/checkout/2026-11-27/4620.cc.js"');
  });

  it('gives nothing without a manifest, for a text that is not one, or on a page of the shell', () => {
    expect(routeRemoteHints({ remotes, pathname: '/products' })).toBe('');
    expect(routeRemoteHints({ remotes, pathname: '/products', routeManifest: '<html>' })).toBe('');
    expect(routeRemoteHints({ remotes, pathname: '/products', routeManifest: '{"exposes":[]}' })).toBe('');
    expect(routeRemoteHints({ remotes, pathname: '/privacy', routeManifest: catalogManifest })).toBe('');
  });

  it("skips a file name that could leave the remote's folder or break the tag", () => {
    const manifest = JSON.parse(catalogManifest);
    manifest.exposes[1].assets.js.sync = ['/etc/x.js', 'a"b.js', 'ok.js'];
    const hints = routeRemoteHints({ remotes, pathname: '/products', routeManifest: JSON.stringify(manifest) });
    expect(hints.match(/rel="preload"/g)).toHaveLength(2);
    expect(hints).toContain('href="http://localhost:3002/ok.js"');
  });

  it('keeps a "</script>" inside the manifest from closing the inline script', () => {
    const manifest = JSON.parse(catalogManifest);
    manifest.name = '</script><script>alert(1)//';
    const hints = routeRemoteHints({ remotes, pathname: '/products', routeManifest: JSON.stringify(manifest) });
    expect(hints.match(/<\/script>/g)).toHaveLength(1);
  });
});

/** A remote's route-chunks.json as shared/build/RouteChunksPlugin.cjs writes it. */
const catalogRouteChunks = JSON.stringify({
  '/products/:id': ['product-detail.ff.js', '7019.aa.js'],
  '/sellers/:id': ['seller-page.ee.js', '4620.cc.js'],
});

const preloadsOf = (hints: string) =>
  [...hints.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low" \/>/g)].map((m) => m[1]);

describe('routeRemoteHints with the route chunks', () => {
  it("preloads the page's own chunk after the routes expose's scripts, for its route only", () => {
    const piece = routeRemoteHints({
      remotes,
      pathname: '/products/916a0798-cd5e-5fb5-bfa6-31a26b96e04f',
      routeManifest: catalogManifest,
      routeChunks: catalogRouteChunks,
    });
    expect(preloadsOf(piece)).toEqual([
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3002/4620.cc.js',
      'http://localhost:3002/__federation_expose_routes.dd.js',
      'http://localhost:3002/product-detail.ff.js',
      'http://localhost:3002/7019.aa.js',
    ]);
    const listing = routeRemoteHints({
      remotes,
      pathname: '/products',
      routeManifest: catalogManifest,
      routeChunks: catalogRouteChunks,
    });
    expect(preloadsOf(listing)).toHaveLength(3);
    expect(listing).not.toContain('product-detail');
  });

  it('names each file once, even one the routes expose already loads', () => {
    const seller = routeRemoteHints({
      remotes,
      pathname: '/sellers/tarjetas-del-norte/',
      routeManifest: catalogManifest,
      routeChunks: catalogRouteChunks,
    });
    expect(preloadsOf(seller)).toEqual([
      'http://localhost:3002/remoteEntry.js',
      'http://localhost:3002/4620.cc.js',
      'http://localhost:3002/__federation_expose_routes.dd.js',
      'http://localhost:3002/seller-page.ee.js',
    ]);
  });

  it("preloads nothing of them without the remote's manifest, or on / (a member's page must not get them)", () => {
    expect(routeRemoteHints({ remotes, pathname: '/products/abc', routeChunks: catalogRouteChunks })).toBe('');
    const home = routeRemoteHints({
      remotes,
      pathname: '/',
      routeManifest: catalogManifest,
      routeChunks: JSON.stringify({ '/': ['hero.aa.js'] }),
    });
    expect(home).not.toContain('hero.aa.js');
  });

  it("skips a file name that could leave the remote's folder or break the tag", () => {
    const hints = routeRemoteHints({
      remotes,
      pathname: '/products/abc',
      routeManifest: catalogManifest,
      routeChunks: JSON.stringify({ '/products/:id': ['/etc/x.js', 'a"b.js', 'page.css', 7, 'ok.js'] }),
    });
    expect(preloadsOf(hints).slice(3)).toEqual(['http://localhost:3002/ok.js']);
  });
});

describe('routeChunksOf', () => {
  it("gives the first matching pattern's files, a trailing slash aside", () => {
    expect(routeChunksOf(catalogRouteChunks, '/products/abc-123/')).toEqual(['product-detail.ff.js', '7019.aa.js']);
    expect(routeChunksOf(catalogRouteChunks, '/sellers/diego_vende')).toEqual(['seller-page.ee.js', '4620.cc.js']);
  });

  it('gives none for another page, a segment that is not a plain id, or a text that is not a table', () => {
    expect(routeChunksOf(catalogRouteChunks, '/products')).toEqual([]);
    expect(routeChunksOf(catalogRouteChunks, '/products/abc/reviews')).toEqual([]);
    expect(routeChunksOf(catalogRouteChunks, '/products/a%20b')).toEqual([]);
    expect(routeChunksOf(undefined, '/products/abc')).toEqual([]);
    expect(routeChunksOf('<html>', '/products/abc')).toEqual([]);
    expect(routeChunksOf('null', '/products/abc')).toEqual([]);
    expect(routeChunksOf('{"/products/:id": "x.js"}', '/products/abc')).toEqual([]);
  });
});

describe('injectShellHints', () => {
  it('puts the hints before runtime-config.js, else at the end of <head>', () => {
    const html = '<head>\n    <script src="/runtime-config.js"></script>\n  </head>';
    expect(injectShellHints(html, '<!--h-->')).toBe(
      '<head>\n    <!--h-->\n    <script src="/runtime-config.js"></script>\n  </head>',
    );
    expect(injectShellHints('<head></head>', '<!--h-->')).toBe('<head>    <!--h-->\n  </head>');
  });

  it("writes the runtime config inline in its tag's place, a '</script>' in it escaped", () => {
    const html = '<head>\n    <script src="/runtime-config.js"></script>\n  </head>';
    const config = 'window.__VITRINA_CONFIG__ = {"supabaseUrl":"http://x","note":"</script><b>"};\n';
    expect(injectShellHints(html, '<!--h-->', '', config)).toBe(
      '<head>\n    <!--h-->\n    <script>window.__VITRINA_CONFIG__ = {"supabaseUrl":"http://x","note":"\\u003c/script>\\u003cb>"};</script>\n  </head>',
    );
  });

  it('keeps a "$" of the hints as it is (no replacement patterns)', () => {
    const html = '<head><script src="/runtime-config.js"></script></head>';
    expect(injectShellHints(html, "<!--$'$&-->", '<!--$`-->')).toBe(
      '<head><!--$\'$&-->\n    <script src="/runtime-config.js"></script>    <!--$`-->\n  </head>',
    );
    expect(injectShellHints('<head></head>', "<!--$'$&-->")).toBe("<head>    <!--$'$&-->\n  </head>");
  });

  it("puts the route remote's hints last in <head>, after the shell's own script and preloads", () => {
    const html = '<head><script src="/runtime-config.js"></script><script defer src="/main.js"></script></head>';
    expect(injectShellHints(html, '<!--h-->', '<!--r-->')).toBe(
      '<head><!--h-->\n    <script src="/runtime-config.js"></script><script defer src="/main.js"></script>    <!--r-->\n  </head>',
    );
  });
});

describe('streamedDocument', () => {
  const template =
    '<!doctype html><html><head><title>Vitrina</title><meta name="viewport" content="width=device-width" /></head>' +
    '<body><div id="root"><div class="vt-boot"></div></div><noscript>Activa JavaScript para usar Vitrina.</noscript></body></html>';
  const page = {
    html: '<div><header>Vitrina</header><main><!--$?--><template id="B:0"></template><div role="status">…</div><!--/$--></main></div>',
    preloads: '',
    styles: '<style data-styled="true">.a{}</style>',
    earlyClicks: '<script>/* clics */</script>',
    scripts: '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
  };

  it('the head leaves with the shell in #root, closed, and React’s scripts and the no-script style after it', () => {
    const { head, tail } = streamedDocument(template, page);
    expect(head).toContain(`<div id="root">${page.html}</div>`);
    // nothing after #root's shell is inside it: the scripts follow its closing tag
    const rootEnd = head.indexOf(`${page.html}</div>`) + page.html.length + '</div>'.length;
    expect(head.indexOf(page.scripts)).toBeGreaterThanOrEqual(rootEnd);
    expect(head).toContain('<noscript><style>#root template[id^="B:"] + * { display: none !important; }');
    // without JavaScript the segments are laid out between the frame and the footer
    expect(head).toContain('#root, #root > * { display: contents; }');
    expect(head).toContain('div[hidden][id^="S:"] { display: block !important; order: 1; }');
    expect(head).toContain('#root > * > footer, #root > * > footer ~ * { order: 2; }');
    expect(head).not.toContain('Activa JavaScript');
    expect(head).toContain('<title>Vitrina</title>');
    expect(head.indexOf(page.styles)).toBeLessThan(head.indexOf('</head>'));
    expect(head).not.toContain('vitrina-stream');
    expect(tail).toBe('</body></html>');
  });
});

describe('isCrawler', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', true],
    ['WhatsApp/2.23.20.0', true],
    ['Twitterbot/1.0', true],
    ['Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', true],
    [undefined, true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', false],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      false,
    ],
  ])('%s → %p', (userAgent, crawler) => {
    expect(isCrawler(userAgent)).toBe(crawler);
  });
});
