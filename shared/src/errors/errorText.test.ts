import { copy } from '../copy';
import { dbErrorKind, refusalCode } from './dbErrors';
import { errorText } from './errorText';
import { UserError } from './userError';

describe('errorText: un error en palabras', () => {
  it('el mensaje de un rechazo de la clase VT es el texto de la persona, en cualquier idioma', () => {
    const own = { code: 'VT409', message: 'No puedes comprar tu propio producto', details: null, hint: null };
    expect(errorText(own)).toBe('No puedes comprar tu propio producto');
    // the contract is the code, not the words: a refusal's message is shown even with no Spanish word in it
    expect(errorText({ code: 'VT231', message: 'DHL' })).toBe('DHL');
    expect(
      errorText({ code: 'VT001', message: 'Necesitas agregar un número de teléfono a tu perfil para vender' }),
    ).toBe('Necesitas agregar un número de teléfono a tu perfil para vender');
  });

  it('un mensaje en español sin código de la clase VT no se muestra: no se adivina por el idioma', () => {
    const spanishButStandard = { code: '42501', message: 'No tienes permiso para esta pieza' };
    expect(errorText(spanishButStandard)).toBe(copy.dbErrors.insufficientPrivilege);
    expect(errorText({ code: 'P0001', message: 'Este tesoro ya no está disponible' })).toBe(copy.common.tryAgain);
    expect(errorText(new Error('No se pudo comprimir la imagen'), { fallback: 'respaldo' })).toBe('respaldo');
    expect(errorText({ code: 'VT4', message: 'código incompleto' }, { fallback: 'respaldo' })).toBe('respaldo');
  });

  it('un UserError de la aplicación se muestra tal cual', () => {
    const error = new UserError('Debes iniciar sesión');
    expect(error).toBeInstanceOf(Error);
    expect(refusalCode(error)).toBe('VT000');
    expect(dbErrorKind(error)).toBeUndefined();
    expect(errorText(error, { fallback: 'respaldo' })).toBe('Debes iniciar sesión');
    // the mark is the code, so a copy of the class from another bundle counts the same
    expect(errorText({ code: 'VT000', message: 'Esta solicitud ya fue revisada' })).toBe(
      'Esta solicitud ya fue revisada',
    );
  });

  it('no muestra los textos de Postgres, PostgREST ni del navegador', () => {
    expect(errorText({ code: '23505', message: 'duplicate key value violates unique constraint "x"' })).toBe(
      copy.dbErrors.uniqueViolation,
    );
    expect(errorText({ code: '42501', message: 'new row violates row-level security policy for table "x"' })).toBe(
      copy.dbErrors.insufficientPrivilege,
    );
    expect(errorText({ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' })).toBe(
      copy.common.tryAgain,
    );
    expect(errorText(new Error('Request failed with status code 500'))).toBe(copy.common.tryAgain);
    expect(errorText({ status: 500 })).toBe(copy.common.tryAgain);
    expect(errorText({ code: 'XX000', message: 'x' }, { fallback: 'respaldo' })).toBe('respaldo');
  });

  it('una falla de red es el texto de conexión', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(copy.marketplace.connectionErrorDescription);
    expect(errorText({ code: '', message: 'TypeError: fetch failed', details: '' })).toBe(
      copy.marketplace.connectionErrorDescription,
    );
    const authNetwork = { __isAuthError: true, name: 'AuthRetryableFetchError', status: 503, message: 'x' };
    expect(errorText(authNetwork)).toBe(copy.marketplace.connectionErrorDescription);
  });

  it('las palabras de la función para un código van primero, luego las de su tipo, luego el mensaje', () => {
    const ownPiece = { code: 'VT409', message: 'No puedes comprar tu propio producto' };
    expect(errorText(ownPiece, { messages: { VT409: 'Es tu pieza', insufficientPrivilege: 'Sin permiso' } })).toBe(
      'Es tu pieza',
    );
    expect(errorText(ownPiece, { messages: { insufficientPrivilege: 'Sin permiso' } })).toBe('Sin permiso');
    expect(errorText(ownPiece, { messages: { VT404: 'Inicia sesión' } })).toBe(ownPiece.message);
    const taken = { code: '23505', message: 'duplicate key value violates unique constraint' };
    expect(errorText(taken, { messages: { uniqueViolation: 'Ese nombre ya está en uso' } })).toBe(
      'Ese nombre ya está en uso',
    );
  });

  it('el tipo de un código VT sale de su tercer carácter', () => {
    expect(dbErrorKind({ code: 'VT207' })).toBe('invalidParameter');
    expect(dbErrorKind({ code: 'VT306' })).toBe('checkViolation');
    expect(dbErrorKind({ code: 'VT409' })).toBe('insufficientPrivilege');
    expect(dbErrorKind({ code: 'VT534' })).toBe('wrongState');
    expect(dbErrorKind({ code: 'VT600' })).toBe('foreignKeyViolation');
    expect(dbErrorKind({ code: 'VT701' })).toBe('uniqueViolation');
    expect(dbErrorKind({ code: 'VT002' })).toBe('identityRequired');
  });

  it('sin nada mejor: el texto general del tipo, si no el de respaldo', () => {
    const duplicate = { code: '23505', message: 'duplicate key value violates unique constraint' };
    expect(errorText(duplicate, { fallback: 'respaldo' })).toBe(copy.dbErrors.uniqueViolation);
    expect(errorText({ code: 'VT409', message: '   ' })).toBe(copy.dbErrors.insufficientPrivilege);
    expect(errorText({ code: 'VT534' }, { fallback: 'respaldo' })).toBe('respaldo');
    expect(errorText(new Error('boom'), { fallback: 'No se pudo enviar tu oferta' })).toBe(
      'No se pudo enviar tu oferta',
    );
    expect(errorText(undefined)).toBe(copy.common.tryAgain);
    expect(errorText(null)).toBe(copy.common.tryAgain);
    expect(errorText('texto suelto')).toBe(copy.common.tryAgain);
  });
});
