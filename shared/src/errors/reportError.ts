import { globalSingleton } from '../globalSingleton';

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

export const consoleErrorReporter: ErrorReporter = (error, context) => {
  console.error('[vitrina]', error, context ?? {});
};

const holder = globalSingleton('errorReporter', () => ({ reporter: consoleErrorReporter }));

/** Swap the error-reporting service (Sentry-like in production, a spy in tests). */
export function setErrorReporter(reporter: ErrorReporter) {
  holder.reporter = reporter;
}

/** Sends an error to the reporting service; never throws itself. */
export function reportError(error: unknown, context?: Record<string, unknown>) {
  try {
    holder.reporter(error, context);
  } catch {
    // A broken reporter must not hide the original failure path.
  }
}
