import { globalSingleton } from '../globalSingleton';
import { consoleErrorReporter, type ErrorReporter } from './consoleErrorReporter';

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
