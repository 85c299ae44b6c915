// @vitrina/shared/core: what a first paint needs (config, stores, providers, styled primitives, copy, formatters).
// No Radix overlays, no yup and no supabase-js: those are @vitrina/shared/ui, /forms and /supabase, loaded when
// a page uses them.

export * from '../config/runtimeConfig';
export * from '../types/database';
export * from '../types/rows';
export * from '../globalSingleton';

export * from '../session/sessionStore';
export * from '../cart/cartStore';

export * from '../providers/AppProviders';
export * from '../query/queryClient';

export * from '../ui/theme';
export * from '../ui/GlobalStyle';
export * from '../ui/Button';
export * from '../ui/Input';
export * from '../ui/Label';
export * from '../ui/FormField';
export * from '../ui/Badge';
export * from '../ui/Skeleton';
export * from '../ui/Card';
export * from '../ui/Spinner';
export * from '../ui/VisuallyHidden';
export * from '../ui/Layout';
export * from '../ui/EmptyState';
export * from '../ui/toast/toastStore';

export * from '../format/toDate';
export * from '../format/formatPrice';
export * from '../format/formatDate';
export * from '../format/formatRelativeTime';
export * from '../format/formatFileSize';

export * from '../constants';
export * from '../copy';
export * from '../catalog/categories';
export * from '../catalog/categoryArt';
export * from '../catalog/authentication';

export * from '../validation/patterns';
export * from '../validation/priceRules';

export * from '../analytics/analytics';
export * from '../errors/reportError';
export * from '../errors/networkError';
export * from '../errors/dbErrors';
export * from '../forms/lazyForms';
export * from '../auth/protected';
export * from '../remotes/remoteContract';
export * from '../notifications/types';
// The one query module on a visitor's first page (no supabase-js): see its file.
export * from '../data/collectorCount/collectorCount';
export * from '../paths/paths';
export * from '../paths/returnTarget';
