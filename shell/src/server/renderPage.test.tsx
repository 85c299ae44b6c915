/**
 * @jest-environment node
 */
import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@vitrina/shared/core';
import { renderApp, renderPage } from './renderPage';

// every client a test makes is emptied after it: a query left in a cache holds a garbage-collection timer of
// minutes, which would keep jest from exiting
const clients: ReturnType<typeof createQueryClient>[] = [];
function newQueryClient() {
  const client = createQueryClient();
  clients.push(client);
  return client;
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

interface Piece {
  title: string;
  color: string;
}

const Title = styled.h1<{ $color: string }>`
  color: ${({ $color }) => $color};
`;

function PiecePage() {
  const { id = '' } = useParams();
  // the server filled the cache: the page never asks
  const { data } = useQuery<Piece>({
    queryKey: ['piece', id],
    queryFn: () => new Promise(() => {}),
    staleTime: Infinity,
  });
  return data ? <Title $color={data.color}>{data.title}</Title> : <p>sin datos</p>;
}

// the page's code arrives later than the first render starts, so two renders are in progress at once
let releasePage: () => void = () => {};
const pageArrived = new Promise<void>((resolve) => (releasePage = resolve));
const LazyPiecePage = lazy(() => pageArrived.then(() => ({ default: PiecePage })));

const routes = { ProductDetailPage: () => <LazyPiecePage /> };

/** A page rendered whole (a shell page's always is). */
function whole(page: Awaited<ReturnType<typeof renderPage>>) {
  if (page?.streamed) throw new Error('la página salió por partes');
  return page;
}

async function renderPiece(id: string, piece: Piece) {
  const queryClient = newQueryClient();
  queryClient.setQueryData(['piece', id], piece);
  try {
    return await renderApp({ url: `/product/${id}`, remotes: { mfe_catalog: routes }, queryClient });
  } finally {
    queryClient.clear();
  }
}

describe('renderApp', () => {
  it('two pieces rendered at once: each HTML, style sheet and cache holds only its own piece', async () => {
    const first = renderPiece('a', { title: 'Balón firmado por Pelé', color: 'rgb(1, 2, 3)' });
    const second = renderPiece('b', { title: 'Jersey de Hugo Sánchez', color: 'rgb(4, 5, 6)' });
    releasePage();
    const [a, b] = await Promise.all([first, second]);

    expect(a.html).toContain('Balón firmado por Pelé');
    expect(a.html).not.toContain('Hugo Sánchez');
    expect(a.styles).toContain('rgb(1, 2, 3)');
    expect(a.styles).not.toContain('rgb(4, 5, 6)');
    expect(a.state).toContain('Balón firmado por Pelé');
    expect(a.state).not.toContain('Hugo Sánchez');

    expect(b.html).toContain('Jersey de Hugo Sánchez');
    expect(b.html).not.toContain('Pelé');
    expect(b.styles).toContain('rgb(4, 5, 6)');
    expect(b.styles).not.toContain('rgb(1, 2, 3)');
    expect(b.state).not.toContain('Pelé');
  });

  it("renders the shell's layout around the page, as the browser's first render does", async () => {
    releasePage();
    const { html } = await renderPiece('c', { title: 'Guante de béisbol', color: 'red' });
    expect(html).toMatch(/<main[^>]*id="contenido"/);
    expect(html).toContain('<footer');
    expect(html).toContain('Guante de béisbol');
  });

  it('gives the preloads React writes for a photo marked high apart from the markup, for the top of <head>', async () => {
    const photo = {
      ProductDetailPage: () => (
        <img
          src="http://api/foto.jpg"
          srcSet="http://api/foto-480.jpg 480w, http://api/foto.jpg 1200w"
          sizes="(min-width: 1024px) 620px, 100vw"
          alt="Balón"
          fetchPriority="high"
        />
      ),
    };
    const queryClient = newQueryClient();
    const { html, preloads } = await renderApp({
      url: '/product/d',
      remotes: { mfe_catalog: photo },
      queryClient,
    }).finally(() => queryClient.clear());
    // one preload, of the same file and candidates the <img> picks from
    expect(preloads.match(/<link /g)).toHaveLength(1);
    expect(preloads).toMatch(/^<link rel="preload" as="image" [^>]*fetchPriority="high"[^>]*\/>$/);
    expect(preloads).toContain('imageSrcSet="http://api/foto-480.jpg 480w, http://api/foto.jpg 1200w"');
    expect(preloads).toContain('imageSizes="(min-width: 1024px) 620px, 100vw"');
    expect(html).not.toContain('rel="preload"');
    expect(html).toMatch(/^<div/);
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
  });

  it("renders the shell's own pages with no remote, and leaves the others to the browser", async () => {
    const config = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' };
    const privacy = await renderPage({ url: '/privacy', remote: null, config });
    expect(privacy?.html).toMatch(/<h1[^>]*>Aviso de privacidad<\/h1>/);
    expect(privacy?.styles).toContain('<style');
    // an unknown path (the 404 or the coming-soon page, by who is signed in) renders in the browser
    expect(await renderPage({ url: '/no-existe', remote: null, config })).toBeNull();
  });

  it('renders in a Node.js with no WebSocket (20 has none built in): the Supabase client of the server asks for none', async () => {
    const g = globalThis as { WebSocket?: unknown };
    const saved = g.WebSocket;
    delete g.WebSocket;
    try {
      // a backend this process has not rendered for yet: the server makes its client now
      const config = { supabaseUrl: 'http://127.0.0.1:2', supabaseAnonKey: 'anon' };
      const privacy = await renderPage({ url: '/privacy', remote: null, config });
      expect(privacy?.html).toMatch(/<h1[^>]*>Aviso de privacidad<\/h1>/);
    } finally {
      if (saved !== undefined) g.WebSocket = saved;
    }
  });

  it("renders a visitor's coming-soon page before launch, marked as a visitor's for a member's browser", async () => {
    const config = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' };
    const soon = whole(await renderPage({ url: '/', remote: null, config }));
    expect(soon?.html).toContain('id="coming-soon-title"');
    expect(soon?.html).not.toMatch(/<h1[^>]*>Piezas de leyenda,/);
    expect(soon?.state).toContain('data-visitor-only=""');
    // a browser with a stored session keeps it out of sight until it renders the member's home page
    expect(soon?.earlyClicks).toContain('data-vt-member-hold');
  });

  it('renders the home page once the site is launched: its sections, the forms of other remotes left as frames', async () => {
    const config = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', launched: true };
    const home = whole(await renderPage({ url: '/', remote: null, config }));
    expect(home?.html).toMatch(/<h1[^>]*>Piezas de leyenda,/);
    expect(home?.html).not.toContain('id="coming-soon-title"');
    expect(home?.html).toContain('<footer');
    expect(home?.state).toContain('vitrina-state');
    expect(home?.state).not.toContain('data-visitor-only');
    expect(home?.earlyClicks).not.toContain('data-vt-member-hold');
    expect(await renderPage({ url: '/no-existe', remote: null, config })).toBeNull();
  });
});

// the piece's page reads what the server's reads put in the cache
const readRoutes = { ProductDetailPage: PiecePage };

/** The page's reads: they fill the cache after `ms` (or fail then), as loadPageData does. */
function piecesRead(
  queryClient: ReturnType<typeof createQueryClient>,
  id: string,
  piece: Piece,
  ms: number,
  fail = false,
) {
  return new Promise<void>((resolve, reject) =>
    setTimeout(() => {
      if (fail) reject(new Error('la base no respondió'));
      else {
        queryClient.setQueryData(['piece', id], piece);
        resolve();
      }
    }, ms),
  );
}

async function readAll(rest: AsyncIterable<string>) {
  const chunks: string[] = [];
  for await (const chunk of rest) chunks.push(chunk);
  return chunks;
}

describe('renderApp with the reads in flight (streamed when they are late)', () => {
  const piece = { title: 'Bate firmado </script><b>x</b>', color: 'rgb(7, 8, 9)' };

  it('reads in time: one whole page, the same as a render from a filled cache', async () => {
    const before = newQueryClient();
    before.setQueryData(['piece', 'e'], piece);
    const today = await renderApp({ url: '/product/e', remotes: { mfe_catalog: readRoutes }, queryClient: before });
    before.clear();

    const queryClient = newQueryClient();
    let done = false;
    const page = await renderApp({
      url: '/product/e',
      remotes: { mfe_catalog: readRoutes },
      queryClient,
      reads: piecesRead(queryClient, 'e', piece, 5),
      streamAt: performance.now() + 2000,
      onDone: () => (done = true),
    });
    expect(page.streamed).toBeFalsy();
    if (page.streamed) return;
    expect(page.html).toBe(today.html);
    // every rule of today's page (and the few of the skeleton React rendered while it waited, never shown)
    const rules = (styles: string) =>
      styles
        .replace(/<\/?style[^>]*>/g, '')
        .split('/*!sc*/\n')
        .filter(Boolean);
    expect(rules(page.styles)).toEqual(expect.arrayContaining(rules(today.styles)));
    const untimed = (state: string) => state.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    expect(untimed(page.state)).toBe(untimed(today.state));
    expect(page.html).not.toContain('<template');
    expect(page.html).not.toContain('$RC');
    expect(done).toBe(true);
  });

  it('late reads: the frame and the skeleton first, then the content with its styles, the cache last', async () => {
    const queryClient = newQueryClient();
    const reads = piecesRead(queryClient, 'f', piece, 150);
    const page = await renderApp({
      url: '/product/f',
      remotes: { mfe_catalog: readRoutes },
      queryClient,
      reads,
      streamAt: performance.now() + 20,
    });
    expect(page.streamed).toBe(true);
    if (!page.streamed) return;
    // the top bar, the page's frame (main, footer) and the skeleton where the page goes, not the piece
    expect(page.html).toContain('<header');
    expect(page.html).toMatch(/<main[^>]*id="contenido"/);
    expect(page.html).toContain('<footer');
    expect(page.html).toMatch(/<template id="B:0"><\/template><div role="status"/);
    expect(page.html).not.toContain('Bate firmado');
    expect(page.styles).not.toContain('rgb(7, 8, 9)');
    // nothing of React's own after the markup: its scripts go after #root, where hydration does not walk
    expect(page.html).not.toContain('<script');
    expect(page.html).toMatch(/<\/div>$/);
    // and React's pacing of reveals is left out: the content shows in the frame after it arrives
    expect(page.scripts).not.toContain('$RT');

    const chunks = await readAll(page.rest);
    const rest = chunks.join('');
    // the content as React's hidden segment and the script that puts it in place; its style before it
    const segment = rest.indexOf('<div hidden id="S:0">');
    expect(segment).toBeGreaterThan(-1);
    expect(rest.indexOf('rgb(7, 8, 9)')).toBeGreaterThan(-1);
    expect(rest.indexOf('rgb(7, 8, 9)')).toBeLessThan(segment);
    expect(rest).toContain('Bate firmado &lt;/script&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(rest).toMatch(/\$RC\("B:0","S:0"\)/);
    // the cache last, with the piece, escaped: its title cannot close the script
    const state = chunks[chunks.length - 1];
    expect(state).toMatch(/^<script type="application\/json" id="vitrina-state" data-remote="mfe_catalog">/);
    expect(state).toContain('Bate firmado \\u003c/script\\u003e');
    expect(state.match(/<\/script>/g)).toHaveLength(1);
  });

  it('a read that fails after the frame left: the page is left to the browser, the cache still closes the stream', async () => {
    const queryClient = newQueryClient();
    const page = await renderApp({
      url: '/product/g',
      remotes: { mfe_catalog: readRoutes },
      queryClient,
      reads: piecesRead(queryClient, 'g', piece, 80, true),
      streamAt: performance.now() + 10,
    });
    expect(page.streamed).toBe(true);
    if (!page.streamed) return;
    const chunks = await readAll(page.rest);
    const rest = chunks.join('');
    // React's instruction to render the boundary in the browser, no content, no error page
    expect(rest).toMatch(/\$RX\("B:0"/);
    expect(rest).not.toContain('Bate firmado');
    expect(chunks[chunks.length - 1]).toContain('id="vitrina-state"');
  });

  it('a read that fails before the limit: no page (the browser renders it, as before)', async () => {
    const queryClient = newQueryClient();
    await expect(
      renderApp({
        url: '/product/h',
        remotes: { mfe_catalog: readRoutes },
        queryClient,
        reads: piecesRead(queryClient, 'h', piece, 5, true),
        streamAt: performance.now() + 1000,
      }),
    ).rejects.toThrow('la base no respondió');
  });

  it('without a limit (a crawler): the whole page, however late the reads', async () => {
    const queryClient = newQueryClient();
    const page = await renderApp({
      url: '/product/i',
      remotes: { mfe_catalog: readRoutes },
      queryClient,
      reads: piecesRead(queryClient, 'i', piece, 120),
    });
    expect(page.html).toContain('Bate firmado &lt;/script&gt;');
    expect(page.html).not.toContain('<template');
  });
});
