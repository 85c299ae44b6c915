import { act, renderHook } from '@testing-library/react';
import { useCartStore, useToastStore } from '@vitrina/shared';
import { aProduct } from '../../../test/products';
import { productCardCopy } from './copy';
import { useAddToCart } from './useAddToCart';

beforeEach(() => {
  useCartStore.setState({ items: [] });
  useToastStore.setState({ toasts: [] });
});

function add(product: Parameters<ReturnType<typeof useAddToCart>>[0]) {
  const { result } = renderHook(() => useAddToCart());
  act(() => result.current(product));
}

describe('añadir al carrito', () => {
  it('no acepta una pieza en subasta abierta: dice que se gana pujando', () => {
    add({ ...aProduct({ title: 'Jersey en subasta' }), auction: { status: 'open' } });
    expect(useCartStore.getState().items).toEqual([]);
    const [notice] = useToastStore.getState().toasts;
    expect(notice?.title).toBe(productCardCopy.auctionNotInCart);
    expect(notice?.description).toBe('Jersey en subasta');
  });

  it('acepta una pieza de precio fijo', () => {
    add({ ...aProduct({ title: 'Jersey Messi firmado' }), auction: null });
    expect(useCartStore.getState().items.map((item) => item.title)).toEqual(['Jersey Messi firmado']);
    expect(useToastStore.getState().toasts[0]?.title).toBe(productCardCopy.productAddedTitle);
  });
});
