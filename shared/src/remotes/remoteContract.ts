import type { ComponentType } from 'react';

/**
 * The frontend contract between the shell and the five remotes: their federation names and, for each, the keys of
 * the components its `./routes` module exposes. The shell loads pages by these keys (shell/src/app/remotePages.ts)
 * and every remote checks its `./routes` object against them with `satisfies RemoteRoutes<'mfe_x'>`, so a key
 * renamed on one side fails `tsc` on both.
 */
export const REMOTE_NAMES = ['mfe_auth', 'mfe_catalog', 'mfe_checkout', 'mfe_sell', 'mfe_dashboard'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** The route and slot keys of each remote's `./routes`. */
export const REMOTE_ROUTE_KEYS = {
  mfe_auth: [
    'AuthPage',
    'OnboardingPage',
    'PasswordRecoveryPage',
    'NewsletterSignup',
    'WaitlistHomeForm',
    'WaitlistLandingForm',
    'CollectorCounter',
  ],
  mfe_catalog: ['ProductsPage', 'ProductDetailPage', 'CategoryPage', 'SubcategoryPage'],
  mfe_checkout: ['CartPage', 'CheckoutPage'],
  mfe_sell: ['SellPage'],
  mfe_dashboard: ['DashboardPage', 'VerificationRequestPage'],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteRouteKey<R extends RemoteName> = (typeof REMOTE_ROUTE_KEYS)[R][number];

/**
 * A page or slot a remote exposes. Each has its own props (most none, slots a few), and the shell passes them
 * through untyped across the federation boundary: `any` is the one type every component's props accept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: props differ per component
export type RemoteComponent = ComponentType<any>;

/** What a remote's `./routes` exports: exactly its contract keys. */
export type RemoteRoutes<R extends RemoteName> = Record<RemoteRouteKey<R>, RemoteComponent>;
