// The figures of one ssr-load cell from its samples.
import { percentile } from '../lib/stats.mjs';

/** Issue #32: p95 time to first byte of a product page at 10 concurrent clients, server rendering on. */
export const TTFB_P95_MS = 150;

/**
 * @param {{ status: number, ttfb: number, topBar?: number, total: number, streamed?: boolean, kind: string }[]} samples
 *   topBar: until the top bar's bytes arrived; streamed: the content came as React's hidden segment
 *   kind: 'rendered' (the page rendered on the server), 'fallback' (the shell's HTML, rendered in the browser),
 *   'other' (a body without the shell's root), or 'error …' (no answer)
 * @param {number} seconds the cell's measured time
 */
export function summarize(samples, seconds) {
  const sorted = (key) =>
    samples
      .map((sample) => sample[key])
      .filter((value) => Number.isFinite(value))
      .sort((a, b) => a - b);
  const ttfb = sorted('ttfb');
  const total = sorted('total');
  const topBar = sorted('topBar');
  const count = (key) =>
    samples.reduce((counts, sample) => ({ ...counts, [sample[key]]: (counts[sample[key]] ?? 0) + 1 }), {});
  return {
    requests: samples.length,
    rps: seconds > 0 ? samples.length / seconds : 0,
    ttfb: { p50: percentile(ttfb, 50), p95: percentile(ttfb, 95), p99: percentile(ttfb, 99), max: ttfb.at(-1) ?? NaN },
    total: { p50: percentile(total, 50), p95: percentile(total, 95) },
    topBar: { p50: percentile(topBar, 50), p95: percentile(topBar, 95) },
    streamed: samples.filter((sample) => sample.streamed === true).length,
    statuses: count('status'),
    kinds: count('kind'),
    serverErrors: samples.filter((sample) => sample.status >= 500).length,
  };
}
