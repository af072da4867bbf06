/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { HEALTH_PATHS } from '../../server-kit/http/health-routes';
import { startTestApp, type TestApp } from '../../test/server/harness';
import { CATALOG_TOKEN_HEADER } from '../../widget-server/widget-catalog/catalog-access';
import { METRICS_PATH } from './metrics-routes';
import { sendBeacon } from '../../test/server/beacon';

const TOKEN = 'k'.repeat(40);

/** The value of one series in a scrape (`name{labels} value`), or undefined when the scrape has no such series. */
function series(scrape: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = `${name}{${Object.entries(labels)
    .map(([label, value]) => `${label}="${value}"`)
    .join(',')}}`;
  const line = scrape.split('\n').find((row) => row.startsWith(`${wanted} `));
  return line === undefined ? undefined : Number(line.slice(wanted.length + 1));
}

async function scrape(test: TestApp, headers: Record<string, string> = {}): Promise<string> {
  const answer = await test.visitor().get(METRICS_PATH, headers);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return answer.text;
}

describe('GET /metrics', () => {
  it('counts each answer under its route pattern, method and status, never its URL', async () => {
    const test = await startTestApp();
    try {
      const visitor = test.visitor();
      expect((await visitor.get('/api/products/P9999999/')).status).toBe(404);
      expect((await visitor.get('/api/products/P8888888/')).status).toBe(404);
      expect((await visitor.get(HEALTH_PATHS.alive)).status).toBe(200);
      expect((await visitor.get('/gibt-es-nicht/anna@example.de/')).status).toBe(404);

      const text = await scrape(test);
      const count = (route: string, status: string) => series(text, 'schaufenster_http_request_duration_seconds_count', { route, method: 'GET', status });
      expect(count('/api/products/:id/', '404')).toBe(2);
      expect(count(HEALTH_PATHS.alive, '200')).toBe(1);
      expect(count('unmatched', '404')).toBe(1);
      // The latency histogram of the route: every answer within the last bucket.
      expect(series(text, 'schaufenster_http_request_duration_seconds_bucket', { le: '+Inf', route: '/api/products/:id/', method: 'GET', status: '404' })).toBe(2);
      expect(text).not.toMatch(/P9999999|anna|gibt-es-nicht/);
    } finally {
      await test.close();
    }
  });

  it('counts 503s by their cause: the database unavailable, and readiness', async () => {
    const test = await startTestApp();
    const visitor = test.visitor();
    await test.database.close();
    const cart = await visitor.get('/api/checkout-v3/cart/overview/');
    expect(cart.status).toBe(503);
    expect(cart.json).toMatchObject({ error: { code: 'unavailable' } });
    expect((await visitor.get(HEALTH_PATHS.ready)).status).toBe(503);

    const text = await scrape(test);
    expect(series(text, 'schaufenster_http_unavailable_total', { route: '/api/checkout-v3/cart/overview/', cause: 'database' })).toBe(1);
    expect(series(text, 'schaufenster_http_unavailable_total', { route: HEALTH_PATHS.ready, cause: 'readiness' })).toBe(1);
    await test.app.close();
  });

  it('counts server renders by result with their time, and the mount outcomes the beacons report', async () => {
    const test = await startTestApp();
    try {
      // A released header with a server build, as `npm run release` leaves it.
      await mkdir(path.join(test.widgetsDir, 'header', '1.0.0', 'server'), { recursive: true });
      await writeFile(path.join(test.widgetsDir, 'header', '1.0.0', 'server', 'mount.js'), "exports.render = () => ({ html: '<p>Kopf</p>', css: '' });");
      const release = { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js', server: { mount: 'header/1.0.0/server/mount.js' } };
      await writeFile(path.join(test.widgetsDir, 'registry.json'), JSON.stringify({ remotes: { header: release } }));
      const visitor = test.visitor();
      for (let request = 0; request < 2; request += 1) expect((await visitor.get('/fragments/header/?props=%7B%7D')).status).toBe(200);
      const beacon = await sendBeacon(test, '/api/widget-mounts/', { mounts: [{ widget: 'minicart', version: '9.9.9', outcome: 'failed' }, { widget: 'header', version: '1.0.0', outcome: 'mounted' }] });
      expect(beacon.statusCode).toBe(204);

      const text = await scrape(test);
      expect(series(text, 'schaufenster_server_renders_total', { widget: 'header', result: 'rendered' })).toBe(1);
      expect(series(text, 'schaufenster_server_renders_total', { widget: 'header', result: 'cached' })).toBe(1);
      expect(series(text, 'schaufenster_server_render_seconds_count', { widget: 'header' })).toBe(1);
      // A version no release has is counted as `unknown`, as the catalog counts it: the labels stay as many as the releases.
      expect(series(text, 'schaufenster_widget_mounts_total', { widget: 'minicart', version: 'unknown', outcome: 'failed' })).toBe(1);
      expect(series(text, 'schaufenster_widget_mounts_total', { widget: 'header', version: '1.0.0', outcome: 'mounted' })).toBe(1);
    } finally {
      await test.close();
    }
  });

  it('reports the PostgreSQL pools and how long queries waited for a connection (none on PGlite, which has no pool)', async () => {
    const test = await startTestApp();
    try {
      expect((await (await test.client()).get('/api/checkout-v3/cart/overview/')).status).toBe(200);
      const text = await scrape(test);
      const onPostgres = process.env.TEST_DATABASE_SERVER_URL !== undefined;
      expect(series(text, 'schaufenster_database_pool_max_connections', { pool: 'requests' })).toBe(onPostgres ? 10 : undefined);
      const waits = series(text, 'schaufenster_database_connection_wait_seconds_count', { pool: 'requests' });
      if (onPostgres) expect(waits).toBeGreaterThan(0);
      else expect(waits).toBeUndefined();
    } finally {
      await test.close();
    }
  });

  it('is readable exactly where the widget catalog is: on loopback, or with its key; elsewhere 403 without the key, 404 without a key configured', async () => {
    const hidden = await startTestApp({ loopbackOnly: false });
    const keyed = await startTestApp({ loopbackOnly: false, widgetCatalogToken: TOKEN });
    const local = await startTestApp();
    try {
      expect((await hidden.visitor().get(METRICS_PATH)).status).toBe(404);
      const refused = await keyed.visitor().get(METRICS_PATH);
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain('schaufenster_');
      expect((await keyed.visitor().get(METRICS_PATH, { [CATALOG_TOKEN_HEADER]: 'x'.repeat(40) })).status).toBe(403);
      expect(await scrape(keyed, { [CATALOG_TOKEN_HEADER]: TOKEN })).toContain('schaufenster_http_request_duration_seconds');
      // A loopback-only server, but a request addressed to another name (a DNS-rebinding page): not shown.
      expect((await local.visitor().get(METRICS_PATH, { host: 'shop.example' })).status).toBe(404);
    } finally {
      await Promise.all([hidden.close(), keyed.close(), local.close()]);
    }
  });
});
