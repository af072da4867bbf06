/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { medianFigures, missedGoals, type AuditFigures } from './audit-goals';

const run = (figures: Partial<AuditFigures>): AuditFigures => ({ performance: 99, accessibility: 100, bestPractices: 100, lcpMs: 1_500, tbtMs: 20, cls: 0.001, ...figures });

describe('the audit goals of the first visit', () => {
  it('are met by a page at or within every goal', () => {
    expect(missedGoals(run({}))).toEqual([]);
    expect(missedGoals(run({ performance: 98, lcpMs: 1_800, tbtMs: 50, cls: 0.01 }))).toEqual([]);
  });

  it('name each goal a page misses', () => {
    expect(missedGoals(run({ performance: 97, accessibility: 96, lcpMs: 1_801, tbtMs: 51, cls: 0.011 }))).toEqual(['performance', 'accessibility', 'LCP', 'TBT', 'CLS']);
  });
});

describe('medianFigures', () => {
  it('takes the median of each figure on its own, so one noisy run does not decide', () => {
    expect(medianFigures([run({ tbtMs: 400, performance: 80 }), run({ tbtMs: 30 }), run({ tbtMs: 40, performance: 100 })])).toEqual(run({ tbtMs: 40, performance: 99 }));
    expect(medianFigures([run({ lcpMs: 1_000 }), run({ lcpMs: 2_000 })])).toMatchObject({ lcpMs: 1_500 });
  });

  it('has nothing to say without a run', () => {
    expect(medianFigures([])).toBeUndefined();
  });
});
