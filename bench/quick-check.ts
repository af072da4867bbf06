// `npm run bench:check` (`tsx bench/run.ts --check`): every step of the bench once, on a tiny load, so that a step
// which breaks fails in CI. It prints the bench's figures, which on such a load say little; nothing is asserted.

/** Whether this process runs the quick check rather than the bench (`--check` on the command line). */
export const QUICK_CHECK = process.argv.includes('--check');

/** How often, or how long, a step repeats: `full` for the bench's figures, `check` in the quick check. */
export function perRun<T>(full: T, check: T): T {
  return QUICK_CHECK ? check : full;
}
