import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_STORAGE_KEY } from '../constants';
import { copy, fillCopy } from '../copy';
import { globalSingleton } from '../globalSingleton';

/** What a screen hands to addItem: the product fields the cart shows. */
export interface CartProduct {
  id: string;
  title: string;
  price: number;
  /** image URLs, main first */
  images?: string[];
  condition?: string;
  category?: string;
  seller_id?: string;
  /** units the listing offers (products.stock); the quantity never goes above it. Unknown: no cap until re-read */
  stock?: number;
}

export interface CartItem extends CartProduct {
  quantity: number;
}

/** What the listing says now, re-read from the database when the cart opens. */
export interface CartItemUpdate {
  id: string;
  price?: number;
  stock?: number;
}

/** 'limit': the quantity is already the listing's stock, nothing changed (say so with stockLimitMessage). */
export type AddItemResult = 'added' | 'incremented' | 'limit';
export type SetQuantityResult = 'updated' | 'removed' | 'limit';

export interface CartState {
  items: CartItem[];
  /** existing item: quantity +1 up to the stock; otherwise added with quantity 1 */
  addItem: (product: CartProduct) => AddItemResult;
  removeItem: (id: string) => void;
  /** a quantity below 1 removes the item; above the stock it stops at the stock ('limit') */
  setQuantity: (id: string, quantity: number) => SetQuantityResult;
  /** current price and stock from the database; a quantity above the new stock comes down to it (never below 1) */
  syncItems: (updates: readonly CartItemUpdate[]) => void;
  clearCart: () => void;
}

/** The Spanish message for a '+' that would pass the listing's stock. */
export function stockLimitMessage(stock: number): string {
  return stock <= 1 ? copy.cart.stockLimitOne : fillCopy(copy.cart.stockLimitMany, { stock });
}

const atLimit = (item: CartItem, quantity: number) => item.stock !== undefined && quantity > item.stock;

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Sum of price × quantity, rounded to cents so float noise never shows in a price. */
export function cartTotal(items: readonly CartItem[]): number {
  const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return Math.round(total * 100) / 100;
}

export const selectItemCount = (state: CartState) => cartItemCount(state.items);
export const selectCartTotal = (state: CartState) => cartTotal(state.items);
export const selectCartItems = (state: CartState) => state.items;

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
