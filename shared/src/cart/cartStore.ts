import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_STORAGE_KEY } from '../constants';
import { globalSingleton } from '../globalSingleton';
import type { CartItem, CartState } from './cartMath';

const atLimit = (item: CartItem, quantity: number) => item.stock !== undefined && quantity > item.stock;

function createCartStore() {
  const store = create<CartState>()(
    persist(
      (set, get) => ({
        items: [],
        addItem: (product) => {
          const existing = get().items.find((item) => item.id === product.id);
          if (!existing) {
            set((state) => ({ items: [...state.items, { ...product, quantity: 1 }] }));
            return 'added';
          }
          const stock = product.stock ?? existing.stock;
          if (stock !== undefined && existing.quantity + 1 > stock) return 'limit';
          set((state) => ({
            items: state.items.map((item) =>
              item.id === product.id ? { ...item, ...product, quantity: item.quantity + 1 } : item,
            ),
          }));
          return 'incremented';
        },
        removeItem: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
        setQuantity: (id, quantity) => {
          const whole = Math.floor(quantity);
          if (!Number.isFinite(whole) || whole < 1) {
            set((state) => ({ items: state.items.filter((item) => item.id !== id) }));
            return 'removed';
          }
          const item = get().items.find((i) => i.id === id);
          if (item && atLimit(item, whole)) return 'limit';
          set((state) => ({ items: state.items.map((i) => (i.id === id ? { ...i, quantity: whole } : i)) }));
          return 'updated';
        },
        syncItems: (updates) =>
          set((state) => ({
            items: state.items.map((item) => {
              const update = updates.find((u) => u.id === item.id);
              if (!update) return item;
              const next = { ...item, ...(update.price !== undefined ? { price: update.price } : {}) };
              if (update.stock === undefined) return next;
              // a piece out of stock keeps its quantity: the cart flags it instead of silently dropping it
              const quantity = update.stock >= 1 ? Math.min(item.quantity, update.stock) : item.quantity;
              return { ...next, stock: update.stock, quantity };
            }),
          })),
        clearCart: () => set({ items: [] }),
      }),
      {
        name: CART_STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ items: state.items }),
        version: 1,
      },
    ),
  );
  // Another tab wrote the cart (localStorage only notifies the other tabs): read it again, so the badge and every
  // remote here show the same items. No value left (the key removed, or key null: the whole storage cleared): the
  // cart is empty there, so here too (rehydrating from nothing would keep the old items).
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      if (event.newValue === null) store.setState({ items: [] });
      else void store.persist.rehydrate();
    });
  }
  return store;
}

export const useCartStore = globalSingleton('cartStore', createCartStore);
