import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { globalSingleton } from '../globalSingleton';

export interface AnalyticsAdapter {
  pageView(path: string): void;
  event?(name: string, properties?: Record<string, unknown>): void;
}

function nodeEnv(): string | undefined {
  try {
    // webpack replaces this expression with a literal; elsewhere `process` may not exist.
    return process.env.NODE_ENV;
  } catch {
    return undefined;
  }
}

export const consoleAnalyticsAdapter: AnalyticsAdapter = {
  pageView: (path) => console.info('[analytics] page_view', path),
  event: (name, properties) => console.info('[analytics] event', name, properties ?? {}),
};

export const noopAnalyticsAdapter: AnalyticsAdapter = { pageView: () => undefined, event: () => undefined };

const holder = globalSingleton('analytics', () => ({
  adapter: nodeEnv() === 'development' ? consoleAnalyticsAdapter : noopAnalyticsAdapter,
}));

/** Swap the analytics backend (a real provider in production, a spy in tests). */
export function setAnalyticsAdapter(adapter: AnalyticsAdapter) {
  holder.adapter = adapter;
}

export function getAnalyticsAdapter(): AnalyticsAdapter {
  return holder.adapter;
}

export function trackPageView(path: string) {
  try {
    holder.adapter.pageView(path);
  } catch {
    // Analytics must never break navigation.
  }
}

export function trackEvent(name: string, properties?: Record<string, unknown>) {
  try {
    holder.adapter.event?.(name, properties);
  } catch {
    // Analytics must never break the action that triggered it.
  }
}

/** Reports a page view on every path change; mount once under the router (the shell does). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
