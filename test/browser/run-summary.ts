import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * What every browser test ended with, written by the workers and printed by the launcher as the run's last lines:
 * a CI log shows only its tail, and the spec reporter prints a failure in the middle of its spec's block.
 */
interface TestOutcome {
  spec: string;
  title: string;
  passed: boolean;
  error?: string;
}

/** How long one spec file took in its session (a session's first file: Chromium's start included; a retry is counted again). */
interface SpecTime {
  spec: string;
  ms: number;
}

const outcomesFile = (cacheDir: string): string => path.join(cacheDir, 'run-outcomes.jsonl');
const specTimesFile = (cacheDir: string): string => path.join(cacheDir, 'run-spec-times.jsonl');

/** Starts a run with no outcomes recorded. */
export function startRunSummary(cacheDir: string): void {
  mkdirSync(cacheDir, { recursive: true });
  rmSync(outcomesFile(cacheDir), { force: true });
  rmSync(specTimesFile(cacheDir), { force: true });
}

/** Records how long a spec file's session took (called in the worker, after its session). */
export function recordSpecTime(cacheDir: string, time: SpecTime): void {
  appendFileSync(specTimesFile(cacheDir), `${JSON.stringify(time)}\n`);
}

/** Records one test's outcome (called in the worker, after each test). */
export function recordOutcome(cacheDir: string, outcome: TestOutcome): void {
  appendFileSync(outcomesFile(cacheDir), `${JSON.stringify(outcome)}\n`);
}

function readLines<T>(file: string): T[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  } catch {
    return [];
  }
}

/** The spec files that took longest, a line each: where the run's time goes. */
function slowestSpecs(cacheDir: string, count = 8): string {
  const times = readLines<SpecTime>(specTimesFile(cacheDir)).sort((a, b) => b.ms - a.ms);
  const total = times.reduce((sum, time) => sum + time.ms, 0);
  const rows = times.slice(0, count).map((time) => `  ${(time.ms / 1000).toFixed(0).padStart(4)} s  ${time.spec}`);
  return [`Spec files by time (${times.length} files, ${(total / 1000).toFixed(0)} s in all; the ${rows.length} longest):`, ...rows].join('\n');
}

/**
 * The run's slowest spec files, then its failures in a few lines: tests that failed on their last try, and tests that
 * failed once and passed when their spec file was tried again (flaky: named, so they are mended, not forgotten).
 */
export function summarizeRun(cacheDir: string): string {
  const lastTry = new Map<string, TestOutcome>();
  const failedOnce = new Map<string, TestOutcome>();
  for (const outcome of readLines<TestOutcome>(outcomesFile(cacheDir))) {
    const key = `${outcome.spec} › ${outcome.title}`;
    lastTry.set(key, outcome);
    if (!outcome.passed) failedOnce.set(key, outcome);
  }
  const failed = [...lastTry].filter(([, outcome]) => !outcome.passed);
  const flaky = [...failedOnce].filter(([key]) => lastTry.get(key)?.passed);
  const lines: string[] = [];
  for (const [key, outcome] of failed) lines.push(`FAILED ${key}\n  ${outcome.error ?? ''}`);
  for (const [key, outcome] of flaky) lines.push(`FLAKY (failed, then passed on the retry) ${key}\n  ${outcome.error ?? ''}`);
  const verdict = lines.length === 0 ? 'Browser tests: every test passed on its first try.' : lines.join('\n');
  return `${slowestSpecs(cacheDir)}\n${verdict}`;
}
