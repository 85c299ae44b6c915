/**
 * Runs `run`, noting the listeners it adds to window and document, so that a test can take them off afterwards by
 * calling each function pushed to `installed`. For the head's inline scripts, which add listeners and never remove
 * them.
 */
export function noting(installed: (() => void)[], run: () => void) {
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener;
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (listener) installed.push(() => target.removeEventListener(type, listener, options));
      add.call(this, type, listener, options);
    };
  }
  try {
    run();
  } finally {
    // back to the prototype's
    for (const target of [window, document]) Reflect.deleteProperty(target, 'addEventListener');
  }
}
