// Small pure helpers the benches share: medians, percentiles and Markdown tables.

/** The median of the numbers present (null, undefined and NaN are left out); null when none is. */
export function median(values) {
  const present = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (!present.length) return null;
  const sorted = [...present].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The nearest-rank percentile (p in 0–100) of values sorted ascending: the smallest value with at least p % of
 * the values at or below it. NaN for an empty list.
 */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A Markdown table; a cell's `|` is escaped so it cannot split the row. */
export function markdownTable(header, rows) {
  const cell = (value) => String(value ?? '—').replace(/\|/g, '\\|');
  return [
    `| ${header.map(cell).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** Milliseconds as the tables write them: '—' when absent, whole numbers from 10 ms, one decimal below. */
export function formatMs(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—';
  return value < 10 ? value.toFixed(1) : value.toFixed(0);
}

/** The load average (1 / 5 / 15 min) of os.loadavg(). */
export function formatLoad(loadavg) {
  return loadavg.map((value) => value.toFixed(2)).join(' / ');
}
