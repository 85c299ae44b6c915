import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from 'styled-components';
import { queryClient as sharedQueryClient } from '../query/queryClient';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';
import { Toaster } from '../ui/toast/Toaster';
import { TooltipProvider } from '../ui/Tooltip';

export interface AppProvidersProps {
  children: ReactNode;
  /** tests pass a fresh client; apps use the shared singleton */
  queryClient?: QueryClient;
}

/**
 * Everything a React root needs except the router: theme, global styles, the shared QueryClient,
 * tooltips and the toaster. The shell wraps its tree once; a remote mounted in its own root
 * (standalone or single-spa parcel) wraps again with the same singletons.
 */
export function AppProviders({ children, queryClient = sharedQueryClient }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
