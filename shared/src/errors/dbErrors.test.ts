import { DB_ERROR_CODES, dbErrorCode, dbErrorKind } from './dbErrors';

describe('errores de la base de datos', () => {
  it('reconoce cada código por su significado', () => {
    expect(dbErrorKind({ code: '23505', message: 'duplicate key' })).toBe('uniqueViolation');
    expect(dbErrorKind({ code: '23514', message: 'check' })).toBe('checkViolation');
    expect(dbErrorKind({ code: '42501', message: 'denied' })).toBe('insufficientPrivilege');
    expect(dbErrorKind({ code: 'VT001', message: 'phone' })).toBe('phoneRequired');
    expect(dbErrorKind({ code: 'VT002', message: 'identity' })).toBe('identityRequired');
  });

  it('no inventa un significado para códigos desconocidos ni para errores sin código', () => {
    expect(dbErrorKind({ code: 'PGRST204', message: 'schema cache' })).toBeUndefined();
    expect(dbErrorKind(new Error('boom'))).toBeUndefined();
    expect(dbErrorKind(null)).toBeUndefined();
    expect(dbErrorCode({ code: 'PGRST204' })).toBe('PGRST204');
  });

  it('cada código aparece una sola vez en el mapa', () => {
    const codes = Object.values(DB_ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
