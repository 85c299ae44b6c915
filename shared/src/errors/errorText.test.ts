import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copy } from '../copy';
import { errorText, isUserText } from './errorText';

const migrations = join(__dirname, '../../../supabase/migrations');

/** Every literal `raise exception '…'` text of the migrations: what the database says to a person. */
function raisedTexts(): string[] {
  const texts = new Set<string>();
  for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql'))) {
    for (const match of readFileSync(join(migrations, file), 'utf8').matchAll(/raise exception '((?:[^']|'')+)'/gi)) {
      if (match[1] !== '%') texts.add(match[1].replace(/''/g, "'"));
    }
  }
  return [...texts];
}

describe('errorText: un error en palabras', () => {
  it("deja pasar tal cual cada 'raise exception' de la base de datos (ya es texto para la persona)", () => {
    const texts = raisedTexts();
    expect(texts.length).toBeGreaterThan(50);
    for (const message of texts) {
      expect(errorText({ code: 'P0001', message, details: null, hint: null })).toBe(message);
      expect(errorText({ code: '42501', message, details: null, hint: null })).toBe(message);
    }
  });

  it('no muestra los textos en inglés de Postgres, PostgREST ni del navegador', () => {
    const english = [
      'duplicate key value violates unique constraint "profiles_username_key"',
      'new row violates row-level security policy for table "products"',
      'null value in column "title" of relation "products" violates not-null constraint',
      'permission denied for table orders',
      'JSON object requested, multiple (or no) rows returned',
      'Invalid login credentials',
      'Request failed with status code 500',
      '500',
    ];
    for (const message of english) expect(isUserText(message)).toBe(false);
    expect(errorText({ code: '23505', message: english[0] })).toBe(copy.dbErrors.uniqueViolation);
    expect(errorText({ code: '42501', message: english[1] })).toBe(copy.dbErrors.insufficientPrivilege);
    expect(errorText({ code: 'PGRST116', message: english[4] })).toBe(copy.common.tryAgain);
    expect(errorText(new Error('Request failed with status code 500'))).toBe(copy.common.tryAgain);
    expect(errorText({ status: 500 })).toBe(copy.common.tryAgain);
  });

  it('una falla de red es el texto de conexión', () => {
    expect(errorText(new TypeError('Failed to fetch'))).toBe(copy.marketplace.connectionErrorDescription);
    expect(errorText({ code: '', message: 'TypeError: fetch failed', details: '' })).toBe(
      copy.marketplace.connectionErrorDescription,
    );
    const authNetwork = { __isAuthError: true, name: 'AuthRetryableFetchError', status: 503, message: 'x' };
    expect(errorText(authNetwork)).toBe(copy.marketplace.connectionErrorDescription);
  });

  it('las palabras de la función van antes que las de la base de datos, y su respaldo al final', () => {
    const taken = { code: '23505', message: 'duplicate key value violates unique constraint' };
    expect(errorText(taken, { messages: { uniqueViolation: 'Ese nombre ya está en uso' } })).toBe(
      'Ese nombre ya está en uso',
    );
    expect(errorText(new Error('boom'), { fallback: 'No se pudo enviar tu oferta' })).toBe(
      'No se pudo enviar tu oferta',
    );
    expect(errorText(undefined)).toBe(copy.common.tryAgain);
    expect(errorText(null)).toBe(copy.common.tryAgain);
    expect(errorText('texto suelto')).toBe(copy.common.tryAgain);
    expect(errorText({ message: '   ' })).toBe(copy.common.tryAgain);
  });

  it('usa el texto de la función, si no el general en español, si no el de respaldo', () => {
    const duplicate = { code: '23505', message: 'duplicate key value violates unique constraint' };
    const own = 'Ese nombre de usuario ya está en uso';
    expect(errorText(duplicate, { fallback: 'respaldo', messages: { uniqueViolation: own } })).toBe(own);
    expect(errorText(duplicate, { fallback: 'respaldo' })).toBe(copy.dbErrors.uniqueViolation);
    expect(errorText({ code: '42501', message: 'denied' })).toBe('No tienes permisos para realizar esta acción.');
    expect(errorText({ code: 'VT001', message: 'x' }, { fallback: 'respaldo' })).toBe('respaldo');
    expect(errorText({ code: 'XX000', message: 'x' }, { fallback: 'respaldo' })).toBe('respaldo');
  });

  it('deja pasar el texto en español que lanza la aplicación', () => {
    expect(errorText(new Error('No se pudo comprimir la imagen'))).toBe('No se pudo comprimir la imagen');
  });
});
