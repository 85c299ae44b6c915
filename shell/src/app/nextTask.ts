/**
 * Resolves in a later task: the browser gets its turn (a tap, a paint) before what follows runs. `scheduler.yield`
 * where the browser has it (it resumes ahead of other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
