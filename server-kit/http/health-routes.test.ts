/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { startTestApp, useTestDatabase } from '../../test/server/harness';
import { HEALTH_PATHS, healthRoutes, type StartupState } from './health-routes';

describe('the health endpoints', () => {
  it('say alive and ready, never cached; not ready while draining or without a database, alive all the same', async () => {
    const test = await startTestApp();
    const browser = test.visitor();
    const alive = await browser.get(HEALTH_PATHS.alive);
    const ready = await browser.get(HEALTH_PATHS.ready);
    expect([alive, ready]).toEqual([
      { status: 200, json: { status: 'ok' } },
      { status: 200, json: { status: 'ok' } },
    ]);
    expect([alive.headers.get('cache-control'), ready.headers.get('cache-control')]).toEqual(['no-store', 'no-store']);
    // A probe is no visit: no session, no cookie.
    expect(ready.headers.get('set-cookie')).toBeNull();

    test.app.draining = true;
    expect(await browser.get(HEALTH_PATHS.ready)).toEqual({ status: 503, json: { status: 'draining' } });
    test.app.draining = false;

    await test.database.close();
    expect(await browser.get(HEALTH_PATHS.ready)).toEqual({ status: 503, json: { status: 'database unavailable' } });
    expect((await browser.get(HEALTH_PATHS.alive)).status).toBe(200);
    await test.app.close();
  });
});

describe('readiness of a server that started without its database', () => {
  const database = useTestDatabase();

  it('says why it is not ready until it has connected and built the search index, however well the database answers', async () => {
    let waitingFor: ReturnType<StartupState> = 'database unavailable';
    const app = Fastify();
    await app.register(healthRoutes, { db: database.db, startup: () => waitingFor });
    const ready = async () => {
      const answer = await app.inject({ method: 'GET', url: HEALTH_PATHS.ready });
      return { status: answer.statusCode, json: answer.json() as unknown };
    };
    expect(await ready()).toEqual({ status: 503, json: { status: 'database unavailable' } });
    waitingFor = 'search index not built';
    expect(await ready()).toEqual({ status: 503, json: { status: 'search index not built' } });
    waitingFor = undefined;
    expect(await ready()).toEqual({ status: 200, json: { status: 'ok' } });
    await app.close();
  });
});
