import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { AggregatorRegistry, PrometheusContentType, Registry } from 'prom-client';

// A scrape reaches one server process of WEB_CONCURRENCY; the figures of all of them are with the primary's
// AggregatorRegistry (prom-client), which asks every process for its registry and adds them up. The process that got
// the scrape asks the primary for that sum (ASK), and the primary answers it (ANSWER).

const ASK = 'schaufenster:metrics-ask';
const ANSWER = 'schaufenster:metrics-answer';

/** Longer than prom-client's own wait for the processes (5 s): the primary's answer, an error included, comes first. */
const ANSWER_TIMEOUT_MS = 7000;

interface MetricsAsk {
  type: typeof ASK;
  id: string;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

const isMessage = <T extends { type: string; id: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as Partial<T>).type === type && typeof (message as Partial<T>).id === 'string';

/** In the primary: answers a server process's ask for the figures of every process. */
export function answerMetricsAsks(): void {
  // Loaded on the first scrape only: the supervisor stays small until someone asks.
  let aggregator: Promise<AggregatorRegistry<PrometheusContentType>> | undefined;
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage<MetricsAsk>(message, ASK)) return;
    aggregator ??= import('prom-client').then(({ AggregatorRegistry }) => new AggregatorRegistry());
    const answer = (reply: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...reply } satisfies MetricsAnswer);
    };
    aggregator
      .then((registry) => registry.clusterMetrics())
      .then(
        (text) => answer({ text }),
        (error: unknown) => answer({ error: error instanceof Error ? error.message : 'unknown error' }),
      );
  });
}

/**
 * In a server process: hands `registry` to the primary whenever it gathers (prom-client answers its requests once an
 * AggregatorRegistry exists in the process), and gives a function that fetches the figures of every process.
 */
export async function shareMetricsWithPrimary(registry: Registry): Promise<() => Promise<string>> {
  const { AggregatorRegistry } = await import('prom-client');
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  const waiting = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsAnswer>(message, ANSWER)) return;
    const ask = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) ask?.resolve(message.text);
    else ask?.reject(new Error(`the figures of the server processes did not arrive: ${message.error ?? 'no answer'}`));
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary did not answer with the figures of the server processes'));
      }, ANSWER_TIMEOUT_MS);
      const settle = <T>(then: (value: T) => void) => (value: T) => {
        clearTimeout(timer);
        then(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
      process.send?.({ type: ASK, id } satisfies MetricsAsk);
    });
}
