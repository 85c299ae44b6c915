import { sellerInitials } from './sellerInitials';

describe('iniciales del vendedor', () => {
  it('usa como máximo 2 letras', () => {
    expect(sellerInitials('Casa del Jersey Oficial')).toBe('CD');
    expect(sellerInitials('Leyendas')).toBe('LE');
    expect(sellerInitials('tarjetas_del_norte')).toBe('TD');
  });

  it('sin nombre muestra un signo', () => {
    expect(sellerInitials('  ')).toBe('?');
    expect(sellerInitials(null)).toBe('?');
  });

  it('respeta letras acentuadas', () => {
    expect(sellerInitials('Ángel Óscar')).toBe('ÁÓ');
  });
});
