/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { ReportedOutcome } from '../../loader/mount-reports';
import { beaconViews } from './rollout-views-store';

const report = (widget: string, outcome: ReportedOutcome, version = '1.1.0') => ({ widget, version, outcome });

describe('beaconViews: what one beacon says of each remote version', () => {
  it.each([
    ['one mounted tag: a page view', [report('header', 'mounted')], { viewed: true, failed: false }],
    ['one failed tag: a failed page view', [report('header', 'failed')], { viewed: true, failed: true }],
    ['a timeout or invalid props: a page view that did not fail', [report('header', 'timeout'), report('header', 'invalid-props')], { viewed: true, failed: false }],
    ['25 failed reports: still one failed page view', Array.from({ length: 25 }, () => report('header', 'failed')), { viewed: true, failed: true }],
    ['a late failure alone: a failure of a page view counted before', [report('header', 'failed-later')], { viewed: false, failed: true }],
  ])('%s', (_case, reports, expected) => {
    expect([...beaconViews(reports).values()]).toEqual([{ remote: 'header', version: '1.1.0', ...expected }]);
  });

  it('counts the modules of one remote as one page view of it, and other remotes and versions apart', () => {
    const views = beaconViews([report('minicart', 'mounted'), report('minicart/buy-button', 'failed'), report('minicart/buy-button', 'mounted', '1.0.0'), report('search', 'mounted')]);
    expect([...views.values()]).toEqual([
      { remote: 'minicart', version: '1.1.0', viewed: true, failed: true },
      { remote: 'minicart', version: '1.0.0', viewed: true, failed: false },
      { remote: 'search', version: '1.1.0', viewed: true, failed: false },
    ]);
  });
});
