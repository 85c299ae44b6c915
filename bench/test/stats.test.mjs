import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatLoad, formatMs, markdownTable, median, percentile } from '../lib/stats.mjs';

test('median: odd and even counts, absent values left out', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([5, null, undefined, NaN, 1]), 3);
  assert.equal(median([]), null);
  assert.equal(median([null]), null);
});

test('median does not reorder its input', () => {
  const values = [3, 1, 2];
  median(values);
  assert.deepEqual(values, [3, 1, 2]);
});

test('percentile: nearest rank of a sorted list', () => {
  const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
  assert.equal(percentile(sorted, 50), 50);
  assert.equal(percentile(sorted, 95), 95);
  assert.equal(percentile(sorted, 100), 100);
  assert.equal(percentile(sorted, 0), 1);
  assert.equal(percentile([7], 95), 7);
  assert.equal(percentile([1, 2, 3], 95), 3);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('markdownTable: header, separator, rows; a | in a cell stays in its cell', () => {
  assert.equal(
    markdownTable(
      ['página', 'LCP'],
      [
        ['/a|b', 1200],
        ['/c', null],
      ],
    ),
    ['| página | LCP |', '| --- | --- |', '| /a\\|b | 1200 |', '| /c | — |'].join('\n'),
  );
});

test('formatMs and formatLoad', () => {
  assert.equal(formatMs(4.26), '4.3');
  assert.equal(formatMs(149.6), '150');
  assert.equal(formatMs(NaN), '—');
  assert.equal(formatMs(undefined), '—');
  assert.equal(formatLoad([0.5, 1, 12.345]), '0.50 / 1.00 / 12.35');
});
