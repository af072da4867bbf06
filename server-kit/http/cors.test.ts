/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { startTestApp, type TestApp } from '../../test/server/harness';
import { apiCors, MAX_LOGGED_REFUSALS } from './cors';

const SHOP = 'https://www.shop.example';
const EVIL = 'https://evil.example';
const varies = (header: unknown) => String(header ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('CORS of the API and the widget files', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ allowedOrigins: [SHOP] });
    await mkdir(path.join(test.widgetsDir, 'header', '1.0.0'), { recursive: true });
    await writeFile(path.join(test.widgetsDir, 'header', '1.0.0', 'remoteEntry.js'), '// entry\n');
    await writeFile(path.join(test.widgetsDir, 'header', '1.0.0', 'props.schema.json'), '{}');
  }, 60_000);
  afterAll(() => test.close());

  it('lets a page of an allowed origin send the Idempotency-Key of a cart, address or order call', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/checkout-v3/cart/add/',
      headers: { origin: SHOP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type, idempotency-key');
  });

  it('answers a preflight of an allowed origin for the x-cs-* headers the widgets send, with credentials', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,accept,x-cs-sys-pi,x-cs-sys-ap,x-cs-clid-gc,x-cs-flow-id,x-cs-geo-country',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': SHOP,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type, accept, x-cs-sys-pi, x-cs-sys-ap, x-cs-clid-gc, x-cs-flow-id, x-cs-geo-country',
    });
    expect(String(preflight.headers['access-control-allow-methods']).split(', ')).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    // The allowed headers are read from the request: a cache must keep one answer per requested set.
    expect(varies(preflight.headers.vary)).toEqual(expect.arrayContaining(['origin', 'access-control-request-method', 'access-control-request-headers']));
  });

  it('allows no request header beyond JSON and x-cs-* in a preflight', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/s/',
      headers: { origin: SHOP, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-cs-sys-pi, authorization, x-forwarded-host' },
    });
    expect(preflight.headers['access-control-allow-headers']).toBe('x-cs-sys-pi');
  });

  it('refuses a preflight of any other origin, in the API error shape', async () => {
    const preflight = await test.app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin: EVIL, 'access-control-request-method': 'POST' } });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(preflight.json()).toEqual({ message: 'Diese Seite darf die Shop-API nicht aufrufen.', error: { code: 'origin_not_allowed' } });
  });

  it('exposes the CSRF flow headers of GET /api/s/c/, Retry-After and the new-session mark to an allowed origin, and varies every API answer by Origin', async () => {
    const flow = await test.app.inject({ method: 'GET', url: '/api/s/c/', headers: { origin: SHOP } });
    expect(flow.headers['access-control-allow-origin']).toBe(SHOP);
    expect(flow.headers['access-control-allow-credentials']).toBe('true');
    expect(String(flow.headers['access-control-expose-headers']).split(', ')).toEqual([
      'x-cs-flow-id',
      'x-cs-geo-city',
      'x-cs-geo-country',
      'x-cs-geo-latitude',
      'x-cs-geo-longitude',
      'x-cs-geo-region',
      'retry-after',
      'x-cs-session-new',
    ]);
    expect(flow.headers['x-cs-flow-id']).toEqual(expect.any(String));
    for (const origin of [SHOP, EVIL, undefined]) {
      const answer = await test.app.inject({ method: 'GET', url: '/api/s/', headers: origin ? { origin } : {} });
      expect(varies(answer.headers.vary)).toContain('origin');
    }
    const foreign = await test.app.inject({ method: 'GET', url: '/api/s/c/', headers: { origin: EVIL } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-expose-headers']).toBeUndefined();
  });

  it.each(['/widgets/registry.json', '/widgets/header/1.0.0/remoteEntry.js', '/widgets/header/1.0.0/props.schema.json', '/fonts/inter-latin-400-normal.woff2'])(
    'serves %s to any origin, without credentials, for cross-origin embedding',
    async (url) => {
      for (const origin of [SHOP, EVIL]) {
        const file = await test.app.inject({ method: 'GET', url, headers: { origin } });
        expect(file.statusCode).toBe(200);
        expect(file.headers['access-control-allow-origin']).toBe('*');
        expect(file.headers['access-control-allow-credentials']).toBeUndefined();
        expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
        // One cached copy for every embedding origin (a CDN keys its copies by what an answer varies by).
        expect(varies(file.headers.vary)).not.toContain('origin');
      }
    },
  );

  it('gives pages no CORS headers', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/', headers: { origin: SHOP } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(varies(page.headers.vary)).not.toContain('origin');
  });
});

describe('the log of calls from origins not in ALLOWED_ORIGINS', () => {
  /** A bare app with the API's CORS and a log written to `lines`. */
  async function corsApp(lines: string[]) {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(String((JSON.parse(String(chunk)) as { msg: string }).msg));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    apiCors(app, ['https://www.shop.example'], 'https://api.shop.example');
    app.get('/api/s/', async () => ({}));
    app.post('/api/checkout-v3/cart/add/', async () => ({}));
    await app.ready();
    return app;
  }

  it('names each refused origin once, with the list to compare it with, and nothing of the shopper', async () => {
    const lines: string[] = [];
    const app = await corsApp(lines);
    const call = (origin: string, url = '/api/s/') => app.inject({ method: 'GET', url, headers: { origin, cookie: '__Host-sid=secret' } });
    await call('https://www.shop.example:8443');
    await call('https://www.shop.example:8443');
    await app.inject({ method: 'OPTIONS', url: '/api/checkout-v3/cart/add/', headers: { origin: 'https://www.shop.example:8443', 'access-control-request-method': 'POST' } });
    await call('https://shop.example');
    expect(lines).toEqual([
      'refused a call from https://www.shop.example:8443: not in ALLOWED_ORIGINS (https://www.shop.example)',
      'refused a call from https://shop.example: not in ALLOWED_ORIGINS (https://www.shop.example)',
    ]);
    await app.close();
  });

  it('logs nothing for an allowed origin, its own pages, or a call without Origin', async () => {
    const lines: string[] = [];
    const app = await corsApp(lines);
    await app.inject({ method: 'GET', url: '/api/s/', headers: { origin: 'https://www.shop.example' } });
    await app.inject({ method: 'GET', url: '/api/s/', headers: { origin: 'https://api.shop.example' } });
    await app.inject({ method: 'POST', url: '/api/checkout-v3/cart/add/', headers: { host: 'localhost:3100', origin: 'http://localhost:3100' } });
    await app.inject({ method: 'GET', url: '/api/s/' });
    expect(lines).toEqual([]);
    await app.close();
  });

  it(`stops naming origins after ${MAX_LOGGED_REFUSALS}, saying so once: any page may send any Origin`, async () => {
    const lines: string[] = [];
    const app = await corsApp(lines);
    for (let index = 0; index < MAX_LOGGED_REFUSALS + 10; index++) await app.inject({ method: 'GET', url: '/api/s/', headers: { origin: `https://shop${index}.example` } });
    expect(lines).toHaveLength(MAX_LOGGED_REFUSALS + 1);
    expect(lines.at(-1)).toBe(`refused calls from more than ${MAX_LOGGED_REFUSALS} origins not in ALLOWED_ORIGINS; no more are named`);
    await app.close();
  });
});
