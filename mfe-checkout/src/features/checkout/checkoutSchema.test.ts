import { errorAt } from '../../../../shared/test/schemaErrorAt';
import { checkoutSchema, isCardExpiryCurrent } from './checkoutSchema';

describe('checkoutSchema', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@vitrina.mx',
    address: 'Av. Reforma 222',
    neighborhood: 'Juárez',
    phone: '5512345678',
    city: 'CDMX',
    state: 'CDMX',
    zipCode: '06600',
    cardName: 'Ana López',
    cardNumber: '4242424242424242',
    cardExpiry: '12/29',
    cardCvc: '123',
  };
  const at = (patch: Record<string, string>, path: string) => errorAt(checkoutSchema, { ...valid, ...patch }, path);

  it('acepta un pedido válido', async () => {
    await expect(checkoutSchema.isValid(valid)).resolves.toBe(true);
  });

  it.each([
    [{ firstName: 'A' }, 'firstName', 'El nombre es muy corto'],
    [{ lastName: 'L' }, 'lastName', 'El apellido es muy corto'],
    [{ email: 'ana@' }, 'email', 'Email inválido'],
    [{ address: 'Av 1' }, 'address', 'La dirección es muy corta'],
    [{ city: 'X' }, 'city', 'La ciudad es muy corta'],
    [{ state: 'X' }, 'state', 'El estado es muy corto'],
    [{ zipCode: '0660' }, 'zipCode', 'Código postal inválido'],
    [{ zipCode: 'abcde' }, 'zipCode', 'Código postal inválido'],
    [{ cardName: 'A' }, 'cardName', 'El nombre es muy corto'],
    [{ cardExpiry: '00/29' }, 'cardExpiry', 'Fecha inválida'],
    [{ cardExpiry: '01/20' }, 'cardExpiry', 'Fecha inválida'],
    [{ cardNumber: '424242424242424' }, 'cardNumber', 'Número de tarjeta inválido'],
    [{ cardNumber: '42424242424242421' }, 'cardNumber', 'Número de tarjeta inválido'],
    [{ cardNumber: '4242abcd42424242' }, 'cardNumber', 'Número de tarjeta inválido'],
    [{ cardExpiry: '1229' }, 'cardExpiry', 'Fecha inválida'],
    [{ cardExpiry: '13/29' }, 'cardExpiry', 'Fecha inválida'],
    [{ cardCvc: '12' }, 'cardCvc', 'CVC inválido'],
    [{ cardCvc: '12345' }, 'cardCvc', 'CVC inválido'],
  ])('%j → %s: %s', async (patch, path, message) => {
    expect(await at(patch, path)).toBe(message);
  });

  it('una tarjeta vence al terminar su mes: este mes vale, el anterior no', () => {
    const now = new Date(2027, 4, 15); // mayo de 2027
    expect(isCardExpiryCurrent('05/27', now)).toBe(true);
    expect(isCardExpiryCurrent('04/27', now)).toBe(false);
    expect(isCardExpiryCurrent('12/26', now)).toBe(false);
    expect(isCardExpiryCurrent('01/28', now)).toBe(true);
    expect(isCardExpiryCurrent('5/27', now)).toBe(false);
  });

  it('acepta número de tarjeta con espacios y CVC de 4 dígitos', async () => {
    expect(await at({ cardNumber: '4242 4242 4242 4242' }, 'cardNumber')).toBeUndefined();
    expect(await at({ cardCvc: '1234' }, 'cardCvc')).toBeUndefined();
  });
});
