// Bench only: today's SQL search on PGlite, with PGlite in the server's thread (PGLITE_MODE=thread) or in a worker
// thread (worker), and a bare GET /ping that shows how free the event loop stays. Started by bench/pglite-worker.ts.
import { API } from '@schaufenster/shared/api';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { prefixQueryText } from '../shop-api/product-catalog/search-query';

type Query = (text: string, params: unknown[]) => Promise<unknown[]>;

const SEARCH = [
  `select p.id, p.slug, p.name, p.price_cents, b.name as brand from products p join brands b on b.id = p.brand_id
   where p.search @@ to_tsquery('german', $1) order by ts_rank(p.search, to_tsquery('german', $1)) desc, p.id desc limit 8`,
  `select path, title, type from help_pages where search @@ to_tsquery('german', $1) order by ts_rank(search, to_tsquery('german', $1)) desc, path`,
];

async function inThread(dataDir: string): Promise<Query> {
  const client = new PGlite(dataDir);
  await client.waitReady;
  return async (text, params) => (await client.query(text, params)).rows;
}

// The worker's code as plain JavaScript (tsx does not reach into worker threads on Node 20); PGlite's own worker mode
// needs the Web Locks API, which Node 20 lacks, so this is the same idea on worker_threads.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');
const client = new PGlite(workerData);
client.waitReady.then(() => {
  parentPort.on('message', ({ id, text, params }) => {
    client.query(text, params).then(
      (result) => parentPort.postMessage({ id, rows: result.rows }),
      (error) => parentPort.postMessage({ id, error: String(error) }),
    );
  });
  parentPort.postMessage({ ready: true });
});
`;

async function inWorker(dataDir: string): Promise<Query> {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: dataDir });
  const waiting = new Map<number, { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  await new Promise<void>((resolve) => {
    worker.on('message', (message: { ready?: boolean; id?: number; rows?: unknown[]; error?: string }) => {
      if (message.ready) return resolve();
      const pending = waiting.get(message.id ?? -1);
      waiting.delete(message.id ?? -1);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.rows ?? []);
    });
  });
  return (text, params) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, text, params });
    });
}

async function main(): Promise<void> {
  const dataDir = path.join(process.env.DATA_DIR ?? '.data', 'pglite');
  const query = process.env.PGLITE_MODE === 'worker' ? await inWorker(dataDir) : await inThread(dataDir);
  const app = Fastify();
  app.get('/ping', async () => ({ ok: true }));
  app.post<{ Body: { query: string } }>(API.search.path, async (request) => {
    const text = prefixQueryText(request.body.query);
    if (text === null) return { groups: [] };
    const [products, help] = await Promise.all(SEARCH.map((statement) => query(statement, [text])));
    return { products, help };
  });
  const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  console.log(`PGlite ${process.env.PGLITE_MODE} server at ${url}/`);
}

void main();
