import type { VitalName } from '@schaufenster/shared/api/vital-names';
import type { VersionVitals, VitalP75 } from './page-vitals-store';

/** Fewer measurements than this and a p75 says little: the catalog shows "zu wenige Daten", promote does not judge. */
export const MIN_VISITS = 20;

/**
 * From fewer sessions or networks than these, the measurements may be a few visitors' (or one script's, each session
 * counting SESSION_SHARE page views at most): not judged either.
 */
export const MIN_SESSIONS = 10;
export const MIN_NETWORKS = 3;

/** How much worse a rollout's p75 may be than the current version's before promote warns (or, with --strict, refuses). */
export const WORSE_BY = 0.1;

/**
 * The p75 at which each vital stops being "good" by Google's thresholds (web.dev: INP 200 ms, LCP 2.5 s, CLS 0.1,
 * TTFB 0.8 s): a widget version above it is marked in the catalog, and promote warns of a rollout above it.
 */
export const GOOD_P75: Readonly<Record<VitalName, number>> = { inp: 200, lcp: 2_500, cls: 0.1, ttfb: 800 };

/** Whether a p75 with enough behind it is above the vital's good. */
export function aboveGood(vital: VitalName, measured: VitalP75): boolean {
  return hasEnough(measured) && measured.p75 > GOOD_P75[vital];
}

/**
 * A rollout is halted automatically (every session back on the pinned version) once more than this share of its
 * version's page views failed: exactly 2 % does not halt, anything above does.
 */
export const HALT_FAILED_SHARE = 0.02;

/** Page views of a rollout's version below which no failure rate halts it: a few unlucky views prove nothing. */
export const HALT_MIN_VIEWS = 50;

/**
 * Failed page views from fewer networks than this never halt a rollout: one household, office or script cannot
 * stop a release alone, however many sessions it opens.
 */
export const HALT_MIN_FAILING_NETWORKS = 2;

/** The page views of a rollout's version as a halt judges them: the earliest SESSION_SHARE of each shopper session only. */
export interface RolloutViews {
  views: number;
  failed: number;
  /** How many networks the failed page views came from. */
  failingNetworks: number;
}

/** Whether a rollout's page views call for its halt: enough views, failures from enough networks, more than HALT_FAILED_SHARE failed. */
export function callsForHalt({ views, failed, failingNetworks }: RolloutViews): boolean {
  // Compared by division: a quotient of exactly 2 % is the double 0.02 is (views * 0.02 may not be a whole number).
  return views >= HALT_MIN_VIEWS && failingNetworks >= HALT_MIN_FAILING_NETWORKS && failed / views > HALT_FAILED_SHARE;
}

/** A share as a percentage with at most one decimal, as `locale` writes numbers (`8.3`, `8,3`). */
export const percentOf = (share: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(share * 100);

/** A halt's figures for widget teams (promote, the history): `5 of 60 page views failed (8.3 %), more than 2 %`. */
export function describeHaltFigures({ failed, views }: { failed: number; views: number }): string {
  return `${failed} of ${views} page views failed (${percentOf(failed / views, 'en-GB')} %), more than ${percentOf(HALT_FAILED_SHARE, 'en-GB')} %`;
}

/** The vitals a rollout is judged by: responsiveness and loading, what a widget release changes most. */
export const ROLLOUT_VITALS = ['inp', 'lcp'] as const satisfies readonly VitalName[];

/** One vital of a widget tag, current version beside the rollout's. */
export interface VitalComparison {
  widget: string;
  vital: (typeof ROLLOUT_VITALS)[number];
  current: VitalP75;
  next: VitalP75;
  /** Both sides have a p75 from MIN_VISITS measurements, MIN_SESSIONS sessions and MIN_NETWORKS networks. */
  enough: boolean;
  /** The rollout's p75 over the current one's, minus 1 (0.25: 25 % worse); null without enough data. */
  change: number | null;
  /** Enough data, and more than WORSE_BY worse. */
  worse: boolean;
}

const none: VitalP75 = { p75: null, count: 0, sessions: 0, networks: 0 };

/** Whether a p75 stands on enough measurements, sessions and networks to be shown and judged. */
export function hasEnough(vital: VitalP75): vital is VitalP75 & { p75: number } {
  return vital.p75 !== null && vital.count >= MIN_VISITS && vital.sessions >= MIN_SESSIONS && vital.networks >= MIN_NETWORKS;
}

/** The rollout's INP and LCP beside the current version's, for one widget tag, over the last 7 days of every route. */
export function compareRollout(versions: readonly VersionVitals[], widget: string, currentVersion: string, nextVersion: string): VitalComparison[] {
  const of = (version: string) => versions.find((row) => row.widget === widget && row.version === version);
  const [current, next] = [of(currentVersion), of(nextVersion)];
  return ROLLOUT_VITALS.map((vital) => {
    const [before, after] = [current?.vitals[vital] ?? none, next?.vitals[vital] ?? none];
    const enough = hasEnough(before) && hasEnough(after) && before.p75 > 0;
    const change = enough ? (after.p75 as number) / (before.p75 as number) - 1 : null;
    // Compared by multiplication: 110 over 100 minus 1 is 0.10000000000000009 in floating point, not 10 %.
    const worse = enough && (after.p75 as number) > (before.p75 as number) * (1 + WORSE_BY);
    return { widget, vital, current: before, next: after, enough, change, worse };
  });
}
