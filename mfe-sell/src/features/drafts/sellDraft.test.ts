import { act, renderHook } from '@testing-library/react';
import { SELL_PRODUCT_DEFAULTS } from '../sell/sellProductSchema';
import { clearSellDraft, loadSellDraft, saveSellDraft, sellDraftKey } from './sellDraft';
import { useSellDraft } from './useSellDraft';

const values = { ...SELL_PRODUCT_DEFAULTS, title: 'Balón firmado', price: 1500 as const, category: 'memorabilia' };
const hosted = 'http://127.0.0.1:54321/storage/v1/object/public/products/u1/abc-balon.jpg';

beforeEach(() => window.localStorage.clear());

describe('borradores de venta', () => {
  it('se guardan por usuario: otra cuenta en el mismo navegador no los ve', () => {
    saveSellDraft('u1', values, []);
    expect(window.localStorage.getItem('vitrina-sell-draft:u1')).not.toBeNull();
    expect(sellDraftKey('u2')).toBe('vitrina-sell-draft:u2');
    expect(loadSellDraft('u2')).toBeNull();
    expect(loadSellDraft('u1')?.values).toEqual(values);
  });

  it('solo guardan y recuperan fotos remotas (http), nunca vistas previas locales', () => {
    saveSellDraft('u1', values, [hosted, 'blob:http://localhost:3000/123', 'data:image/png;base64,AA']);
    expect(loadSellDraft('u1')?.photos).toEqual([hosted]);
    window.localStorage.setItem(sellDraftKey('u1'), JSON.stringify({ values, photos: ['blob:x', hosted, 42] }));
    expect(loadSellDraft('u1')?.photos).toEqual([hosted]);
  });

  it('un formulario vacío no deja borrador', () => {
    saveSellDraft('u1', values, []);
    saveSellDraft('u1', SELL_PRODUCT_DEFAULTS, []);
    expect(window.localStorage.getItem(sellDraftKey('u1'))).toBeNull();
  });

  it('un borrador ilegible o con campos ajenos no rompe el formulario', () => {
    window.localStorage.setItem(sellDraftKey('u1'), '{no es json');
    expect(loadSellDraft('u1')).toBeNull();
    window.localStorage.setItem(
      sellDraftKey('u1'),
      JSON.stringify({ values: { title: 'Jersey', price: 'mucho', admin: true } }),
    );
    const draft = loadSellDraft('u1');
    expect(draft?.values).toEqual({ ...SELL_PRODUCT_DEFAULTS, title: 'Jersey' });
    expect(draft?.values).not.toHaveProperty('admin');
  });

  it('clearSellDraft lo borra', () => {
    saveSellDraft('u1', values, []);
    clearSellDraft('u1');
    expect(loadSellDraft('u1')).toBeNull();
  });
});

describe('useSellDraft', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('guarda 1 segundo después del último cambio', () => {
    const { rerender } = renderHook(({ v }) => useSellDraft('u1', v, [], true), { initialProps: { v: values } });
    act(() => jest.advanceTimersByTime(900));
    rerender({ v: { ...values, title: 'Balón firmado por Pelé' } });
    act(() => jest.advanceTimersByTime(900));
    expect(loadSellDraft('u1')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(loadSellDraft('u1')?.values.title).toBe('Balón firmado por Pelé');
  });

  it('no guarda mientras está desactivado; flush guarda al instante y clear lo borra', () => {
    const { result, rerender } = renderHook(({ enabled }) => useSellDraft('u1', values, [hosted], enabled), {
      initialProps: { enabled: false },
    });
    act(() => jest.advanceTimersByTime(2000));
    expect(loadSellDraft('u1')).toBeNull();
    rerender({ enabled: true });
    act(() => result.current.flush());
    expect(loadSellDraft('u1')?.photos).toEqual([hosted]);
    act(() => result.current.clear());
    act(() => jest.advanceTimersByTime(2000));
    expect(loadSellDraft('u1')).toBeNull();
  });

  it('al salir de la página antes del segundo guarda lo último escrito', () => {
    const { unmount } = renderHook(() => useSellDraft('u1', values, [], true));
    act(() => jest.advanceTimersByTime(300));
    unmount();
    expect(loadSellDraft('u1')?.values.title).toBe('Balón firmado');
  });
});
