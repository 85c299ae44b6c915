import { StandaloneRemote, type StandaloneRoute } from '@vitrina/shared/ui';
import routes from './exposes/routes';

/** Paths this remote answers when it runs on its own; inside the shell the shell's route table decides. */
const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/cart', Page: routes.CartPage },
  { path: '/checkout/*', Page: routes.CheckoutPage },
];

/** The remote's own root, for the standalone bootstrap and the single-spa lifecycles. */
export function RemoteRoot() {
  return <StandaloneRemote routes={STANDALONE_ROUTES} home="/cart" />;
}
