import { assertKernel, checkKernel, isKernelVersionError, KernelVersionError, satisfiesCaret } from './checkKernel';

describe('satisfiesCaret', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.2.0', true],
    ['1.2.0', '^1.2.1', false],
    ['1.1.9', '^1.2.0', false],
    ['2.0.0', '^1.2.0', false],
    ['0.3.4', '^0.3.1', true],
    ['0.4.0', '^0.3.1', false],
    ['1.0', '^1.0.0', false],
    ['1.0.0', '>=1.0.0', false],
  ])('%s cumple %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });
});

describe('assertKernel', () => {
  it('deja pasar un kernel compatible con el rango de la app', () => {
    expect(() => assertKernel('^1.0.0', '1.3.0')).not.toThrow();
  });

  it('rechaza un kernel más viejo que el que la app necesita', () => {
    expect(() => assertKernel('^1.4.0', '1.3.0')).toThrow(KernelVersionError);
  });

  it('rechaza un kernel de otra versión mayor', () => {
    expect(() => assertKernel('^1.0.0', '2.0.0')).toThrow(KernelVersionError);
  });

  it('rechaza una página cuyo kernel no dice su versión', () => {
    expect(() => assertKernel('^1.0.0', undefined)).toThrow(KernelVersionError);
  });

  it('no comprueba nada fuera de una compilación de webpack', () => {
    expect(() => assertKernel(undefined, '0.0.1')).not.toThrow();
  });
});

it('checkKernel acepta el kernel de este mismo repositorio', () => {
  expect(() => checkKernel()).not.toThrow();
});

describe('isKernelVersionError', () => {
  it('lo encuentra dentro de la cadena de causas de un error de carga', () => {
    const wrapped = new Error('No se pudo cargar mfe_catalog/routes', {
      cause: new KernelVersionError('^1.2.0', '1.0.0'),
    });
    expect(isKernelVersionError(wrapped)).toBe(true);
    expect(isKernelVersionError(new Error('otra cosa'))).toBe(false);
  });
});
