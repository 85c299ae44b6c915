import * as shared from './index';

describe('@vitrina/shared public API', () => {
  it('exports the names the apps compile against', () => {
    const names = [
      'supabase', 'getSupabase', 'getRuntimeConfig', 'useSessionStore', 'initSession', 'useUser', 'useSignOut',
      'useCartStore', 'cartItemCount', 'cartTotal', 'selectItemCount', 'selectCartTotal', 'AppProviders',
      'queryClient', 'collectorCountKeys', 'profileKeys', 'paths', 'authPathFor', 'dbErrorKind', 'isNetworkError', 'callEdgeFunction', 'theme', 'GlobalStyle', 'Button', 'Input', 'Textarea', 'Label', 'FormField',
      'Checkbox', 'Select', 'Badge', 'Skeleton', 'Card', 'Dialog', 'Sheet', 'DropdownMenu', 'Tooltip', 'Spinner',
      'VisuallyHidden', 'Container', 'PageTitle', 'EmptyState', 'toast', 'Toaster', 'formatPrice', 'formatDate',
      'formatRelativeTime', 'MOBILE_BREAKPOINT_PX', 'copy', 'categories', 'getCategory', 'findSubcategoryRoute',
      'signInSchema', 'signUpSchema', 'resetSchema', 'newsletterSchema', 'waitlistHomeSchema',
      'waitlistLandingSchema', 'onboardingSchema', 'profileSchema', 'sellProductSchema', 'checkoutSchema',
      'verificationRequestSchema', 'offerSchema', 'priceAlertSchema', 'EMAIL_PATTERN', 'usePageViews',
      'trackPageView', 'setAnalyticsAdapter', 'reportError', 'isProtectedPath', 'PROTECTED_PATH_PREFIXES',
    ];
    const missing = names.filter((name) => (shared as Record<string, unknown>)[name] === undefined);
    expect(missing).toEqual([]);
  });
});
