import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seededDataDir } from './seeded-data-dir';
import { compiledFixtureServer, compiledServer } from '../bundling/server-compile';

const root = path.join(__dirname, '..');

/** A demo server the bench started, with how to stop it. */
export interface BenchServer {
  url: string;
  dataDir: string;
  stop(): void;
}

/**
 * Starts a server script of the repo (or of the checkout at `cwd`) as a child process (so load generator and server do
 * not share a thread): TypeScript through tsx, a compiled script as it is.
 */
export async function startServerProcess(script: string, env: Record<string, string>, port: number, cwd = root): Promise<BenchServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'schaufenster-bench-'));
  const child: ChildProcess = spawn(process.execPath, [...(script.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps']), script], {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('http://') && resolve());
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: () => {
      child.kill('SIGTERM');
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the demo server on its own data directory: a copy of the seeded demo catalog's (seeded-data-dir.ts) unless
 * `env` names a database or a catalog size of its own; of another checkout (its own build, node_modules and
 * migrations, so a fresh database, run from its sources) when `cwd` names one. This checkout's server runs compiled,
 * as `npm run serve` runs it, from the working tree as it is now; with the browser tests' failure fixtures when
 * `fixtures` says so.
 */
export async function startDemo(port: number, env: Record<string, string> = {}, { cwd, fixtures = false }: { cwd?: string; fixtures?: boolean } = {}): Promise<BenchServer> {
  const script = cwd !== undefined ? 'server/main.ts' : await (fixtures ? compiledFixtureServer() : compiledServer());
  if (cwd !== undefined || env.DATA_DIR || env.DATABASE_URL || env.CATALOG_PRODUCTS) return startServerProcess(script, env, port, cwd);
  const dataDir = await seededDataDir();
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const demo = await startServerProcess(script, { ...env, DATA_DIR: dataDir }, port);
    return {
      ...demo,
      stop: () => {
        demo.stop();
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/** The path of the first product the demo's /damen/ listing links to: a product page every build has. */
export async function firstProductPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/damen/`)).text();
  const found = /href="(\/p\/[^"]+\/)"/.exec(html)?.[1];
  if (!found) throw new Error(`no product on ${base}/damen/`);
  return found;
}

/** Starts several servers at once; when one does not start, stops those that did and throws its error. */
export async function startAll(starts: Promise<BenchServer>[]): Promise<BenchServer[]> {
  const started = await Promise.allSettled(starts);
  const failed = started.find((result) => result.status === 'rejected');
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (!failed) return servers;
  for (const server of servers) server.stop();
  throw failed.reason;
}
