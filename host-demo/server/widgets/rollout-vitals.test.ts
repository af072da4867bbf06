/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { VersionVitals } from './page-vitals-store';
import { aboveGood, compareRollout } from './rollout-vitals';

/** A version's vitals from `count` page views, of as many sessions unless said, in 3 networks unless said. */
const version = (name: string, inp: number, lcp: number, count: number, { sessions = count, networks = 3 } = {}): VersionVitals => {
  const behind = { count, sessions, networks };
  return {
    widget: 'search',
    version: name,
    visits: count,
    vitals: { inp: { p75: inp, ...behind }, lcp: { p75: lcp, ...behind }, cls: { p75: 0, ...behind }, ttfb: { p75: null, count: 0, sessions: 0, networks: 0 } },
  };
};

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

  it.each([
    ['9 sessions', { sessions: 9 }],
    ['2 networks', { networks: 2 }],
  ])("judges nothing when the rollout's page views come from only %s", (_case, behind) => {
    const comparisons = compareRollout([version('1.0.0', 100, 1000, 50), version('1.1.0', 300, 3000, 50, behind)], 'search', '1.0.0', '1.1.0');
    expect(comparisons.map((comparison) => [comparison.enough, comparison.worse])).toEqual([
      [false, false],
      [false, false],
    ]);
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

describe('aboveGood', () => {
  const measured = (p75: number, count = 20) => ({ p75, count, sessions: count, networks: 3 });

  it.each([
    ['inp', 201, true],
    ['inp', 200, false],
    ['lcp', 2_600, true],
    ['lcp', 2_400, false],
    ['cls', 0.11, true],
    ['ttfb', 700, false],
  ] as const)('%s at a p75 of %p: %p', (vital, p75, expected) => {
    expect(aboveGood(vital, measured(p75))).toBe(expected);
  });

  it('judges nothing on too few page views', () => {
    expect(aboveGood('inp', measured(900, 19))).toBe(false);
  });
});
