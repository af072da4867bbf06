/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { VersionVitals } from './page-vitals-store';
import { compareRollout } from './rollout-vitals';

const version = (name: string, inp: number, lcp: number, count: number): VersionVitals => ({
  widget: 'search',
  version: name,
  visits: count,
  vitals: { inp: { p75: inp, count }, lcp: { p75: lcp, count }, cls: { p75: 0, count }, ttfb: { p75: null, count: 0 } },
});

describe('compareRollout', () => {
  it.each([
    ['11 % worse INP with 20 visits each', 100, 111, 20, 20, { inp: true, lcp: false }],
    ['exactly 10 % worse', 100, 110, 20, 20, { inp: false, lcp: false }],
    ['better', 100, 80, 50, 50, { inp: false, lcp: false }],
    ['much worse, but 19 visits of the rollout', 100, 300, 50, 19, { inp: false, lcp: false }],
    ['much worse, but 19 visits of the current version', 100, 300, 19, 50, { inp: false, lcp: false }],
  ])('%s: worse %p', (_case, currentInp, nextInp, currentCount, nextCount, expected) => {
    const comparisons = compareRollout([version('1.0.0', currentInp, 1000, currentCount), version('1.1.0', nextInp, 1000, nextCount)], 'search', '1.0.0', '1.1.0');
    expect(Object.fromEntries(comparisons.map((comparison) => [comparison.vital, comparison.worse]))).toEqual(expected);
  });

  it('says how much worse, and judges nothing for a version without page views', () => {
    const [inp, lcp] = compareRollout([version('1.0.0', 200, 1000, 30), version('1.1.0', 250, 1500, 30)], 'search', '1.0.0', '1.1.0');
    expect([inp?.change, lcp?.change]).toEqual([0.25, 0.5]);
    expect(compareRollout([version('1.0.0', 200, 1000, 30)], 'search', '1.0.0', '2.0.0').map((row) => [row.enough, row.change, row.next.count])).toEqual([
      [false, null, 0],
      [false, null, 0],
    ]);
  });
});
