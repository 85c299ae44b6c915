// VITRINA_SINGLE_BUNDLE=1 only (shell/build/singleBundle.cjs): stands in for '@module-federation/enhanced/runtime'
// so every remote module the shell or a remote asks for comes from this build (one webpack runtime, one copy of
// each library, split into lazy chunks by import()). A benchmark baseline, never deployed: bench/pages compares the
// federated pages with these.
type Loader = () => Promise<unknown>;

const EXPOSED: Record<string, Loader> = {
  'mfe_auth/routes': () => import('../../mfe-auth/src/exposes/routes'),
  'mfe_catalog/routes': () => import('../../mfe-catalog/src/exposes/routes'),
  'mfe_catalog/ProductCard': () => import('../../mfe-catalog/src/exposes/ProductCard'),
  'mfe_catalog/SearchPalette': () => import('../../mfe-catalog/src/exposes/SearchPalette'),
  'mfe_checkout/routes': () => import('../../mfe-checkout/src/exposes/routes'),
  'mfe_sell/routes': () => import('../../mfe-sell/src/exposes/routes'),
  'mfe_sell/ListingForm': () => import('../../mfe-sell/src/exposes/ListingForm'),
  'mfe_dashboard/routes': () => import('../../mfe-dashboard/src/exposes/routes'),
};

export async function loadRemote<T>(id: string): Promise<T | null> {
  const load = EXPOSED[id];
  if (!load) throw new Error(`${id} no está en el bundle único`);
  return (await load()) as T;
}

/** Nothing to register: the remotes are part of this build. */
export function registerRemotes(): void {}
