import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestBackend, type TestBackend } from '../helpers/backend';

// The `seo` function's whole page (/page: the shell's index.html with the page's tags) for each kind of page, when
// a title holds what String.replace reads as patterns ($' $` $&) or what could close an element (</script>).
jest.setTimeout(120_000);

const SHELL_HTML = `<!doctype html>
<html lang="es-MX">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Vitrina" />
    <title>Vitrina</title>
    <script>window.__NOTE__ = "$' $\` $& se quedan igual";</script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const TRICKY = "Carta $' rara $` y $& </script><b>x</b>";

let backend: TestBackend;
let shell: http.Server;

beforeAll(async () => {
  shell = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(SHELL_HTML));
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  process.env.SITE_URL = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
  backend = await startTestBackend({ seed: true });
});

afterAll(async () => {
  delete process.env.SITE_URL;
  await backend?.stop();
  await new Promise((resolve) => shell.close(resolve));
});

async function page(path: string) {
  const res = await fetch(`${backend.url}/functions/v1/seo/page?path=${encodeURIComponent(path)}`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The page is the shell's HTML with only its <title> and description replaced, and its tags intact. */
function expectWellFormed(html: string, title: string) {
  const escaped = title
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain(`<title>${escaped} · Vitrina</title>`);
  expect(html).toContain(`<meta property="og:title" content="${escaped} · Vitrina" />`);
  expect(html).toContain(`<meta name="twitter:title" content="${escaped} · Vitrina" />`);
  // what follows the head's tags is the shell's own, once and unchanged
  const shellTail = SHELL_HTML.slice(SHELL_HTML.indexOf('    <script>window.__NOTE__'));
  expect(html.endsWith(shellTail)).toBe(true);
  expect(html.split('window.__NOTE__')).toHaveLength(2);
  expect(html.startsWith(SHELL_HTML.slice(0, SHELL_HTML.indexOf('    <meta name="description"')))).toBe(true);
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeLessThanOrEqual(1);
  return scripts[0] ? (JSON.parse(scripts[0][1]) as Record<string, unknown>) : null;
}

it('a piece', async () => {
  const admin = backend.client(backend.serviceRoleKey);
  const { data: piece } = await admin
    .from('products')
    .select('id')
    .eq('status', 'published')
    .order('created_at')
    .limit(1)
    .single();
  await admin.from('products').update({ title: TRICKY }).eq('id', piece!.id);
  const jsonLd = expectWellFormed(await page(`/products/${piece!.id}`), TRICKY);
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: TRICKY });
});

it('a seller', async () => {
  const admin = backend.client(backend.serviceRoleKey);
  const { data: seller } = await admin
    .from('profiles')
    .select('id, username')
    .not('username', 'is', null)
    .order('created_at')
    .limit(1)
    .single();
  await admin.from('profiles').update({ display_name: TRICKY }).eq('id', seller!.id);
  const jsonLd = expectWellFormed(await page(`/sellers/${encodeURIComponent(seller!.username)}`), TRICKY);
  expect(jsonLd).toMatchObject({ '@type': 'ProfilePage', mainEntity: { name: TRICKY } });
});

it('a category, a subcategory and the listing keep the shell’s HTML as it is', async () => {
  expect(expectWellFormed(await page('/categories/cards'), 'Cartas & Trading Cards')).toMatchObject({
    '@type': 'CollectionPage',
  });
  expectWellFormed(await page('/cards/basketball'), 'Básquetbol · Cartas & Trading Cards');
  const listing = await page('/products');
  expect(listing).toContain('<title>Vitrina</title>');
  expect(listing).toContain(`window.__NOTE__ = "$' $\` $& se quedan igual";`);
  expect(listing.match(/<title>/g)).toHaveLength(1);
});
