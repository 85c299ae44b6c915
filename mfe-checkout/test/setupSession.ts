import { resetSession, useCartStore, useToastStore } from '@vitrina/shared';
import { sessionBody } from './fakeBackend';

/** Each test starts signed out, with an empty cart, no toasts and no session listener left from the previous one. */
export function resetAppState() {
  resetSession();
  useToastStore.setState({ toasts: [] });
  useCartStore.setState({ items: [] });
  // the checkout keeps its tab and address here for a reload
  window.sessionStorage.clear();
}

export const BUYER = { id: '11111111-1111-4111-8111-111111111111', email: 'diego@vitrina.mx' };

/**
 * Signs a buyer in the way a reload would find them: supabase-js's stored session (its storage key for the
 * default backend URL). Call after installFakeBackend, which clears localStorage.
 */
export function storeSession(user: { id: string; email: string } = BUYER) {
  window.localStorage.setItem('sb-127-auth-token', JSON.stringify(sessionBody(user)));
}
