// @vitrina/shared/kernel: the runtime kernel, the one part of shared that exists once per page. The shell provides
// it as a federation singleton and every remote uses the shell's copy, so what is here must be compatible across
// deploys (semver in shared/package.json, policy in docs/architecture.md). Only state and contracts belong here:
// the session, cart and toast stores, the QueryClient and the query-key roots, the theme provider, the runtime
// config, analytics and error reporting sinks, the remote contract. Stateless code (UI primitives, formatters,
// copy, queries, schemas) lives in the build-time entries (core, ui, forms, data), which each app bundles itself.
// Its public API is recorded in shared/kernel.api.md and checked in npm test (scripts/kernelApi.mjs).
// The Supabase client is the kernel's second share key, '@vitrina/shared/supabase', loaded on demand (supabase-js
// is large).

export * from '../kernel/version';
export * from '../globalSingleton';
export * from '../config/runtimeConfig';

export * from '../session/sessionStore';
export * from '../cart/cartStore';
export * from '../ui/toast/toastStore';

export * from '../query/queryClient';
export * from '../query/queryRoots';

export * from '../providers/AppProviders';
export * from '../ui/theme';

export * from '../analytics/analytics';
export * from '../errors/reportError';
export * from '../remotes/remoteContract';
export * from '../remotes/exposedLoader';
