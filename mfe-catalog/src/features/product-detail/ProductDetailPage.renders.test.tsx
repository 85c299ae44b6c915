// The piece's page arrives rendered on the server for a visitor, and the session becomes known only in the browser,
// right after hydration. Only the parts that depend on who is looking may render again then: the page, its gallery
// and its summary stay as they were (a whole-page render on a phone's CPU is a long task of its own).
import type { ComponentProps } from 'react';
import { act, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { resetSession, useSessionStore, type User } from '@vitrina/shared';
import { installFakeBackend, uninstallFakeBackend, type FakeBackend } from '../../../test/fakeBackend';
import { renderPage } from '../../../test/renderPage';
import { BUYER, ID, OTHER_ID, productRow, SELLER } from '../../../test/productRow';
import { ProductDetailPage } from './ProductDetailPage';

const mockRenders = { gallery: 0, summary: 0 };

// the real components, counted
jest.mock('./gallery/ProductGallery', () => {
  const actual: typeof import('./gallery/ProductGallery') = jest.requireActual('./gallery/ProductGallery');
  return {
    ...actual,
    ProductGallery: (props: ComponentProps<typeof actual.ProductGallery>) => {
      mockRenders.gallery += 1;
      return <actual.ProductGallery {...props} />;
    },
  };
});
jest.mock('./summary/ProductSummary', () => {
  const actual: typeof import('./summary/ProductSummary') = jest.requireActual('./summary/ProductSummary');
  return {
    ...actual,
    ProductSummary: (props: ComponentProps<typeof actual.ProductSummary>) => {
      mockRenders.summary += 1;
      return <actual.ProductSummary {...props} />;
    },
  };
});
jest.mock('uplot', () => jest.fn().mockImplementation(() => ({ destroy: jest.fn(), setSize: jest.fn() })));

const row = productRow({
  description: 'Balón oficial firmado en 2022.',
  featured: false,
  is_certified: false,
  authentication_status: 'none',
  certifier: null,
  certificate_number: null,
  product_images: [{ id: 'img-1', image_url: 'https://img.test/1.png', thumb_url: null, order: 0 }],
});

let backend: FakeBackend;

beforeEach(() => {
  backend = installFakeBackend();
  backend.on('GET', '/rest/v1/products', { body: [row] });
  backend.on('POST', '/rest/v1/rpc/increment_product_views', { status: 204 });
  backend.on('GET', '/rest/v1/price_history', { body: [{ price: 1000, recorded_at: '2026-01-10T12:00:00Z' }] });
  backend.on('GET', '/rest/v1/price_alerts', { body: [] });
  mockRenders.gallery = 0;
  mockRenders.summary = 0;
  window.localStorage.clear();
});

afterEach(() => {
  uninstallFakeBackend();
  resetSession();
  window.localStorage.clear();
});

function sessionArrives(id: string | null) {
  act(() => {
    useSessionStore.setState({ user: id ? ({ id, email: `${id}@vitrina.mx` } as User) : null, session: null });
  });
}

async function openWhileTheSessionIsUnknown() {
  // what the server rendered and the browser hydrates: nobody known yet
  useSessionStore.setState({ user: undefined, session: null });
  renderPage(<ProductDetailPage />, { path: `/product/${ID}`, route: '/product/:id' });
  await screen.findByRole('heading', { level: 1, name: 'Balón firmado por Messi' });
  await screen.findByRole('region', { name: 'Historial de precio' });
  return { ...mockRenders };
}

describe('la página de una pieza cuando llega la sesión', () => {
  it('un visitante: aparece su parte (la invitación a crear una alerta) sin renderizar la página otra vez', async () => {
    const before = await openWhileTheSessionIsUnknown();
    expect(screen.queryByText('Inicia sesión para crear una alerta de precio')).not.toBeInTheDocument();
    sessionArrives(null);
    expect(await screen.findByText('Inicia sesión para crear una alerta de precio')).toBeInTheDocument();
    expect(mockRenders).toEqual(before);
  });

  it('el dueño: editar y eliminar reemplazan comprar, y la galería y el resumen no se renderizan otra vez', async () => {
    const before = await openWhileTheSessionIsUnknown();
    expect(screen.getByRole('button', { name: 'Comprar ahora' })).toBeInTheDocument();
    sessionArrives(SELLER);
    expect(await screen.findByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprar ahora' })).not.toBeInTheDocument();
    expect(mockRenders).toEqual(before);
  });

  it('un comprador: el lugar de su alerta aparece; nada más se renderiza otra vez', async () => {
    const before = await openWhileTheSessionIsUnknown();
    sessionArrives(BUYER);
    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByRole('form', { name: 'Alerta de precio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comprar ahora' })).toBeInTheDocument();
    expect(mockRenders).toEqual(before);
  });
});

describe('la página de una pieza y los vistos recientemente', () => {
  it('leer la lista del navegador tras montar renderiza la lista, no la página', async () => {
    window.localStorage.setItem(
      'vitrina-recently-viewed',
      JSON.stringify([{ id: OTHER_ID, title: 'Tarjeta rookie de LeBron', price: 25000, image: null }]),
    );
    useSessionStore.setState({ user: null, session: null });
    renderPage(<ProductDetailPage />, { path: `/product/${ID}`, route: '/product/:id' });
    await screen.findByRole('link', { name: /Tarjeta rookie de LeBron/ });
    // one render with the piece: the list arrived after it without a second
    expect(mockRenders).toEqual({ gallery: 1, summary: 1 });
  });

  it('sin otras piezas vistas, la página se renderiza una sola vez', async () => {
    useSessionStore.setState({ user: null, session: null });
    renderPage(<ProductDetailPage />, { path: `/product/${ID}`, route: '/product/:id' });
    await screen.findByRole('heading', { level: 1, name: 'Balón firmado por Messi' });
    await screen.findByRole('region', { name: 'Historial de precio' });
    expect(JSON.parse(window.localStorage.getItem('vitrina-recently-viewed') ?? '[]')).toHaveLength(1);
    expect(mockRenders).toEqual({ gallery: 1, summary: 1 });
  });
});
