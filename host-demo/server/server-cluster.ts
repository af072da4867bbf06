import cluster, { type Worker } from 'node:cluster';

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  listening: number;
}

const isListening = (message: unknown): message is WorkerListening =>
  typeof message === 'object' && message !== null && typeof (message as Partial<WorkerListening>).listening === 'number';

/** How long the primary waits before it replaces a process that died (no tight loop while the database is away). */
const RESTART_DELAY_MS = 1000;

/** How long a stopping primary waits for its workers to finish their requests and batched writes. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * The primary of WEB_CONCURRENCY processes (node:cluster, one port, connections handed out in turn): forks the
 * workers, resolves with the port once all of them listen, starts a worker again when one dies, and on SIGINT or
 * SIGTERM stops them all (each finishes its requests and its batched writes) before it exits.
 */
export function runPrimary(processes: number): Promise<number> {
  let stopping = false;
  let allListening = false;
  let failed: (error: Error) => void = () => undefined;
  const workers = new Set<Worker>();
  const fork = (onListening?: (port: number) => void) => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.on('message', (message: unknown) => isListening(message) && onListening?.(message.listening));
    worker.on('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) return;
      if (!allListening) {
        // A process that cannot start (a taken port, an unreachable database) would fail again: give up.
        stopping = true;
        for (const other of workers) other.process.kill('SIGTERM');
        failed(new Error(`a server process ended before all ${processes} listened (${signal ?? `exit code ${code}`})`));
        return;
      }
      console.error(`Schaufenster demo: a server process ended (${signal ?? `exit code ${code}`}), starting another in ${RESTART_DELAY_MS / 1000} s`);
      setTimeout(() => stopping || fork(), RESTART_DELAY_MS);
    });
  };
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Schaufenster demo: ${signal}, shutting down ${workers.size} processes`);
    for (const worker of workers) worker.process.kill('SIGTERM');
    const deadline = setTimeout(() => process.exit(1), STOP_TIMEOUT_MS);
    cluster.on('exit', () => {
      if (workers.size > 0) return;
      clearTimeout(deadline);
      process.exit(0);
    });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
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
