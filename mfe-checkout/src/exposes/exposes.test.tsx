import { describeRemoteExposes } from '../../../shared/test/remoteExposes';
import routes from './routes';
import lifecycles from './lifecycles';

describeRemoteExposes('mfe_checkout', {
  routes,
  routeKeys: ['CartPage', 'CheckoutPage'],
  lifecycles,
  path: '/cart',
  heading: 'Tu carrito',
});
