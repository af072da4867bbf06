/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { pageVitals } from '../server-kit/db/schema';
import { useTestApp } from '../test/server/harness';
import { recordPageVitals, versionVitals } from '../widget-server/field-data/page-vitals-store';
import { registryEntry, readRegistry, writeRegistry } from '../registry/registry-files';
import { promoteRemote } from './promote-and-rollback';
import { serverVitals, vitalsServer } from './server-vitals';

const KEY = 'k3y-0f-th3-w1dget-catal0g-team-2026_ABCDEFG';

/** An address of this machine nothing listens on (the discard port). */
const UNREACHABLE = 'http://127.0.0.1:9';

/** `count` home page views with the header at `version`, each with this INP and LCP. */
async function views(test: ReturnType<typeof useTestApp>, version: string, count: number, inp: number): Promise<void> {
  for (let view = 0; view < count; view += 1) await recordPageVitals(test.database.db, { route: 'home', widgets: { header: version }, inp, lcp: 2000 }, { environment: 'production', sessionKey: `s${view}`, networkKey: `n${view % 3}` });
}

/** The running server's address, as promote is given it. */
async function listen(test: ReturnType<typeof useTestApp>): Promise<string> {
  return test.app.listen({ port: 0, host: '127.0.0.1' });
}

describe('the speed insights promote reads from a running server (a demo on PGlite)', () => {
  const test = useTestApp();
  let server: string;
  beforeAll(async () => {
    server = await listen(test);
  });
  beforeEach(() => test.database.db.delete(pageVitals));

  it('are the aggregated p75 and counts per widget version the server computes, and nothing else', async () => {
    await views(test, '1.0.0', 3, 100);
    await views(test, '1.1.0', 2, 300);
    const read = await serverVitals(server, 'production')();
    expect(read).toEqual(await versionVitals(test.database.db, 'production'));
    expect(read.map(({ widget, version, visits }) => [widget, version, visits]).sort()).toEqual([
      ['header', '1.0.0', 3],
      ['header', '1.1.0', 2],
    ]);
    const answer = await fetch(`${server}/widgets/page-vitals.json?env=production`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys((await answer.json()) as object)).toEqual(['environment', 'versions']);
    expect(await serverVitals(server, 'staging')()).toEqual([]);
  });

  it('refuses a malformed environment', async () => {
    expect((await fetch(`${server}/widgets/page-vitals.json?env=..%2Fetc`)).status).toBe(400);
  });

  it('say plainly when the server cannot be reached', async () => {
    await expect(serverVitals(UNREACHABLE, 'production')()).rejects.toThrow(/^the server at http:\/\/127\.0\.0\.1:9 could not be reached \(.*\); start it, or name it with --server <url>$/);
  });
});

describe('the speed insights of a server others reach', () => {
  const test = useTestApp({ loopbackOnly: false, publicOrigin: 'http://127.0.0.1', widgetCatalogToken: KEY });
  let server: string;
  beforeAll(async () => {
    server = await listen(test);
  });

  it('are read only with the catalog key (WIDGET_CATALOG_TOKEN), like the catalog', async () => {
    await expect(serverVitals(server, 'production', undefined)()).rejects.toThrow(/answered 403 for \/widgets\/page-vitals\.json \(a server others reach shows it only with WIDGET_CATALOG_TOKEN\)$/);
    expect(await serverVitals(server, 'production', KEY)()).toEqual([]);
  });
});

describe('vitalsServer', () => {
  it.each([
    [undefined, {}, 'http://127.0.0.1:3000'],
    [undefined, { PORT: '3957' }, 'http://127.0.0.1:3957'],
    [undefined, { PUBLIC_ORIGIN: 'https://shop.example', PORT: '3957' }, 'https://shop.example'],
    ['http://10.0.0.5:3000/', { PUBLIC_ORIGIN: 'https://shop.example' }, 'http://10.0.0.5:3000'],
  ])('asks --server %p with %p at %p', (flag, env, expected) => {
    expect(vitalsServer(flag, env)).toBe(expected);
  });

  it('refuses a --server that is no http(s) address', () => {
    expect(() => vitalsServer('ftp://shop.example', {})).toThrow("--server ftp://shop.example is no http(s) address of the shop's server");
    expect(() => vitalsServer('shop', {})).toThrow(/is no http\(s\) address/);
  });
});

describe('promote on a demo on PGlite: the vitals from the running server', () => {
  const test = useTestApp();
  let dir: string;
  const provenance = { command: 'test', by: 'Team Kopf', commit: 'c0ffee'.padEnd(40, '0'), dirty: false };
  const unreachable = serverVitals(UNREACHABLE, 'production');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-promote-'));
    for (const version of ['1.0.0', '1.1.0']) {
      await mkdir(path.join(dir, 'header', version), { recursive: true });
      await writeFile(path.join(dir, 'header', version, 'remoteEntry.js'), `// header ${version}`);
      await writeFile(path.join(dir, 'header', version, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '0.0.0-test' } }));
    }
    const current = await registryEntry(dir, 'header', '1.0.0');
    await writeRegistry(dir, { remotes: { header: { ...current, rollout: { ...(await registryEntry(dir, 'header', '1.1.0')), percent: 10 } } } });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('warns, and refuses under --strict, when the server’s page views show the rollout slower by more than 10 %', async () => {
    const server = await listen(test);
    // On TEST_DATABASE_URL other files' page views share the table.
    await test.database.db.delete(pageVitals);
    await views(test, '1.0.0', 40, 200);
    await views(test, '1.1.0', 25, 260);
    const before = await readFile(path.join(dir, 'registry.json'), 'utf8');
    await expect(promoteRemote(dir, 'header', { provenance, percent: 50, strict: true, vitals: serverVitals(server, 'production') })).rejects.toThrow(
      /^Not promoted: header@1\.1\.0 is slower than 1\.0\.0 for real visitors \(--strict\):\nheader INP p75 260 ms \(25 page views from 25 sessions in 3 networks\) on 1\.1\.0 vs 200 ms \(40 page views from 40 sessions in 3 networks\) on 1\.0\.0: 30 % worse/,
    );
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(before);
    expect(await promoteRemote(dir, 'header', { provenance, percent: 20, vitals: serverVitals(server, 'production') })).toMatch(/\nWarning: header@1\.1\.0 is slower than 1\.0\.0 for real visitors:\nheader INP p75 260/);
  });

  it('refuses under --strict, changing nothing, since the vitals could not be judged', async () => {
    const before = await readFile(path.join(dir, 'registry.json'), 'utf8');
    await expect(promoteRemote(dir, 'header', { provenance, percent: 50, strict: true, vitals: unreachable })).rejects.toThrow(
      /^Not promoted: the speed insights of header@1\.1\.0 could not be judged \(p75 INP and LCP over 7 days, at least 20 page views from 10 sessions in 3 networks per version, worse by more than 10 %\), which --strict requires: the server at http:\/\/127\.0\.0\.1:9 could not be reached/,
    );
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(before);
  });

  it('promotes without --strict, saying plainly that the vitals were not checked and why', async () => {
    const said = await promoteRemote(dir, 'header', { provenance, percent: 50, vitals: unreachable });
    expect(said).toMatch(/^header: now 1\.0\.0, 1\.1\.0 to 50 % of sessions .*\nSpeed insights not checked \(p75 INP and LCP over 7 days, .*\): the server at http:\/\/127\.0\.0\.1:9 could not be reached \(.*\); start it, or name it with --server <url>\.$/s);
    expect((await readRegistry(dir)).remotes.header?.rollout?.percent).toBe(50);
  });
});
