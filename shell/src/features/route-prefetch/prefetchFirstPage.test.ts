import { queryClient } from '@vitrina/shared/kernel';
import { productDetailKeys } from '@vitrina/shared/data/product';
import { prefetchFirstPage } from './prefetchFirstPage';

jest.mock('@vitrina/shared/data/product', () => {
  const actual = jest.requireActual('@vitrina/shared/data/product');
  return {
    ...actual,
    productQueryOptions: (id: string) => ({
      queryKey: actual.productDetailKeys.detail(id),
      queryFn: async () => ({ id, title: 'Pieza' }),
    }),
  };
});

const ID = '3f0c2a9e-1b7d-4c55-9a1e-2d4b6c8e0f11';

async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('prefetchFirstPage', () => {
  afterEach(() => queryClient.clear());

  it('pide la pieza de /product/:id antes de que cargue el catálogo', async () => {
    prefetchFirstPage(`/product/${ID}`);
    await settle();
    expect(queryClient.getQueryData(productDetailKeys.detail(ID))).toEqual({ id: ID, title: 'Pieza' });
  });

  it('acepta también /products/:id', async () => {
    prefetchFirstPage(`/products/${ID}`);
    await settle();
    expect(queryClient.getQueryData(productDetailKeys.detail(ID))).toEqual({ id: ID, title: 'Pieza' });
  });

  it('no pide nada en otras páginas ni con un id que no es uuid', async () => {
    prefetchFirstPage('/products');
    prefetchFirstPage('/product/42');
    prefetchFirstPage('/cart');
    await settle();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
