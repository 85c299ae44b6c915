import { globalSingleton } from '../globalSingleton';
import { consoleAnalyticsAdapter, noopAnalyticsAdapter, type AnalyticsAdapter } from './analyticsAdapters';

function nodeEnv(): string | undefined {
  try {
    // webpack replaces this expression with a literal; elsewhere `process` may not exist.
    return process.env.NODE_ENV;
  } catch {
    return undefined;
  }
}

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
