import { RECENTLY_VIEWED_STORAGE_KEY } from '@vitrina/shared/core';
import { readRecentlyViewed, recordRecentlyViewed } from './recentlyViewed';

const piece = (n: number) => ({ id: `p${n}`, title: `Pieza ${n}`, price: n * 100, image: null });

beforeEach(() => window.localStorage.clear());

describe('vistos recientemente', () => {
  it('guarda como máximo 6, el más reciente primero', () => {
    for (let n = 1; n <= 8; n += 1) recordRecentlyViewed(piece(n));
    expect(readRecentlyViewed().map((item) => item.id)).toEqual(['p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
  });

  it('volver a ver una pieza la sube al principio sin repetirla', () => {
    recordRecentlyViewed(piece(1));
    recordRecentlyViewed(piece(2));
    recordRecentlyViewed(piece(1));
    expect(readRecentlyViewed().map((item) => item.id)).toEqual(['p1', 'p2']);
  });

  it('datos ilegibles o ajenos se leen como lista vacía', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '{no es json');
    expect(readRecentlyViewed()).toEqual([]);
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([{ id: 1 }, piece(3)]));
    expect(readRecentlyViewed()).toEqual([piece(3)]);
  });

  it('un almacenamiento lleno no rompe la página', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordRecentlyViewed(piece(1), full)).toEqual([piece(1)]);
  });
});
