// What the shell's HTML carries besides the build's own tags, written by whoever serves it (scripts/serveApps.mjs in
// production, the dev server here in development): the remotes map inline, so the shell does not wait for a
// /remotes.json round trip before it can ask for a remote's manifest, and resource hints for the page's route.

/** The remote whose page a path shows, or null (the shell's own pages). Mirrors shell/src/app/App.tsx's routes. */
function routeRemote(pathname) {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (/^\/(products?|categories|category|sellers)(\/|$)/.test(path)) return 'mfe_catalog';
  if (/^\/(cart|checkout)(\/|$)/.test(path)) return 'mfe_checkout';
  if (/^\/sell(\/|$)/.test(path)) return 'mfe_sell';
  if (/^\/(dashboard|verification-request)(\/|$)/.test(path)) return 'mfe_dashboard';
  if (/^\/(auth|onboarding)(\/|$)/.test(path)) return 'mfe_auth';
  return null;
}

/** The remote a page loads first: its route's, or mfe-auth for `/` (the forms it lends, the hero's newsletter). */
function pageRemote(pathname) {
  return routeRemote(pathname) ?? (pathname === '/' ? 'mfe_auth' : null);
}

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a root-relative URL: the page's own origin, already connected
  }
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The scripts the federation runtime asks for to show a remote's page, from its manifest: its remoteEntry.js and
 * the scripts of the named exposes (its `routes`, or the forms the shell's `/` borrows), hashed names, each once.
 * Absolute URLs beside the manifest (`publicPath: "auto"`, as every remote is built); none when the text is not a
 * manifest or has none of those exposes.
 */
function exposeScriptUrls(manifestUrl, manifestText, names = ['routes']) {
  let manifest;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    return [];
  }
  const exposes = Array.isArray(manifest?.exposes) ? manifest.exposes : [];
  const files = names.flatMap((name) => {
    const sync = exposes.find((expose) => expose?.name === name)?.assets?.js?.sync;
    return Array.isArray(sync) ? sync : [];
  });
  const entry = manifest?.metaData?.remoteEntry;
  if (files.length === 0 || typeof entry?.name !== 'string') return [];
  const entryFile = `${entry.path ? `${String(entry.path).replace(/\/+$/, '')}/` : ''}${entry.name}`;
  return [...new Set(scriptUrls(manifestUrl, [entryFile, ...files]))];
}

/** The forms a visitor's `/` (coming soon) borrows from mfe-auth above the fold (the shell's RemoteComponent). */
const VISITOR_HOME_EXPOSES = ['NewsletterSignup', 'CollectorCounter', 'WaitlistLandingForm'];

/** Absolute URLs beside the manifest of the names that are a plain relative script path; others are dropped. */
function scriptUrls(manifestUrl, files) {
  return files
    .filter((file) => typeof file === 'string' && /^[\w./-]+\.js$/.test(file) && !file.startsWith('/'))
    .map((file) => new URL(file, manifestUrl).href);
}

/**
 * The scripts of the page's own chunk, from the remote's `route-chunks.json` (written by its build,
 * shared/build/RouteChunksPlugin.cjs): the files listed under the first pattern matching the path (`:name` takes a
 * segment, as in first-reads.json); none for any other page or a text that is not a table.
 */
function routeChunksOf(routeChunksText, pathname) {
  if (!routeChunksText) return [];
  let table;
  try {
    table = JSON.parse(routeChunksText);
  } catch {
    return [];
  }
  if (!table || typeof table !== 'object') return [];
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [pattern, files] of Object.entries(table)) {
    if (matchRoute(pattern, path)) return Array.isArray(files) ? files : [];
  }
  return [];
}

/**
 * The tags for one page: the inline map (read by shell/src/federation/remotesManifest.ts), a preconnect to the API
 * (supabase-js's requests are CORS: `crossorigin`), one to the route's remote (`/` uses mfe-auth's slots) for its
 * manifest (fetched, CORS) and its scripts (plain <script>: without `crossorigin`).
 */
function shellHeadHints({ remotes, supabaseUrl, pathname, federated = true }) {
  // </script> inside a string must not end the element
  const map = JSON.stringify(remotes).replace(/</g, '\\u003c');
  const tags = [`<script>window.__VITRINA_REMOTES__ = ${map};</script>`];
  const api = supabaseUrl && originOf(supabaseUrl);
  if (api) tags.push(`<link rel="preconnect" href="${escapeAttribute(api)}" crossorigin />`);
  const remote = pageRemote(pathname);
  const manifestUrl = remote && remotes[remote];
  const remoteOrigin = federated && manifestUrl && originOf(manifestUrl);
  if (remoteOrigin) {
    tags.push(`<link rel="preconnect" href="${escapeAttribute(remoteOrigin)}" crossorigin />`);
    tags.push(`<link rel="preconnect" href="${escapeAttribute(remoteOrigin)}" />`);
  }
  return tags.join('\n    ');
}

/**
 * The route remote's part of a page, from its manifest text as the server has it now (`routeManifest`): the
 * manifest inline (the shell's runtime plugin answers the runtime's fetch of it from the page,
 * shell/src/federation/runtimePlugin.ts) and a preload of its remoteEntry.js, the scripts of its `routes` expose
 * (on `/`, of the forms the page borrows) and those of the page's own chunk (`routeChunks`: the remote's
 * route-chunks.json), placed after the shell's own script and preloads so they download beside them, not before
 * them, instead of after the shell has booted and read the manifest. Empty without a manifest: the server gives none for a remote that is down or deployed
 * elsewhere, since Chromium answers the runtime's later <script> for a preloaded URL with the preload's result, and
 * a remote down when the page opened stayed down after 'Reintentar' (remote-down.spec). A shell built as one bundle
 * (`federated: false`, bench pages) loads no remote: its page gets the first reads alone. A page rendered on the
 * server (`firstReadsForMembersOnly`) carries a visitor's data: its first reads start only for a member.
 */
function routeRemoteHints({
  remotes,
  pathname,
  search = '',
  routeManifest,
  firstReads,
  routeChunks,
  federated = true,
  firstReadsForMembersOnly = false,
}) {
  const remote = pageRemote(pathname);
  const manifestUrl = remote && remotes[remote];
  if (!manifestUrl || !routeManifest) return '';
  if (!federated) return firstReadsScript(firstReadsOf(firstReads, pathname, search), firstReadsForMembersOnly);
  const absoluteManifestUrl = new URL(manifestUrl, 'http://localhost').href;
  const onHome = routeRemote(pathname) === null;
  const scripts = exposeScriptUrls(absoluteManifestUrl, routeManifest, onHome ? VISITOR_HOME_EXPOSES : ['routes']);
  if (scripts.length === 0) return '';
  const inline = JSON.stringify({ [manifestUrl]: routeManifest }).replace(/</g, '\\u003c');
  const tags = [`<script>window.__VITRINA_MANIFESTS__ = ${inline};</script>`];
  const reads = firstReadsScript(firstReadsOf(firstReads, pathname, search), firstReadsForMembersOnly);
  if (reads) tags.push(reads);
  if (onHome) {
    // `/`: the remote's forms fill the visitor's page (the hero's newsletter); on a member's home they are below
    // the fold and load as they near the screen, so only a visitor's page preloads them
    const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
    tags.push(`<script>(${preloadForVisitor.toString()})(${list});</script>`);
  } else {
    // low: the shell's own scripts, which must run first, keep the bandwidth they need. Then the page's own chunk
    // (a piece's, a seller's), which the routes expose would ask for only once it had downloaded and run
    const pageChunks = scriptUrls(absoluteManifestUrl, routeChunksOf(routeChunks, pathname));
    for (const url of new Set([...scripts, ...pageChunks]))
      tags.push(`<link rel="preload" as="script" href="${escapeAttribute(url)}" fetchpriority="low" />`);
  }
  return tags.join('\n    ');
}

/** Runs in the page (its source is written into the script): the preloads above, unless a session is stored. */
function preloadForVisitor(urls) {
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      if (/^sb-.+-auth-token$/.test(window.localStorage.key(i) ?? '')) return;
    }
  } catch {
    return;
  }
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = url;
    link.setAttribute('fetchpriority', 'low');
    document.head.appendChild(link);
  }
}

const RUNTIME_CONFIG_TAG = '<script src="/runtime-config.js"></script>';

/** A table key's segments matched against a path's: `:name` takes one segment (letters, digits, - and _). */
function matchRoute(pattern, path) {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const values = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (!/^[\w-]+$/.test(have[i])) return null;
      values[want[i].slice(1)] = have[i];
    } else if (want[i] !== have[i]) return null;
  }
  return values;
}

/** `eq.:id` with the page's id in place of `:id`, in a string or in every string of an rpc's arguments. */
function fillRoute(value, values) {
  if (typeof value === 'string') return value.replace(/:(\w+)/g, (whole, name) => values[name] ?? whole);
  if (Array.isArray(value)) return value.map((item) => fillRoute(item, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fillRoute(item, values)]));
  return value;
}

/**
 * The reads a remote's `first-reads.json` lists for this page (its path, or a pattern with `:name` segments such as
 * `/products/:id`, whose value fills the reads' parameters), only without a query string; else none.
 */
function firstReadsOf(firstReadsText, pathname, search) {
  if (!firstReadsText || (search && search !== '?')) return [];
  let table;
  try {
    table = JSON.parse(firstReadsText);
  } catch {
    return [];
  }
  if (!table || typeof table !== 'object') return [];
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [pattern, reads] of Object.entries(table)) {
    const values = matchRoute(pattern, path);
    if (!values || !Array.isArray(reads)) continue;
    return reads
      .filter(
        (read) =>
          read &&
          typeof read.path === 'string' &&
          /^[\w/-]+$/.test(read.path) &&
          (read.params === undefined ||
            (typeof read.params === 'object' &&
              read.params !== null &&
              Object.values(read.params).every((value) => typeof value === 'string'))) &&
          (read.args === undefined || (typeof read.args === 'object' && read.args !== null)) &&
          (read.images === undefined ||
            (typeof read.images === 'object' &&
              read.images !== null &&
              typeof read.images.photos === 'string' &&
              Number.isInteger(read.images.count))),
      )
      .map((read) => ({
        ...read,
        ...(read.params ? { params: fillRoute(read.params, values) } : {}),
        ...(read.args ? { args: fillRoute(read.args, values) } : {}),
      }));
  }
  return [];
}

/**
 * Runs in the page, from its HTML (its source is written into the script as it is): starts each read exactly as
 * shared/src/data/restRead.ts sends it (same URL, body and token: the anonymous key, or a member's stored token
 * while it is fresh) and leaves the promise under the same key (`earlyReadKey` there), where restRead takes it once.
 * Nothing while a session arrives in the address or a stored one nears its expiry: supabase-js settles it first.
 */
function startFirstReads(config, reads, membersOnly = false) {
  // The first rows' photos, as the page's <img> will ask for them (same URL, and for the product page's main photo
  // the same srcset and sizes, so the browser picks the same file): they download while the scripts still do.
  const preloadPhotos = (answer, images) => {
    const rows = images.rows ? answer?.[images.rows] : answer;
    if (!Array.isArray(rows)) return;
    const asked = new Set();
    rows.slice(0, images.count).forEach((row, index) => {
      const photo = row?.[images.photos]?.[0];
      // a piece with no photo has none to load
      if (typeof photo?.image_url !== 'string') return;
      const { srcset } = images;
      const small = typeof photo.thumb_url === 'string' && photo.thumb_url !== '' ? photo.thumb_url : null;
      // two pieces showing one file load it once; one photo shown small by one and whole by another is two files
      const file = srcset ? `${photo.image_url} ${small ?? ''}` : (small ?? photo.image_url);
      if (asked.has(file)) return;
      asked.add(file);
      const link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', 'image');
      if (srcset) {
        link.setAttribute('href', photo.image_url);
        if (small && small !== photo.image_url) {
          link.setAttribute('imagesrcset', `${small} ${srcset.small}w, ${photo.image_url} ${srcset.full}w`);
          link.setAttribute('imagesizes', srcset.sizes);
        }
      } else link.setAttribute('href', small ?? photo.image_url);
      // the first is the page's largest paint; the rest wait behind the scripts
      link.setAttribute('fetchpriority', index === 0 ? 'high' : 'low');
      document.head.appendChild(link);
    });
  };
  try {
    if (!config || /(^|[#&])access_token=/.test(window.location.hash)) return;
    // a member's stored session (supabase-js's key): its token while fresh, as restRead's storedAccessToken reads it
    const stored = JSON.parse(
      window.localStorage.getItem(`sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`) ?? 'null',
    );
    let bearer = config.supabaseAnonKey;
    // a page rendered on the server carries a visitor's data: only a member's page reads it again, with their token
    if (stored === null && membersOnly) return;
    if (stored !== null) {
      // 90 s: supabase-js refreshes a token that close to its expiry first, and the page then reads with the new one
      const fresh =
        typeof stored?.access_token === 'string' &&
        typeof stored.expires_at === 'number' &&
        stored.expires_at * 1000 - Date.now() > 90000;
      if (!fresh) return;
      bearer = stored.access_token;
    }
    const early = (window.__VITRINA_EARLY_READS__ = {});
    for (const read of reads) {
      const url = new URL(`${config.supabaseUrl.replace(/\/$/, '')}/rest/v1/${read.path}`);
      for (const [name, value] of Object.entries(read.params ?? {})) url.searchParams.set(name, value);
      const body = read.args ? JSON.stringify(read.args) : undefined;
      const headers = {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${bearer}`,
        Accept: 'application/json',
      };
      if (body) headers['Content-Type'] = 'application/json';
      const method = body ? 'POST' : 'GET';
      const key = body === undefined ? `${method} ${url.href} ${bearer}` : `${method} ${url.href} ${body} ${bearer}`;
      early[key] = fetch(url.href, { method, headers, body })
        .then((response) => {
          if (read.images && response.ok) {
            // a copy, so restRead still reads the answer itself
            response
              .clone()
              .json()
              .then((answer) => preloadPhotos(answer, read.images))
              .catch(() => undefined);
          }
          return response;
        })
        .catch(() => null);
    }
  } catch {
    // storage blocked or an old browser: the page asks for its data itself
  }
}

/**
 * The page's first data, asked for by the HTML itself: the request for the listing's first page or a piece leaves
 * with the scripts, not after them (HTML → shell → remote → page → request). The reads are the remote's
 * (`first-reads.json` in its build, generated from its pages' queries by EarlyReadsPlugin.cjs).
 */
function firstReadsScript(reads, membersOnly = false) {
  if (reads.length === 0) return '';
  const list = JSON.stringify(reads).replace(/</g, '\\u003c');
  return `<script>(${startFirstReads.toString()})(window.__VITRINA_CONFIG__, ${list}, ${membersOnly});</script>`;
}

/**
 * The built index.html with the hints before its runtime-config script (else at the end of <head>), and the route
 * remote's hints at the end of <head>, after the shell's own script and preloads. `codeAfterPaint` (a page rendered
 * on the server): everything after the runtime config (the shell's script and preloads, the route remote's manifest,
 * preloads and first reads) goes into an inert <template>, started once the page has painted (codeAfterPaintTags).
 */
function injectShellHints(html, hints, remoteHints = '', runtimeConfig = '', { codeAfterPaint = false } = {}) {
  // The runtime config inline when the server has it: the <script src> blocked the parser for a round trip, and
  // with it the inline first reads after it and the page's first paint
  const configTag = runtimeConfig
    ? `<script>${runtimeConfig.trim().replace(/</g, '\\u003c')}</script>`
    : RUNTIME_CONFIG_TAG;
  const hasConfigTag = html.includes(RUNTIME_CONFIG_TAG);
  const withHints = hasConfigTag
    ? html.replace(RUNTIME_CONFIG_TAG, () => `${hints}\n    ${configTag}`)
    : html.replace('</head>', () => `    ${hints}\n  </head>`);
  const withRemote = remoteHints ? withHints.replace('</head>', () => `    ${remoteHints}\n  </head>`) : withHints;
  if (!codeAfterPaint || !hasConfigTag) return withRemote;
  const start = withRemote.indexOf(configTag) + configTag.length;
  const end = withRemote.indexOf('</head>');
  const code = withRemote.slice(start, end).trim();
  if (end < start || code === '' || /<\/template/i.test(code)) return withRemote;
  return `${withRemote.slice(0, start)}\n    ${codeAfterPaintTags(code)}\n  ${withRemote.slice(end)}`;
}

/** The id of the <template> that holds a server-rendered page's code until the page has painted. */
const CODE_TEMPLATE_ID = 'vitrina-code';

/**
 * How long a server-rendered page's code waits for its largest paint at most (counted from the <head>): on a slow
 * link a photo that takes longer shares the bandwidth with the code from then on, rather than hold the page's life
 * back.
 */
const CODE_AFTER_PAINT_LIMIT_MS = 1000;

/**
 * A server-rendered page is readable from its HTML: what it needs first is its largest paint, the photos React marked
 * `fetchpriority="high"` (the gallery's main photo, the listing's first cards), whose preloads lead the <head>, or its
 * text. Its code (about 190 KB with the route remote's) is only needed to make it live; asked for at once, over
 * HTTP/1.1 it shares the link with those photos whatever their priority, and they arrive late. So the code's tags
 * (`code`: the shell's script and preloads, the route remote's manifest, preloads and first reads, in their order)
 * stay in an inert <template> (neither the parser nor the preload scanner fetches from one) until the page has
 * painted, a person acts on it, or CODE_AFTER_PAINT_LIMIT_MS have passed (loadCodeAfterPaint); then they go into
 * <head> in the same order. What a person does meanwhile is kept (shell/src/server/earlyClicks.ts).
 */
function codeAfterPaintTags(code, limitMs = CODE_AFTER_PAINT_LIMIT_MS) {
  return (
    `<template id="${CODE_TEMPLATE_ID}">${code}</template>\n    ` +
    `<script>(${loadCodeAfterPaint.toString()})(${JSON.stringify(CODE_TEMPLATE_ID)}, ${Number(limitMs)});</script>`
  );
}

/**
 * Runs in the page, from its <head> (its source is written into the script as it is). Puts the template's tags into
 * <head> in their order, once the document is parsed (the code was deferred scripts: it runs on the whole page) and
 * the first of these has happened:
 * - the page has painted its largest content: the photos of #root marked fetchpriority="high" are decoded and a frame
 *   has been painted with them (two animation frames), or, with no such photo (a text LCP), the first frames;
 * - a person has shown up: a pointer or a finger down, a key, the focus on a field (their input is kept meanwhile by
 *   the head's early-input script, and the code they need is then on its way at once);
 * - `limitMs` have passed since this ran.
 * A script is made anew (a script parsed in a template never runs): an external one loads in order (`async = false`,
 * as the deferred scripts it was), an inline one runs as it is inserted. The inline ones go in first, the rest in
 * the tasks that follow, a few tags each, so none of them is a long task on a phone. The document's load event comes
 * after the code has run, as it did before.
 */
function loadCodeAfterPaint(templateId, limitMs) {
  var parsed = false;
  var due = false;
  var started = false;
  // the code's tags are all in <head>: from then on its scripts hold the load event
  var inserted = false;
  function start() {
    if (started || !parsed || !due) return;
    started = true;
    PERSON.forEach(function (type) {
      window.removeEventListener(type, person, true);
    });
    var template = document.getElementById(templateId);
    var nodes = template && template.content ? template.content.children : [];
    var inline = [];
    var rest = [];
    for (var i = 0; i < nodes.length; i += 1) {
      var node = nodes[i];
      (node.localName === 'script' && !node.hasAttribute('src') ? inline : rest).push(node);
    }
    // The inline scripts first, in a task of their own: the first reads' script reads the storage (on a phone's
    // first access a wait on the browser) and starts requests. They ran before the code did when they were parsed,
    // and still do. Then the rest in tasks of about 12 ms: each tag starts a request, and the twenty-odd of a page
    // put in at once made one task of 60–100 ms at 4x CPU.
    inline.forEach(put);
    function putSome() {
      var began = Date.now();
      while (rest.length) {
        put(rest.shift());
        if (rest.length && Date.now() - began >= 12) {
          setTimeout(putSome, 0);
          return;
        }
      }
      inserted = true;
    }
    setTimeout(putSome, 0);
  }
  function put(node) {
    var element;
    if (node.localName === 'script') {
      element = document.createElement('script');
      for (var j = 0; j < node.attributes.length; j += 1) {
        if (node.attributes[j].name !== 'defer')
          element.setAttribute(node.attributes[j].name, node.attributes[j].value);
      }
      if (node.hasAttribute('src')) element.async = false;
      else element.text = node.text;
    } else {
      element = document.importNode(node, true);
    }
    document.head.appendChild(element);
  }
  function now() {
    due = true;
    start();
  }
  var PERSON = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  function person(event) {
    if (event.type === 'focusin') {
      var target = event.target;
      var field =
        target &&
        target.nodeType === 1 &&
        (/^(input|textarea|select)$/i.test(target.localName) || target.isContentEditable);
      if (!field) return;
    }
    now();
  }
  PERSON.forEach(function (type) {
    window.addEventListener(type, person, true);
  });
  setTimeout(now, limitMs);
  // The load event waits for the code, as it did when the code was deferred scripts (what waits for `load`, a test
  // or a tool, finds the page live): until the code goes in, one inline script after another (data: URLs, no
  // request on the network) keeps the document loading. Each is inserted as the one before runs, so the document
  // never has nothing left to load in between.
  var steps = 0;
  var hold = '__vitrinaHoldLoad';
  var last = null;
  window[hold] = function () {
    // the step that has just run has done its part: only the one loading now stays in <head>
    if (last) last.remove();
    last = null;
    if (inserted) return;
    var step = document.createElement('script');
    steps += 1;
    step.src = 'data:text/javascript,window.' + hold + '(' + steps + ')';
    step.async = false;
    document.head.appendChild(step);
    last = step;
  };
  document.addEventListener('DOMContentLoaded', function () {
    parsed = true;
    window[hold]();
    var photos = Array.prototype.slice.call(document.querySelectorAll('#root img[fetchpriority="high"]'));
    Promise.all(
      photos.map(function (img) {
        return typeof img.decode === 'function' ? img.decode().catch(function () {}) : null;
      }),
    ).then(function () {
      // the frame that shows them, then the code
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(now, 0);
        });
      });
    });
    start();
  });
}

/**
 * The page's HTML with the server's markup in #root, its styles and the early clicks' script in <head> and its cache
 * after #root; the preloads of its largest photos first in <head>, right after the viewport (which their `sizes`
 * depend on), so the photo is the first request the page makes. (Its code waits for that photo: the template the
 * app server wrote with `codeAfterPaint`.)
 */
function htmlWithRenderedPage(html, { html: markup, preloads = '', styles, earlyClicks = '', state }) {
  const viewport = /<meta name="viewport"[^>]*>/.exec(html);
  const withPreloads = !preloads
    ? html
    : viewport
      ? `${html.slice(0, viewport.index + viewport[0].length)}${preloads}${html.slice(viewport.index + viewport[0].length)}`
      : html.replace(/<head>/, () => `<head>${preloads}`);
  return (
    withPreloads
      .replace('</head>', () => `    ${earlyClicks}${styles}\n  </head>`)
      // the page is readable without JavaScript now: no 'Activa JavaScript' notice
      .replace(/<noscript>[^<]*<\/noscript>/, '')
      .replace(/<div id="root">[\s\S]*<\/div>/, () => `<div id="root">${markup}</div>\n    ${state}`)
  );
}

/** Where a streamed page's later part goes: after #root, in place of the cache's script (which comes last). */
const STREAM_MARK = '<!--vitrina-stream-->';

/**
 * Without JavaScript a streamed page's content stays in React's hidden segments after #root (the script that moves
 * each into its boundary does not run). This style shows it where the skeleton stood, between the top bar and the
 * footer: the skeleton is hidden (the first element of a boundary still waiting follows React's
 * <template id="B:…">) and the frame that held it drops the skeleton's height; <body> lays out as one column in
 * which #root and the layout's wrapper give way to their children (display: contents), so the top bar and the
 * frame come first, the segments next, and the footer, what follows it and the rest of <body> last. A segment that
 * holds only a placeholder hidden from assistive technology (a part the browser renders) stays hidden. Only the
 * boxes move: a screen reader without JavaScript still reads the segments after the footer.
 */
const STREAMED_NOSCRIPT =
  '<noscript><style>' +
  '#root template[id^="B:"] + * { display: none !important; } ' +
  '#root :has(> template[id^="B:"]) { min-height: 0 !important; flex: none !important; } ' +
  'body { display: flex; flex-direction: column; min-height: 100vh; } ' +
  '#root, #root > * { display: contents; } ' +
  'body > *, #root > * > footer, #root > * > footer ~ * { order: 2; } ' +
  'div[hidden][id^="S:"] { display: block !important; order: 1; } ' +
  'div[hidden][id^="S:"]:not(:has(> :not([aria-hidden="true"]))) { display: none !important; }' +
  '</style></noscript>';

/**
 * A streamed page's document in two parts: `head` (everything up to #root, the shell React had in it, #root closed,
 * React's scripts of that shell and the no-script style) leaves at once; React's later chunks and the cache's script follow it, then `tail` (the
 * rest of <body>). Nothing React streams later lands inside #root, where hydration walks.
 */
function streamedDocument(html, { html: markup, preloads = '', styles, earlyClicks = '', scripts = '' }) {
  const whole = htmlWithRenderedPage(html, { html: markup, preloads, styles, earlyClicks, state: STREAM_MARK });
  const at = whole.indexOf(STREAM_MARK);
  return {
    head: `${whole.slice(0, at)}${scripts}${STREAMED_NOSCRIPT}`,
    tail: whole.slice(at + STREAM_MARK.length),
  };
}

/**
 * Search engines' crawlers and link-preview scrapers, which read the first HTML and run no script: they get the
 * whole page at once, never a streamed one whose content a script moves into place.
 */
const CRAWLER =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|facebot|embedly|whatsapp|telegram|discord|slack|skypeuripreview|vkshare|pinterest|redditbot|tumblr|bitlybot|outbrain|quora link preview|google-inspectiontool|mediapartners-google|yandex|baiduspider|duckduck|applebot|bingpreview|iframely/i;

/** Whether a User-Agent is a crawler's or a preview scraper's (or missing: no person's browser sends none). */
function isCrawler(userAgent) {
  return !userAgent || CRAWLER.test(String(userAgent));
}

module.exports = {
  htmlWithRenderedPage,
  streamedDocument,
  isCrawler,
  routeRemote,
  pageRemote,
  shellHeadHints,
  routeRemoteHints,
  firstReadsOf,
  routeChunksOf,
  startFirstReads,
  preloadForVisitor,
  injectShellHints,
  loadCodeAfterPaint,
};
