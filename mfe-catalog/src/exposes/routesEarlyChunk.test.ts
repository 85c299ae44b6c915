import { waitFor } from '@testing-library/react';

// routes.tsx starts the landing page's own chunk as it runs: a link to a piece or a seller does not
// wait for the shell's first render of the route to ask for it; any other page leaves those chunks alone.
function loadRoutesAt(pathname: string) {
  window.history.pushState({}, '', pathname);
  const started = { product: false, seller: false };
  jest.isolateModules(() => {
    jest.doMock('../features/product-detail/ProductDetailPage', () => {
      started.product = true;
      return { ProductDetailPage: () => null };
    });
    jest.doMock('../features/seller/SellerPage', () => {
      started.seller = true;
      return { SellerPage: () => null };
    });
    require('./routes');
  });
  return started;
}

afterEach(() => {
  jest.resetModules();
  window.history.pushState({}, '', '/');
});

it('un enlace a una pieza pide la página de la pieza al cargar el módulo, sin renderizar nada', async () => {
  const started = loadRoutesAt('/product/916a0798-cd5e-5fb5-bfa6-31a26b96e04f');
  await waitFor(() => expect(started.product).toBe(true));
  expect(started.seller).toBe(false);
});

it('un enlace a un vendedor pide la página del vendedor', async () => {
  const started = loadRoutesAt('/sellers/tarjetas-del-norte');
  await waitFor(() => expect(started.seller).toBe(true));
  expect(started.product).toBe(false);
});

it('el listado no carga ninguna de las dos', async () => {
  const started = loadRoutesAt('/products');
  // the dynamic imports above resolve within a few ticks: give them the same chance here
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(started).toEqual({ product: false, seller: false });
});
