/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import buildConfigs, { packageVersion } from '../webpack.config';
import { REMOTE_NAMES } from './remotes';
import { NO_SCRIPT_INTEGRITY } from './chunk-integrity-plugin';
import { promoteRemote, releaseRemote, rollbackRemote } from './releases';
import { readRegistry, registryEntries, writeRegistry } from '../registry/registry-files';
import { runWebpack } from './run-webpack';

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

  it.each(REMOTE_NAMES)('builds %s with the sha384 of every chunk file in its remoteEntry.js, which the script loader sets', async (remote) => {
    const folder = path.join(dir, remote, packageVersion(remote));
    const entry = await readFile(path.join(folder, 'remoteEntry.js'), 'utf8');
    expect(entry).not.toContain('CHUNK-SRI-HASH');
    expect(entry).toMatch(/\.integrity=\w+\.sriHashes\[\w+\]/);
    const map = /sriHashes=\{([^}]*)\}/.exec(entry)?.[1] ?? '';
    const hashes = new Map([...map.matchAll(/"?([\w.-]+)"?:"([^"]+)"/g)].map(([, id = '', hash = '']) => [id, hash]));
    const chunks = (await readdir(folder)).filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
    expect(chunks.length).toBeGreaterThan(5);
    for (const file of chunks) {
      const id = file.replace(/\.[0-9a-f]{8}\.js$/, '');
      const bytes = await readFile(path.join(folder, file));
      expect([file, hashes.get(id)]).toEqual([file, `sha384-${createHash('sha384').update(bytes).digest('base64')}`]);
      hashes.delete(id);
    }
    // What is left are Module Federation's consume-shared chunks, which have no file: a hash nothing matches.
    expect([...hashes.values()].every((hash) => hash === NO_SCRIPT_INTEGRITY)).toBe(true);
  });

  it('records in every registry entry the Module Federation version the remote was built with, which the loader compares with its own', async () => {
    const { version } = JSON.parse(await readFile(path.join(__dirname, '..', 'node_modules', '@module-federation', 'enhanced', 'package.json'), 'utf8')) as { version: string };
    const registry = await readRegistry(dir);
    expect(Object.values(registry.remotes).map((entry) => entry.mfVersion)).toEqual(REMOTE_NAMES.map(() => version));
    expect(await readFile(path.join(dir, 'loader.js'), 'utf8')).toContain(JSON.stringify(version));
  });

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
      mfVersion: registryBefore.remotes.header?.mfVersion,
    });
    expect({ ...registryAfter.remotes, header: undefined }).toEqual({ ...registryBefore.remotes, header: undefined });
  }, 120_000);

  it('refuses to overwrite a released version', async () => {
    await expect(releaseRemote(dir, 'header', packageVersion('header'))).rejects.toThrow(/already released; versions are immutable/);
  });

  it('refuses an unknown remote and a malformed version', async () => {
    await expect(releaseRemote(dir, 'footer', '1.0.0')).rejects.toThrow(/Unknown remote "footer"/);
    await expect(releaseRemote(dir, 'header', 'latest')).rejects.toThrow(/not a version/);
    // The dev folder goes without integrity; a release of that name would too.
    await expect(releaseRemote(dir, 'header', '0.0.0-dev')).rejects.toThrow(/never a release/);
  });

  it('rolls back to a released version and refuses one that never was', async () => {
    await rollbackRemote(dir, 'header', packageVersion('header'));
    expect((await readRegistry(dir)).remotes.header?.version).toBe(packageVersion('header'));
    await expect(rollbackRemote(dir, 'header', '7.7.7')).rejects.toThrow(/never released/);
  });

  it('rolls a release out to a share of sessions, raises it, promotes it and stops the next one', async () => {
    const pinned = packageVersion('search');
    await releaseRemote(dir, 'search', '9.1.0-test', { percent: 10 });
    let entry = (await readRegistry(dir)).remotes.search;
    expect([entry?.version, entry?.rollout?.version, entry?.rollout?.percent]).toEqual([pinned, '9.1.0-test', 10]);
    expect(entry?.rollout?.integrity).toMatch(/^sha384-/);

    await promoteRemote(dir, 'search', { percent: 50 });
    expect((await readRegistry(dir)).remotes.search?.rollout?.percent).toBe(50);
    await promoteRemote(dir, 'search');
    entry = (await readRegistry(dir)).remotes.search;
    expect([entry?.version, entry?.rollout]).toEqual(['9.1.0-test', undefined]);
    await expect(promoteRemote(dir, 'search')).rejects.toThrow(/no rollout to promote/);

    await promoteRemote(dir, 'search', { version: pinned, percent: 5 });
    expect((await readRegistry(dir)).remotes.search?.rollout).toMatchObject({ version: pinned, percent: 5 });
    await rollbackRemote(dir, 'search');
    entry = (await readRegistry(dir)).remotes.search;
    expect([entry?.version, entry?.rollout]).toEqual(['9.1.0-test', undefined]);
    await expect(rollbackRemote(dir, 'search')).rejects.toThrow(/no rollout to stop/);
    await expect(promoteRemote(dir, 'search', { percent: 0 })).rejects.toThrow(/--percent/);
  }, 120_000);

  it("changes only the named environment's registry, which starts as a copy of production's", async () => {
    const production = await readFile(path.join(dir, 'registry.json'), 'utf8');
    await releaseRemote(dir, 'auth', '9.2.0-test', { environment: 'staging' });
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(production);
    const staging = await readRegistry(dir, 'staging');
    expect(staging.remotes.auth?.version).toBe('9.2.0-test');
    expect({ ...staging.remotes, auth: undefined }).toEqual({ ...JSON.parse(production).remotes, auth: undefined });
    await expect(readRegistry(dir, 'Prod!')).rejects.toThrow(/not an environment name/);
  }, 120_000);

  it('refuses a release that would break a placed tag, unless forced, and shows the gate the new schema', async () => {
    const registryBefore = await readFile(path.join(dir, 'registry.json'), 'utf8');
    const seen: unknown[] = [];
    const gate = async (schema: Record<string, unknown>) => {
      seen.push(schema['x-version']);
      return ['pages/home.liquid:9:3  address  country: must match pattern "^[A-Z]{3}$"'];
    };
    await expect(releaseRemote(dir, 'address', '9.3.0-test', { gate })).rejects.toThrow(/would break 1 placed tag\(s\); nothing was released[\s\S]*home\.liquid:9:3/);
    expect(seen).toEqual(['9.3.0-test']);
    expect((await readdir(path.join(dir, 'address'))).sort()).toEqual([packageVersion('address')]);
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(registryBefore);

    await expect(releaseRemote(dir, 'address', '9.3.0-test', { gate, force: true })).resolves.toMatch(/Forced, although 1 placed tag\(s\) break/);
    expect((await readRegistry(dir)).remotes.address?.version).toBe('9.3.0-test');
  }, 120_000);
});
