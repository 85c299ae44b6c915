import { memberInitials } from './memberInitials';

describe('iniciales de un miembro', () => {
  it('usa como máximo 2 letras', () => {
    expect(memberInitials('Casa del Jersey Oficial')).toBe('CD');
    expect(memberInitials('Leyendas')).toBe('LE');
    expect(memberInitials('tarjetas_del_norte')).toBe('TD');
    expect(memberInitials('Ana López')).toBe('AL');
  });

  it('sin nombre muestra un signo', () => {
    expect(memberInitials('  ')).toBe('?');
    expect(memberInitials(null)).toBe('?');
  });

  it('respeta letras acentuadas', () => {
    expect(memberInitials('Ángel Óscar')).toBe('ÁÓ');
  });
});
