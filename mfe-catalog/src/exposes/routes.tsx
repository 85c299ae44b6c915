import type { ComponentType } from 'react';
import { ComingSoonPage } from '@vitrina/shared/ui';
import { ProductsPage } from '../features/products-listing/ProductsPage';
import { CategoryPage } from '../features/category-page/CategoryPage';
import { SubcategoryPage } from '../features/category-page/SubcategoryPage';

// Pages and slots this remote lends to the shell (federation expose './routes'). Feature work replaces each
// placeholder with the real page under src/features/.

export function ProductDetailPage() {
  return (
    <ComingSoonPage
      title="Detalle de la pieza"
      description="Aquí verás las fotos, la autenticación y el historial de precio de cada pieza, y podrás comprarla o hacer una oferta al vendedor."
      highlights={["Galería de fotos y datos de autenticidad","Ofertas, favoritos y alertas de precio","Mensajes directos con el vendedor"]}
    />
  );
}

const routes = {
  ProductsPage,
  ProductDetailPage,
  CategoryPage,
  SubcategoryPage,
} satisfies Record<string, ComponentType<any>>;

export default routes;
