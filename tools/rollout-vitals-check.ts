import type { VersionVitals, VitalP75 } from '../widget-server/field-data/page-vitals-store';
import { aboveGood, compareRollout, GOOD_P75, MIN_NETWORKS, MIN_SESSIONS, MIN_VISITS, WORSE_BY, type VitalComparison } from '../widget-server/field-data/rollout-vitals';
import { tagNamesOf } from '../registry/remotes';

/** Where promote reads the speed insights of the environment from (the CLI: the server's PostgreSQL database). */
export type VitalsSource = () => Promise<readonly VersionVitals[]>;

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

/** A p75 with what stands behind it: `95 ms (32 page views from 14 sessions in 5 networks)`. */
const figure = (vital: VitalP75) =>
  `${vital.p75 === null ? 'none' : `${Math.round(vital.p75)} ms`} (${vital.count} page views from ${vital.sessions} sessions in ${vital.networks} networks)`;

/** The speed insights of a rollout beside its current version's: every figure measured, and the ones that are worse. */
export interface RolloutFigures {
  /** One line per module and vital with page views on either side, each naming the sessions and networks behind it. */
  figures: string[];
  /** The lines of the figures more than WORSE_BY worse with enough behind both sides (nothing judged with fewer). */
  worse: string[];
  /** The lines of the rollout's figures above the good p75 (GOOD_P75) with enough behind them, worse or not. */
  aboveGood: string[];
}

/**
 * Compares a remote's rollout with its current version by the p75 INP and LCP of real page views over the last 7 days,
 * for each module it exposes. The worse lines are what promote warns with, or refuses with under --strict.
 */
export function rolloutFigures(remote: string, currentVersion: string, nextVersion: string, versions: readonly VersionVitals[]): RolloutFigures {
  const comparisons = tagNamesOf(remote)
    .flatMap((widget) => compareRollout(versions, widget, currentVersion, nextVersion))
    .filter((comparison) => comparison.current.count + comparison.next.count > 0);
  const line = ({ widget, vital, current, next }: VitalComparison) => `${widget} ${vital.toUpperCase()} p75 ${figure(next)} on ${nextVersion} vs ${figure(current)} on ${currentVersion}`;
  return {
    figures: comparisons.map((comparison) => `${line(comparison)}${comparison.enough ? '' : ': too few to judge'}`),
    worse: comparisons.filter((comparison) => comparison.worse).map((comparison) => `${line(comparison)}: ${percent(comparison.change ?? 0)} worse, more than ${percent(WORSE_BY)}`),
    aboveGood: comparisons
      .filter((comparison) => aboveGood(comparison.vital, comparison.next))
      .map((comparison) => `${line(comparison)}: above the ${GOOD_P75[comparison.vital]} ms a good ${comparison.vital.toUpperCase()} stays within`),
  };
}

/** The note promote adds about speed insights (the thresholds, so a team knows what was asked). */
export const VITALS_RULE = `p75 INP and LCP over 7 days, at least ${MIN_VISITS} page views from ${MIN_SESSIONS} sessions in ${MIN_NETWORKS} networks per version, worse by more than ${percent(WORSE_BY)}`;
