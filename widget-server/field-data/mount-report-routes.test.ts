/** @jest-environment node */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { widgetMountHours, widgetMounts } from '../../server-kit/db/schema';
import { type BeaconOptions, SHOP_ORIGIN, sendBeacon } from '../../test/server/beacon';
import { useTestApp, type TestApp } from '../../test/server/harness';
import { RESCAN_AFTER_MS } from './known-versions';
import { MOUNT_BEACON_LIMIT } from './mount-report-routes';
import { mountStats } from './mount-stats';
import { mountWindows } from './mount-windows';

const CMS = 'https://cms.example';

/** Puts a released version's folder into the app's dist folder, as `npm run release` leaves it. */
async function release(test: TestApp, remote: string, version: string): Promise<void> {
  await mkdir(path.join(test.widgetsDir, remote, version), { recursive: true });
  await writeFile(path.join(test.widgetsDir, remote, version, 'remoteEntry.js'), '');
}

/** A beacon as the loader sends it (sendBeacon: from a page of the shop, in a session of its own), to the `host` the page reached. */
const beacon = (test: TestApp, payload: unknown, { host, ...options }: BeaconOptions & { host?: string } = {}) =>
  sendBeacon(test, '/api/widget-mounts/', payload, { ...options, headers: host ? { host } : {} });

const mounted = (widget = 'header', version = '1.0.0') => ({ mounts: [{ widget, version, outcome: 'mounted' }] });

describe('POST /api/widget-mounts/', () => {
  const test = useTestApp({ allowedOrigins: [CMS] });
  // The PostgreSQL pass shares one database between test files: each test starts from no counters.
  beforeEach(async () => {
    await test.database.db.delete(widgetMountHours);
    await test.database.db.delete(widgetMounts);
  });
  beforeAll(async () => {
    await release(test, 'header', '1.0.0');
    await release(test, 'header', '1.1.0');
    await release(test, 'minicart', '1.1.0');
  });

  it('counts each outcome per widget and version, over several beacons', async () => {
    const first = await beacon(test, {
      mounts: [
        { widget: 'header', version: '1.0.0', outcome: 'mounted' },
        { widget: 'header', version: '1.0.0', outcome: 'mounted' },
        { widget: 'minicart/buy-button', version: '1.1.0', outcome: 'timeout' },
      ],
    });
    expect(first.statusCode).toBe(204);
    expect((await beacon(test, { mounts: [{ widget: 'header', version: '1.0.0', outcome: 'mounted' }, { widget: 'header', version: '1.1.0', outcome: 'failed' }] })).statusCode).toBe(204);
    expect((await beacon(test, { mounts: [{ widget: 'header', version: '1.0.0', outcome: 'invalid-props' }] }, { origin: CMS })).statusCode).toBe(204);

    const stats = await mountStats(test.database.db);
    expect(stats.header).toEqual({
      '1.0.0': { mounted: 3, failed: 0, timeout: 0, 'invalid-props': 1 },
      '1.1.0': { mounted: 0, failed: 1, timeout: 0, 'invalid-props': 0 },
    });
    expect(stats['minicart/buy-button']).toEqual({ '1.1.0': { mounted: 0, failed: 0, timeout: 1, 'invalid-props': 0 } });
  });

  it('counts a page view whose widget mounted and failed later once, as failed, in every window', async () => {
    expect((await beacon(test, { mounts: [{ widget: 'header', version: '1.1.0', outcome: 'mounted' }, { widget: 'header', version: '1.1.0', outcome: 'mounted' }] })).statusCode).toBe(204);
    expect((await beacon(test, { mounts: [{ widget: 'header', version: '1.1.0', outcome: 'failed-later' }] })).statusCode).toBe(204);
    const perView = { mounted: 1, failed: 1, timeout: 0, 'invalid-props': 0 };
    expect((await mountStats(test.database.db)).header).toEqual({ '1.1.0': perView });
    expect((await mountWindows(test.database.db)).production?.header?.['1.1.0']).toEqual({ day: perView, week: perView, total: perView });
    // Late failures take back no more mounts than were counted.
    expect((await beacon(test, { mounts: [{ widget: 'header', version: '1.1.0', outcome: 'failed-later' }, { widget: 'header', version: '1.1.0', outcome: 'failed-later' }] })).statusCode).toBe(204);
    expect((await mountStats(test.database.db)).header).toEqual({ '1.1.0': { mounted: 0, failed: 2, timeout: 0, 'invalid-props': 0 } });
  });

  it('refuses unknown widgets and outcomes, empty and oversized batches, with 422 and nothing counted', async () => {
    const before = await mountStats(test.database.db);
    for (const mounts of [
      [{ widget: 'footer', version: '1.0.0', outcome: 'mounted' }],
      [{ widget: 'minicart/checkout', version: '1.0.0', outcome: 'mounted' }],
      [{ widget: 'header', version: '1.0.0', outcome: 'exploded' }],
      [{ widget: 'header', version: '', outcome: 'mounted' }],
      [],
      Array.from({ length: 26 }, () => ({ widget: 'header', version: '1.0.0', outcome: 'mounted' })),
    ]) {
      expect((await beacon(test, { mounts })).statusCode).toBe(422);
    }
    expect((await beacon(test, 'mounted')).statusCode).toBe(422);
    expect(await mountStats(test.database.db)).toEqual(before);
  });

  it('counts every version the registry does not know in one `unknown` bucket per widget, so made-up versions add no rows', async () => {
    const versions = ['unknown', '9.9.9', 'garbage', '<script>alert(1)</script>', '1.0.0+7', '01.0.0', '__proto__'];
    for (const version of versions) {
      expect((await beacon(test, { mounts: [{ widget: 'search', version, outcome: 'failed' }] })).statusCode).toBe(204);
    }
    const stats = await mountStats(test.database.db);
    expect(stats.search).toEqual({ unknown: { mounted: 0, failed: versions.length, timeout: 0, 'invalid-props': 0 } });
    const rows = await test.database.db.select({ version: widgetMounts.version }).from(widgetMounts).where(eq(widgetMounts.widget, 'search'));
    expect(rows.map((row) => row.version)).toEqual(['unknown']);
  });

  it('counts a version released while the server runs under its own name', async () => {
    expect((await beacon(test, mounted('address', '2.0.0'))).statusCode).toBe(204);
    await release(test, 'address', '2.0.0');
    test.advanceClock(RESCAN_AFTER_MS);
    expect((await beacon(test, mounted('address', '2.0.0'))).statusCode).toBe(204);
    expect((await mountStats(test.database.db)).address).toEqual({
      unknown: { mounted: 1, failed: 0, timeout: 0, 'invalid-props': 0 },
      '2.0.0': { mounted: 1, failed: 0, timeout: 0, 'invalid-props': 0 },
    });
  });

  it('counts a widget registered from another origin once the store has its folder, its `mount` tag only', async () => {
    expect((await beacon(test, mounted('newsletter', '1.0.0'))).statusCode).toBe(422);
    // npm run register leaves the version's entry in the store folder (registry/registered-release.ts).
    await mkdir(path.join(test.widgetsDir, 'newsletter', '1.0.0'), { recursive: true });
    await writeFile(path.join(test.widgetsDir, 'newsletter', '1.0.0', 'registered.json'), '{}');
    test.advanceClock(RESCAN_AFTER_MS);
    expect((await beacon(test, mounted('newsletter', '1.0.0'))).statusCode).toBe(204);
    expect((await beacon(test, mounted('newsletter/teaser', '1.0.0'))).statusCode).toBe(422);
    expect((await beacon(test, mounted('Newsletter', '1.0.0'))).statusCode).toBe(422);
    expect((await mountStats(test.database.db)).newsletter).toEqual({ '1.0.0': { mounted: 1, failed: 0, timeout: 0, 'invalid-props': 0 } });
  });

  it('counts the versions the registry names, also one without a folder (npm run dev’s)', async () => {
    await writeFile(
      path.join(test.widgetsDir, 'registry.json'),
      JSON.stringify({ remotes: { auth: { version: '0.0.0-dev', entry: 'auth/0.0.0-dev/remoteEntry.js', rollout: { version: '3.0.0', entry: 'auth/3.0.0/remoteEntry.js', percent: 5 } } } }),
    );
    test.advanceClock(RESCAN_AFTER_MS);
    expect((await beacon(test, { mounts: [{ widget: 'auth', version: '0.0.0-dev', outcome: 'mounted' }, { widget: 'auth/password-change', version: '3.0.0', outcome: 'mounted' }] })).statusCode).toBe(204);
    // npm run dev's version counts in dev's environment, never in production's.
    expect(Object.keys((await mountStats(test.database.db, 'dev')).auth ?? {})).toEqual(['0.0.0-dev']);
    expect(Object.keys((await mountStats(test.database.db)).auth ?? {})).toEqual([]);
    expect(Object.keys((await mountStats(test.database.db))['auth/password-change'] ?? {})).toEqual(['3.0.0']);
  });

  it('counts in the environment the page names when it has a registry here, and refuses one that has none with 422', async () => {
    await writeFile(path.join(test.widgetsDir, 'registry.staging.json'), JSON.stringify({ remotes: {} }));
    test.advanceClock(RESCAN_AFTER_MS);
    expect((await beacon(test, { environment: 'staging', ...mounted() })).statusCode).toBe(204);
    expect(Object.keys((await mountStats(test.database.db, 'staging')).header ?? {})).toEqual(['1.0.0']);
    const refused = await beacon(test, { environment: 'made-up', ...mounted() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'validation' }, fieldErrors: { environment: 'Die Anfrage ist ungültig.' } });
    expect(await mountStats(test.database.db, 'made-up')).toEqual({});
  });

  it('refuses a beacon without the cookie of a session the shop made: 403 in German, nothing counted', async () => {
    const before = await mountStats(test.database.db);
    const answer = await beacon(test, mounted(), { cookie: null });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: 'Zählmeldungen nimmt der Shop nur aus einer Sitzung seiner Seiten an.', error: { code: 'beaconWithoutSession' } });
    expect(await mountStats(test.database.db)).toEqual(before);
  });

  it.each([
    ['no Origin (a script, or a page that names none)', null],
    ['an opaque Origin (a sandboxed frame, a file: page)', 'null'],
    ['another site', 'https://evil.example'],
    ['another port of the shop’s host', 'http://localhost:8080'],
    ['a look-alike of an allowed origin', 'https://cms.example.evil.example'],
    ['an allowed origin with a trailing slash', `${CMS}/`],
  ])('refuses a beacon with %s: 403 in the error shape, in German, nothing counted', async (_case, origin) => {
    const before = await mountStats(test.database.db);
    const answer = await beacon(test, mounted(), { origin });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: 'Zählmeldungen nimmt der Shop nur von seinen eigenen Seiten an.', error: { code: 'foreignOrigin' } });
    expect(await mountStats(test.database.db)).toEqual(before);
  });

  it('takes beacons of the shop’s own pages: PUBLIC_ORIGIN, an origin on the Host the page reached, an allowed origin', async () => {
    expect((await beacon(test, mounted(), { origin: SHOP_ORIGIN })).statusCode).toBe(204);
    expect((await beacon(test, mounted(), { origin: 'http://127.0.0.1:3917', host: '127.0.0.1:3917' })).statusCode).toBe(204);
    expect((await beacon(test, mounted(), { origin: CMS })).statusCode).toBe(204);
  });
});

describe('POST /api/widget-mounts/ on a server others reach', () => {
  const test = useTestApp({ loopbackOnly: false });
  // The PostgreSQL pass shares one database between test files: each test starts from no counters.
  beforeEach(async () => {
    await test.database.db.delete(widgetMountHours);
    await test.database.db.delete(widgetMounts);
  });
  beforeAll(() => release(test, 'header', '1.0.0'));

  it(`takes ${MOUNT_BEACON_LIMIT.limit} beacons per network in ten minutes, then answers 429 with Retry-After in German, counting nothing`, async () => {
    const ip = test.newIp();
    for (let sent = 0; sent < MOUNT_BEACON_LIMIT.limit; sent += 1) {
      expect((await beacon(test, mounted(), { ip })).statusCode).toBe(204);
    }
    const counted = (await mountStats(test.database.db)).header?.['1.0.0']?.mounted;
    expect(counted).toBe(MOUNT_BEACON_LIMIT.limit);
    const refused = await beacon(test, mounted(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Es kamen zu viele Zählmeldungen\. Bitte versuche es in \d+ Minuten noch einmal\.$/), error: { code: 'too_many_mount_reports' } });
    expect((await mountStats(test.database.db)).header?.['1.0.0']?.mounted).toBe(counted);
    // Another network is not held up, and the window passes.
    expect((await beacon(test, mounted(), { ip: test.newIp() })).statusCode).toBe(204);
    test.advanceClock(MOUNT_BEACON_LIMIT.windowMs + 1000);
    expect((await beacon(test, mounted(), { ip })).statusCode).toBe(204);
  });
});
