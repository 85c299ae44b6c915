import { listingCopy } from '../src/features/products-listing/copy';

/** Every string value of a copy object, flattened. */
function allStrings(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') return Object.values(node).flatMap(allStrings);
  return [];
}

// The spec's strings that moved from shared's catalogue into the catalog's features: still there, exactly.
describe('textos del catálogo', () => {
  it('copia textos del spec exactamente', () => {
    expect(listingCopy.title).toBe('Todos los tesoros');
  });

  it('contiene cada texto del spec (§2, §4 y el catálogo de errores §8) que muestra el catálogo', () => {
    const strings = new Set([listingCopy].flatMap(allStrings));
    const spec = [
      'Todos los tesoros',
      'Solo productos autenticados',
      'Solo productos destacados',
      'Limpiar filtros',
      'Cualquier precio',
      'Filtros eliminados',
      'Mostrando todos los productos disponibles',
    ];
    expect(spec.filter((s) => !strings.has(s))).toEqual([]);
  });
});
