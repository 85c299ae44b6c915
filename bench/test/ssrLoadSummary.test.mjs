import assert from 'node:assert/strict';
import { test } from 'node:test';
import { summarize } from '../ssr-load/summary.mjs';

const sample = (ttfb, { status = 200, kind = 'rendered', total = ttfb + 5 } = {}) => ({ status, ttfb, total, kind });

test('percentiles of the time to first byte and of the whole answer', () => {
  const samples = Array.from({ length: 100 }, (_, index) => sample(100 - index));
  const summary = summarize(samples, 10);
  assert.equal(summary.requests, 100);
  assert.equal(summary.rps, 10);
  assert.deepEqual(summary.ttfb, { p50: 50, p95: 95, p99: 99, max: 100 });
  assert.deepEqual(summary.total, { p50: 55, p95: 100 });
});

test('statuses and kinds are counted; 5xx answers are server errors; failed requests stay out of the times', () => {
  const summary = summarize(
    [
      sample(10, { kind: 'fallback' }),
      sample(12, { kind: 'fallback', status: 404 }),
      sample(20, { status: 500, kind: 'other' }),
      { status: 0, ttfb: NaN, total: NaN, kind: 'error ECONNRESET' },
    ],
    2,
  );
  assert.deepEqual(summary.statuses, { 0: 1, 200: 1, 404: 1, 500: 1 });
  assert.deepEqual(summary.kinds, { fallback: 2, other: 1, 'error ECONNRESET': 1 });
  assert.equal(summary.serverErrors, 1);
  assert.equal(summary.ttfb.max, 20);
  assert.equal(summary.ttfb.p50, 12);
});

test('an empty cell has no times', () => {
  const summary = summarize([], 0);
  assert.equal(summary.requests, 0);
  assert.equal(summary.rps, 0);
  assert.ok(Number.isNaN(summary.ttfb.p95));
});
