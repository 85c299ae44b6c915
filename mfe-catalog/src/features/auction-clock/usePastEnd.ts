import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days): a later end is waited for in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Whether an auction's end has passed by the server's clock (`Date.now() + offsetMs`), turning true at that moment.
 * False on the server and on the first render in the browser (both paint the same), and while the offset is not
 * known; decided in an effect, again whenever the end moves (a late bid extends it).
 */
export function usePastEnd(endsAt: string | null | undefined, offsetMs: number | undefined): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const end = endsAt ? Date.parse(endsAt) : NaN;
    if (offsetMs === undefined || !Number.isFinite(end)) {
      setPast(false);
      return undefined;
    }
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      const left = end - (Date.now() + offsetMs);
      setPast(left <= 0);
      if (left > 0) timer = window.setTimeout(check, Math.min(left, MAX_DELAY_MS));
    };
    check();
    // a background tab's timers run late: a tab shown again looks at the clock at once
    document.addEventListener('visibilitychange', check);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [endsAt, offsetMs]);
  return past;
}
