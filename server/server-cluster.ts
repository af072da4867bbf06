import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { answerMetricsAsks } from './metrics/cluster-metrics';

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  listening: number;
}

const isListening = (message: unknown): message is WorkerListening =>
  typeof message === 'object' && message !== null && typeof (message as Partial<WorkerListening>).listening === 'number';

/** How long the primary waits before it replaces a process that died (no tight loop while the database is away). */
const RESTART_DELAY_MS = 1000;

/** How long a stopping primary waits beyond the drain time: for its workers to flush batched writes and close their pools. */
export const STOP_MARGIN_MS = 5000;

/** How the primary runs its workers. */
export interface PrimaryOptions {
  /** How long each worker may take to finish its requests when stopping (DRAIN_SECONDS). */
  drainMs: number;
  /** How long each worker goes on answering, not ready, before it drains (PRE_STOP_SECONDS). */
  preStopMs: number;
}

/**
 * Where the primary hands its processes the key that signs the widget catalog's previews on a server without a
 * catalog key (WIDGET_CATALOG_TOKEN): one per start, so that every process honours a preview any of them granted.
 */
export const PREVIEW_KEY_VARIABLE = 'SCHAUFENSTER_PREVIEW_KEY';

const ended = (code: number | null, signal: string | null) => signal ?? `exit code ${code}`;

/**
 * The primary of WEB_CONCURRENCY processes (node:cluster, one port, connections handed out in turn; a single
 * process, the default, takes its own): forks the workers, resolves with the port once all of them listen, and
 * starts a worker again when one dies (a signal, a crash: anything but exit code 0). A worker that ends with code 0
 * stopped on purpose (a SIGTERM to it alone drains it like a stop) and is not replaced; the primary ends when none
 * is left. On SIGINT or SIGTERM the primary stops them all (each finishes its requests and writes its batches) and
 * exits 0 once all have, 1 if one did not stop cleanly or in time (pre-stop and drain time plus STOP_MARGIN_MS; then it kills
 * what is left).
 */
export function runPrimary(processes: number, { drainMs, preStopMs }: PrimaryOptions): Promise<number> {
  let stopping = false;
  let allListening = false;
  let uncleanStops = 0;
  let failed: (error: Error) => void = () => undefined;
  const workers = new Set<Worker>();
  process.env[PREVIEW_KEY_VARIABLE] ??= randomBytes(32).toString('base64url');
  // One process takes its connections itself; several get them from the primary in turn.
  if (processes === 1) cluster.schedulingPolicy = cluster.SCHED_NONE;
  const replaced = () => console.log('Schaufenster demo: the new server process is listening');
  const fork = (onListening: (port: number) => void = replaced) => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.on('message', (message: unknown) => isListening(message) && onListening(message.listening));
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (code !== 0 || signal !== null) uncleanStops += 1;
        return;
      }
      if (!allListening) {
        // A process that cannot start (a taken port, an unreachable database) would fail again: give up.
        stopping = true;
        for (const other of workers) other.process.kill('SIGTERM');
        failed(new Error(`a server process ended before all ${processes} listened (${ended(code, signal)})`));
        return;
      }
      if (code === 0 && signal === null) {
        console.log(`Schaufenster demo: a server process stopped on purpose; ${workers.size} left, not replacing it`);
        if (workers.size === 0) process.exit(0);
        return;
      }
      console.error(`Schaufenster demo: a server process ended (${ended(code, signal)}), starting another in ${RESTART_DELAY_MS / 1000} s`);
      setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
    });
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const preStop = preStopMs > 0 ? `keeps answering, not ready, for ${preStopMs / 1000} s, then ` : '';
    console.log(`Schaufenster demo: ${signal}, stopping ${workers.size} server process${workers.size === 1 ? '' : 'es'} (each ${preStop}finishes its requests, up to ${drainMs / 1000} s)`);
    const finish = () => {
      if (uncleanStops === 0) console.log('Schaufenster demo: stopped');
      process.exit(uncleanStops > 0 ? 1 : 0);
    };
    if (workers.size === 0) finish();
    // A signal to the whole process group reaches the workers too; a second one is ignored there.
    for (const worker of workers) worker.process.kill('SIGTERM');
    const deadline = setTimeout(() => {
      console.error(`Schaufenster demo: ${workers.size} server process${workers.size === 1 ? '' : 'es'} did not stop in time; killing`);
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, preStopMs + drainMs + STOP_MARGIN_MS);
    cluster.on('exit', () => {
      if (workers.size > 0) return;
      clearTimeout(deadline);
      finish();
    });
  };
  answerMetricsAsks();
  // Handled for good, not once: a repeated signal (Ctrl-C twice, a group signal after the primary's) must not kill it mid-stop.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return new Promise((resolve, reject) => {
    failed = reject;
    let listening = 0;
    const started = (port: number) => {
      listening += 1;
      allListening = listening === processes;
      if (allListening) resolve(port);
    };
    for (let i = 0; i < processes; i += 1) fork(started);
  });
}
