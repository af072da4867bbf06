/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Pool } from 'pg';
import { CSRF_ERROR } from '../shop-api/auth/constants';
import { buildCatalog } from '../shop-api/product-catalog/build-catalog';
import { createScratchDatabase, type ScratchDatabase } from '../server-kit/db/scratch-postgres';
import { runServerProcessToEnd, SERVER_START_TIMEOUT_MS, serverProcessesOf, startServerProcess, untilReady, type ServerProcess } from '../test/server/test-server-process';
import { LINK_CLICK, overHttp, TestClient, type Transport } from '../test/server/harness';

const PASSWORD = 'Kirschbaum-Wolke-73';
/** A six-digit code that is not this one. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const journal = JSON.parse(readFileSync(path.join(__dirname, '..', 'server-kit', 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe('WEB_CONCURRENCY on PGlite', () => {
  it('refuses several processes at start-up, saying that they need DATABASE_URL', async () => {
    const { code, output } = await runServerProcessToEnd({ WEB_CONCURRENCY: '2', DATA_DIR: 'memory://' });
    expect(code).toBe(1);
    expect(output).toMatch(/could not start: WEB_CONCURRENCY=2 needs DATABASE_URL/);
  }, SERVER_START_TIMEOUT_MS);
});

// Real server processes need a database they can share: `npm run test:postgres` runs these on its throwaway PostgreSQL
// (TEST_DATABASE_URL). On PGlite they are skipped, and named so: one process owns a PGlite database.
const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
const onPostgresName = (name: string) => (serverUrl ? name : `${name} (skipped: needs TEST_DATABASE_URL, run by npm run test:postgres)`);

onPostgres(onPostgresName('two server processes on one PostgreSQL'), () => {
  let scratch: ScratchDatabase;
  let pool: Pool;
  let one: ServerProcess;
  let other: ServerProcess;
  let emails = 0;
  const newEmail = () => `prozess${(emails += 1)}.${Date.now()}@example.de`;

  /**
   * The newest mail to an address, as a shopper reads it from their mailbox (the loopback servers store mails in full);
   * waited for up to 10 s, since a reset link is mailed after the answer.
   */
  const newestMail = async (email: string, kind?: string) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await pool.query<{ body: string }>(
        'select body from outbox_mails where recipient = $1 and ($2::text is null or kind = $2) order by created_at desc limit 1',
        [email, kind ?? null],
      );
      if (rows[0] || Date.now() > deadline) return rows[0]?.body ?? '';
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const mailedCode = async (email: string) => /Code lautet: (\d{6})/.exec(await newestMail(email))?.[1] ?? '';
  const browser = async (server: ServerProcess) => {
    const client = new TestClient(overHttp(server.url));
    await client.startFlow();
    return client;
  };
  /** The same browser (cookie and flow) talking to another process. */
  const sameBrowserOn = (server: ServerProcess, client: TestClient) => Object.assign(new TestClient(overHttp(server.url)), { cookie: client.cookie, flowId: client.flowId });
  const aboutMe = async (client: TestClient) => (await client.get('/api/s/')).json as { id: string; aboutMe: { isLogged: boolean } };

  /** A customer with a password, registered and confirmed in `server`, logged in there. */
  const registered = async (server: ServerProcess) => {
    const email = newEmail();
    const client = await browser(server);
    expect((await client.post('/api/auth/register', { givenName: 'Anna', familyName: 'Schmidt', email, newPassword: PASSWORD })).status).toBe(200);
    const code = await mailedCode(email);
    expect((await client.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'VERIFY_ACCOUNT_AFTER_REGISTER_REQUEST', code })).status).toBe(200);
    return { email, client };
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    pool = new Pool({ connectionString: scratch.url });
    // Dropping the scratch database at the end terminates its idle connections (57P01): not this test's failure.
    pool.on('error', () => undefined);
    // Both start at once on the empty database: they race for the migrations and the seed.
    [one, other] = await Promise.all([startServerProcess({ DATABASE_URL: scratch.url }), startServerProcess({ DATABASE_URL: scratch.url })]);
    // Both listen before their migrations and seed are done (a loaded machine made that visible): both must be ready.
    await Promise.all([untilReady(one), untilReady(other)]);
  }, 2 * SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all([one?.stop(), other?.stop()]);
    await pool?.end();
    await scratch?.drop();
  });

  it('migrate once and seed once when they start together', async () => {
    const migrations = await pool.query<{ count: number; distinct: number }>('select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations');
    expect(migrations.rows[0]).toEqual({ count: journal.entries.length, distinct: journal.entries.length });
    const products = await pool.query<{ count: number }>('select count(*)::int as count from products');
    expect(products.rows[0]?.count).toBe(buildCatalog().products.length);
  });

  it('a login in one is seen by the other at once; so is the logout', async () => {
    const email = newEmail();
    const client = await browser(one);
    const before = await aboutMe(sameBrowserOn(other, client));
    expect(before.aboutMe.isLogged).toBe(false);
    const oldCookie = client.cookie;
    expect((await client.post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' })).status).toBe(200);
    expect((await client.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code: await mailedCode(email) })).status).toBe(200);

    expect(await aboutMe(sameBrowserOn(other, client))).toMatchObject({ id: before.id, aboutMe: { isLogged: true } });
    // The other process knows the token was replaced: told to try again, never the logged-in session (token-rotation.test.ts).
    const withOldToken = await Object.assign(new TestClient(overHttp(other.url)), { cookie: oldCookie }).get('/api/s/');
    expect(withOldToken.json).toMatchObject({ error: { code: 'session_superseded' } });

    const loggedInCookie = client.cookie;
    expect((await client.get('/logout/', LINK_CLICK)).status).toBe(302);
    const afterLogout = await aboutMe(Object.assign(new TestClient(overHttp(other.url)), { cookie: loggedInCookie }));
    expect(afterLogout.aboutMe.isLogged).toBe(false);
  });

  it('a password reset in one logs the customer out in the other at once', async () => {
    const { email, client } = await registered(one);
    const elsewhere = sameBrowserOn(other, client);
    expect((await aboutMe(elsewhere)).aboutMe.isLogged).toBe(true);
    const resetter = await browser(other);
    expect((await resetter.post('/api/auth/forgot-password/', { email })).status).toBe(200);
    const link = new URL(/http\S+/.exec(await newestMail(email, 'reset'))?.[0] ?? 'http://x/');
    const reset = { cid: link.searchParams.get('cid'), hash: link.searchParams.get('hash'), type: 'reset', newPassword: 'Neues-Fenster-42', confirmPassword: 'Neues-Fenster-42' };
    expect((await resetter.post('/api/auth/reset-password', reset)).status).toBe(200);
    expect((await aboutMe(client)).aboutMe.isLogged).toBe(false);
    expect((await aboutMe(elsewhere)).aboutMe.isLogged).toBe(false);
  });

  it('counts wrong codes once, whichever process they reach: the eleventh attempt is refused', async () => {
    const email = newEmail();
    const client = await browser(one);
    expect((await client.post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' })).status).toBe(200);
    const code = await mailedCode(email);
    const statuses: number[] = [];
    // Wrong codes of another type: they count against the address while its guest code is open, without using up that code's 5 attempts.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const via = attempt % 2 === 0 ? client : sameBrowserOn(other, client);
      statuses.push((await via.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'VERIFY_ACCOUNT_BY_LOGIN_REQUEST', code: otherCode(code) })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    expect((await sameBrowserOn(other, client).post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code })).status).toBe(429);
  });

  it('accepts in one the CSRF flow started in the other, and refuses a forged one in both', async () => {
    const client = await browser(one);
    const login = { email: newEmail(), password: PASSWORD };
    expect((await sameBrowserOn(other, client).post('/api/auth/login', login)).status).toBe(401);
    const forged = Object.assign(sameBrowserOn(other, client), { flowId: 'forged' });
    expect((await forged.post('/api/auth/login', login)).status).toBe(CSRF_ERROR.status);
    expect((await Object.assign(sameBrowserOn(one, client), { flowId: 'forged' }).post('/api/auth/login', login)).status).toBe(CSRF_ERROR.status);
  });

  it('shows the cart filled in one in the other', async () => {
    const { rows } = await pool.query<{ id: string }>('select id from variations where stock > 5 order by id limit 1');
    const variationId = rows[0]?.id ?? '';
    const { client } = await registered(one);
    expect((await client.post('/api/checkout-v3/cart/add/', { variationId, component: 'test', componentAction: 'add' })).status).toBe(200);
    const cart = await sameBrowserOn(other, client).get('/api/checkout-v3/cart/overview/');
    expect(JSON.stringify(cart.json)).toContain(variationId.split('-')[0] ?? variationId);
  });
});

/** Real HTTP on a new connection per request (node:cluster hands each connection to the next process in turn). */
const onNewConnection =
  (baseUrl: string): Transport =>
  ({ method, url, headers, body }) =>
  new Promise((resolve, reject) => {
    const request = httpRequest(baseUrl + url, { method, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(response.headers)) for (const item of [value ?? []].flat()) answerHeaders.append(name, String(item));
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, text });
      });
    });
    request.on('error', reject);
    request.end(body);
  });

onPostgres(onPostgresName('WEB_CONCURRENCY=2 on one port'), () => {
  let scratch: ScratchDatabase;
  let pool: Pool;
  let server: ServerProcess;
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl ?? '');
    pool = new Pool({ connectionString: scratch.url });
    // Dropping the scratch database at the end terminates its idle connections (57P01): not this test's failure.
    pool.on('error', () => undefined);
    server = await startServerProcess({ DATABASE_URL: scratch.url, WEB_CONCURRENCY: '2' });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await pool?.end();
    await scratch?.drop();
  });

  it('runs two server processes under the one it started, and says so', () => {
    expect(server.output()).toMatch(/PostgreSQL \(DATABASE_URL\), 2 processes\) is running/);
    expect(serverProcessesOf(server.pid)).toHaveLength(2);
  });

  it('shows a login and a logout on every following connection, whichever process takes it', async () => {
    const client = new TestClient(onNewConnection(server.url));
    await client.startFlow();
    const email = `cluster.${Date.now()}@example.de`;
    expect((await client.post('/api/auth/login-otp/', { email, type: 'send-otp', otpType: 'GUEST_LOGIN_REQUEST' })).status).toBe(200);
    const { rows } = await pool.query<{ body: string }>('select body from outbox_mails where recipient = $1 order by created_at desc limit 1', [email]);
    const code = /Code lautet: (\d{6})/.exec(rows[0]?.body ?? '')?.[1] ?? '';
    expect((await client.post('/api/auth/login-otp/', { email, type: 'verify', otpType: 'GUEST_LOGIN_REQUEST', code })).status).toBe(200);
    const loggedIn: boolean[] = [];
    for (let i = 0; i < 6; i += 1) loggedIn.push(((await client.get('/api/s/')).json as { aboutMe: { isLogged: boolean } }).aboutMe.isLogged);
    expect(loggedIn).toEqual(Array(6).fill(true));

    const cookie = client.cookie;
    expect((await client.get('/logout/', LINK_CLICK)).status).toBe(302);
    const afterLogout: boolean[] = [];
    for (let i = 0; i < 6; i += 1) {
      const stale = Object.assign(new TestClient(onNewConnection(server.url)), { cookie });
      afterLogout.push(((await stale.get('/api/s/')).json as { aboutMe: { isLogged: boolean } }).aboutMe.isLogged);
    }
    expect(afterLogout).toEqual(Array(6).fill(false));
  });
});
