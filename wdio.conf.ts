import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchServer } from './scripts/demo-process';
import { buildDistDir } from './registry/registry-files';
import { chromiumCapabilities } from './scripts/chromium';
import { recordOutcome, recordSpecTime, startRunSummary, summarizeRun } from './test/browser/run-summary';
import { claimServerSlot, releaseServerSlot, startServerSlots } from './test/browser/server-slots';

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
const cacheDir = path.join(__dirname, '.cache', 'wdio');
let servers: BenchServer[] = [];
/** This worker's browser profile (beforeSession), removed with its session. */
let profileDir: string | undefined;
/** This worker's demo server (beforeSession), given back after its session. */
let serverPort: number | undefined;
/** When this worker's session began (beforeSession). */
let sessionStarted = 0;

/** The one standalone capability of this config (Chromium's), not a multiremote set. */
function isChromium(capabilities: object): capabilities is WebdriverIO.Capabilities {
  return 'goog:chromeOptions' in capabilities;
}

export const config: WebdriverIO.Config = {
  runner: 'local',
  // The longest spec files first (the layout test's four, then those over a minute), so that no worker is left alone
  // with a long one at the end while the other has nothing to do; the list keeps each file once.
  specs: ['./test/browser/layout-*.e2e.ts', './test/browser/{a11y,auth,embed-site-config,chaos}.e2e.ts', './test/browser/**/*.e2e.ts'],
  maxInstances: WORKERS,
  cacheDir,
  capabilities: [chromiumCapabilities()],
  logLevel: 'warn',
  waitforTimeout: 10_000,
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { ui: 'bdd', timeout: 60_000 },
  // A spec file that fails is run once more: the summary at the end names every test that needed it (FLAKY), so a
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
  async beforeSession(config, capabilities) {
    sessionStarted = Date.now();
    serverPort = await claimServerSlot(cacheDir);
    config.baseUrl = `http://127.0.0.1:${serverPort}`;
    // The launcher made the capabilities, with their profile, once for every worker: each spec file (and the retry of a
    // failed one) gets an empty profile of its own, so none starts with the cookies an earlier one left. WebDriver's
    // "delete all cookies" cannot do that: it reaches only the open page's cookies, none at about:blank.
    const args = isChromium(capabilities) ? capabilities['goog:chromeOptions']?.args : undefined;
    if (!args) return;
    profileDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-chromium-'));
    args.splice(0, args.length, ...args.filter((arg) => !arg.startsWith('--user-data-dir=')), `--user-data-dir=${profileDir}`);
  },
  afterSession(_config, _capabilities, specs) {
    for (const spec of specs) recordSpecTime(cacheDir, { spec: path.relative(__dirname, spec.startsWith('file:') ? fileURLToPath(spec) : spec), ms: Date.now() - sessionStarted });
    if (serverPort !== undefined) releaseServerSlot(cacheDir, serverPort);
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
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
