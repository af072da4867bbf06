/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { VersionVitals } from './page-vitals-store';
import { aboveGood, callsForHalt, compareRollout, describeHaltFigures, HALT_FAILED_SHARE, HALT_MIN_VIEWS } from './rollout-vitals';

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

describe('callsForHalt: more than 2 % of at least 50 page views failed, from at least two networks', () => {
  it('names its rule in constants', () => {
    expect([HALT_FAILED_SHARE, HALT_MIN_VIEWS]).toEqual([0.02, 50]);
  });

  it.each([
    ['49 page views never halt, however many failed', 49, 49, 5, false],
    ['exactly 2 % of 50 does not halt', 50, 1, 1, false],
    ['exactly 2 % of 100 does not halt', 100, 2, 2, false],
    ['exactly 2 % of 350 does not halt (350 × 0.02 is not 7 in floating point)', 350, 7, 3, false],
    ['2 of 50 (4 %) halts', 50, 2, 2, true],
    ['3 of 100 halts', 100, 3, 2, true],
    ['8 of 350 halts', 350, 8, 4, true],
    ['every view of 60 failed, but in one network: one household or script never halts alone', 60, 60, 1, false],
    ['no failures', 500, 0, 0, false],
  ])('%s', (_case, views, failed, failingNetworks, halts) => {
    expect(callsForHalt({ views, failed, failingNetworks })).toBe(halts);
  });

  it('describes the figures a halt judged for widget teams', () => {
    expect(describeHaltFigures({ failed: 5, views: 60 })).toBe('5 of 60 page views failed (8.3 %), more than 2 %');
  });
});
