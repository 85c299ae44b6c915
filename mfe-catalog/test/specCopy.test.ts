import { accessCopy } from '../src/features/access/copy';
import { categoryCopy } from '../src/features/category-page/copy';
import { productCardCopy } from '../src/features/product-card/copy';
import { productDetailCopy } from '../src/features/product-detail/copy';
import { listingCopy } from '../src/features/products-listing/copy';
import { searchPaletteCopy } from '../src/features/search-palette/copy';
import { missingSpecStrings } from '../../shared/test/specCopy';

// The spec's strings that moved from shared's catalogue into the catalog's features: still there, exactly.
describe('textos del catálogo', () => {
  it('copia textos del spec exactamente', () => {
    expect(listingCopy.title).toBe('Todos los tesoros');
    expect(productDetailCopy.productUnavailable).toBe('Este tesoro ya no está disponible');
    expect(accessCopy.loginToOffer).toBe('Debes iniciar sesión para hacer ofertas');
  });

  it('contiene cada texto del spec (§2, §4 y el catálogo de errores §8) que muestra el catálogo', () => {
    const spec = [
      'Todos los tesoros',
      'Solo productos autenticados',
      'Solo productos destacados',
      'Limpiar filtros',
      'Cualquier precio',
      'Filtros eliminados',
      'Mostrando todos los productos disponibles',
      'Debes iniciar sesión para guardar favoritos',
      'Debes iniciar sesión para agregar al carrito',
      'Debes iniciar sesión para hacer ofertas',
      'Inicia sesión',
      'Debes iniciar sesión para realizar esta acción',
      'Espera a que se cargue la información del producto',
      'No se puede enviar la oferta: información del vendedor no disponible',
      'No se pudo enviar tu oferta. Inténtalo de nuevo.',
      'No se pudo crear la alerta de precio',
      'Producto agregado',
      'El producto se ha agregado al carrito',
      'Producto guardado',
      'Imagen no disponible',
      'Añadir',
      'Ofertar',
      'Categoría no encontrada',
      'Precio mínimo histórico',
    ];
    expect(
      missingSpecStrings(
        [accessCopy, categoryCopy, productCardCopy, productDetailCopy, listingCopy, searchPaletteCopy],
        spec,
      ),
    ).toEqual([]);
  });
});
