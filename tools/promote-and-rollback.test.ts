/** @jest-environment node */
import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { packageVersion } from '../bundling/webpack.config';
import { readHistory } from '../registry/release-history';
import { readRegistry } from '../registry/registry-files';
import { promoteRemote, rollbackRemote } from './promote-and-rollback';
import { buildFreshStore, CLEAN, copiedBuild, removeStore, run } from './release-testing';
import { releaseRemote } from './releases';

describe('promoting and rolling back one remote', () => {
  let dir: string;

  beforeAll(async () => {
    ({ dir } = await buildFreshStore());
  }, 180_000);

  afterAll(() => removeStore(dir));

  it('warns when a rollout is slower for real visitors by more than 10 % with enough page views, and refuses under --strict', async () => {
    await releaseRemote(dir, 'header', '9.7.0-test', { ...run('release header 9.7.0-test --percent 10'), percent: 10, build: copiedBuild });
    const pinned = (await readRegistry(dir)).remotes.header?.version ?? '';
    const p75 = (value: number, count: number) => ({ p75: value, count, sessions: Math.ceil(count / 2), networks: 4 });
    const of = (version: string, inp: number, count: number) => ({ widget: 'header', version, visits: count, vitals: { inp: p75(inp, count), lcp: p75(2000, count), cls: p75(0, count), ttfb: p75(100, count) } });
    const slower = async () => [of(pinned, 200, 40), of('9.7.0-test', 260, 25)];
    const registryBefore = await readFile(path.join(dir, 'registry.json'), 'utf8');
    await expect(promoteRemote(dir, 'header', { ...run('promote header --percent 50 --strict'), percent: 50, vitals: slower, strict: true })).rejects.toThrow(
      new RegExp(`^Not promoted: header@9\\.7\\.0-test is slower than ${pinned.replaceAll('.', '\\.')} for real visitors \\(--strict\\):\\nheader INP p75 260 ms \\(25 page views from 13 sessions in 4 networks\\) on 9\\.7\\.0-test vs 200 ms \\(40 page views from 20 sessions in 4 networks\\) on `),
    );
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(registryBefore);

    const warned = await promoteRemote(dir, 'header', { ...run('promote header --percent 50'), percent: 50, vitals: slower });
    expect(warned).toMatch(
      /\nWarning: header@9\.7\.0-test is slower than .* for real visitors:\nheader INP p75 260 ms \(25 page views from 13 sessions in 4 networks\) on 9\.7\.0-test vs 200 ms \(40 page views from 20 sessions in 4 networks\) on \S+: 30 % worse, more than 10 %\nWarning: header@9\.7\.0-test is slow for real visitors, whatever \S+ was:\nheader INP p75 260 ms .* on 9\.7\.0-test .*: above the 200 ms a good INP stays within$/,
    );
    expect((await readRegistry(dir)).remotes.header?.rollout?.percent).toBe(50);
    // Too few page views of the rollout to judge: promoted, each figure with what stands behind it.
    const fewViews = async () => [of(pinned, 200, 40), of('9.7.0-test', 400, 19)];
    const unjudged = await promoteRemote(dir, 'header', { ...run('promote header --percent 60 --strict'), percent: 60, vitals: fewViews, strict: true });
    expect(unjudged).not.toMatch(/slower/);
    expect(unjudged).toMatch(/\nSpeed insights of real visitors \(.*\):\nheader INP p75 400 ms \(19 page views from 10 sessions in 4 networks\) on 9\.7\.0-test vs 200 ms \(40 page views from 20 sessions in 4 networks\) on \S+: too few to judge\n/);
    expect(await promoteRemote(dir, 'header', { ...run('promote header --percent 70'), percent: 70 })).toMatch(
      /Speed insights not checked \(p75 INP and LCP over 7 days, at least 20 page views from 10 sessions in 3 networks per version, worse by more than 10 %\)/,
    );
    await rollbackRemote(dir, 'header', undefined, run('rollback header'));
  }, 120_000);

  it('rolls a release out, raises it, promotes it and rolls back to the version before, recording each step; package.json follows production only', async () => {
    const pinned = packageVersion('search');
    const promoted: string[] = [];
    const checks = jest.fn(async () => undefined);
    await releaseRemote(dir, 'search', '9.1.0-test', { ...run('release search 9.1.0-test --percent 10', promoted), percent: 10, checks, build: copiedBuild });
    let entry = (await readRegistry(dir)).remotes.search;
    expect([entry?.version, entry?.rollout?.version, entry?.rollout?.percent]).toEqual([pinned, '9.1.0-test', 10]);
    expect(entry?.rollout?.integrity).toMatch(/^sha384-/);
    expect(promoted).toEqual([]);

    await promoteRemote(dir, 'search', { ...run('promote search --percent 50', promoted), percent: 50 });
    expect((await readRegistry(dir)).remotes.search?.rollout?.percent).toBe(50);
    await promoteRemote(dir, 'search', run('promote search', promoted));
    entry = (await readRegistry(dir)).remotes.search;
    expect([entry?.version, entry?.rollout]).toEqual(['9.1.0-test', undefined]);
    expect(promoted).toEqual(['search@9.1.0-test']);
    await expect(promoteRemote(dir, 'search', run('promote search'))).rejects.toThrow(/no rollout to promote/);

    await rollbackRemote(dir, 'search', undefined, run('rollback search', promoted));
    expect((await readRegistry(dir)).remotes.search?.version).toBe(pinned);
    // A rollback does not rewrite package.json: the working tree still holds the newer code.
    expect(promoted).toEqual(['search@9.1.0-test']);
    await expect(rollbackRemote(dir, 'search', undefined, run('rollback search'))).rejects.toThrow(/no earlier version in its history; name the version to serve/);

    const history = (await readHistory(dir)).remotes.search ?? [];
    expect(history.map(({ action, version, rollout, checks: ran, smoke }) => ({ action, version, rollout, checks: ran, smoke }))).toEqual([
      { action: 'build', version: pinned, rollout: undefined, checks: undefined, smoke: undefined },
      { action: 'release', version: pinned, rollout: { version: '9.1.0-test', percent: 10 }, checks: 'passed', smoke: 'skipped' },
      { action: 'promote', version: pinned, rollout: { version: '9.1.0-test', percent: 50 }, checks: undefined, smoke: undefined },
      { action: 'promote', version: '9.1.0-test', rollout: undefined, checks: undefined, smoke: undefined },
      { action: 'rollback', version: pinned, rollout: undefined, checks: undefined, smoke: undefined },
    ]);
    expect(history[1]).toMatchObject({ command: 'release search 9.1.0-test --percent 10', by: 'Team Kopf', commit: CLEAN.commit, dirty: false });
    expect(Date.parse(history[1]?.at ?? '')).toBeGreaterThan(Date.now() - 600_000);
  }, 120_000);

  it('stops a rollout with rollback, and rolls back to a named released version, refusing one that never was', async () => {
    await promoteRemote(dir, 'search', { ...run('promote search --version 9.1.0-test --percent 5'), version: '9.1.0-test', percent: 5 });
    expect((await readRegistry(dir)).remotes.search?.rollout).toMatchObject({ version: '9.1.0-test', percent: 5 });
    await rollbackRemote(dir, 'search', undefined, run('rollback search'));
    const entry = (await readRegistry(dir)).remotes.search;
    expect([entry?.version, entry?.rollout]).toEqual([packageVersion('search'), undefined]);
    // A released version straight to every session in production, skipping a rollout: asked first, refused unasked.
    await expect(promoteRemote(dir, 'search', { ...run('promote search --version 9.1.0-test'), version: '9.1.0-test' })).rejects.toThrow(
      /^search@9\.1\.0-test would go to every session in production at once; nothing changed/,
    );
    expect((await readRegistry(dir)).remotes.search?.version).toBe(packageVersion('search'));
    await rollbackRemote(dir, 'search', '9.1.0-test', run('rollback search 9.1.0-test'));
    expect((await readRegistry(dir)).remotes.search?.version).toBe('9.1.0-test');
    await expect(rollbackRemote(dir, 'search', '7.7.7', run('rollback search 7.7.7'))).rejects.toThrow(/never released/);
    await expect(promoteRemote(dir, 'search', { ...run('promote search --percent 0'), percent: 0 })).rejects.toThrow(/--percent/);
  });

  it('records the entry a registry had before its history began, so a rollback can return to it', async () => {
    const history = path.join(dir, '.release-history.json');
    const kept = await readFile(history, 'utf8');
    await rm(history);
    const written = (await stat(path.join(dir, 'registry.json'))).mtime.toISOString();
    try {
      await promoteRemote(dir, 'minicart', { ...run('promote minicart --version 9.0.0'), version: packageVersion('minicart'), yes: true });
      const records = (await readHistory(dir)).remotes.minicart ?? [];
      expect(records.map((record) => [record.action, record.version])).toEqual([
        ['unrecorded', packageVersion('minicart')],
        ['promote', packageVersion('minicart')],
      ]);
      // Dated by the registry as it was found, before the promotion wrote it.
      expect(records[0]?.at).toBe(written);
    } finally {
      await rm(history);
      await writeFile(history, kept);
    }
  });
});
