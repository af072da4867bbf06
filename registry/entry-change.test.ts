/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { changeEntry, stopRollout, withoutRollout } from './entry-change';
import type { Registry } from './registry';
import { readHistory } from './release-history';
import { readRegistry } from './registry-files';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const provenance = { command: 'test', by: null, commit: null, dirty: false };
const release = (remote: string, version: string) => ({ version, entry: `${remote}/${version}/remoteEntry.js`, integrity: INTEGRITY });

/** header 1.0.0 with 1.1.0 rolled out to 10 %, search 2.0.0 with 2.1.0 rolled out to 5 %. */
const REGISTRY: Registry = {
  remotes: {
    header: { ...release('header', '1.0.0'), modules: { header: { load: 'eager', answers: [] } }, rollout: { ...release('header', '1.1.0'), percent: 10 } },
    search: { ...release('search', '2.0.0'), rollout: { ...release('search', '2.1.0'), percent: 5 } },
  },
};

describe('stopping a rollout', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'entry-change-'));
    await writeFile(path.join(dir, 'registry.json'), JSON.stringify(REGISTRY));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('serves the pinned version to everyone, exactly as it was, and leaves the other remotes alone', async () => {
    const stopped = await stopRollout(dir, 'header', { provenance, action: 'rollback' });
    expect(stopped?.after).toEqual(withoutRollout(REGISTRY.remotes.header ?? release('header', '0.0.0')));
    const registry = await readRegistry(dir);
    expect(registry.remotes.header).toEqual({ ...release('header', '1.0.0'), modules: { header: { load: 'eager', answers: [] } } });
    expect(registry.remotes.search).toEqual(REGISTRY.remotes.search);
    expect((await readHistory(dir)).remotes.header?.map((record) => [record.action, record.version, record.rollout])).toEqual([
      ['unrecorded', '1.0.0', { version: '1.1.0', percent: 10 }],
      ['rollback', '1.0.0', undefined],
    ]);
  });

  it('records a halt with its figures, and stops only the version it judged', async () => {
    const halt = { version: '1.1.0', views: 60, failed: 5 };
    expect(await stopRollout(dir, 'header', { provenance, action: 'halt', version: '1.2.0', extra: { halt: { ...halt, version: '1.2.0' } } })).toBeUndefined();
    expect((await readRegistry(dir)).remotes.header?.rollout?.version).toBe('1.1.0');
    await stopRollout(dir, 'header', { provenance, action: 'halt', version: '1.1.0', extra: { halt } });
    expect((await readHistory(dir)).remotes.header?.at(-1)).toMatchObject({ action: 'halt', version: '1.0.0', halt });
  });

  it('writes and records nothing a second time: the rollout is gone', async () => {
    await stopRollout(dir, 'search', { provenance, action: 'halt', environment: 'production' });
    const written = await readFile(path.join(dir, 'registry.json'), 'utf8');
    expect(await stopRollout(dir, 'search', { provenance, action: 'halt' })).toBeUndefined();
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(written);
    expect((await readHistory(dir)).remotes.search?.filter((record) => record.action === 'halt')).toHaveLength(1);
  });

  it('reads the registry inside the lock: a change made a moment before is kept', async () => {
    await changeEntry(dir, 'search', { provenance }, { action: 'promote', change: async (entry) => entry && { ...entry, rollout: { ...release('search', '2.1.0'), percent: 50 } } });
    await stopRollout(dir, 'header', { provenance, action: 'rollback' });
    expect((await readRegistry(dir)).remotes.search?.rollout?.percent).toBe(50);
  });
});
