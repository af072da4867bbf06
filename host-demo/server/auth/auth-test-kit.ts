import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { outboxMails } from '../db/schema';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app';
import { ApiClient, type ApiAnswer, type SendRequest } from '../test-client';
import type { OtpType } from './constants';

/**
 * The auth API of a test app, with what a person would read from their mailbox. Requests go through
 * Fastify's inject from a client IP of their own: tests on a shared PostgreSQL database run in parallel,
 * and would otherwise share the per-IP counters of 127.0.0.1.
 */
export interface AuthKit {
  test: TestApp;
  /** A fresh address, so tests never share throttles or accounts. */
  newEmail(): string;
  /** A new browser with its own session and flow id, from a client IP of its own unless given one. */
  client(ip?: string): Promise<ApiClient>;
  /** A client IP no other client uses. */
  newIp(): string;
  /** The newest code mailed to an address (from the stored outbox: the kit's app stores mails in full). */
  mailedCode(email: string): Promise<string>;
  /** The newest reset link mailed to an address. */
  mailedResetLink(email: string): Promise<{ cid: string; hash: string }>;
  register(browser: ApiClient, email: string, password: string, names?: { givenName: string; familyName: string }): Promise<ApiAnswer>;
  login(browser: ApiClient, email: string, password: string): Promise<ApiAnswer>;
  sendCode(browser: ApiClient, email: string, otpType: OtpType): Promise<ApiAnswer>;
  verify(browser: ApiClient, email: string, otpType: OtpType, code: string): Promise<ApiAnswer>;
  close(): Promise<void>;
}

/** Starting an app migrates a fresh database: on a busy machine that takes longer than jest's 5 s default. */
export const APP_START_TIMEOUT_MS = 60_000;

let counter = 0;

/** A private (10/8) address: random per run, so parallel test files do not meet either. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Starts a test app on a temporary PGlite (or TEST_DATABASE_URL). */
export async function startAuthKit(options: TestAppOptions = {}): Promise<AuthKit> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'schaufenster-auth-'));
  const test = await createTestApp({ dataDir, ...options });
  const { db } = test.database;

  const fromIp =
    (remoteAddress: string): SendRequest =>
    async ({ method, url, headers, body }) => {
      const answer = await test.app.inject({ method, url, headers, payload: body, remoteAddress });
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        for (const item of [value ?? []].flat()) answerHeaders.append(name, String(item));
      }
      return { status: answer.statusCode, headers: answerHeaders, text: answer.body };
    };

  const newestMail = async (email: string, kind?: string) => {
    const [mail] = await db
      .select()
      .from(outboxMails)
      .where(kind ? and(eq(outboxMails.recipient, email), eq(outboxMails.kind, kind)) : eq(outboxMails.recipient, email))
      .orderBy(desc(outboxMails.createdAt))
      .limit(1);
    return mail?.body ?? '';
  };

  return {
    test,
    newEmail: () => `kundin${(counter += 1)}.${Date.now()}@example.de`,
    newIp,
    async client(ip = newIp()) {
      const browser = new ApiClient('', fromIp(ip));
      await browser.startFlow();
      return browser;
    },
    async mailedCode(email) {
      const code = /Code lautet: (\d{6})/.exec(await newestMail(email))?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async mailedResetLink(email) {
      const link = new URL(/http\S+/.exec(await newestMail(email, 'reset'))?.[0] ?? 'http://x/');
      return { cid: link.searchParams.get('cid') ?? '', hash: link.searchParams.get('hash') ?? '' };
    },
    register: (browser, email, password, names = { givenName: 'Anna', familyName: 'Schmidt' }) =>
      browser.post('/api/auth/register', { ...names, email, newPassword: password }),
    login: (browser, email, password) => browser.post('/api/auth/login', { email, password }),
    sendCode: (browser, email, otpType) => browser.post('/api/auth/login-otp/', { email, type: 'send-otp', otpType }),
    verify: (browser, email, otpType, code) => browser.post('/api/auth/login-otp/', { email, type: 'verify', otpType, code }),
    async close() {
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A six-digit code that is not this one. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
