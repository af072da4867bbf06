/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyContextConfig, type FastifyInstance } from 'fastify';
import { API } from '@schaufenster/shared/api';
import { flowRoutes } from '../../shop-api/auth/flow';
import type { OpenDatabase } from '../db/database';
import { logInAsNewCustomer } from '../../test/server/log-in-customer';
import { openTestDatabase } from '../../test/server/test-database';
import { overInject, TestClient } from '../../test/server/test-client';
import { SERVER_TEXTS } from '../texts';
import { routeOf } from './api-route';
import { installClock } from './clock';
import { apiErrorHandler } from './error-handler';
import { shopSessionConcerns } from '../../shop-api/session-concerns';
import { customerOf, flowSessionOf, installRouteConcerns, pageCustomerOf } from './route-concerns';

const OTHER_SHOP_PAGE = 'https://cms.example';

/** An app with the concerns installed, the flow route of the auth calls and one route per concern. */
async function buildConcernsApp(database: OpenDatabase): Promise<FastifyInstance> {
  const app = Fastify();
  app.setErrorHandler(apiErrorHandler);
  installClock(app, () => new Date());
  installRouteConcerns(app, { sessions: shopSessionConcerns(database.db), publicOrigin: 'http://localhost', allowedOrigins: [OTHER_SHOP_PAGE] });
  await app.register(fastifyCookie);
  await app.register(flowRoutes, { db: database.db });
  app.get('/open/', async () => ({ open: true }));
  app.get('/mine/', { config: { auth: 'user' } }, async (request) => customerOf(request));
  app.post('/flow/', { config: { csrf: 'flow' } }, async (request) => flowSessionOf(request));
  app.post('/account-change/', { config: { csrf: 'flow', auth: 'user' } }, async (request) => customerOf(request));
  app.post('/beacon/', { config: { csrf: { ownOrigin: 'Messwerte' } } }, async () => ({ counted: true }));
  app.get('/account/overview/', { config: { auth: 'customer-page' } }, async (request) => ({ hello: pageCustomerOf(request).givenName }));
  app.get('/forgot-to-declare/', async (request) => customerOf(request));
  return app;
}

describe('route concerns (config: { auth, csrf })', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  const browser = () => new TestClient(overInject(app));
  /** A browser with a session and a flow id, logged in as a new customer. */
  async function customer(): Promise<{ client: TestClient; userId: string }> {
    const client = await browser().startFlow();
    const userId = await logInAsNewCustomer(database.db, { token: client.cookie.slice(client.cookie.indexOf('=') + 1) });
    return { client, userId };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildConcernsApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('leaves a route without them open to anyone', async () => {
    const answer = await browser().get('/open/');
    expect(answer).toEqual({ status: 200, json: { open: true } });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it("refuses a visitor on an auth: 'user' route with today's 401 not_logged_in, never cached", async () => {
    const answer = await browser().get('/mine/');
    expect(answer).toEqual({ status: 401, json: { message: SERVER_TEXTS.not_logged_in, error: { code: 'not_logged_in' } } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("hands the logged-in customer to the handler of an auth: 'user' route, and marks the answer no-store", async () => {
    const { client, userId } = await customer();
    const answer = await client.get('/mine/');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ sessionId: expect.any(String), userId });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("refuses a csrf: 'flow' route without the flow id, or with another session's, with 428 csrf_invalid", async () => {
    const refused = { status: 428, json: { message: SERVER_TEXTS.csrf_invalid, error: { code: 'csrf_invalid' } } };
    const client = await browser().startFlow();
    expect(await client.post('/flow/', {}, { flow: false })).toEqual(refused);
    const other = await browser().startFlow();
    expect(await client.post('/flow/', {}, { headers: { 'x-cs-flow-id': other.flowId }, flow: false })).toEqual(refused);
    expect(await browser().post('/flow/', {})).toEqual(refused);
  });

  it("hands the session the flow id proved to the handler of a csrf: 'flow' route", async () => {
    const client = await browser().startFlow();
    expect(await client.post('/flow/', {})).toEqual({ status: 200, json: { sessionId: expect.any(String), userId: null } });
  });

  it('checks the flow before the login: a visitor without flow id gets 428, with it 401, a customer gets through', async () => {
    expect((await browser().post('/account-change/', {}, { flow: false })).status).toBe(428);
    expect((await (await browser().startFlow()).post('/account-change/', {})).status).toBe(401);
    const { client, userId } = await customer();
    expect(await client.post('/account-change/', {})).toEqual({ status: 200, json: { sessionId: expect.any(String), userId } });
  });

  it('takes a beacon only from the shop’s own pages or ALLOWED_ORIGINS, with a 403 foreignOrigin naming what it carries', async () => {
    const post = (origin?: string) => app.inject({ method: 'POST', url: '/beacon/', headers: { ...(origin && { origin }), host: 'localhost' }, payload: {} });
    expect((await post('http://localhost')).statusCode).toBe(200);
    expect((await post(OTHER_SHOP_PAGE)).statusCode).toBe(200);
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const answer = await post(origin);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: SERVER_TEXTS.foreignOrigin('Messwerte'), error: { code: 'foreignOrigin' } });
    }
  });

  it("sends a visitor of an auth: 'customer-page' route to the login that leads back, and renders it for a customer", async () => {
    const visitor = await browser().startFlow();
    const redirected = await visitor.get('/account/overview/?tab=1');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/authenticate/?callbackPath=%2Faccount%2Foverview%2F%3Ftab%3D1');
    expect(redirected.headers.get('cache-control')).toBe('no-store');
    const { client } = await customer();
    const page = await client.get('/account/overview/');
    expect(page).toEqual({ status: 200, json: { hello: 'Anna' } });
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('fails a handler that reads a concern its route does not declare', async () => {
    const { client } = await customer();
    expect((await client.get('/forgot-to-declare/')).status).toBe(500);
  });

  it("does not start a server whose API route answers not_logged_in without declaring auth: 'user', nor the reverse", async () => {
    for (const [route, config] of [[API.addresses, {}], [API.cart, { auth: 'user' }]] as const) {
      const server = Fastify();
      installRouteConcerns(server, { sessions: shopSessionConcerns(database.db), publicOrigin: 'http://localhost', allowedOrigins: [] });
      server.register(async (scope) => {
        scope.route({ ...routeOf(route), config, handler: async () => ({}) });
      });
      await expect(server.ready()).rejects.toThrow(/not_logged_in/);
      await server.close().catch(() => undefined);
    }
  });

  it("does not start a server without the shop's sessions whose route declares a check of them; a beacon's origin check needs none", async () => {
    const needSessions: FastifyContextConfig[] = [{ auth: 'user' }, { auth: 'customer-page' }, { csrf: 'flow' }];
    for (const config of needSessions) {
      const server = Fastify();
      installRouteConcerns(server, { publicOrigin: 'http://localhost', allowedOrigins: [] });
      server.register(async (scope) => {
        scope.get('/needs-a-session/', { config }, async () => ({}));
      });
      await expect(server.ready()).rejects.toThrow(/has no shop sessions/);
      await server.close().catch(() => undefined);
    }
    const beacons = Fastify();
    installRouteConcerns(beacons, { publicOrigin: 'http://localhost', allowedOrigins: [] });
    beacons.post('/beacon/', { config: { csrf: { ownOrigin: 'Messwerte' } } }, async () => ({ counted: true }));
    expect((await beacons.inject({ method: 'POST', url: '/beacon/', headers: { origin: 'https://fremd.example' } })).statusCode).toBe(403);
    expect((await beacons.inject({ method: 'POST', url: '/beacon/', headers: { origin: 'http://localhost' } })).json()).toEqual({ counted: true });
    await beacons.close();
  });
});
