import type { VersionVitals } from '../host-demo/server/widgets/page-vitals-store';
import { compareRollout, MIN_VISITS, WORSE_BY } from '../host-demo/server/widgets/rollout-vitals';
import { REMOTES, type RemoteName, tagName } from '../registry/remotes';

/** Where promote reads the speed insights of the environment from (the CLI: the server's PostgreSQL database). */
export type VitalsSource = () => Promise<readonly VersionVitals[]>;

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

/**
 * Compares a remote's rollout with its current version by the p75 INP and LCP of real page views over the last 7 days,
 * for each module it exposes: one line per vital that is more than WORSE_BY worse with MIN_VISITS page views on both
 * sides (nothing judged with fewer). The lines are what promote warns with, or refuses with under --strict.
 */
export function rolloutRegressions(remote: RemoteName, currentVersion: string, nextVersion: string, versions: readonly VersionVitals[]): string[] {
  return Object.keys(REMOTES[remote].exposes)
    .map((exposed) => tagName(remote, exposed.replace(/^\.\//, '')))
    .flatMap((widget) => compareRollout(versions, widget, currentVersion, nextVersion))
    .filter((comparison) => comparison.worse)
    .map(
      ({ widget, vital, current, next, change }) =>
        `${widget} ${vital.toUpperCase()} p75 ${Math.round(next.p75 ?? 0)} on ${nextVersion} (${next.count} page views) vs ${Math.round(current.p75 ?? 0)} on ${currentVersion} (${current.count}): ${percent(change ?? 0)} worse, more than ${percent(WORSE_BY)}`,
    );
}

/** The note promote adds about speed insights it could not judge (the thresholds, so a team knows what was asked). */
export const VITALS_RULE = `p75 INP and LCP over 7 days, at least ${MIN_VISITS} page views per version, worse by more than ${percent(WORSE_BY)}`;
