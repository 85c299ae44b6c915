/**
 * Resolves in a later task: the browser gets its turn (a tap, a paint) before what follows runs. `scheduler.yield`
 * where the browser has it (it resumes ahead of other queued tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

let holds = 0;

/**
 * Runs `step` in a later task, as `nextTask` would, while the document keeps loading in between: a yield through a
 * timer leaves the document with nothing to load, and its `load` event fires before `step` has run (what waits for
 * `load`, a test's `page.goto` or a tool, would find a page whose code has not started). The turn is an inline script
 * (a `data:` URL, no request on the network) inserted now: the document waits for it, it runs in a task of its own,
 * and `step` runs inside it, so whatever `step` asks for (a chunk's script) is pending before it ends. Once the
 * document has loaded there is nothing to hold: a plain `nextTask`.
 */
export function inNextTaskHoldingLoad(step: () => void): void {
  if (document.readyState === 'complete') {
    void nextTask().then(step);
    return;
  }
  holds += 1;
  const key = `__vitrinaTurn${holds}`;
  const turn = document.createElement('script');
  const globals = window as unknown as Record<string, (() => void) | undefined>;
  globals[key] = () => {
    delete globals[key];
    turn.remove();
    step();
  };
  turn.src = `data:text/javascript,window.${key}()`;
  document.head.appendChild(turn);
}
