/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { startTestApp } from '../testing/harness';
import { HEALTH_PATHS } from './health-routes';

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
