/** @jest-environment node */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { widgetMountHours, widgetMounts } from '../../server-kit/db/schema';
import type { MountReport } from '../../loader/mount-reports';
import { sendBeacon } from '../../test/server/beacon';
import { useTestApp } from '../../test/server/harness';
import { recordMounts } from './mount-stats';
import { mountWindows } from './mount-windows';

const test = useTestApp();

// The PostgreSQL pass shares one database between test files: each test starts from no counters.
beforeEach(async () => {
  await test.database.db.delete(widgetMountHours);
  await test.database.db.delete(widgetMounts);
});
const HOUR = 60 * 60 * 1000;
const NOW = new Date('2026-11-25T15:20:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const reports = (outcome: MountReport['outcome'], times: number, version = '1.1.0'): MountReport[] =>
  Array.from({ length: times }, () => ({ widget: 'header', version, outcome }));

describe('mount counts over the last 24 hours, 7 days and since ever', () => {
  it('counts each environment apart, in its windows, and keeps the development version out of production', async () => {
    const { db } = test.database;
    await recordMounts(db, reports('mounted', 2), 'production', ago(10 * 24 * HOUR));
    await recordMounts(db, reports('mounted', 3), 'production', ago(3 * 24 * HOUR));
    await recordMounts(db, [...reports('mounted', 4), ...reports('failed', 1)], 'production', ago(2 * HOUR));
    await recordMounts(db, reports('mounted', 5), 'staging', ago(HOUR));
    // npm run dev's pages name production's registry for every other remote; their dev header counts as dev's.
    await recordMounts(db, reports('failed', 6, '0.0.0-dev'), 'production', ago(HOUR));

    const windows = await mountWindows(db, NOW);
    expect(windows.production?.header?.['1.1.0']).toEqual({
      day: { mounted: 4, failed: 1, timeout: 0, 'invalid-props': 0 },
      week: { mounted: 7, failed: 1, timeout: 0, 'invalid-props': 0 },
      total: { mounted: 9, failed: 1, timeout: 0, 'invalid-props': 0 },
    });
    expect(windows.production?.header?.['0.0.0-dev']).toBeUndefined();
    expect(windows.dev?.header?.['0.0.0-dev']?.day.failed).toBe(6);
    expect(windows.staging?.header?.['1.1.0']?.total.mounted).toBe(5);
    expect(windows.staging?.header?.['1.1.0']?.week.mounted).toBe(5);
  });

  it('counts an hour that started just under 24 hours ago in the day, one that started earlier only in the week', async () => {
    const { db } = test.database;
    await recordMounts(db, reports('timeout', 1, '1.2.0'), 'production', ago(23 * HOUR));
    await recordMounts(db, reports('timeout', 1, '1.2.0'), 'production', ago(25 * HOUR));
    const counts = (await mountWindows(db, NOW)).production?.header?.['1.2.0'];
    expect([counts?.day.timeout, counts?.week.timeout, counts?.total.timeout]).toEqual([1, 2, 2]);
  });

  it("counts a beacon in the environment its page's registry names, else in the server's own", async () => {
    await writeFile(path.join(test.widgetsDir, 'registry.staging.json'), JSON.stringify({ remotes: {} }));
    const post = (payload: unknown) => sendBeacon(test, '/api/widget-mounts/', payload);
    const mounts = [{ widget: 'header', version: '1.0.0', outcome: 'mounted' }];
    expect((await post({ environment: 'staging', mounts })).statusCode).toBe(204);
    expect((await post({ mounts })).statusCode).toBe(204);
    expect((await post({ environment: 'Prod!', mounts })).statusCode).toBe(422);
    const windows = await mountWindows(test.database.db);
    expect([windows.staging?.header?.['1.0.0']?.day.mounted, windows.production?.header?.['1.0.0']?.day.mounted]).toEqual([1, 1]);
  });
});
