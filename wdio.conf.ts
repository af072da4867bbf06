import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'glob';
import type { BenchServer } from './scripts/demo-process';
import { buildDistDir } from './registry/registry-files';
import { chromiumCapabilities } from './scripts/chromium';
import { recordOutcome, recordSpecTime, startRunSummary, summarizeRun } from './test/browser/run-summary';
import { claimServerSlot, releaseServerSlot, startServerSlots } from './test/browser/server-slots';
import { groupSpecs } from './test/browser/spec-groups';
import { enterSpecFile, leaveSpecFile } from './test/browser/spec-isolation';

// Browser tests: the real demo server (with its test fixtures) and the real built remotes, in Debian's Chromium.
// They test the working tree as `npm run build` built it (dist/build/widgets), never the released versions of the
// release store: set here, so the workers' own servers (embed-nginx.e2e.ts) serve it too.
process.env.WIDGETS_DIST = buildDistDir();
/**
 * The first demo server's port; the others follow it (test/browser/server-slots.ts). Apart from the bench's ports
 * (3918 to 3940), whose check runs beside the browser tests in npm test.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4017);
/**
 * Spec files run side by side, each with its own Chromium and its own demo server. Two on two cores: the specs
 * spend much of their time waiting on the page, and more workers than cores made timings miss under load.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Groups of spec files per worker: fewer groups start fewer browsers and worker processes; more keep the workers'
 * ends closer together, and a retry (of a whole group) shorter.
 */
const GROUPS_PER_WORKER = 3;
const cacheDir = path.join(__dirname, '.cache', 'wdio');
let servers: BenchServer[] = [];
/** This worker's demo server (beforeSession), given back after its session. */
let serverPort: number | undefined;

/** Records how long a spec file took in its session (the first file of a session: the browser's start too). */
const recordTime = (file: string, ms: number) => recordSpecTime(cacheDir, { spec: path.relative(__dirname, file.startsWith('file:') ? fileURLToPath(file) : file), ms });

export const config: WebdriverIO.Config = {
  runner: 'local',
  // A few groups of spec files per worker, each group one session (spec-groups.ts), the heaviest first.
  specs: groupSpecs(globSync('./test/browser/*.e2e.ts').map((file) => `./${file}`), WORKERS * GROUPS_PER_WORKER),
  maxInstances: WORKERS,
  cacheDir,
  capabilities: [chromiumCapabilities()],
  logLevel: 'warn',
  waitforTimeout: 10_000,
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { ui: 'bdd', timeout: 60_000 },
  // A group of spec files that fails is run once more: the summary at the end names every test that needed it (FLAKY), so a
  // retry never hides a failure from the log, and a flaky test is fixed (npm run flake runs specs without retries).
  specFileRetries: Number(process.env.E2E_SPEC_RETRIES ?? 1),
  async onPrepare() {
    startRunSummary(cacheDir);
    servers = await startServerSlots(cacheDir, BASE_PORT, WORKERS);
    // A launcher stopped from outside (Ctrl-C, a CI timeout) takes its servers along instead of leaving them on their ports.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        for (const server of servers) server.stop();
        process.exit(1);
      });
    }
  },
  // Each session (a group of spec files, and the retry of a failed one) starts with an empty profile of its own, which
  // chromedriver makes; the files within a group each get a browser context of their own (spec-isolation.ts).
  async beforeSession(config) {
    serverPort = await claimServerSlot(cacheDir);
    config.baseUrl = `http://127.0.0.1:${serverPort}`;
  },
  // Each file of a group begins in a browser context of its own, as a fresh browser would give it.
  async beforeHook(test) {
    await enterSpecFile(test.file, recordTime);
  },
  async beforeTest(test) {
    await enterSpecFile(test.file, recordTime);
  },
  afterSession() {
    leaveSpecFile(recordTime);
    if (serverPort !== undefined) releaseServerSlot(cacheDir, serverPort);
  },
  // A hook that fails (a guard's afterEach among them) fails its file as a test does: it is named in the summary too
  // (FAILED, or FLAKY when it passed on the retry).
  afterHook(test, _context, result, hookName) {
    const error = result.error instanceof Error ? result.error.message.slice(0, 600) : undefined;
    recordOutcome(cacheDir, { spec: path.relative(__dirname, test.file ?? ''), title: `${test.parent} › ${test.title || hookName}`, passed: error === undefined, error });
  },
  afterTest(test, _context, result) {
    const error = result.error instanceof Error ? result.error.message.slice(0, 600) : undefined;
    recordOutcome(cacheDir, { spec: path.relative(__dirname, test.file), title: `${test.parent} › ${test.title}`, passed: result.passed, error });
  },
  onComplete() {
    for (const server of servers) server.stop();
    console.log(`\n${summarizeRun(cacheDir)}`);
  },
};
