// @vitrina/shared/kernel: the runtime kernel, the one part of shared that exists once per page. The shell provides
// it as a federation singleton and every remote uses the shell's copy, so it holds only what must be one instance
// per page: the session, the cart, the toasts, the QueryClient and the query-key roots every app's keys start with,
// the runtime config, the analytics and error-reporting sinks and the loader of other remotes' components.
// Its types are @vitrina/shared/contract (types only); pure code (theme, cart maths, providers, formatters) is the
// build-time library @vitrina/shared/core, which each app bundles itself. What is here must stay compatible across
// deploys (semver in shared/package.json, policy in docs/architecture.md); its public API is recorded in
// shared/api/kernel.api.md and checked in npm test (scripts/kernelApi.mjs).
// The Supabase client is the kernel's second share key, '@vitrina/shared/supabase', loaded on demand (supabase-js
// is large).

export { KERNEL_VERSION } from '../kernel/version';
export { getRuntimeConfig } from '../config/runtimeConfig';

export {
  useSessionStore,
  useSession,
  useUser,
  useSignOut,
  initSession,
  applyAuthEvent,
  resetSession,
  certainlySignedOut,
  onSupabaseClientCreated,
} from '../session/sessionStore';
export { useCartStore } from '../cart/cartStore';
export { toast, dismissToast, useToastStore } from '../ui/toast/toastStore';

export { queryClient } from '../query/queryClient';
export { queryRoots } from '../query/queryRoots';

export { setAnalyticsAdapter, getAnalyticsAdapter, trackPageView, trackEvent } from '../analytics/analytics';
export { setErrorReporter, reportError } from '../errors/reportError';
export { provideExposedLoader, loadExposed, resetExposed } from '../remotes/exposedLoader';
