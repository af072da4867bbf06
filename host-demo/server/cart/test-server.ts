import fastifyCookie from '@fastify/cookie';
import { apiErrorHandler } from '../http/error-handler';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase } from '../db/test-database';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../session/tokens';
import { logInAsNewCustomer } from '../test-customer';

/** Time a test file may take to open PGlite and migrate it (slow when many test files start at once). */
export const STARTUP_TIMEOUT_MS = 60_000;

/** Options every API plugin of the shop takes. */
export interface ApiPluginOptions {
  db: OpenDatabase['db'];
  imageOrigin: string;
}

/** An answer as the tests read it: status and parsed JSON body. */
export interface TestAnswer {
  status: number;
  body: unknown;
}

/** A browser stand-in: keeps its session cookie and talks real HTTP. */
export interface TestClient {
  request(method: string, path: string, body?: unknown): Promise<TestAnswer>;
  /** Sends a raw body with a content type, for malformed-body tests. */
  raw(method: string, path: string, body: string, contentType: string): Promise<TestAnswer>;
  /** Logs this client in as a new user (as the login would: sessions.user_id); gives the user id. */
  login(): Promise<string>;
}

/** A listening test server on an in-memory database (or TEST_DATABASE_URL). */
export interface TestServer {
  app: FastifyInstance;
  database: OpenDatabase;
  baseUrl: string;
  client(): TestClient;
  close(): Promise<void>;
}

/** Starts Fastify with the cookie plugin and the given API plugins on port 0. */
export async function startTestServer(plugins: FastifyPluginAsync<ApiPluginOptions>[]): Promise<TestServer> {
  const database = await openTestDatabase();
  const app = Fastify({ forceCloseConnections: true });
  app.setErrorHandler(apiErrorHandler);
  await app.register(fastifyCookie);
  for (const plugin of plugins) await app.register(plugin, { db: database.db, imageOrigin: 'https://images.example' });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  function client(): TestClient {
    let cookie: { name: string; token: string } | undefined;
    async function send(method: string, path: string, body: string | undefined, contentType?: string): Promise<TestAnswer> {
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = `${cookie.name}=${cookie.token}`;
      if (contentType) headers['content-type'] = contentType;
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
      // Sent back under the name it was set with (`__Host-sid` over HTTPS, `sid` on plain loopback).
      const [, name, token] = new RegExp(`(${SECURE_SESSION_COOKIE}|${SESSION_COOKIE})=([^;]+)`).exec(response.headers.get('set-cookie') ?? '') ?? [];
      if (name && token) cookie = { name, token };
      const text = await response.text();
      const parsed: unknown = text === '' ? undefined : JSON.parse(text);
      return { status: response.status, body: parsed };
    }
    return {
      request: (method, path, body) =>
        send(method, path, body === undefined ? undefined : JSON.stringify(body), body === undefined ? undefined : 'application/json'),
      raw: (method, path, body, contentType) => send(method, path, body, contentType),
      async login() {
        if (!cookie) await send('GET', '/api/checkout-v3/cart/overview/', undefined);
        if (!cookie) throw new Error('login failed: no session cookie');
        return logInAsNewCustomer(database.db, { token: cookie.token });
      },
    };
  }

  return {
    app,
    database,
    baseUrl,
    client,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
