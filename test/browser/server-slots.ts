import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startAll, startDemo, type BenchServer } from '../../scripts/demo-process';
import { TEST_SERVER_RENDER_BUDGET_MS } from '../server/test-server-process';
import { foreignOriginOf } from './foreign-origin';
import { processAlive } from '../../registry/registry-lock';

/**
 * The browser tests run their spec files in parallel, each against a demo server of its own: the launcher starts one
 * server per parallel worker (a port and a data directory each), and each spec file's worker claims a free one for
 * as long as it runs. Spec files never share a server at the same time, as they did not when they ran one by one:
 * a spec's customers, carts, outbox and rate limits meet no other spec running beside it.
 */

/** The demo servers' ports: BASE, BASE + STRIDE, ...; each foreign CMS page takes its server's port + 10. */
const STRIDE = 20;

const slotsDir = (cacheDir: string): string => path.join(cacheDir, 'server-slots');
const lockOf = (cacheDir: string, slot: number): string => path.join(slotsDir(cacheDir), `${slot}.lock`);

/** Starts `count` demo servers with the test fixtures, from port `basePort` on (the launcher's, before any worker). */
export async function startServerSlots(cacheDir: string, basePort: number, count: number): Promise<BenchServer[]> {
  rmSync(slotsDir(cacheDir), { recursive: true, force: true });
  mkdirSync(slotsDir(cacheDir), { recursive: true });
  const ports = Array.from({ length: count }, (_, slot) => basePort + slot * STRIDE);
  writeFileSync(path.join(slotsDir(cacheDir), 'ports.json'), JSON.stringify(ports));
  // The foreign CMS page of the embedding tests calls the API from its own origin.
  const env = (port: number) => ({ ALLOWED_ORIGINS: foreignOriginOf(port), SERVER_RENDER_BUDGET_MS: String(TEST_SERVER_RENDER_BUDGET_MS) });
  return await startAll(ports.map((port) => startDemo(port, env(port), { fixtures: true })));
}


/** Takes the lock of `slot` (a directory: made atomically); a lock whose worker died without letting go is taken over. */
function tryLock(cacheDir: string, slot: number): boolean {
  const lock = lockOf(cacheDir, slot);
  try {
    mkdirSync(lock);
  } catch {
    // No pid yet: its worker is between making the lock and writing it.
    const owner = Number(readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }));
    if (!(owner > 0) || processAlive(owner)) return false;
    rmSync(lock, { recursive: true, force: true });
    return tryLock(cacheDir, slot);
  }
  writeFileSync(path.join(lock, 'pid'), String(process.pid));
  return true;
}

/**
 * Claims a server no other worker is using (in the worker, before its session) and gives its port. A worker that
 * just ended may still hold its lock for a moment: the claim waits for it, up to `timeoutMs`.
 */
export async function claimServerSlot(cacheDir: string, timeoutMs = 30_000): Promise<number> {
  const ports = JSON.parse(readFileSync(path.join(slotsDir(cacheDir), 'ports.json'), 'utf8')) as number[];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const slot = ports.findIndex((_, index) => tryLock(cacheDir, index));
    const port = ports[slot];
    if (port !== undefined) return port;
    await sleep(50);
  }
  throw new Error(`no free demo server among ${ports.length} within ${timeoutMs} ms: are more workers running than servers were started?`);
}

/** Gives the worker's server back (after its session). */
export function releaseServerSlot(cacheDir: string, port: number): void {
  const ports = JSON.parse(readFileSync(path.join(slotsDir(cacheDir), 'ports.json'), 'utf8')) as number[];
  rmSync(lockOf(cacheDir, ports.indexOf(port)), { recursive: true, force: true });
}
