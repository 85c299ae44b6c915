import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY } from '../../constants';
import { dismissToast, toast, useToastStore } from './toastStore';

const toasts = () => useToastStore.getState().toasts;

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.getState().remove();
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('toast store', () => {
  it('agrega un toast abierto con variante y duración por omisión', () => {
    const { id } = toast({ title: 'Producto agregado' });
    expect(toasts()).toEqual([
      {
        id,
        title: 'Producto agregado',
        description: undefined,
        variant: 'default',
        duration: TOAST_DURATION,
        open: true,
      },
    ]);
    expect(TOAST_DURATION).toBe(5000);
  });

  it('respeta variante y duración indicadas', () => {
    toast({ title: 'Error', description: 'x', variant: 'destructive', duration: 1000 });
    expect(toasts()[0]).toMatchObject({ variant: 'destructive', duration: 1000, description: 'x' });
  });

  it('guarda como máximo 3, el más nuevo primero', () => {
    for (const n of [1, 2, 3, 4]) toast({ title: `t${n}` });
    expect(TOAST_LIMIT).toBe(3);
    expect(toasts().map((t) => t.title)).toEqual(['t4', 't3', 't2']);
  });

  it('dismiss cierra el toast y lo elimina 5000 ms después', () => {
    const handle = toast({ title: 'Carrito limpiado' });
    handle.dismiss();
    expect(toasts()[0]!.open).toBe(false);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(toasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(5000);
  });

  it('dismissToast sin id cierra todos', () => {
    toast({ title: 'a' });
    toast({ title: 'b' });
    dismissToast();
    expect(toasts().every((t) => !t.open)).toBe(true);
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY);
    expect(toasts()).toEqual([]);
  });

  it('update cambia el contenido de un toast', () => {
    const handle = toast({ title: 'Publicando...' });
    handle.update({ title: '¡Producto enviado para aprobación!', variant: 'success' });
    expect(toasts()[0]).toMatchObject({ title: '¡Producto enviado para aprobación!', variant: 'success' });
  });
});
