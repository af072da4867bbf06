// npm run flake -- <file>... [--runs N]: runs browser spec files (*.e2e.ts) or jest test files N times (10 by
// default) under two busy CPU hogs, as a loaded CI machine looks, without retries, and prints each run's outcome. A
// test that fails once in such runs is to be fixed, not retried. Browser specs use the current build (npm run build).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildDistDir } from '../registry/registry-files';

const ROOT = path.join(__dirname, '..');
const HOGS = 2;

interface Options {
  files: string[];
  runs: number;
}

function parseArgs(argv: string[]): Options {
  const files: string[] = [];
  let runs = 10;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg === '--runs') runs = Number(argv[(index += 1)]);
    else files.push(arg);
  }
  if (files.length === 0 || !(runs > 0)) throw new Error('usage: npm run flake -- <spec or test file>... [--runs N]');
  for (const file of files) if (!existsSync(path.resolve(ROOT, file))) throw new Error(`no such file: ${file}`);
  return { files, runs };
}

/** A process that keeps one core busy until it is killed. */
const startHog = (): ChildProcess => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });

/** The command that runs `file` once, without retries. */
function commandFor(file: string): string[] {
  if (file.endsWith('.e2e.ts')) return ['npx', 'wdio', 'run', 'wdio.conf.ts', '--spec', file];
  return ['npx', 'jest', file];
}

function runOnce(file: string): Promise<{ passed: boolean; ms: number; tail: string }> {
  const started = Date.now();
  const [command = '', ...args] = commandFor(file);
  return new Promise((resolve) => {
    // E2E_SPEC_RETRIES=0: a failure shows as one, never hidden by wdio's retry of the spec file; one spec needs one server.
    const env = { ...process.env, E2E_SPEC_RETRIES: '0', E2E_WORKERS: '1', NODE_OPTIONS: '--experimental-vm-modules' };
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ passed: code === 0, ms: Date.now() - started, tail: output.split('\n').filter((line) => /Error|✕|FAILED|●/.test(line)).slice(0, 12).join('\n') }));
  });
}

async function main(): Promise<void> {
  const { files, runs } = parseArgs(process.argv.slice(2));
  if (files.some((file) => file.endsWith('.e2e.ts')) && !existsSync(path.join(buildDistDir(), 'registry.json'))) {
    throw new Error('browser specs need a build: npm run build first');
  }
  const hogs = Array.from({ length: HOGS }, startHog);
  let failures = 0;
  try {
    for (const file of files) {
      const outcomes: boolean[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const { passed, ms, tail } = await runOnce(file);
        outcomes.push(passed);
        console.log(`${file} run ${run}/${runs}: ${passed ? 'passed' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s${passed ? '' : `\n${tail}`}`);
      }
      const failed = outcomes.filter((passed) => !passed).length;
      failures += failed;
      console.log(`${file}: ${runs - failed} of ${runs} passed under ${HOGS} busy CPU hogs\n`);
    }
  } finally {
    for (const hog of hogs) hog.kill('SIGKILL');
  }
  if (failures > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
