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

const outcomesFile = (cacheDir: string): string => path.join(cacheDir, 'run-outcomes.jsonl');

/** Starts a run with no outcomes recorded. */
export function startRunSummary(cacheDir: string): void {
  mkdirSync(cacheDir, { recursive: true });
  rmSync(outcomesFile(cacheDir), { force: true });
}

/** Records one test's outcome (called in the worker, after each test). */
export function recordOutcome(cacheDir: string, outcome: TestOutcome): void {
  appendFileSync(outcomesFile(cacheDir), `${JSON.stringify(outcome)}\n`);
}

function readOutcomes(cacheDir: string): TestOutcome[] {
  try {
    return readFileSync(outcomesFile(cacheDir), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as TestOutcome);
  } catch {
    return [];
  }
}

/**
 * The run's failures in a few lines: tests that failed on their last try, and tests that failed once and passed
 * when their spec file was tried again (flaky: named, so they are mended, not forgotten).
 */
export function summarizeRun(cacheDir: string): string {
  const lastTry = new Map<string, TestOutcome>();
  const failedOnce = new Map<string, TestOutcome>();
  for (const outcome of readOutcomes(cacheDir)) {
    const key = `${outcome.spec} › ${outcome.title}`;
    lastTry.set(key, outcome);
    if (!outcome.passed) failedOnce.set(key, outcome);
  }
  const failed = [...lastTry].filter(([, outcome]) => !outcome.passed);
  const flaky = [...failedOnce].filter(([key]) => lastTry.get(key)?.passed);
  const lines: string[] = [];
  for (const [key, outcome] of failed) lines.push(`FAILED ${key}\n  ${outcome.error ?? ''}`);
  for (const [key, outcome] of flaky) lines.push(`FLAKY (failed, then passed on the retry) ${key}\n  ${outcome.error ?? ''}`);
  return lines.length === 0 ? 'Browser tests: every test passed on its first try.' : lines.join('\n');
}
