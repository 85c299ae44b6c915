/**
 * @jest-environment node
 */
import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@vitrina/shared/core';
import { renderApp, renderPage } from './renderPage';

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

async function renderPiece(id: string, piece: Piece) {
  const queryClient = createQueryClient();
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
    const queryClient = createQueryClient();
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

  it("renders a visitor's coming-soon page before launch, marked as a visitor's for a member's browser", async () => {
    const config = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon' };
    const soon = await renderPage({ url: '/', remote: null, config });
    expect(soon?.html).toContain('id="coming-soon-title"');
    expect(soon?.html).not.toMatch(/<h1[^>]*>Piezas de leyenda,/);
    expect(soon?.state).toContain('data-visitor-only=""');
    // a browser with a stored session keeps it out of sight until it renders the member's home page
    expect(soon?.earlyClicks).toContain('data-vt-member-hold');
  });

  it('renders the home page once the site is launched: its sections, the forms of other remotes left as frames', async () => {
    const config = { supabaseUrl: 'http://127.0.0.1:1', supabaseAnonKey: 'anon', launched: true };
    const home = await renderPage({ url: '/', remote: null, config });
    expect(home?.html).toMatch(/<h1[^>]*>Piezas de leyenda,/);
    expect(home?.html).not.toContain('id="coming-soon-title"');
    expect(home?.html).toContain('<footer');
    expect(home?.state).toContain('vitrina-state');
    expect(home?.state).not.toContain('data-visitor-only');
    expect(home?.earlyClicks).not.toContain('data-vt-member-hold');
    expect(await renderPage({ url: '/no-existe', remote: null, config })).toBeNull();
  });
});
