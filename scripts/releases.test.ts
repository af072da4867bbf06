/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import buildConfigs, { packageVersion } from '../webpack.config';
import { REMOTE_NAMES } from '../widgets/remotes';
import { releaseRemote, rollbackRemote } from './releases';
import { readRegistry, registryEntries, runWebpack, writeRegistry } from './widgets-dist';

async function hashTree(dir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256').update(await readFile(file)).digest('hex');
  }
  return hashes;
}

describe('releasing one remote', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-release-'));
    await runWebpack(buildConfigs({ outDir: dir }, { mode: 'production' }));
    await writeRegistry(dir, {
      remotes: await registryEntries(dir, REMOTE_NAMES, packageVersion),
    });
  }, 120_000);

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves every other remote byte-identical and changes only its own registry entry', async () => {
    const before = await hashTree(dir);
    const registryBefore = await readRegistry(dir);

    await releaseRemote(dir, 'header', '9.0.0-test');

    const after = await hashTree(dir);
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(changed.filter((file) => !file.startsWith(`header${path.sep}9.0.0-test${path.sep}`)).sort()).toEqual(['registry.json']);
    expect(changed).toContain(path.join('header', '9.0.0-test', 'remoteEntry.js'));
    expect(Object.keys(before).filter((file) => !(file in after))).toEqual([]);
    const registryAfter = await readRegistry(dir);
    const entryBytes = await readFile(path.join(dir, 'header', '9.0.0-test', 'remoteEntry.js'));
    expect(registryAfter.remotes.header).toEqual({
      version: '9.0.0-test',
      entry: 'header/9.0.0-test/remoteEntry.js',
      integrity: `sha384-${createHash('sha384').update(entryBytes).digest('base64')}`,
    });
    expect({ ...registryAfter.remotes, header: undefined }).toEqual({ ...registryBefore.remotes, header: undefined });
  }, 120_000);

  it('refuses to overwrite a released version', async () => {
    await expect(releaseRemote(dir, 'header', packageVersion('header'))).rejects.toThrow(/already released; versions are immutable/);
  });

  it('refuses an unknown remote and a malformed version', async () => {
    await expect(releaseRemote(dir, 'footer', '1.0.0')).rejects.toThrow(/Unknown remote "footer"/);
    await expect(releaseRemote(dir, 'header', 'latest')).rejects.toThrow(/not a version/);
  });

  it('rolls back to a released version and refuses one that never was', async () => {
    await rollbackRemote(dir, 'header', packageVersion('header'));
    expect((await readRegistry(dir)).remotes.header?.version).toBe(packageVersion('header'));
    await expect(rollbackRemote(dir, 'header', '7.7.7')).rejects.toThrow(/never released/);
  });
});
