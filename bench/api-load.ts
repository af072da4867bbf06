// What the API benches share: the load, the shopper-like queries, percentiles and the search load over HTTP.
import { API } from '@schaufenster/shared/api';
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { buildCatalog } from '../shop-api/product-catalog/build-catalog';
import { searchWords } from '../shop-api/product-catalog/search-query';
import { perRun } from './quick-check';

/** The load the API's goals are measured at: 16 connections, 5 s a run (0.3 s in the quick check). */
export const LOAD = { connections: 16, duration: perRun(5, 0.3) } as const;

/** Distinct shopper-like queries (prefixes of catalog words, as typed keystroke by keystroke): no answer cache makes the figure. */
const QUERY_COUNT = 240;
const MIN_PREFIX = 3;

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** The load average with the core count, printed beside every figure (other work on the box moves them). */
export const loadLine = () => `load average ${loadavg().map((value) => value.toFixed(2)).join(', ')} (${cpus().length} cores)`;

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Every prefix (from MIN_PREFIX letters) of the words in the demo catalog's product names, spread evenly over the
 * alphabet; the same list for every engine and catalog size.
 */
export function shopperQueries(): string[] {
  const prefixes = new Set<string>();
  for (const { name } of buildCatalog().products) for (const word of searchWords(name)) for (let end = MIN_PREFIX; end <= word.length; end += 1) prefixes.add(word.slice(0, end));
  const sorted = [...prefixes].sort();
  const step = Math.max(1, Math.floor(sorted.length / QUERY_COUNT));
  return sorted.filter((_, index) => index % step === 0).slice(0, QUERY_COUNT);
}

/** In-process search timings in ms: wall clock, and the CPU time the process spent (what a busy box does not add). */
export interface SearchTimings {
  p50: number;
  p99: number;
  cpuP99: number;
}

/** Times `search` over the queries (two rounds, after one warm-up round). */
export async function timeSearches(queries: string[], search: (query: string) => Promise<unknown>): Promise<SearchTimings> {
  for (const query of queries) await search(query);
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 2 * queries.length; i += 1) {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    await search(queries[i % queries.length] ?? 'kleid');
    const used = process.cpuUsage(startedCpu);
    samples.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), cpuP99: percentile(cpu, 99) };
}

/** POST /api/search/ over the queries in turn, at LOAD. */
export function searchLoad(url: string, queries: string[], duration: number = LOAD.duration) {
  return autocannon({
    url,
    ...LOAD,
    duration,
    requests: queries.map((query) => ({ method: 'POST' as const, path: API.search.path, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) })),
  });
}
