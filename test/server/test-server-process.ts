import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILED_SERVER, compiledServer } from '../../bundling/server-compile';

const root = path.join(__dirname, '..', '..');

/** A demo server running as a real process (main.ts), for tests across processes. */
export interface ServerProcess {
  url: string;
  /** The process's pid (with WEB_CONCURRENCY > 1 the primary's). */
  pid: number;
  /** Everything it printed. */
  output(): string;
  /** How it ended, once it has. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal to the process, or to its whole process group (started with `ownGroup`), as a terminal or systemd does. */
  signal(signal: NodeJS.Signals, to?: 'process' | 'group'): void;
  stop(): Promise<void>;
}

/** How a test server process starts. */
export interface ServerProcessOptions {
  /** A process group of its own (as a service manager starts one), so the test can signal the whole group. */
  ownGroup?: boolean;
}

/**
 * The server as these tests start it: main.ts compiled from the working tree (once per test file), as `npm run serve`
 * runs it. Through tsx each process compiled and loaded the sources itself: a start of the demo took 7.9 CPU-s
 * instead of 5.6 (2-core machine, 2026-11-30, median of three).
 */
async function serverCommand(): Promise<string[]> {
  return ['--enable-source-maps', await compiledServer()];
}

/** The server processes (node:cluster workers) of a primary: its children that run the server. */
export function serverProcessesOf(primary: number): number[] {
  let listing = '';
  try {
    listing = execFileSync('ps', ['--ppid', String(primary), '-o', 'pid=,args='], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when it lists nothing.
    return [];
  }
  return listing
    .split('\n')
    .filter((line) => line.includes(COMPILED_SERVER))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** How many requests to `path` a server started with LOG_REQUESTS=1 has received so far, by its log. */
export function receivedRequests(server: ServerProcess, path: string): number {
  return server.output().split('\n').filter((line) => line.includes('incoming request') && line.includes(`"url":"${path}"`)).length;
}

/**
 * The drain time of the stop tests: longer than their requests take on a busy machine (six production scrypt hashes
 * one after another), so the tests show that a stop answers what is in flight, not how fast a loaded CI box hashes.
 */
export const TEST_DRAIN_S = 30;

/** A request's status, or why it failed (fetch rejects with an error of another realm: `instanceof Error` misses it). */
export function outcome(answer: { status: number } | unknown): number | string {
  if (typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number') return answer.status;
  return String(answer);
}

/**
 * A server render's budget in tests (SERVER_RENDER_BUDGET_MS): what a test checks is the HTML, not its speed (that is
 * `npm run bench`'s), and the machine runs other tests beside it; a render over production's 50 ms would leave the tag
 * to mount in the browser.
 */
export const TEST_SERVER_RENDER_BUDGET_MS = 10_000;

/** How long a test waits for a server process to listen (the database migrates, the search index builds). */
export const SERVER_START_TIMEOUT_MS = 90_000;

/** Runs the server with `env` on a free port and an empty widgets folder; resolves once it prints its address. */
export async function startServerProcess(env: Record<string, string>, { ownGroup = false }: ServerProcessOptions = {}): Promise<ServerProcess> {
  const widgetsDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-process-widgets-'));
  await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: {} }));
  const child: ChildProcess = spawn(process.execPath, await serverCommand(), {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      PUBLIC_ORIGIN: 'http://127.0.0.1',
      WIDGETS_DIST: widgetsDir,
      SERVER_RENDER_BUDGET_MS: String(TEST_SERVER_RENDER_BUDGET_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // The address it listens on: the line's end, "Open <url>/" or, behind PUBLIC_ORIGIN, "it listens on <url>/".
      const address = /(?:Open|it listens on) (http:\/\/\S+?)\/?$/m.exec(output)?.[1];
      if (address) resolve(address);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`the server process ended before it listened:\n${output}`)));
  });
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    signal(signal, to = 'process') {
      process.kill(to === 'group' ? -(child.pid ?? 0) : (child.pid ?? 0), signal);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      // A server that does not stop in time is killed with what it started: a process left running keeps jest from exiting.
      const killer = setTimeout(() => {
        try {
          process.kill(ownGroup ? -(child.pid ?? 0) : (child.pid ?? 0), 'SIGKILL');
        } catch {
          // Gone meanwhile.
        }
      }, (TEST_DRAIN_S + 15) * 1000);
      await exited;
      clearTimeout(killer);
      await rm(widgetsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until a server process says it is ready (`/readyz` 200): on PostgreSQL it listens before its migrations, seed
 * and search index are done (they go on in the background), so a test of what they left waits for them.
 */
export async function untilReady(server: ServerProcess, timeoutMs = SERVER_START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${server.url}/readyz`).then((answer) => answer.status, () => 0);
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${server.url} was not ready within ${timeoutMs} ms (last /readyz: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Runs the server with `env` until it ends: its exit code and what it printed (for start-up refusals). */
export async function runServerProcessToEnd(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, await serverCommand(), {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', PUBLIC_ORIGIN: 'http://127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
