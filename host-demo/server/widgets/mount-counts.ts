import type { MountOutcome, MountReport } from '../../loader/mount-reports';

/** Counts of one widget version, by outcome. */
export type OutcomeCounts = Record<MountOutcome, number>;

/** One counter to add to: an outcome of a widget version in an environment, and by how much. */
export interface MountCount extends MountReport {
  environment: string;
  count: number;
}
