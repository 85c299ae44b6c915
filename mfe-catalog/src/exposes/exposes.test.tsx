import { describeRemoteExposes } from '../../../shared/test/remoteExposes';
import routes from './routes';
import lifecycles from './lifecycles';

describeRemoteExposes('mfe_catalog', {
  routes,
  routeKeys: ['AuctionsPage', 'CategoryPage', 'ProductDetailPage', 'ProductsPage', 'SellerPage', 'SubcategoryPage'],
  lifecycles,
  path: '/categories/desconocida',
  heading: 'Categoría no encontrada',
});
