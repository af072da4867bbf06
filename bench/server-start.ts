// The server's start as `npm run serve` runs it (compiled, dist/server/main.js) beside its sources run through tsx:
// the time from the process's spawn to its printed address, on a copy of the seeded demo database, and the memory of
// the supervisor and its server process when it listens and after serving pages (200; 20 in the quick check).
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { compiledServer } from '../bundling/server-compile';
import { seededDataDir } from '../scripts/seeded-data-dir';
import { median } from './median';
import { perRun } from './quick-check';

const RUNS = perRun(5, 1);
const PORT = Number(process.env.BENCH_START_PORT ?? 3938);
/** Pages served before the second memory reading: the home page and a category page in turn. */
const PAGES = perRun(200, 20);

/** Resident memory of a process and its children, in MB. */
function residentMb(pid: number): number {
  const listing = execFileSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], { encoding: 'utf8' });
  return listing.trim().split(/\s+/).reduce((sum, kb) => sum + Number(kb), 0) / 1024;
}

interface StartFigures {
  startMs: number;
  listeningMb: number;
  afterPagesMb: number;
}

async function startOnce(args: string[]): Promise<StartFigures> {
  const dataDir = await seededDataDir();
  const started = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('http://') && resolve());
      child.once('exit', (code) => reject(new Error(`the server exited with ${code} before it listened`)));
    });
    const startMs = performance.now() - started;
    const listeningMb = residentMb(child.pid ?? 0);
    for (let page = 0; page < PAGES / 2; page += 1) {
      for (const path of ['/', '/damen/']) await (await fetch(`http://127.0.0.1:${PORT}${path}`)).text();
    }
    return { startMs, listeningMb, afterPagesMb: residentMb(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the medians of the compiled server and of its sources through tsx, started in turn. */
export async function benchServerStart(): Promise<void> {
  const ways = { compiled: ['--enable-source-maps', await compiledServer()], 'sources through tsx': ['--import', 'tsx', 'server/main.ts'] };
  const figures: Record<string, StartFigures[]> = { compiled: [], 'sources through tsx': [] };
  for (let run = 0; run < RUNS; run += 1) {
    for (const [way, args] of Object.entries(ways)) figures[way]?.push(await startOnce(args));
  }
  console.log(`\nServer start (spawn -> address printed, PGlite with the seeded demo catalog), median of ${RUNS}; resident memory of supervisor and server process`);
  for (const [way, runs] of Object.entries(figures)) {
    const of = (pick: (run: StartFigures) => number) => median(runs.map(pick)).toFixed(0);
    console.log(`  ${way.padEnd(20)} start ${of((run) => run.startMs).padStart(5)} ms   listening ${of((run) => run.listeningMb)} MB   after ${PAGES} pages ${of((run) => run.afterPagesMb)} MB`);
  }
}

if (require.main === module) {
  benchServerStart().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
