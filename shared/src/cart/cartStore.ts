import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_STORAGE_KEY } from '../constants';
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
}

export interface CartItem extends CartProduct {
  quantity: number;
}

export interface CartState {
  items: CartItem[];
  /** existing item: quantity +1; otherwise added with quantity 1 */
  addItem: (product: CartProduct) => void;
  removeItem: (id: string) => void;
  /** a quantity below 1 removes the item */
  setQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
}

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

export const useCartStore = globalSingleton('cartStore', () =>
  create<CartState>()(
    persist(
      (set) => ({
        items: [],
        addItem: (product) =>
          set((state) => {
            const existing = state.items.find((item) => item.id === product.id);
            if (existing) {
              return {
                items: state.items.map((item) =>
                  item.id === product.id ? { ...item, quantity: item.quantity + 1 } : item,
                ),
              };
            }
            return { items: [...state.items, { ...product, quantity: 1 }] };
          }),
        removeItem: (id) => set((state) => ({ items: state.items.filter((item) => item.id !== id) })),
        setQuantity: (id, quantity) =>
          set((state) => {
            const whole = Math.floor(quantity);
            if (!Number.isFinite(whole) || whole < 1) {
              return { items: state.items.filter((item) => item.id !== id) };
            }
            return { items: state.items.map((item) => (item.id === id ? { ...item, quantity: whole } : item)) };
          }),
        clearCart: () => set({ items: [] }),
      }),
      {
        name: CART_STORAGE_KEY,
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ items: state.items }),
        version: 1,
      },
    ),
  ),
);
