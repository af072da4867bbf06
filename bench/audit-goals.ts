// The Lighthouse goals the server-rendered first visit was built to (mobile, home and product page) and the medians
// npm run audit judges by them.
import { median } from './median';

/** What one Lighthouse run measured of a page: scores 0-100, LCP and TBT in ms, CLS unitless. */
export interface AuditFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The first visit's goals for the mobile runs. */
export const MOBILE_GOALS = { performance: 98, accessibility: 100, lcpMs: 1_800, tbtMs: 50, cls: 0.01 } as const;

/** The goal line the audit prints above its rows. */
export const GOAL_LINE = `goals (mobile): performance >= ${MOBILE_GOALS.performance}, accessibility ${MOBILE_GOALS.accessibility}, LCP <= ${MOBILE_GOALS.lcpMs / 1000} s, TBT <= ${MOBILE_GOALS.tbtMs} ms, CLS <= ${MOBILE_GOALS.cls}`;

/** The median of each figure over several runs (single Lighthouse runs are noisy); undefined without any run. */
export function medianFigures(runs: AuditFigures[]): AuditFigures | undefined {
  if (runs.length === 0) return undefined;
  const of = (pick: (figures: AuditFigures) => number) => median(runs.map(pick));
  return {
    performance: of((f) => f.performance),
    accessibility: of((f) => f.accessibility),
    bestPractices: of((f) => f.bestPractices),
    lcpMs: of((f) => f.lcpMs),
    tbtMs: of((f) => f.tbtMs),
    cls: of((f) => f.cls),
  };
}

/** The names of the mobile goals a row misses; empty when it meets them all. */
export function missedGoals(figures: AuditFigures): string[] {
  const checks: [string, boolean][] = [
    ['performance', figures.performance >= MOBILE_GOALS.performance],
    ['accessibility', figures.accessibility >= MOBILE_GOALS.accessibility],
    ['LCP', figures.lcpMs <= MOBILE_GOALS.lcpMs],
    ['TBT', figures.tbtMs <= MOBILE_GOALS.tbtMs],
    ['CLS', figures.cls <= MOBILE_GOALS.cls],
  ];
  return checks.filter(([, met]) => !met).map(([name]) => name);
}
