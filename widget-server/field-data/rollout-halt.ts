import { hostname } from 'node:os';
import type { MountReport } from '../../loader/mount-reports';
import { type ChangedEntry, stopRollout } from '../../registry/entry-change';
import type { Registry } from '../../registry/registry';
import { registryReader } from '../../registry/registry-files';
import type { HaltFigures, Provenance } from '../../registry/release-history';
import type { Database } from '../../server-kit/db/database';
import type { BeaconSource } from './beacon-guard';
import { beaconViews, forgetRolloutViews, recordRolloutView, type RolloutVersion, rolloutViewsOf } from './rollout-views-store';
import { callsForHalt, describeHaltFigures, type RolloutViews } from './rollout-vitals';

/** Told of each rollout this process halted, and of a halt that failed (the next beacon tries again). */
export interface HaltObserver {
  onHalt?: (rollout: RolloutVersion, figures: RolloutViews) => void;
  onHaltFailed?: (rollout: RolloutVersion, error: unknown) => void;
}

/** Who halts a rollout, as its history records it: the server process, with the figures as its command. */
export function haltProvenance(figures: RolloutViews): Provenance {
  return { command: `automatic halt: ${describeHaltFigures(figures)}`, by: `server pid ${process.pid} on ${hostname()}`, commit: null, dirty: false };
}

/**
 * Stops a rollout of `version` because of `figures`, under the registry's lock, with a history record of action `halt`
 * and the figures; undefined when the remote no longer rolls that version out (another process halted it, a team
 * raised or stopped it): nothing written. The pinned version and every other remote stay byte for byte as they were.
 */
export function haltRollout(widgetsDir: string, { environment, remote, version }: RolloutVersion, figures: RolloutViews): Promise<ChangedEntry | undefined> {
  const halt: HaltFigures = { version, views: figures.views, failed: figures.failed };
  return stopRollout(widgetsDir, remote, { environment, version, action: 'halt', provenance: haltProvenance(figures), extra: { halt } });
}

/**
 * Watches the rollouts of every environment's registry through the mount beacons: counts each beacon's page views of
 * a rollout's version (per session, rollout-views-store) and halts a rollout whose figures call for it (callsForHalt).
 * Several server processes may decide so at once: the lock and the registry read inside it let one of them halt it.
 */
export class RolloutHalts {
  private readonly registries = new Map<string, () => Registry>();

  constructor(
    private readonly db: Database,
    private readonly widgetsDir: string,
    private readonly observer: HaltObserver = {},
  ) {}

  /** Counts one beacon's reports (the versions as counted) from `source` in `environment`, and halts what calls for it. */
  async count(reports: readonly MountReport[], environment: string, source: BeaconSource): Promise<void> {
    const registry = this.registryOf(environment);
    for (const view of beaconViews(reports).values()) {
      const entry = Object.hasOwn(registry.remotes, view.remote) ? registry.remotes[view.remote] : undefined;
      if (entry?.rollout?.version !== view.version) continue;
      const rollout = { environment, remote: view.remote, version: view.version };
      await recordRolloutView(this.db, rollout, view, source);
      const figures = await rolloutViewsOf(this.db, rollout);
      if (callsForHalt(figures)) await this.halt(rollout, figures);
    }
  }

  private async halt(rollout: RolloutVersion, figures: RolloutViews): Promise<void> {
    try {
      if (!(await haltRollout(this.widgetsDir, rollout, figures))) return;
    } catch (error) {
      // The lock held too long, a disk full: the beacon is counted all the same, and the next one tries again.
      this.observer.onHaltFailed?.(rollout, error);
      return;
    }
    // Rolled out again later, the version is judged afresh.
    await forgetRolloutViews(this.db, rollout);
    this.observer.onHalt?.(rollout, figures);
  }

  /** The environment's registry as it is on disk now (one stat per beacon; read again once a command or a halt wrote it). */
  private registryOf(environment: string): Registry {
    let reader = this.registries.get(environment);
    if (!reader) this.registries.set(environment, (reader = registryReader(this.widgetsDir, environment)));
    return reader();
  }
}
