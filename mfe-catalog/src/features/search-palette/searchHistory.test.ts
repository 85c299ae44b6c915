import { DEFAULT_POPULAR_SEARCHES } from '@vitrina/shared/core';
import { popularSearches, recentSearches, recordSearch, shownPopularSearches } from './searchHistory';

beforeEach(() => window.localStorage.clear());

describe('búsquedas populares y recientes', () => {
  it('empiezan con las 15 del spec y se muestran 5', () => {
    expect(popularSearches()).toEqual([...DEFAULT_POPULAR_SEARCHES]);
    expect(shownPopularSearches()).toEqual(['Camiseta', 'Autógrafo', 'Balón', 'Tarjeta', 'Jersey']);
  });

  it('un término de 3 o más caracteres se guarda una sola vez y se conservan 15', () => {
    recordSearch('Wembanyama');
    recordSearch('wembanyama');
    const popular = popularSearches();
    expect(popular[0]).toBe('Wembanyama');
    expect(popular.filter((term) => term.toLowerCase() === 'wembanyama')).toHaveLength(1);
    expect(popular).toHaveLength(15);
  });

  it('un término ya popular con otros acentos no se repite', () => {
    recordSearch('autografo');
    expect(popularSearches()).toEqual([...DEFAULT_POPULAR_SEARCHES]);
  });

  it('un término de menos de 3 caracteres no entra en populares pero sí en recientes', () => {
    recordSearch('LA');
    expect(popularSearches()).not.toContain('LA');
    expect(recentSearches()).toEqual(['LA']);
  });

  it('recientes: lo último primero, sin duplicados, 5 como máximo', () => {
    for (const term of ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'dos']) recordSearch(term);
    expect(recentSearches()).toEqual(['dos', 'seis', 'cinco', 'cuatro', 'tres']);
  });

  it('un almacenamiento ilegible no rompe las listas', () => {
    window.localStorage.setItem('vitrina-popular-searches', '{roto');
    expect(shownPopularSearches()).toHaveLength(5);
  });
});
