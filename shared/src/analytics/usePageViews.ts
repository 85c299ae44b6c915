import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@vitrina/shared/kernel';

/** Reports a page view on every path change; mount once under the router (the shell does). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
