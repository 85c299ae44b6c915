import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { queryClient as sharedQueryClient, useToastStore } from '@vitrina/shared/kernel';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';

// Radix Toast lives in @vitrina/shared/ui; it loads with the first toast, not with every first paint.
const Toaster = lazy(() => import('@vitrina/shared/ui').then((ui) => ({ default: ui.Toaster })));

function LazyToaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const loaded = useToastStore((state) => state.toasters.length > 0);
  if (!hasToasts && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export interface AppProvidersProps {
  children: ReactNode;
  /** tests pass a fresh client; apps use the shared singleton */
  queryClient?: QueryClient;
}

/**
 * Everything a React root needs except the router: theme, global styles, the shared QueryClient and the
 * toaster (loaded on the first toast). Each Tooltip brings its own provider. The shell wraps its tree once;
 * a remote mounted in its own root (standalone or single-spa parcel) wraps again with the same singletons.
 */
export function AppProviders({ children, queryClient = sharedQueryClient }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
