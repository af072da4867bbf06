// npm test (after npm install): every check of the repository, the stages that need nothing of each other side by
// side, each stage's output in a log of its own (printed whole when it fails), and one summary at the end: each
// stage's time and count, and the total. First-time installs of Debian packages run first and are timed apart.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';
import { buildDistDir } from '../registry/registry-files';

const ROOT = path.join(__dirname, '..');
const LOG_DIR = path.join(ROOT, '.cache', 'test-suite');
const JEST = 'NODE_OPTIONS=--experimental-vm-modules jest';
/** The run's migrated and seeded demo database, which every demo server of the tests and the bench starts on a copy of. */
const SEEDED_DATA_DIR = path.join(ROOT, '.cache', 'seeded-data-dir');
/** Runs a command against a throwaway PostgreSQL server of its own (port `port`), as TEST_DATABASE_URL. */
const onPostgres = (port: number, command: string) => `PG_TEST_PORT=${port} scripts/with-postgres.sh --no-fsync sh -c 'TEST_DATABASE_URL=$DATABASE_URL ${command}'`;

/**
 * The tests that run on PGlite as well: the migrations and the database layer, and the cart, order and search routes,
 * whose queries (locks, concurrent writes, full-text search) the two engines could answer differently. Every other
 * test runs on PostgreSQL only (engine-parity.test.ts compares the two search engines there); the browser tests and
 * the bench run the demo on PGlite, its embedded default, end to end.
 */
const PGLITE_AGREEMENT = ['server-kit/db/', 'shop-api/cart/cart-routes', 'shop-api/orders/', 'shop-api/product-catalog/search-routes'];

interface Stage {
  name: string;
  /** What it runs, in sh. */
  command: string;
  /** Stages that must have passed before it starts. */
  after: string[];
  /** What it counts, read from its output (tests, spec files, files checked). */
  count: (output: string) => string;
  /**
   * Runs at a low CPU priority (nice 10): a stage nothing else waits for and nothing in it timed, which then takes
   * the cores' idle time without slowing the build, which every later stage waits for.
   */
  lowPriority?: true;
}

const lastMatch = (output: string, pattern: RegExp): string => [...output.matchAll(pattern)].at(-1)?.[1]?.trim() ?? '';
const jestCount = (output: string) => {
  const tests = [...output.matchAll(/^Tests:\s+(.*)$/gm)].map((match) => match[1]?.trim());
  return tests.length > 0 ? `tests: ${tests.join(' + ')}` : '';
};

const STAGES: Stage[] = [
  {
    name: 'Debian packages',
    command: 'scripts/ensure-chromium.sh && scripts/ensure-nginx.sh && scripts/ensure-wordpress.sh && scripts/ensure-postgres.sh',
    after: [],
    count: () => '',
  },
  { name: 'demo database', command: `tsx scripts/seeded-data-dir.ts ${SEEDED_DATA_DIR}`, after: ['Debian packages'], count: () => 'migrated and seeded once' },
  { name: 'typecheck', command: 'npm run typecheck', after: ['Debian packages'], count: () => '2 projects', lowPriority: true },
  { name: 'lint', command: 'npm run lint', after: ['Debian packages'], count: (output) => lastMatch(output, /(Checked \d+ files)/g), lowPriority: true },
  { name: 'build', command: 'npm run build', after: ['Debian packages'], count: (output) => lastMatch(output, /^(Built \d+ remotes and the loader)/gm) },
  { name: 'check-tags', command: "npm run check-tags -- 'demo-cms/templates/**/*.liquid'", after: ['build'], count: (output) => lastMatch(output, /^(.*(?:tags?|templates?).*)$/gm).slice(0, 80) },
  // On two cores the heavy stages take turns: jest on PostgreSQL first, one worker per core, beside the chain of light
  // stages that mostly wait (the fault suite and the PGlite agreement subset on their database servers, then the bench
  // check on its pages), which fill the cores' idle time; then the browser specs alone (two Chromiums and their demo
  // servers). Measured on 2 cores (2026-11-30): alone, the bench check takes 149 CPU-s in 101 s and the browser specs
  // 652 CPU-s in 371 s; beside each other, at the end of a fresh clone's run, 289 and 488 s. The bench check is timed
  // (its pages must settle within seconds), so it runs at the normal priority: at a low one, starved beside jest and
  // the browser specs, a page of its 4x CPU slowdown step did not show its search box in time.
  {
    name: 'jest on PostgreSQL',
    command: onPostgres(55432, `FUZZ_RUNS=100 ${JEST} --maxWorkers=2 --testPathIgnorePatterns /faults/`),
    after: ['build', 'demo database'],
    count: jestCount,
  },
  {
    // They stop, freeze and restart their database server: on a server of their own, one file at a time.
    name: 'jest faults on PostgreSQL',
    command: onPostgres(55442, `${JEST} --runInBand server/faults`),
    after: ['build', 'demo database'],
    count: jestCount,
  },
  { name: 'jest on PGlite', command: `${JEST} --runInBand ${PGLITE_AGREEMENT.join(' ')}`, after: ['jest faults on PostgreSQL'], count: jestCount },
  {
    name: 'browser',
    command: 'npm run test:browser',
    after: ['jest on PostgreSQL', 'bench check'],
    // A test that passed only when its spec file was tried again is named in the log's last lines (FLAKY) and counted here.
    count: (output) => {
      const flaky = output.match(/^FLAKY /gm)?.length ?? 0;
      return `spec files: ${lastMatch(output, /^Spec Files:\s+(.*)$/gm)}${flaky > 0 ? `; ${flaky} FLAKY test(s), passed on a retry` : ''}`;
    },
  },
  { name: 'bench check', command: 'npm run bench:check', after: ['jest on PGlite'], count: (output) => lastMatch(output, /^(\d+ bench steps.*)$/gm) },
];

interface Outcome {
  stage: Stage;
  passed: boolean;
  ms: number;
  /** CPU seconds of every process the stage started (cpuGroupFor), when the machine lets them be counted. */
  cpuSeconds: number | undefined;
  count: string;
}

/**
 * Where a stage's CPU is counted: a cpuacct cgroup of its own, which every process the stage starts joins, Chromium
 * included (the shell's `times` misses what chromedriver does not wait for: 28 of one spec's 71 CPU-s). On two cores a
 * stage's CPU, not its wall time, says what it takes from the others. Where the machine has no writable cgroup v1
 * cpuacct hierarchy (no root, cgroup v2 only), the summary has no CPU column.
 */
const CPUACCT = '/sys/fs/cgroup/cpuacct';

function cpuGroupFor(stage: Stage): string | undefined {
  const group = path.join(CPUACCT, `schaufenster-test-${process.pid}-${stage.name.replaceAll(' ', '-')}`);
  try {
    mkdirSync(group);
    return group;
  } catch {
    return undefined;
  }
}

function cpuSecondsOf(group: string | undefined): number | undefined {
  if (!group) return undefined;
  const nanoseconds = Number(readFileSync(path.join(group, 'cpuacct.usage'), 'utf8'));
  try {
    rmdirSync(group);
  } catch {
    // A process the stage left behind still runs in it: the group stays until the machine's next boot.
  }
  return nanoseconds / 1e9;
}

function runStage(stage: Stage): Promise<Outcome> {
  const started = Date.now();
  const logFile = path.join(LOG_DIR, `${stage.name.replaceAll(' ', '-')}.log`);
  const cpuGroup = cpuGroupFor(stage);
  const log = createWriteStream(logFile);
  console.log(`▶ ${stage.name}`);
  return new Promise((resolve) => {
    // The shell lowers its own priority first: every process of the stage inherits it.
    const niced = stage.lowPriority ? `renice -n 10 -p $$ > /dev/null; ${stage.command}` : stage.command;
    const command = cpuGroup ? `echo $$ > '${cpuGroup}/cgroup.procs'; ${niced}` : niced;
    const child = spawn('sh', ['-c', command], {
      cwd: ROOT,
      // The browser tests and the release tests use the build this run made (build), never one of their own, and
      // start their demo servers on copies of its database (demo database).
      env: { ...process.env, TEST_WIDGETS_BUILD: buildDistDir(), SEEDED_DATA_DIR, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const output = readFileSync(logFile, 'utf8');
        const outcome = { stage, passed: code === 0, ms: Date.now() - started, cpuSeconds: cpuSecondsOf(cpuGroup), count: stage.count(output) };
        if (!outcome.passed) console.log(`\n──── ${stage.name} failed (exit ${code}); its output (${path.relative(ROOT, logFile)}):\n${output}\n────`);
        console.log(`${outcome.passed ? '✔' : '✘'} ${stage.name} ${seconds(outcome.ms)} ${outcome.count}`);
        resolve(outcome);
      });
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const cpu = (outcome: Outcome) => (outcome.cpuSeconds === undefined ? '' : `${outcome.cpuSeconds.toFixed(0)} s`);

/** Starts each stage as soon as the stages it waits for have passed; a stage after a failed one does not run. */
async function runAll(): Promise<Outcome[]> {
  const outcomes = new Map<string, Promise<Outcome | undefined>>();
  const start = (stage: Stage): Promise<Outcome | undefined> => {
    let running = outcomes.get(stage.name);
    if (!running) {
      running = Promise.all(stage.after.map((name) => start(STAGES.find((other) => other.name === name) as Stage))).then((before) =>
        before.every((outcome) => outcome?.passed) ? runStage(stage) : undefined,
      );
      outcomes.set(stage.name, running);
    }
    return running;
  };
  const results = await Promise.all(STAGES.map(start));
  return results.filter((outcome): outcome is Outcome => outcome !== undefined);
}

async function main(): Promise<void> {
  mkdirSync(LOG_DIR, { recursive: true });
  const suiteStarted = Date.now();
  // npm test's npm install ran before this script: its start is in TEST_STARTED_AT (ms), when npm test set it.
  const installMs = process.env.TEST_STARTED_AT ? suiteStarted - Number(process.env.TEST_STARTED_AT) : undefined;
  const outcomes = await runAll();
  const totalMs = Date.now() - suiteStarted + (installMs ?? 0);
  const packagesMs = outcomes.find((outcome) => outcome.stage.name === 'Debian packages')?.ms ?? 0;

  const rows = [
    ['', 'time', 'CPU', ''],
    ...(installMs === undefined ? [] : [['npm install', seconds(installMs), '', '']]),
    ...outcomes.map((outcome) => [`${outcome.passed ? '' : 'FAILED '}${outcome.stage.name}`, seconds(outcome.ms), cpu(outcome), outcome.count]),
  ];
  const notRun = STAGES.filter((stage) => !outcomes.some((outcome) => outcome.stage === stage));
  const cpuTotal = outcomes.reduce((sum, outcome) => sum + (outcome.cpuSeconds ?? 0), 0);
  console.log('\nTest suite summary (stages side by side where they need nothing of each other; CPU: of every process a stage started)');
  for (const [name = '', time = '', cpuTime = '', count = ''] of rows) console.log(`  ${name.padEnd(28)} ${time.padStart(6)} ${cpuTime.padStart(6)}  ${count}`);
  for (const stage of notRun) console.log(`  NOT RUN ${stage.name} (a stage it waits for failed)`);
  console.log(`  ${'total'.padEnd(28)} ${seconds(totalMs).padStart(6)} ${`${cpuTotal.toFixed(0)} s`.padStart(6)}  (${seconds(totalMs - packagesMs)} without first-time Debian package installs)`);
  const failed = outcomes.filter((outcome) => !outcome.passed);
  if (failed.length > 0 || notRun.length > 0) {
    console.log(`\nFailed: ${failed.map((outcome) => outcome.stage.name).join(', ')}; logs in ${path.relative(ROOT, LOG_DIR)}/`);
    process.exit(1);
  }
}

void main();
