import path from 'node:path';
import SPEC_SECONDS from './spec-seconds.json';

/**
 * The seconds of a spec file without a measured time (a new one): about the median of those measured.
 */
const UNMEASURED_SECONDS = 30;

/**
 * The spec files in groups, one browser session (and one wdio worker process) per group instead of per file: a
 * session costs about 15 CPU-seconds of process and browser start before its first test, a further file in the same
 * session about 5 (measured on this 2-core machine). Each file still starts in a browser context of its own
 * (spec-isolation.ts). The groups are balanced by each file's seconds in spec-seconds.json (a full run's session
 * times, fresh clone, 2 workers, 2026-11-28; the run summary prints the current ones) and listed heaviest first, so
 * that the workers, taking the groups in turn, end about together.
 */
export function groupSpecs(files: string[], groups: number, secondsOf: (file: string) => number = measuredSeconds): string[][] {
  const weighed = files.map((file) => ({ file, seconds: secondsOf(file) })).sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const bins = Array.from({ length: Math.max(1, Math.min(groups, files.length)) }, () => ({ files: [] as string[], seconds: 0 }));
  // The heaviest file into the lightest group so far (longest processing time first).
  for (const { file, seconds } of weighed) {
    const lightest = bins.reduce((min, bin) => (bin.seconds < min.seconds ? bin : min));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return bins.filter((bin) => bin.files.length > 0).sort((a, b) => b.seconds - a.seconds).map((bin) => bin.files);
}

/** A spec file's measured seconds, by its name. */
function measuredSeconds(file: string): number {
  return (SPEC_SECONDS as Record<string, number>)[path.basename(file)] ?? UNMEASURED_SECONDS;
}
