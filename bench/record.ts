// npm run bench:record / npm run audit:record: runs `npm run bench` or `npm run audit` as usual (its printout on the
// terminal as it comes) and, when it passes, writes that printout into docs/contributing/ with the date, the machine
// and the command, so the figures the docs show are the last run's, never pasted by hand.
import { execFileSync, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { figuresDocument, type RecordedRun } from './figures-document';

/** What can be recorded: the npm script, the file it goes to and that file's title. */
const RECORDABLE = {
  bench: { file: 'bench-figures.md', title: 'Latest figures of npm run bench' },
  audit: { file: 'audit-figures.md', title: 'Latest figures of npm run audit' },
} as const;

const isRecordable = (name: string): name is keyof typeof RECORDABLE => Object.hasOwn(RECORDABLE, name);

const ROOT = path.join(__dirname, '..');

/** The processor, its cores and memory, the system and Node: what a figure depends on besides the code. */
function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown processor'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
}

/** The commit the run measured, with a mark when the working tree differed from it. */
function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short=12', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') === '' ? '' : ' with uncommitted changes'}`;
  } catch {
    return 'unknown (no git checkout)';
  }
}

/** Runs `npm run <script>`, its output passed through and kept; resolves with the output and the exit code. */
function runTeed(script: string): Promise<{ output: string; code: number }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ output: Buffer.concat(chunks).toString('utf8'), code: code ?? 1 }));
  });
}

async function main(): Promise<void> {
  const name = process.argv[2] ?? '';
  if (!isRecordable(name)) throw new Error(`Usage: tsx bench/record.ts ${Object.keys(RECORDABLE).join('|')}`);
  const { file, title } = RECORDABLE[name];
  const [loadBefore = 0] = os.loadavg();
  const startedAt = new Date();
  const { output, code } = await runTeed(name);
  if (code !== 0) {
    console.error(`npm run ${name} failed (exit ${code}): docs/contributing/${file} stays as it was`);
    process.exit(code);
  }
  const run: RecordedRun = { title, command: `npm run ${name}`, startedAt, machine: machine(), commit: commit(), loadBefore, output };
  await writeFile(path.join(ROOT, 'docs', 'contributing', file), figuresDocument(run));
  console.log(`\nWritten to docs/contributing/${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
