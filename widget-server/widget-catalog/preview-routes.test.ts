/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { widgetMountHours, widgetMounts } from '../../server-kit/db/schema';
import { SHOP_ORIGIN, sendBeacon } from '../../test/server/beacon';
import { useTestApp, type TestApp } from '../../test/server/harness';
import { mountStats } from '../field-data/mount-stats';
import { storeRegisteredRelease } from '../../registry/registered-release';
import { PREVIEW_COOKIE } from './preview';
import { END_PREVIEW_PATH, PREVIEW_PATH } from './preview-routes';

/** Puts a released version's folder into the app's store, as `npm run release` leaves it (its entry's bytes name it). */
async function release(test: TestApp, remote: string, version: string): Promise<void> {
  const folder = path.join(test.widgetsDir, remote, version);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'remoteEntry.js'), `/* ${remote} ${version} */`);
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' } }));
}

/** Asks for a preview as the catalog's form does: from a page of this origin. */
const askForPreview = (app: FastifyInstance, fields: Record<string, string>, headers: Record<string, string> = { origin: SHOP_ORIGIN }) =>
  app.inject({ method: 'POST', url: PREVIEW_PATH, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: new URLSearchParams(fields).toString() });

/** The `name=value` of the preview cookie an answer sets. */
function previewCookieOf(answer: { cookies: { name: string; value: string }[] }): string {
  const cookie = answer.cookies.find(({ name }) => name === PREVIEW_COOKIE);
  if (!cookie) throw new Error('the answer set no preview cookie');
  return `${cookie.name}=${cookie.value}`;
}

const registryWith = async (app: FastifyInstance, cookie?: string) => {
  const answer = await app.inject({ method: 'GET', url: '/widgets/registry.json', headers: cookie ? { cookie } : {} });
  return { answer, body: answer.json<{ remotes: Record<string, { version: string; entry: string; integrity?: string }>; preview?: unknown }>() };
};

describe('a preview of one version in one browser, from the widget catalog', () => {
  const test = useTestApp();
  beforeAll(async () => {
    await release(test, 'header', '1.0.0');
    await release(test, 'header', '1.1.0');
  });
  beforeEach(async () => {
    await test.database.db.delete(widgetMountHours);
    await test.database.db.delete(widgetMounts);
  });

  it("gives the catalog's browser a cookie whose registry names the previewed version, privately; every other browser keeps the release", async () => {
    const granted = await askForPreview(test.app, { remote: 'header', version: '1.1.0' });
    expect(granted.statusCode).toBe(303);
    expect(granted.headers.location).toBe('/');
    const cookie = previewCookieOf(granted);
    expect(String(granted.headers['set-cookie'])).toMatch(/HttpOnly/);

    const previewing = await registryWith(test.app, cookie);
    expect(previewing.answer.headers['cache-control']).toBe('private, no-store');
    expect(previewing.body.preview).toEqual({ remote: 'header', version: '1.1.0' });
    expect(previewing.body.remotes.header).toMatchObject({ version: '1.1.0', entry: 'header/1.1.0/remoteEntry.js', integrity: expect.stringMatching(/^sha384-/) });

    const other = await registryWith(test.app);
    expect(other.body.preview).toBeUndefined();
    expect(other.body.remotes.header?.version).toBe('1.0.0');
    expect(other.answer.headers['cache-control']).toBe('no-cache');
  });

  it('previews a version registered from another origin with the entry it was registered with, absolute URL and all', async () => {
    const registered = { version: '1.2.0', entry: 'https://cdn.example/header/1.2.0/remoteEntry.js', integrity: `sha384-${'A'.repeat(64)}`, mfVersion: '2.9.2' };
    await storeRegisteredRelease(test.widgetsDir, 'header', registered);
    const cookie = previewCookieOf(await askForPreview(test.app, { remote: 'header', version: '1.2.0' }));
    expect((await registryWith(test.app, cookie)).body.remotes.header).toEqual(registered);
  });

  it('is refused from elsewhere than a page of this origin, for a version the store does not have, and where the catalog is closed', async () => {
    expect((await askForPreview(test.app, { remote: 'header', version: '1.1.0' }, {})).statusCode).toBe(403);
    expect((await askForPreview(test.app, { remote: 'header', version: '1.1.0' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const missing = await askForPreview(test.app, { remote: 'header', version: '2.0.0' });
    expect(missing.statusCode).toBe(422);
    expect(missing.body).toBe('header@2.0.0 ist keine veröffentlichte Version in diesem Server.');
    expect((await askForPreview(test.app, { remote: 'header', version: '../../etc' })).statusCode).toBe(422);
  });

  it('ignores a forged or ended cookie, and its end link clears it', async () => {
    const forged = await registryWith(test.app, `${PREVIEW_COOKIE}=header@1.1.0.${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}`);
    expect(forged.body.remotes.header?.version).toBe('1.0.0');
    const ended = await test.app.inject({ method: 'GET', url: END_PREVIEW_PATH });
    expect(ended.statusCode).toBe(303);
    expect(ended.cookies.find(({ name }) => name === PREVIEW_COOKIE)?.value).toBe('');
  });

  it("counts a previewing browser's beacons nowhere, and a shopper's as ever", async () => {
    const cookie = previewCookieOf(await askForPreview(test.app, { remote: 'header', version: '1.1.0' }));
    const session = (await test.client()).cookie;
    const mounted = { mounts: [{ widget: 'header', version: '1.1.0', outcome: 'mounted' }] };
    expect((await sendBeacon(test, '/api/widget-mounts/', mounted, { cookie: `${session}; ${cookie}` })).statusCode).toBe(204);
    expect((await mountStats(test.database.db)).header).toBeUndefined();
    expect((await sendBeacon(test, '/api/widget-mounts/', mounted, { cookie: session })).statusCode).toBe(204);
    expect((await mountStats(test.database.db)).header?.['1.1.0']?.mounted).toBe(1);
  });
});

describe('a preview where the catalog is closed', () => {
  const test = useTestApp({ loopbackOnly: false });

  it('does not exist: 404, no cookie', async () => {
    const answer = await askForPreview(test.app, { remote: 'header', version: '1.0.0' });
    expect(answer.statusCode).toBe(404);
    expect(answer.cookies).toEqual([]);
  });
});
