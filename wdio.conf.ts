import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDistDir } from './registry/registry-files';
import { chromiumCapabilities } from './scripts/chromium';
import { FOREIGN_ORIGIN } from './test/browser/foreign-origin';
import { recordOutcome, startRunSummary, summarizeRun } from './test/browser/run-summary';

// Browser tests: the real demo server (with its test fixtures) and the real built remotes, in Debian's Chromium.
// They test the working tree as `npm run build` built it (dist/build/widgets), never the released versions of the
// release store: set here, so the workers' own servers (embed-nginx.e2e.ts) serve it too.
process.env.WIDGETS_DIST = buildDistDir();
const PORT = Number(process.env.E2E_PORT ?? 3917);
const cacheDir = path.join(__dirname, '.cache', 'wdio');
const dataDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-e2e-'));
let server: ChildProcess | undefined;
/** This worker's browser profile (beforeSession), removed with its session. */
let profileDir: string | undefined;

function startServer(): Promise<void> {
  return new Promise((resolve, reject) => {
    server = spawn(process.execPath, ['--import', 'tsx', 'host-demo/server/main.ts'], {
      cwd: __dirname,
      // The foreign CMS page of the embedding tests calls the API from its own origin.
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DEMO_FIXTURES: '1', ALLOWED_ORIGINS: FOREIGN_ORIGIN },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => reject(new Error('demo server did not start within 60 s')), 60_000);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`http://127.0.0.1:${PORT}/`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });
}

/** The one standalone capability of this config (Chromium's), not a multiremote set. */
function isChromium(capabilities: object): capabilities is WebdriverIO.Capabilities {
  return 'goog:chromeOptions' in capabilities;
}

export const config: WebdriverIO.Config = {
  runner: 'local',
  specs: ['./test/browser/**/*.e2e.ts'],
  maxInstances: 1,
  baseUrl: `http://127.0.0.1:${PORT}`,
  cacheDir,
  capabilities: [chromiumCapabilities()],
  logLevel: 'warn',
  waitforTimeout: 10_000,
  framework: 'mocha',
  reporters: ['spec'],
  mochaOpts: { ui: 'bdd', timeout: 60_000 },
  // A spec file that fails is run once more, on a loaded CI box a timing can miss once; the summary at the end
  // names every test that needed it (FLAKY), so a retry never hides a failure from the log.
  specFileRetries: 1,
  onPrepare() {
    startRunSummary(cacheDir);
    return startServer();
  },
  beforeSession(_config, capabilities) {
    // The launcher made the capabilities, with their profile, once for every worker: each spec file (and the retry of a
    // failed one) gets an empty profile of its own, so none starts with the cookies an earlier one left. WebDriver's
    // "delete all cookies" cannot do that: it reaches only the open page's cookies, none at about:blank.
    const args = isChromium(capabilities) ? capabilities['goog:chromeOptions']?.args : undefined;
    if (!args) return;
    profileDir = mkdtempSync(path.join(tmpdir(), 'schaufenster-chromium-'));
    args.splice(0, args.length, ...args.filter((arg) => !arg.startsWith('--user-data-dir=')), `--user-data-dir=${profileDir}`);
  },
  afterSession() {
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  },
  afterTest(test, _context, result) {
    const error = result.error instanceof Error ? result.error.message.slice(0, 600) : undefined;
    recordOutcome(cacheDir, { spec: path.relative(__dirname, test.file), title: `${test.parent} › ${test.title}`, passed: result.passed, error });
  },
  onComplete() {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`\n${summarizeRun(cacheDir)}`);
  },
};
