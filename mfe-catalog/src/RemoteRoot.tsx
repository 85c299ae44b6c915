import { StandaloneRemote, type StandaloneRoute } from '@vitrina/shared/ui';
import routes from './exposes/routes';

/** Paths this remote answers when it runs on its own; inside the shell the shell's route table decides. */
const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/products', Page: routes.ProductsPage },
  { path: '/products/:id', Page: routes.ProductDetailPage },
  { path: '/product/:id', Page: routes.ProductDetailPage },
  { path: '/sellers/:username', Page: routes.SellerPage },
  { path: '/categories/:id', Page: routes.CategoryPage },
  { path: '/category/:id', Page: routes.CategoryPage },
  { path: '/category/:id/:sub', Page: routes.SubcategoryPage },
  { path: '/:categoryId/:sub', Page: routes.SubcategoryPage },
];

/** The remote's own root, for the standalone bootstrap and the single-spa lifecycles. */
export function RemoteRoot() {
  return <StandaloneRemote routes={STANDALONE_ROUTES} home="/products" />;
}
