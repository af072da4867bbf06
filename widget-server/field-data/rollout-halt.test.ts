/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Registry } from '../../registry/registry';
import { readRegistry } from '../../registry/registry-files';
import { readHistory } from '../../registry/release-history';
import { rolloutViews, widgetMountHours, widgetMounts } from '../../server-kit/db/schema';
import { sendBeacon } from '../../test/server/beacon';
import { useTestApp, type TestApp } from '../../test/server/harness';
import { RESCAN_AFTER_MS } from './known-versions';
import { SESSION_SHARE } from './page-vitals-store';
import { haltRollout } from './rollout-halt';
import { rolloutViewsOf } from './rollout-views-store';
import { HALT_MIN_VIEWS, type RolloutViews } from './rollout-vitals';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const release = (remote: string, version: string) => ({ version, entry: `${remote}/${version}/remoteEntry.js`, integrity: INTEGRITY });

/** header 1.0.0 for everyone, 1.1.0 rolled out to half the sessions; search without a rollout. */
const REGISTRY: Registry = {
  remotes: { header: { ...release('header', '1.0.0'), rollout: { ...release('header', '1.1.0'), percent: 50 } }, search: release('search', '2.0.0') },
};
const HEADER_ROLLOUT = { environment: 'production', remote: 'header', version: '1.1.0' };

/** Puts a released version's folder into the app's dist folder, as `npm run release` leaves it. */
async function releaseFolder(test: TestApp, remote: string, version: string): Promise<void> {
  await mkdir(path.join(test.widgetsDir, remote, version), { recursive: true });
  await writeFile(path.join(test.widgetsDir, remote, version, 'remoteEntry.js'), '');
}

/** Page views of the rollout's header, each from a session of its own (a network of its own on this loopback-only app). */
async function pageViews(test: TestApp, count: number, outcome: 'mounted' | 'failed'): Promise<void> {
  for (let view = 0; view < count; view += 1) {
    const answer = await sendBeacon(test, '/api/widget-mounts/', { mounts: [{ widget: 'header', version: '1.1.0', outcome }] }, { ip: test.newIp() });
    expect(answer.statusCode).toBe(204);
  }
}

/** haltRollout in a server process of its own (WEB_CONCURRENCY > 1): `halted`, or `none` when it found nothing to halt. */
function haltInAnotherProcess(widgetsDir: string, figures: RolloutViews): Promise<string> {
  const script = `const { haltRollout } = require(${JSON.stringify(path.join(__dirname, 'rollout-halt.ts'))});
    haltRollout(${JSON.stringify(widgetsDir)}, ${JSON.stringify(HEADER_ROLLOUT)}, ${JSON.stringify(figures)})
      .then((changed) => process.stdout.write(changed ? 'halted' : 'none'), () => process.exit(1));`;
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', '--eval', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`the other process exited with ${code}`))));
  });
}

const registryFile = (test: TestApp) => path.join(test.widgetsDir, 'registry.json');
const halts = async (test: TestApp) => ((await readHistory(test.widgetsDir)).remotes.header ?? []).filter((record) => record.action === 'halt');

describe('a rollout whose failures climb is halted by the mount beacons', () => {
  const test = useTestApp();
  beforeAll(async () => {
    for (const [remote, version] of [['header', '1.0.0'], ['header', '1.1.0'], ['search', '2.0.0']] as const) await releaseFolder(test, remote, version);
  });
  // The PostgreSQL pass shares one database between test files: each test starts from no counters and the registry above.
  beforeEach(async () => {
    for (const table of [rolloutViews, widgetMounts, widgetMountHours]) await test.database.db.delete(table);
    await writeFile(registryFile(test), JSON.stringify(REGISTRY));
    await writeFile(path.join(test.widgetsDir, '.release-history.json'), JSON.stringify({ remotes: {} }));
    test.advanceClock(RESCAN_AFTER_MS);
  });

  it('keeps it at 49 page views and at exactly 2 %, halts it past 2 %, and the next page gets no rollout', async () => {
    const page = () => test.app.inject({ method: 'GET', url: '/' });
    expect(String((await page()).headers['set-cookie'] ?? '')).toContain('schaufenster_rollout=');
    await pageViews(test, HALT_MIN_VIEWS - 2, 'mounted');
    await pageViews(test, 1, 'failed');
    // 49 page views, 1 failed.
    await pageViews(test, 1, 'mounted');
    // 50 page views, 1 failed: exactly 2 %.
    expect((await readRegistry(test.widgetsDir)).remotes.header?.rollout?.version).toBe('1.1.0');
    expect(await halts(test)).toEqual([]);

    await pageViews(test, 1, 'failed');
    const registry = await readRegistry(test.widgetsDir);
    expect(registry.remotes.header).toEqual(release('header', '1.0.0'));
    expect(registry.remotes.search).toEqual(REGISTRY.remotes.search);
    expect(await halts(test)).toEqual([
      expect.objectContaining({
        action: 'halt',
        version: '1.0.0',
        halt: { version: '1.1.0', views: 51, failed: 2 },
        command: 'automatic halt: 2 of 51 page views failed (3.9 %), more than 2 %',
      }),
    ]);
    // The next page: the registry its loader fetches and the page's own render know no rollout any more.
    const served = await test.app.inject({ method: 'GET', url: '/widgets/registry.json' });
    expect((JSON.parse(served.body) as Registry).remotes.header?.rollout).toBeUndefined();
    expect(String((await page()).headers['set-cookie'] ?? '')).not.toContain('schaufenster_rollout=');
    // Where teams look: the widget catalog marks the halt with its figures.
    const catalog = await test.app.inject({ method: 'GET', url: '/widgets/' });
    expect(catalog.body).toContain('<p class="catalog-rollout" data-rollout-halted role="status"><strong>Rollout 1.1.0 automatisch gestoppt: 2 von 51 Aufrufen fehlgeschlagen (3,9 %)</strong></p>');
    // Judged afresh if it is rolled out again; the counts of the catalog stay.
    expect(await rolloutViewsOf(test.database.db, HEADER_ROLLOUT)).toEqual({ views: 0, failed: 0, failingNetworks: 0 });
    await pageViews(test, 1, 'failed');
    expect(await halts(test)).toHaveLength(1);
  });

  it('counts a forged flood from one session as the page views of one shopper, and one network never halts alone', async () => {
    const ip = test.newIp();
    const { cookie } = await test.client({ ip });
    const flood = { mounts: Array.from({ length: 25 }, () => ({ widget: 'header', version: '1.1.0', outcome: 'failed' })) };
    for (let beacon = 0; beacon < 2 * SESSION_SHARE; beacon += 1) expect((await sendBeacon(test, '/api/widget-mounts/', flood, { ip, cookie })).statusCode).toBe(204);
    expect(await rolloutViewsOf(test.database.db, HEADER_ROLLOUT)).toEqual({ views: SESSION_SHARE, failed: SESSION_SHARE, failingNetworks: 1 });
    await pageViews(test, HALT_MIN_VIEWS, 'mounted');
    expect((await readRegistry(test.widgetsDir)).remotes.header?.rollout?.version).toBe('1.1.0');
    // A second network with a failure: now real shoppers in two places saw it fail.
    await pageViews(test, 1, 'failed');
    expect(await halts(test)).toHaveLength(1);
  });

  it('counts only the rollout’s version, never the pinned one', async () => {
    await pageViews(test, 1, 'mounted');
    const answer = await sendBeacon(test, '/api/widget-mounts/', { mounts: [{ widget: 'header', version: '1.0.0', outcome: 'failed' }] }, { ip: test.newIp() });
    expect(answer.statusCode).toBe(204);
    expect(await rolloutViewsOf(test.database.db, HEADER_ROLLOUT)).toEqual({ views: 1, failed: 0, failingNetworks: 0 });
    expect(await rolloutViewsOf(test.database.db, { ...HEADER_ROLLOUT, version: '1.0.0' })).toEqual({ views: 0, failed: 0, failingNetworks: 0 });
  });

  it('halts once when this process and another decide at the same moment: one registry write, one history record', async () => {
    const figures = { views: 60, failed: 5, failingNetworks: 4 };
    const [here, there] = await Promise.all([haltRollout(test.widgetsDir, HEADER_ROLLOUT, figures), haltInAnotherProcess(test.widgetsDir, figures)]);
    expect([here !== undefined, there === 'halted'].filter(Boolean)).toHaveLength(1);
    const written = await readFile(registryFile(test), 'utf8');
    expect(await haltRollout(test.widgetsDir, HEADER_ROLLOUT, figures)).toBeUndefined();
    expect(await readFile(registryFile(test), 'utf8')).toBe(written);
    expect((await halts(test)).map((record) => record.halt)).toEqual([{ version: '1.1.0', views: 60, failed: 5 }]);
  });

  it('halts once when two beacons push it over the threshold at the same moment', async () => {
    await pageViews(test, HALT_MIN_VIEWS, 'mounted');
    await pageViews(test, 1, 'failed');
    const beacons = [test.newIp(), test.newIp()].map((ip) => sendBeacon(test, '/api/widget-mounts/', { mounts: [{ widget: 'header', version: '1.1.0', outcome: 'failed' }] }, { ip }));
    expect((await Promise.all(beacons)).map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect(await halts(test)).toHaveLength(1);
    expect((await readRegistry(test.widgetsDir)).remotes.header?.rollout).toBeUndefined();
  });
});
