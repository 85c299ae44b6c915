import { cardExpiryInput, cardNumberInput, cvcInput } from './cardInput';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import {
  CHECKOUT_TABS,
  EMPTY_CHECKOUT_VALUES,
  isTabComplete,
  splitDisplayName,
  tabNames,
  tabsWithErrors,
  toShippingAddress,
} from './checkoutFields';
import { checkoutSchema, type CheckoutValues } from './checkoutSchema';

/** The errors formik's one validation pass puts in its state: the schema, mapped exactly as `validationSchema`. */
async function fieldErrors(values: CheckoutValues): Promise<FormikErrors<CheckoutValues>> {
  try {
    await validateYupSchema(values, checkoutSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

const VALID = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@vitrina.mx',
  address: 'Av. Reforma 222',
  neighborhood: 'Juárez',
  phone: '55 1234 5678',
  city: 'CDMX',
  state: 'CDMX',
  zipCode: '06600',
  cardName: 'Ana López',
  cardNumber: '4242424242424242',
  cardExpiry: '12/30',
  cardCvc: '123',
};

describe('número de tarjeta', () => {
  it('acepta 4242 4242 4242 4242 escrito o pegado con espacios o guiones y lo muestra agrupado', async () => {
    expect(cardNumberInput('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(cardNumberInput('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(cardNumberInput('42424242424242429999')).toBe('4242 4242 4242 4242');
    expect(await fieldErrors({ ...VALID, cardNumber: '4242 4242 4242 4242' })).toEqual({});
    expect((await fieldErrors({ ...VALID, cardNumber: '4242 4242 4242 4' })).cardNumber).toBe(
      'Número de tarjeta inválido',
    );
  });

  it('pide colonia y un teléfono de 10 dígitos para la paquetería', async () => {
    expect(await fieldErrors({ ...VALID, neighborhood: '', phone: '55 12' })).toEqual({
      neighborhood: 'La colonia es muy corta',
      phone: 'Escribe un teléfono de 10 dígitos',
    });
  });
});

describe('pestañas del checkout', () => {
  it('cuenta, envío y pago reparten los 13 campos del formulario', () => {
    expect(CHECKOUT_TABS.map((t) => t.id)).toEqual(['account', 'shipping', 'payment']);
    expect(CHECKOUT_TABS.flatMap((t) => t.fields).sort()).toEqual(Object.keys(EMPTY_CHECKOUT_VALUES).sort());
  });

  it('una pestaña está completa cuando ninguno de sus campos tiene error', async () => {
    const values = { ...VALID, zipCode: '123' };
    const errors = await fieldErrors(values);
    expect(errors).toEqual({ zipCode: 'Código postal inválido' });
    expect(isTabComplete(CHECKOUT_TABS[0]!, values, errors)).toBe(true);
    expect(isTabComplete(CHECKOUT_TABS[1]!, values, errors)).toBe(false);
    expect(tabsWithErrors(errors).map((t) => t.id)).toEqual(['shipping']);
    expect(tabsWithErrors(await fieldErrors(VALID))).toEqual([]);
  });

  it('nombra las pestañas con errores como se enumeran en español', () => {
    expect(tabNames(CHECKOUT_TABS.slice(0, 1))).toBe('Cuenta');
    expect(tabNames(CHECKOUT_TABS.slice(0, 2))).toBe('Cuenta y Envío');
    expect(tabNames(CHECKOUT_TABS)).toBe('Cuenta, Envío y Pago');
  });

  it('una pestaña vacía no está completa aunque la validación aún no haya respondido', () => {
    expect(isTabComplete(CHECKOUT_TABS[1]!, { ...VALID, city: ' ' }, {})).toBe(false);
    expect(isTabComplete(CHECKOUT_TABS[1]!, VALID, {})).toBe(true);
  });

  it('la orden guarda contacto y dirección, nunca la tarjeta', () => {
    const address = toShippingAddress({ ...VALID, firstName: ' Ana ', city: ' CDMX ' });
    expect(address).toEqual({
      full_name: 'Ana López',
      email: 'ana@vitrina.mx',
      address: 'Av. Reforma 222',
      city: 'CDMX',
      state: 'CDMX',
      zip_code: '06600',
      neighborhood: 'Juárez',
      phone: '5512345678',
    });
    expect(JSON.stringify(address)).not.toMatch(/4242|12\/30|123"/);
  });

  it('el nombre del perfil se parte en nombre y apellidos', () => {
    expect(splitDisplayName('Diego Ramírez Soto')).toEqual({ firstName: 'Diego', lastName: 'Ramírez Soto' });
    expect(splitDisplayName('memo')).toEqual({ firstName: 'memo', lastName: '' });
    expect(splitDisplayName(null)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('entradas de la tarjeta', () => {
  it('número: solo dígitos, 16 como máximo', () => {
    expect(cardNumberInput('4242 4242-4242 4242 99')).toBe('4242 4242 4242 4242');
  });

  it('vencimiento: la diagonal aparece tras el mes y no estorba al borrar', () => {
    expect(cardExpiryInput('1', '')).toBe('1');
    expect(cardExpiryInput('12', '1')).toBe('12/');
    expect(cardExpiryInput('12', '12/')).toBe('12');
    expect(cardExpiryInput('1230', '')).toBe('12/30');
    expect(cardExpiryInput('12/309', '12/30')).toBe('12/30');
  });

  it('CVC: hasta 4 dígitos', () => {
    expect(cvcInput('12a345')).toBe('1234');
  });
});
