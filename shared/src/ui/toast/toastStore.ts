import type { ReactNode } from 'react';
import { create } from 'zustand';
import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY } from '../../constants';
import { globalSingleton } from '../../globalSingleton';

export type ToastVariant = 'default' | 'success' | 'info' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** ms before auto-dismiss; default TOAST_DURATION */
  duration?: number;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'variant' | 'duration'>> {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** false once dismissed; the item stays TOAST_REMOVE_DELAY ms so the exit can finish */
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
  add: (item: ToastItem) => void;
  update: (id: string, patch: Partial<ToastOptions>) => void;
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
  /** mounted <Toaster /> instances, oldest first; only the first one renders */
  toasters: string[];
  registerToaster: (id: string) => void;
  unregisterToaster: (id: string) => void;
}

const removalTimers = globalSingleton('toastRemovalTimers', () => new Map<string, ReturnType<typeof setTimeout>>());

export const useToastStore = globalSingleton('toastStore', () =>
  create<ToastState>()((set, get) => ({
    toasts: [],
    add: (item) =>
      // Newest first; the oldest beyond the limit are dropped at once.
      set((state) => ({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) })),
    update: (id, patch) =>
      set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) })),
    dismiss: (id) => {
      const targets = get().toasts.filter((t) => (id === undefined || t.id === id) && t.open);
      for (const t of targets) {
        if (removalTimers.has(t.id)) continue;
        removalTimers.set(
          t.id,
          setTimeout(() => {
            removalTimers.delete(t.id);
            get().remove(t.id);
          }, TOAST_REMOVE_DELAY),
        );
      }
      set((state) => ({
        toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
      }));
    },
    remove: (id) => set((state) => ({ toasts: id === undefined ? [] : state.toasts.filter((t) => t.id !== id) })),
    toasters: [],
    registerToaster: (id) =>
      set((state) => (state.toasters.includes(id) ? state : { toasters: [...state.toasters, id] })),
    unregisterToaster: (id) => set((state) => ({ toasters: state.toasters.filter((t) => t !== id) })),
  })),
);

let counter = 0;

/** Shows a toast from anywhere (components, query callbacks, stores). */
export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${Date.now().toString(36)}-${counter}`;
  useToastStore.getState().add({
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION,
    open: true,
  });
  return {
    id,
    dismiss: () => useToastStore.getState().dismiss(id),
    update: (patch: Partial<ToastOptions>) => useToastStore.getState().update(id, patch),
  };
}

export function dismissToast(id?: string) {
  useToastStore.getState().dismiss(id);
}
