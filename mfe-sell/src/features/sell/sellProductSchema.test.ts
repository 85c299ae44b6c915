import { NO_PIECE_DETAILS } from '../../../../shared/test/productFixtures';
import { errorAt } from '../../../../shared/test/schemaErrorAt';
import { sellProductSchema, SELL_PRODUCT_DEFAULTS, subcategoryIdsOf } from './sellProductSchema';

describe('sellProductSchema', () => {
  const valid = {
    title: 'Jersey firmado de Jordan',
    price: 2500,
    description: 'Jersey original firmado, con certificado de autenticidad.',
    condition: 'new',
    category: 'jerseys',
  };
  const at = (patch: Record<string, unknown>, path: string) => errorAt(sellProductSchema, { ...valid, ...patch }, path);

  it('acepta un producto válido', async () => {
    await expect(sellProductSchema.isValid(valid)).resolves.toBe(true);
  });

  it('título entre 3 y 100 caracteres', async () => {
    expect(await at({ title: 'ab' }, 'title')).toBe('El título debe tener al menos 3 caracteres');
    expect(await at({ title: 'a'.repeat(101) }, 'title')).toBe('El título no puede exceder 100 caracteres');
    expect(await at({ title: 'a'.repeat(100) }, 'title')).toBeUndefined();
  });

  it('precio requerido, mayor a 0, máximo 1,000,000', async () => {
    expect(await at({ price: '' }, 'price')).toBe('El precio es requerido');
    expect(await at({ price: undefined }, 'price')).toBe('El precio es requerido');
    expect(await at({ price: 'abc' }, 'price')).toBe('El precio es requerido');
    expect(await at({ price: 0 }, 'price')).toBe('El precio debe ser mayor a 0');
    expect(await at({ price: -5 }, 'price')).toBe('El precio debe ser mayor a 0');
    expect(await at({ price: 1_000_001 }, 'price')).toBe('El precio máximo es $1,000,000 MXN');
    expect(await at({ price: 1_000_000 }, 'price')).toBeUndefined();
    expect(await at({ price: '150.50' }, 'price')).toBeUndefined();
    // centavos, never a fraction of one (the database refuses it rather than rounding)
    expect(await at({ price: 1500.005 }, 'price')).toBe('El precio lleva a lo más dos decimales (centavos)');
  });

  it('descripción entre 20 y 500 caracteres', async () => {
    expect(await at({ description: 'corta' }, 'description')).toBe('La descripción debe tener al menos 20 caracteres');
    expect(await at({ description: 'a'.repeat(501) }, 'description')).toBe(
      'La descripción no puede exceder 500 caracteres',
    );
  });

  it('condición: solo new, excellent, good, fair', async () => {
    for (const condition of ['new', 'excellent', 'good', 'fair'])
      expect(await at({ condition }, 'condition')).toBeUndefined();
    expect(await at({ condition: 'poor' }, 'condition')).toBe('Debes seleccionar la condición del producto');
    expect(await at({ condition: '' }, 'condition')).toBe('Debes seleccionar la condición del producto');
  });

  it("categoría requerida: 'La categoría es requerida'", async () => {
    expect(await at({ category: '' }, 'category')).toBe('La categoría es requerida');
  });

  it("una categoría que la lista no ofrece (un borrador de antes): 'Debes seleccionar una categoría'", async () => {
    expect(await at({ category: 'stamps' }, 'category')).toBe('Debes seleccionar una categoría');
    expect(await at({ category: 'cards' }, 'category')).toBeUndefined();
  });

  it("la condición por omisión es 'new' y las unidades por omisión 1", () => {
    const cast = sellProductSchema.cast({ ...valid, condition: undefined, stock: '' });
    expect(cast.condition).toBe('new');
    expect(cast.stock).toBe(1);
    expect(SELL_PRODUCT_DEFAULTS).toMatchObject({ condition: 'new', stock: 1, title: '', price: '' });
  });

  it('los atributos opcionales vacíos se guardan como null', async () => {
    const cast = sellProductSchema.cast({
      ...valid,
      subcategory: '',
      rarity: '',
      psa_grade: '',
      signed_by: '',
      certifier: '  ',
      certificate_number: '',
    });
    expect(cast).toMatchObject(NO_PIECE_DETAILS);
    await expect(sellProductSchema.isValid({ ...SELL_PRODUCT_DEFAULTS, ...valid })).resolves.toBe(true);
  });

  it('la subcategoría debe ser de la categoría elegida', async () => {
    expect(await at({ category: 'jerseys', subcategory: 'nba' }, 'subcategory')).toBeUndefined();
    expect(await at({ category: 'jerseys', subcategory: 'rookie' }, 'subcategory')).toBe(
      'Selecciona una subcategoría de la categoría elegida',
    );
    expect(await at({ category: 'cards', subcategory: 'rookie' }, 'subcategory')).toBeUndefined();
    expect(subcategoryIdsOf('memorabilia')).toEqual([
      'photos',
      'balls',
      'gear',
      'posters',
      'super-bowl',
      'nba-finals',
      'world-series',
      'world-cup',
    ]);
    expect(subcategoryIdsOf('')).toEqual([]);
  });

  it('rareza, calificación PSA y firmado por solo aceptan valores de la lista', async () => {
    expect(await at({ rarity: 'legendary' }, 'rarity')).toBeUndefined();
    expect(await at({ rarity: 'mythic' }, 'rarity')).toBe('Selecciona una rareza de la lista');
    expect(await at({ psa_grade: 'psa_10' }, 'psa_grade')).toBeUndefined();
    expect(await at({ psa_grade: 'psa_11' }, 'psa_grade')).toBe('Selecciona una calificación PSA de la lista');
    expect(await at({ signed_by: 'legend' }, 'signed_by')).toBeUndefined();
    expect(await at({ signed_by: 'fan' }, 'signed_by')).toBe('Selecciona quién firmó la pieza');
  });

  it('certificadora y número de certificado hasta 100 caracteres; el número pide certificadora', async () => {
    expect(await at({ certifier: 'a'.repeat(101) }, 'certifier')).toBe(
      'La certificadora no puede exceder 100 caracteres',
    );
    expect(await at({ certifier: 'PSA', certificate_number: '1'.repeat(101) }, 'certificate_number')).toBe(
      'El número de certificado no puede exceder 100 caracteres',
    );
    expect(await at({ certifier: '', certificate_number: '12345678' }, 'certificate_number')).toBe(
      'Indica la certificadora del certificado',
    );
    expect(await at({ certifier: 'PSA', certificate_number: '12345678' }, 'certificate_number')).toBeUndefined();
  });

  it('unidades: entero entre 1 y 999', async () => {
    const message = 'Las unidades deben ser un número entero entre 1 y 999';
    for (const stock of [0, 1000, 1.5, -1, 'abc']) expect(await at({ stock }, 'stock')).toBe(message);
    for (const stock of [1, 999, '3']) expect(await at({ stock }, 'stock')).toBeUndefined();
  });
});
