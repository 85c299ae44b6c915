// The cart's types and its pure maths: what the page's one cart store (the kernel's useCartStore) holds and what
// screens compute from it. A build-time library (@vitrina/shared/core); the store imports its types only.
import { copy, fillCopy } from '../copy';

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
