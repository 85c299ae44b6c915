// Where errors go: the kernel keeps the page's one reporter (setErrorReporter); this is the one it starts with.

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

export const consoleErrorReporter: ErrorReporter = (error, context) => {
  console.error('[vitrina]', error, context ?? {});
};
