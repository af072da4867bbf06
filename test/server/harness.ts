import { randomInt } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { API, type OtpType } from '@schaufenster/shared/api';
import { FIXTURE_SCRYPT_PARAMS } from '../../shop-api/auth/constants';
import { PasswordHasher } from '../../shop-api/auth/passwords';
import type { TrustProxy } from '../../server-kit/http/trust-proxy-setting';
import { AfterReply } from '../../server-kit/http/after-reply';
import type { OpenDatabase } from '../../server-kit/db/database';
import { seedTestCatalog, type TestCatalog } from './test-catalog';
import type { CookieSameSite } from '../../shop-api/server-session/cookie-policy';
import { logInAsNewCustomer, type CustomerFields, type SessionRef } from './log-in-customer';
import { readMailbox, type Mailbox } from './mailbox';
import { TEST_SERVER_RENDER_BUDGET_MS } from './test-server-process';
import { openTestDatabase, type TestCatalogChoice } from './test-database';
import { overInject, TestClient, type TestAnswer } from './test-client';
import { FAILURE_FIXTURES } from './fixtures/failure-fixtures';

export { otherCode } from './mailbox';
export { openTestDatabase } from './test-database';
export { LINK_CLICK, overHttp, TestClient, type TestAnswer, type Transport } from './test-client';

/** Origin of product images in every test app. */
export const TEST_IMAGE_ORIGIN = 'https://images.example';

/** Cheaper scrypt than production's SCRYPT_PARAMS (each hash records its own): a hash made with it verifies in a test app. */
export const testHasher = new PasswordHasher(FIXTURE_SCRYPT_PARAMS);

/** What a test may choose: catalog, CORS origins, proxies, cookies, product paths and overrides of the auth context. */
export interface TestAppOptions {
  /** The demo catalog seeded before the app starts (its search index reads it then); none by default. */
  catalog?: TestCatalogChoice;
  fixtures?: boolean;
  allowedOrigins?: string[];
  /** Origins besides the app's that may serve remotes (`REMOTE_ORIGINS`); none by default. */
  remoteOrigins?: string[];
  publicOrigin?: string;
  /** The sign-in page reset links open (`SIGN_IN_URL`); `/authenticate/` on `publicOrigin` by default. */
  signInUrl?: string;
  /** The shop's order page order confirmations link (`ORDERS_URL`); the demo's on `publicOrigin` by default. */
  ordersUrl?: string;
  trustProxy?: TrustProxy;
  auth?: AppOptions['auth'];
  /** How often the app purges expired rows (its production default otherwise). */
  housekeepingIntervalMs?: number;
  cookieSameSite?: CookieSameSite;
  /** The pattern of product paths in API answers (`PRODUCT_PATH`); the demo's by default. */
  productPath?: string;
  /** Where help hits lead (`HELP_PATH`, `INFO_PATH`, `HELP_HOME_PATH`); the demo's pages by default. */
  helpPaths?: AppOptions['helpPaths'];
  /** Whether the app is built as one only this machine reaches (`loopbackOnly`), as the demo is; true by default. */
  loopbackOnly?: boolean;
  /** The key that opens the widget catalog (`WIDGET_CATALOG_TOKEN`); none by default. */
  widgetCatalogToken?: string;
  /** A PostgreSQL server to use instead of TEST_DATABASE_URL (the fault tests' proxy in front of it). */
  databaseUrl?: string;
  /** Whose registry the pages load (`WIDGETS_ENV`): production by default, `dev` for the pages of `npm run dev`. */
  environment?: string;
}

/** How a test's browser starts: from which client IP, and as whom. */
export interface ClientOptions {
  /** A fresh private address unless given: per-IP limits never meet across tests. */
  ip?: string;
  /** Logged in as a new customer with these fields (see `logIn`) before it is handed out. */
  customer?: CustomerFields;
}

/** The demo app in memory with what a test reads around it: its database, its clock, mails and browsers. */
export interface TestApp extends Mailbox {
  app: FastifyInstance;
  database: OpenDatabase;
  widgetsDir: string;
  /** Moves the app's clock forward (one-time codes and reset links expire by it). */
  advanceClock(ms: number): void;
  /** Stops the app's clock until the returned function is called: a burst of requests then happens at one instant, however busy the machine. */
  freezeClock(): () => void;
  /** Waits for the work the app does after its answers (the mails of forgot-password and the notices); the mailbox reads wait too. */
  settled(): Promise<void>;
  /** Listens on a free loopback port, for tests over real HTTP; resolves with the base URL. */
  listen(): Promise<string>;
  /** A new browser talking to the app by inject, with a session and a flow id (GET /api/s/c/). */
  client(options?: ClientOptions): Promise<TestClient>;
  /** A new browser that has not been to the shop yet: no session, no flow id; from a fresh address unless given one. */
  visitor(ip?: string): TestClient;
  /** Logs a browser's (or a session's) session in as a new customer, writing the rows a login leaves; gives the customer's id. */
  logIn(session: TestClient | SessionRef, fields?: CustomerFields): Promise<string>;
  /** A fresh address, so tests never share throttles or accounts. */
  newEmail(): string;
  /** A client IP no other client uses. */
  newIp(): string;
  register(browser: TestClient, email: string, password: string, names?: { givenName: string; familyName: string }): Promise<TestAnswer>;
  login(browser: TestClient, email: string, password: string): Promise<TestAnswer>;
  sendCode(browser: TestClient, email: string, otpType: OtpType): Promise<TestAnswer>;
  verify(browser: TestClient, email: string, otpType: OtpType, code: string): Promise<TestAnswer>;
  close(): Promise<void>;
}

let emailCounter = 0;

/** A private (10/8) address: random per run, so parallel test files on one PostgreSQL do not meet either. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Builds the app as main.ts does, but in memory (or on TEST_DATABASE_URL); `close` removes everything it made. */
export async function startTestApp({
  catalog = 'none',
  fixtures = false,
  allowedOrigins = [],
  publicOrigin = 'http://localhost',
  signInUrl,
  ordersUrl,
  trustProxy = false,
  auth = {},
  housekeepingIntervalMs,
  cookieSameSite,
  productPath,
  helpPaths,
  loopbackOnly = true,
  widgetCatalogToken,
  databaseUrl,
  environment,
  remoteOrigins,
}: TestAppOptions = {}): Promise<TestApp> {
  const widgetsDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-widgets-'));
  await writeFile(path.join(widgetsDir, 'registry.json'), JSON.stringify({ remotes: { header: { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js' } } }));
  const database = await openTestDatabase({ catalog, ...(databaseUrl && { databaseUrl }) });
  let offsetMs = 0;
  let frozenAt: number | undefined;
  const afterReply = auth.afterReply ?? new AfterReply();
  const settled = () => afterReply.settled();
  const app = await buildApp({
    db: database.db,
    widgetsDir,
    imageOrigin: TEST_IMAGE_ORIGIN,
    productPath,
    helpPaths,
    ...(fixtures && { extension: FAILURE_FIXTURES }),
    allowedOrigins,
    remoteOrigins,
    publicOrigin,
    signInUrl,
    ordersUrl,
    trustProxy,
    cookieSameSite,
    devPages: true,
    loopbackOnly,
    widgetCatalogToken,
    // The outbox keeps mails in full, as the demo's does with its dev pages: tests read codes from it.
    auth: { hasher: testHasher, now: () => new Date((frozenAt ?? Date.now()) + offsetMs), outbox: 'full', ...auth, afterReply },
    housekeepingIntervalMs,
    serverRenderBudgetMs: TEST_SERVER_RENDER_BUDGET_MS,
    environment,
  });

  const visitor = (ip = newIp()) => new TestClient(overInject(app, ip));

  async function client({ ip, customer }: ClientOptions = {}): Promise<TestClient> {
    const browser = await visitor(ip).startFlow();
    if (customer) await logIn(browser, customer);
    return browser;
  }

  async function logIn(session: TestClient | SessionRef, fields?: CustomerFields): Promise<string> {
    if (!(session instanceof TestClient)) return logInAsNewCustomer(database.db, session, fields);
    if (!session.cookie) await session.get(API.session.path);
    const token = session.cookie.slice(session.cookie.indexOf('=') + 1);
    if (!token) throw new Error('no session to log in: the app set no cookie');
    return logInAsNewCustomer(database.db, { token }, fields);
  }

  return {
    app,
    database,
    widgetsDir,
    advanceClock(ms) {
      offsetMs += ms;
    },
    freezeClock() {
      frozenAt = Date.now();
      return () => {
        // The clock goes on from where it stood, as if no time had passed while it was frozen.
        if (frozenAt !== undefined) offsetMs -= Date.now() - frozenAt;
        frozenAt = undefined;
      };
    },
    settled,
    listen: () => app.listen({ host: '127.0.0.1', port: 0 }),
    client,
    visitor,
    logIn,
    ...readMailbox(database.db, settled),
    newEmail: () => `kundin${(emailCounter += 1)}.${Date.now()}@example.de`,
    newIp,
    register: (browser, email, password, names = { givenName: 'Anna', familyName: 'Schmidt' }) =>
      browser.post(API.register.path, { ...names, email, newPassword: password }),
    login: (browser, email, password) => browser.post(API.login.path, { email, password }),
    sendCode: (browser, email, otpType) => browser.post(API.otp.path, { email, type: 'send-otp', otpType }),
    verify: (browser, email, otpType, code) => browser.post(API.otp.path, { email, type: 'verify', otpType, code }),
    async close() {
      await app.close();
      await database.close();
      await rm(widgetsDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a test app before the tests of the enclosing describe (or file) and closes it after them. The object
 * is filled in by `beforeAll`: read it inside tests and hooks only.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const test = {} as TestApp;
  beforeAll(async () => {
    Object.assign(test, await startTestApp(options));
  });
  afterAll(async () => {
    await test.close?.();
  });
  return test;
}

/** Seeds the small test catalog of cart/test-catalog.ts into `test`'s database before the tests; filled in by `beforeAll` like `useTestApp`. */
export function useTestCatalog(test: TestApp): TestCatalog {
  const catalog = {} as TestCatalog;
  beforeAll(async () => {
    Object.assign(catalog, await seedTestCatalog(test.database.db));
  });
  return catalog;
}

/** Opens a test database (see `openTestDatabase`) before the tests and closes it after them; filled in by `beforeAll`. */
export function useTestDatabase(options: { catalog?: TestCatalogChoice } = {}): OpenDatabase {
  const database = {} as OpenDatabase;
  beforeAll(async () => {
    Object.assign(database, await openTestDatabase(options));
  });
  afterAll(async () => {
    await database.close?.();
  });
  return database;
}
