import { VITAL_NAMES, type VitalName } from '@schaufenster/shared/api/vital-names';
import { compareVersions, isReleaseVersion } from '../../registry/versions';
import type { RouteVersionVitals, VersionVitals, VitalP75 } from '../../widget-server/field-data/page-vitals-store';
import { aboveGood, compareRollout, GOOD_P75, hasEnough } from '../../widget-server/field-data/rollout-vitals';

/** What the catalog says in place of a p75 with fewer than MIN_VISITS measurements behind it. */
export const TOO_FEW_DATA = 'zu wenige Daten';

/** The vitals' names as the catalog's column heads write them. */
export const VITAL_LABELS: Record<VitalName, string> = { lcp: 'LCP', inp: 'INP', cls: 'CLS', ttfb: 'TTFB' };

/** One vital's cell: its p75 as people read it, or TOO_FEW_DATA. */
export interface VitalCell {
  vital: VitalName;
  label: string;
  text: string;
  count: number;
  /** Above the p75 that is still good (GOOD_P75), with enough page views behind it: the catalog marks it. */
  aboveGood: boolean;
  /** The good p75 as the catalog writes it (`200 ms`, CLS `0,1`). */
  good: string;
}

/** One row of a module's vitals table: a route and version over the last 7 days. */
export interface VitalsRow {
  route: string;
  version: string;
  visits: number;
  cells: VitalCell[];
}

/** A rollout's INP or LCP beside the current version's. */
export interface RolloutVitalRow {
  label: string;
  current: VitalCell;
  next: VitalCell;
  /** `+25 %` (worse) or `−5 %`, or nothing without enough data. */
  change: string;
  worse: boolean;
}

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const shift = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** A p75 as the catalog writes it (`1.234 ms`, CLS `0,05`), or TOO_FEW_DATA below MIN_VISITS measurements. */
export function vitalCell(vital: VitalName, measured: VitalP75): VitalCell {
  const written = (value: number) => (vital === 'cls' ? shift.format(value) : `${number.format(value)} ms`);
  const base = { vital, label: VITAL_LABELS[vital], count: measured.count, aboveGood: aboveGood(vital, measured), good: written(GOOD_P75[vital]) };
  return { ...base, text: hasEnough(measured) ? written(measured.p75) : TOO_FEW_DATA };
}

/** Newest release first, then anything else (`unknown`) by name. */
function newestFirst(a: string, b: string): number {
  const [releaseA, releaseB] = [isReleaseVersion(a), isReleaseVersion(b)];
  if (releaseA && releaseB) return compareVersions(b, a);
  if (releaseA !== releaseB) return releaseA ? -1 : 1;
  return a.localeCompare(b);
}

/** A widget tag's vitals per route and version (routes by name, versions newest first), each p75 or TOO_FEW_DATA. */
export function moduleVitals(rows: readonly RouteVersionVitals[], widget: string): VitalsRow[] {
  return rows
    .filter((row) => row.widget === widget)
    .sort((a, b) => a.route.localeCompare(b.route) || newestFirst(a.version, b.version))
    .map((row) => ({ route: row.route, version: row.version, visits: row.visits, cells: VITAL_NAMES.map((vital) => vitalCell(vital, row.vitals[vital])) }));
}

/** A running rollout's INP and LCP beside the current version's, over every route of the last 7 days. */
export function rolloutVitals(versions: readonly VersionVitals[], widget: string, currentVersion: string, nextVersion: string): RolloutVitalRow[] {
  return compareRollout(versions, widget, currentVersion, nextVersion).map((comparison) => ({
    label: VITAL_LABELS[comparison.vital],
    current: vitalCell(comparison.vital, comparison.current),
    next: vitalCell(comparison.vital, comparison.next),
    change: comparison.change === null ? '' : `${comparison.change > 0 ? '+' : '−'}${number.format(Math.abs(comparison.change) * 100)} %`,
    worse: comparison.worse,
  }));
}
