import type { ComponentType } from 'react';
import { ComingSoonPage } from '@vitrina/shared/ui';

// Pages and slots this remote lends to the shell (federation expose './routes'). Feature work replaces each
// placeholder with the real page under src/features/.

export function ProductsPage() {
  return (
    <ComingSoonPage
      title="Explorar piezas"
      description="Muy pronto podrás buscar y filtrar cartas, jerseys, memorabilia firmada y equipamiento de leyenda, todo revisado por nuestro equipo antes de publicarse."
      highlights={["Búsqueda con sugerencias y búsquedas populares","Filtros por categoría, precio, condición y rareza","Carga continua mientras recorres el catálogo"]}
    />
  );
}

export function ProductDetailPage() {
  return (
    <ComingSoonPage
      title="Detalle de la pieza"
      description="Aquí verás las fotos, la autenticación y el historial de precio de cada pieza, y podrás comprarla o hacer una oferta al vendedor."
      highlights={["Galería de fotos y datos de autenticidad","Ofertas, favoritos y alertas de precio","Mensajes directos con el vendedor"]}
    />
  );
}

export function CategoryPage() {
  return (
    <ComingSoonPage
      title="Categorías de colección"
      description="Estamos preparando cada categoría con sus colecciones destacadas: cartas, jerseys, memorabilia y equipamiento."
      highlights={["Piezas destacadas por categoría","Subcategorías por deporte, equipo y rareza"]}
    />
  );
}

export function SubcategoryPage() {
  return (
    <ComingSoonPage
      title="Colecciones"
      description="Cada subcategoría reunirá las piezas de un deporte, equipo o época para que encuentres justo lo que buscas."
      highlights={["Listados por deporte, liga y rareza","Filtros y orden por precio o novedad"]}
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
