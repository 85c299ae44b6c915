import { copy } from '../copy';
import { errorAt } from '../../test/schemaErrorAt';
import { deleteConfirmSchema, messageSchema, profileSchema } from './schemas';
import { EMAIL_PATTERN, isValidEmail } from './patterns';

describe('profileSchema', () => {
  const valid = { username: 'ana', display_name: 'Ana', phone_number: '' };

  it('acepta teléfono vacío', async () => {
    await expect(profileSchema.isValid(valid)).resolves.toBe(true);
    expect(profileSchema.cast(valid).phone_number).toBeUndefined();
  });

  it("usuario de menos de 3: 'El nombre de usuario debe tener al menos 3 caracteres'", async () => {
    expect(await errorAt(profileSchema, { ...valid, username: 'an' }, 'username')).toBe(
      'El nombre de usuario debe tener al menos 3 caracteres',
    );
  });

  it('usuario: lo que lleva la dirección de su página, hasta 30, con la razón; las mayúsculas valen', async () => {
    const format = copy.profile.usernameFormat;
    for (const bad of ['ana lópez 😀', 'ana lopez', 'josé', '_ana', 'ana/perez']) {
      expect(await errorAt(profileSchema, { ...valid, username: bad }, 'username')).toBe(format);
    }
    expect(await errorAt(profileSchema, { ...valid, username: 'a'.repeat(120) }, 'username')).toBe(
      'El nombre de usuario puede tener hasta 30 caracteres',
    );
    for (const good of ['Ana_Lopez', 'coleccionista.mx', 'memo-99', 'a'.repeat(30), ' tarjetas_del_norte ']) {
      expect(await errorAt(profileSchema, { ...valid, username: good }, 'username')).toBeUndefined();
    }
  });

  it('teléfono: los espacios no cuentan', async () => {
    expect(
      await errorAt(profileSchema, { ...valid, phone_number: ' +52 55 1234 5678 ' }, 'phone_number'),
    ).toBeUndefined();
    expect(profileSchema.cast({ ...valid, phone_number: ' +52 55 1234 5678 ' }).phone_number).toBe('+525512345678');
  });

  it("nombre visible de menos de 2: 'El nombre debe tener al menos 2 caracteres'", async () => {
    expect(await errorAt(profileSchema, { ...valid, display_name: 'A' }, 'display_name')).toBe(
      'El nombre debe tener al menos 2 caracteres',
    );
  });

  it('teléfono: + y 10 a 15 caracteres', async () => {
    const msg = 'El número debe comenzar con + y tener entre 10 y 15 dígitos';
    expect(await errorAt(profileSchema, { ...valid, phone_number: '5512345678' }, 'phone_number')).toBe(msg);
    expect(await errorAt(profileSchema, { ...valid, phone_number: '+12345678' }, 'phone_number')).toBe(msg);
    expect(await errorAt(profileSchema, { ...valid, phone_number: '+1234567890123456' }, 'phone_number')).toBe(msg);
    expect(await errorAt(profileSchema, { ...valid, phone_number: '+525512345678' }, 'phone_number')).toBeUndefined();
    expect(await errorAt(profileSchema, { ...valid, phone_number: '+123456789' }, 'phone_number')).toBeUndefined();
  });

  it("teléfono con algo más que dígitos: 'El formato debe ser +[código de país][número] (solo números)'", async () => {
    expect(await errorAt(profileSchema, { ...valid, phone_number: '+52-55-1234' }, 'phone_number')).toBe(
      'El formato debe ser +[código de país][número] (solo números)',
    );
  });
});

describe('messageSchema', () => {
  it('un mensaje en blanco no es válido', async () => {
    await expect(messageSchema.isValid({ message: '   ' })).resolves.toBe(false);
    await expect(messageSchema.isValid({ message: 'Hola' })).resolves.toBe(true);
  });
});

describe('EMAIL_PATTERN', () => {
  it('acepta direcciones simples y rechaza espacios', () => {
    expect(EMAIL_PATTERN.test('a.b+c@d.mx')).toBe(true);
    expect(EMAIL_PATTERN.test('a b@d.mx')).toBe(false);
    expect(isValidEmail(' ana@vitrina.mx ')).toBe(true);
    expect(isValidEmail(undefined)).toBe(false);
  });
});

describe('deleteConfirmSchema', () => {
  it('solo la palabra ELIMINAR exacta confirma', async () => {
    for (const confirm of ['', 'eliminar', 'ELIMINAR ', ' ELIMINAR', 'ELIMINA']) {
      expect(await errorAt(deleteConfirmSchema, { confirm }, 'confirm')).toBe(
        'Escribe ELIMINAR, en mayúsculas, para confirmar',
      );
    }
    expect(await errorAt(deleteConfirmSchema, { confirm: 'ELIMINAR' }, 'confirm')).toBeUndefined();
  });
});
