// @vitrina/shared/core: a build-time library, bundled and tree-shaken by each app (not a federation share key):
// the theme and the providers a React root needs, styled primitives, formatters, constants, the copy two or more
// apps show, category data, paths, error meanings, the cart's maths, the sinks' default adapters.
// What must be one instance per page (stores, clients, providers) is the kernel, '@vitrina/shared/kernel'; core
// modules import it by that name. No Radix overlays, no yup and no supabase-js: those are @vitrina/shared/ui,
// /forms and /supabase.

export * from '../types/database';
export * from '../types/rows';

export * from '../ui/theme';
export * from '../ui/phoneWidth';
export * from '../providers/AppProviders';
export * from '../globalSingleton';
export * from '../config/defaults';
export * from '../query/createQueryClient';
export * from '../cart/cartMath';
export * from '../analytics/analyticsAdapters';
export * from '../analytics/usePageViews';
export * from '../errors/consoleErrorReporter';

export * from '../ui/Button';
export * from '../ui/Input';
export * from '../ui/SelectOptions';
export * from '../ui/Label';
export * from '../ui/FormField';
export * from '../ui/Badge';
export * from '../ui/useMediaQuery';
export * from '../ui/useInView';
export * from '../ui/Skeleton';
export * from '../ui/Card';
export * from '../ui/AmountList';
export * from '../ui/quietControl';
export * from '../ui/Spinner';
export * from '../ui/VisuallyHidden';
export * from '../ui/Layout';
export * from '../ui/EmptyState';
export * from '../ui/TimeAgo';
export * from '../ui/LineIcon';
export * from '../ui/Alert';
export * from '../ui/DropZone';
export * from '../ui/imageFrame';

export * from '../format/toDate';
export * from '../format/formatPrice';
export { formatNumber } from '../format/formatNumber';
export * from '../format/shippingLabel';
export * from '../format/formatDate';
export * from '../format/formatRelativeTime';
export * from '../format/formatFileSize';
export * from '../format/plural';
export * from '../format/memberInitials';

export * from '../constants';
export * from '../copy';
export * from '../catalog/categories';
export * from '../catalog/photoUrls';
export * from '../catalog/categoryArt';
export * from '../catalog/authentication';
export * from '../catalog/filterWords';
export * from '../catalog/SubcategoryOptions';
export * from '../catalog/listingCacheStorage';

export * from '../validation/patterns';
export * from '../validation/priceRules';
export * from '../validation/emptyToUndefined';

export * from '../errors/networkError';
export * from '../errors/dbErrors';
export * from '../errors/errorText';
export * from '../errors/userError';
export * from '../forms/lazyForms';
export * from '../auth/protected';
export * from '../notifications/types';
export * from '../paths/paths';
export * from '../paths/returnTarget';
export * from '../document/useDocumentTitle';
export * from '../remotes/remoteNames';
export * from '../remotes/checkKernel';
export * from '../remotes/RemoteFallback';
export * from '../remotes/useExposed';
export * from '../document/hydrationCode';
