/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { LINK_CLICK, startTestApp, type TestApp, type TestClient } from '../../test/server/harness';

// The listening connection of the session cache terminated by the server (pg_terminate_backend) while another
// process changes the session: two app instances on one PostgreSQL stand for two server processes. Run by
// `npm run test:postgres` (TEST_DATABASE_URL); skipped, and named so, on PGlite.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const named = (name: string) => (serverUrl ? name : `${name} (skipped: needs TEST_DATABASE_URL, run by npm run test:postgres)`);

/** How long after the termination the stale process is asked: before it noticed, while it listens again, after. */
const DELAYS_MS = [0, 0, 5, 20, 100, 400, 1100, 1500];

onPostgres(named('the session cache’s listening connection terminated'), () => {
  let one: TestApp;
  let other: TestApp;
  let admin: Client;
  beforeAll(async () => {
    [one, other] = await Promise.all([startTestApp({ databaseUrl: serverUrl }), startTestApp({ databaseUrl: serverUrl })]);
    admin = new Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await Promise.all([one?.close(), other?.close()]);
  });

  /** Waits until both processes listen again (each listens anew a second after it lost its connection). */
  const bothListening = async () => {
    const deadline = Date.now() + 10_000;
    const count = "select count(*)::int as listening from pg_stat_activity where application_name = 'schaufenster session-feed'";
    while (((await admin.query<{ listening: number }>(count)).rows[0]?.listening ?? 0) < 2) {
      if (Date.now() > deadline) throw new Error('the listening connections did not come back within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const isLogged = async (browser: TestClient) => ((await browser.get('/api/s/')).json.aboutMe as { isLogged: boolean }).isLogged;
  /** The same browser (cookie) on the other process. */
  const onOther = (browser: TestClient) => Object.assign(other.visitor('10.9.9.8'), { cookie: browser.cookie });

  it('never lets a process answer with a session that was logged out elsewhere meanwhile', async () => {
    for (const delay of DELAYS_MS) {
      await bothListening();
      const browser = await one.client();
      await one.logIn(browser);
      // Cached in the first process.
      expect([await isLogged(browser), await isLogged(browser)]).toEqual([true, true]);

      const { rowCount } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'schaufenster session-feed'");
      expect(rowCount).toBeGreaterThanOrEqual(2);
      // Logged out through the other process, right away or a little later.
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      expect((await onOther(browser).get('/logout/', LINK_CLICK)).status).toBe(302);

      expect({ delay, isLogged: await isLogged(browser) }).toEqual({ delay, isLogged: false });
    }
  }, 60_000);
});
