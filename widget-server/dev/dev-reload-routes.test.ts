/** @jest-environment node */
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { openEventStream } from '../../test/server/event-stream';
import { devBuildStamp } from './dev-builds';
import { DEV_BUILD_EVENT, DEV_RELOAD_PATH, devReloadRoutes } from './dev-reload-routes';

let widgetsDir: string;
let app: FastifyInstance;
let base: string;

/** Rewrites registry.dev.json as `npm run dev` does after a completed rebuild: a new file renamed over the old. */
async function completeBuild(): Promise<void> {
  const file = path.join(widgetsDir, 'registry.dev.json');
  await writeFile(`${file}.tmp`, JSON.stringify({ remotes: {}, at: Date.now() }));
  await rename(`${file}.tmp`, file);
}

beforeEach(async () => {
  widgetsDir = await mkdtemp(path.join(tmpdir(), 'dev-reload-'));
  await completeBuild();
  app = Fastify();
  await app.register(devReloadRoutes, { widgetsDir });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterEach(async () => {
  await app.close();
  await rm(widgetsDir, { recursive: true, force: true });
});

describe('the dev pages’ reload stream', () => {
  it('names the build the store holds on connecting, and the next one once a rebuild completed', async () => {
    const stream = await openEventStream(`${base}${DEV_RELOAD_PATH}`);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    const first = await stream.next();
    expect(first).toEqual({ event: DEV_BUILD_EVENT, data: devBuildStamp(widgetsDir) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await completeBuild();
    const rebuilt = await stream.next();
    expect(rebuilt.event).toBe(DEV_BUILD_EVENT);
    expect(rebuilt.data).not.toBe(first.data);
    expect(rebuilt.data).toBe(devBuildStamp(widgetsDir));
    stream.close();
  });

  it('stays silent while no rebuild completes (a failed one writes no registry), for every open page', async () => {
    const pages = await Promise.all([openEventStream(`${base}${DEV_RELOAD_PATH}`), openEventStream(`${base}${DEV_RELOAD_PATH}`)]);
    for (const page of pages) await page.next();
    for (const page of pages) await expect(page.next(700)).rejects.toThrow('no event within 700 ms');
    await completeBuild();
    for (const page of pages) expect(await page.next()).toMatchObject({ event: DEV_BUILD_EVENT });
    for (const page of pages) page.close();
  });

  it('ends its open streams when the server closes, so a stop never waits for them', async () => {
    const stream = await openEventStream(`${base}${DEV_RELOAD_PATH}`);
    await stream.next();
    const started = Date.now();
    await app.close();
    await stream.ended();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
