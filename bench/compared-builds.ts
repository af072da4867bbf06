// The builds a browser bench compares: the current one, and a baseline (e.g. a build of main) beside it when given.
import { startAll, startDemo, type BenchServer } from '../scripts/demo-process';

/** A build a bench serves: its name in the rows and its folder. */
export interface Build {
  name: 'baseline' | 'current';
  dir: string;
}

/** The builds to measure in turn: the baseline first when there is one, then the current build. */
export function comparedBuilds(widgetsDir: string, baselineDir?: string): Build[] {
  return [...(baselineDir ? [{ name: 'baseline' as const, dir: baselineDir }] : []), { name: 'current', dir: widgetsDir }];
}

/** Serves each build from this checkout's demo server: the current one on `port`, the baseline on the next; in the order of `builds`. */
export function serveBuilds(builds: Build[], port: number): Promise<BenchServer[]> {
  return startAll(builds.map((build) => startDemo(build.name === 'current' ? port : port + 1, { WIDGETS_DIST: build.dir })));
}
