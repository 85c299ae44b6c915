// Public API of @vitrina/shared. Apps import only from here.

export * from './config/runtimeConfig';
export * from './supabase/client';
export * from './types/database';
export * from './globalSingleton';

export * from './session/sessionStore';
export * from './cart/cartStore';

export * from './providers/AppProviders';
export * from './query/queryClient';
export * from './query/queryKeys';

export * from './ui/theme';
export * from './ui/GlobalStyle';
export * from './ui/Button';
export * from './ui/Input';
export * from './ui/Label';
export * from './ui/FormField';
export * from './ui/Checkbox';
export * from './ui/Select';
export * from './ui/Badge';
export * from './ui/Skeleton';
export * from './ui/Card';
export * from './ui/Dialog';
export * from './ui/Sheet';
export * from './ui/DropdownMenu';
export * from './ui/Tooltip';
export * from './ui/Spinner';
export * from './ui/VisuallyHidden';
export * from './ui/Layout';
export * from './ui/EmptyState';
export * from './ui/toast/toastStore';
export * from './ui/toast/Toaster';

export * from './format/toDate';
export * from './format/formatPrice';
export * from './format/formatDate';
export * from './format/formatRelativeTime';
export * from './format/formatFileSize';

export * from './constants';
export * from './copy';
export * from './catalog/categories';
export * from './catalog/categoryArt';
export * from './catalog/authentication';

export * from './validation/patterns';
export * from './validation/schemas';
export * from './validation/priceRules';

export * from './analytics/analytics';
export * from './errors/reportError';
export * from './auth/protected';
export * from './notifications/types';
