import { CART_STORAGE_KEY } from '../constants';
import {
  cartItemCount,
  cartTotal,
  selectCartTotal,
  selectItemCount,
  stockLimitMessage,
  type CartItem,
} from './cartMath';
import { useCartStore } from './cartStore';

const jersey = { id: 'p1', title: 'Jersey firmado', price: 1500, images: ['https://x/j.jpg'] };
const card = { id: 'p2', title: 'Tarjeta PSA 10', price: 999.99 };

const state = () => useCartStore.getState();

beforeEach(() => {
  state().clearCart();
  localStorage.clear();
});

describe('cart store', () => {
  it('addItem agrega un producto nuevo con cantidad 1', () => {
    state().addItem(jersey);
    expect(state().items).toEqual([{ ...jersey, quantity: 1 }]);
  });

  it('addItem suma 1 a un producto que ya está en el carrito', () => {
    state().addItem(jersey);
    state().addItem(card);
    state().addItem(jersey);
    expect(state().items.map((i) => [i.id, i.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
  });

  it('removeItem quita el producto', () => {
    state().addItem(jersey);
    state().addItem(card);
    state().removeItem('p1');
    expect(state().items.map((i) => i.id)).toEqual(['p2']);
  });

  it('setQuantity cambia la cantidad', () => {
    state().addItem(jersey);
    state().setQuantity('p1', 4);
    expect(state().items[0]!.quantity).toBe(4);
  });

  it('setQuantity por debajo de 1 quita el producto', () => {
    state().addItem(jersey);
    state().addItem(card);
    state().setQuantity('p1', 0);
    expect(state().items.map((i) => i.id)).toEqual(['p2']);
    state().setQuantity('p2', -3);
    expect(state().items).toEqual([]);
  });

  it('clearCart vacía el carrito', () => {
    state().addItem(jersey);
    state().addItem(card);
    state().clearCart();
    expect(state().items).toEqual([]);
  });

  it('persiste los artículos en localStorage bajo una sola llave', () => {
    state().addItem(jersey);
    state().addItem(jersey);
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
    expect(CART_STORAGE_KEY).toBe('vitrina-cart');
    expect(stored.state).toEqual({ items: [{ ...jersey, quantity: 2 }] });
  });

  it('restaura el carrito guardado', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [{ ...card, quantity: 3 }] }, version: 1 }),
    );
    await useCartStore.persist.rehydrate();
    expect(state().items).toEqual([{ ...card, quantity: 3 }]);
  });

  it('los selectores calculan cantidad y total', () => {
    state().addItem(jersey);
    state().addItem(jersey);
    state().addItem(card);
    expect(selectItemCount(state())).toBe(3);
    expect(selectCartTotal(state())).toBe(3999.99);
  });
});

describe('existencias (stock) de la pieza', () => {
  const unique = { id: 'u1', title: 'Jersey único', price: 3000, stock: 1 };
  const box = { id: 'b1', title: 'Caja sellada', price: 900, stock: 3 };

  it("'+' se detiene en el stock de una pieza única y lo avisa", () => {
    expect(state().addItem(unique)).toBe('added');
    expect(state().addItem(unique)).toBe('limit');
    expect(state().items[0]!.quantity).toBe(1);
    expect(stockLimitMessage(1)).toBe('Esta pieza es única: solo hay 1 disponible.');
  });

  it('setQuantity no pasa del stock: 3 de 3 sí, 4 no', () => {
    state().addItem(box);
    expect(state().setQuantity('b1', 3)).toBe('updated');
    expect(state().setQuantity('b1', 4)).toBe('limit');
    expect(state().items[0]!.quantity).toBe(3);
    expect(stockLimitMessage(3)).toBe('Solo hay 3 unidades disponibles de esta pieza.');
    expect(state().setQuantity('b1', 0)).toBe('removed');
    expect(state().items).toEqual([]);
  });

  it('sin stock conocido no limita, hasta que la base de datos lo dice', () => {
    state().addItem(card);
    state().addItem(card);
    state().addItem(card);
    state().syncItems([{ id: 'p2', stock: 2, price: 1100 }]);
    expect(state().items[0]).toMatchObject({ quantity: 2, stock: 2, price: 1100 });
    expect(state().addItem(card)).toBe('limit');
  });

  it('una pieza agotada conserva su cantidad para que el carrito la marque', () => {
    state().addItem(box);
    state().setQuantity('b1', 2);
    state().syncItems([{ id: 'b1', stock: 0 }]);
    expect(state().items[0]).toMatchObject({ quantity: 2, stock: 0 });
  });
});

describe('sincronización entre pestañas', () => {
  it('un cambio guardado por otra pestaña (evento storage) se ve en esta', async () => {
    state().addItem(jersey);
    const fromOtherTab = JSON.stringify({ state: { items: [{ ...card, quantity: 2 }] }, version: 1 });
    localStorage.setItem(CART_STORAGE_KEY, fromOtherTab);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: fromOtherTab }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state().items).toEqual([{ ...card, quantity: 2 }]);
  });

  it('otra pestaña que vacía el carrito lo vacía aquí', async () => {
    state().addItem(jersey);
    localStorage.removeItem(CART_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: null }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state().items).toEqual([]);
  });

  it('ignora los cambios de otras llaves', async () => {
    state().addItem(jersey);
    window.dispatchEvent(new StorageEvent('storage', { key: 'otra-llave', newValue: 'x' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state().items).toHaveLength(1);
  });
});

describe('cartTotal / cartItemCount', () => {
  const items: CartItem[] = [
    { id: 'a', title: 'A', price: 0.1, quantity: 3 },
    { id: 'b', title: 'B', price: 250, quantity: 2 },
  ];

  it('total = suma de precio × cantidad, sin ruido de punto flotante', () => {
    expect(cartTotal(items)).toBe(500.3);
    expect(cartTotal([])).toBe(0);
  });

  it('cantidad de artículos = suma de cantidades', () => {
    expect(cartItemCount(items)).toBe(5);
    expect(cartItemCount([])).toBe(0);
  });
});
