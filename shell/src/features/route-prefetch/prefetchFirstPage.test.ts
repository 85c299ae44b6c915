import { IMAGE_MAX_DIMENSION_PX, IMAGE_THUMB_DIMENSION_PX, MAIN_PHOTO_SIZES } from '@vitrina/shared/core';
import { queryClient } from '@vitrina/shared/kernel';
import { productDetailKeys } from '@vitrina/shared/data/product';
import { prefetchFirstPage } from './prefetchFirstPage';

jest.mock('@vitrina/shared/data/product', () => {
  const actual = jest.requireActual('@vitrina/shared/data/product');
  return {
    ...actual,
    productQueryOptions: (id: string) => ({
      queryKey: actual.productDetailKeys.detail(id),
      queryFn: async () => ({ id, title: 'Pieza', product_images: photosFor(id) }),
    }),
  };
});

const ID = '3f0c2a9e-1b7d-4c55-9a1e-2d4b6c8e0f11';
const WITH_THUMB = '7a1d0c3e-5b2f-4e66-8c1a-9d3b5f7e1a22';
const NO_PHOTOS = '0b9e8d7c-6a5f-4e3d-9c2b-1a0f9e8d7c6b';

function photosFor(id: string) {
  if (id === NO_PHOTOS) return [];
  if (id === WITH_THUMB) {
    return [
      { id: 'p1', order: 0, image_url: 'https://cdn.test/full.webp', thumb_url: 'https://cdn.test/thumb.webp' },
      { id: 'p2', order: 1, image_url: 'https://cdn.test/second.webp', thumb_url: null },
    ];
  }
  return [{ id: 'p1', order: 0, image_url: 'https://cdn.test/only.svg', thumb_url: null }];
}

function preloads() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('prefetchFirstPage', () => {
  afterEach(() => {
    queryClient.clear();
    for (const link of preloads()) link.remove();
  });

  it('pide la pieza de /product/:id antes de que cargue el catálogo', async () => {
    prefetchFirstPage(`/product/${ID}`);
    await settle();
    expect(queryClient.getQueryData(productDetailKeys.detail(ID))).toMatchObject({ id: ID, title: 'Pieza' });
  });

  it('con la fila llega la foto principal, precargada con el srcset y los sizes de la galería', async () => {
    prefetchFirstPage(`/product/${WITH_THUMB}`);
    await settle();
    const [link] = preloads();
    expect(preloads()).toHaveLength(1);
    expect(link.getAttribute('href')).toBe('https://cdn.test/full.webp');
    expect(link.getAttribute('imagesrcset')).toBe(
      `https://cdn.test/thumb.webp ${IMAGE_THUMB_DIMENSION_PX}w, https://cdn.test/full.webp ${IMAGE_MAX_DIMENSION_PX}w`,
    );
    expect(link.getAttribute('imagesizes')).toBe(MAIN_PHOTO_SIZES);
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('una foto sin copia pequeña se precarga sola, sin srcset; una pieza sin fotos no precarga nada', async () => {
    prefetchFirstPage(`/product/${ID}`);
    await settle();
    expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('imagesrcset')])).toEqual([
      ['https://cdn.test/only.svg', null],
    ]);
    preloads()[0].remove();
    prefetchFirstPage(`/product/${NO_PHOTOS}`);
    await settle();
    expect(preloads()).toHaveLength(0);
  });

  it('no la pide otra vez si el HTML de la página ya la precargó con la primera lectura', async () => {
    const early = document.createElement('link');
    early.setAttribute('rel', 'preload');
    early.setAttribute('as', 'image');
    early.setAttribute('href', 'https://cdn.test/full.webp');
    document.head.appendChild(early);
    prefetchFirstPage(`/product/${WITH_THUMB}`);
    await settle();
    expect(queryClient.getQueryData(productDetailKeys.detail(WITH_THUMB))).toBeDefined();
    expect(preloads()).toEqual([early]);
  });

  it('acepta también /products/:id', async () => {
    prefetchFirstPage(`/products/${ID}`);
    await settle();
    expect(queryClient.getQueryData(productDetailKeys.detail(ID))).toMatchObject({ id: ID, title: 'Pieza' });
  });

  it('no pide nada en otras páginas ni con un id que no es uuid', async () => {
    prefetchFirstPage('/products');
    prefetchFirstPage('/product/42');
    prefetchFirstPage('/cart');
    await settle();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(preloads()).toHaveLength(0);
  });
});
