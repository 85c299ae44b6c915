// Where analytics go: the kernel keeps the page's one adapter (setAnalyticsAdapter); these are the two it starts
// with, plain values any app or test can hand it.

export interface AnalyticsAdapter {
  pageView(path: string): void;
  event?(name: string, properties?: Record<string, unknown>): void;
}

export const consoleAnalyticsAdapter: AnalyticsAdapter = {
  pageView: (path) => console.info('[analytics] page_view', path),
  event: (name, properties) => console.info('[analytics] event', name, properties ?? {}),
};

export const noopAnalyticsAdapter: AnalyticsAdapter = { pageView: () => undefined, event: () => undefined };
