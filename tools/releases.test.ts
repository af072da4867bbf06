/** @jest-environment node */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { packageVersion } from '../bundling/webpack.config';
import { REMOTE_NAMES } from '../registry/remotes';
import { NO_SCRIPT_INTEGRITY } from '../bundling/chunk-integrity-plugin';
import { devConfig, pointDevRegistry } from '../bundling/dev-build';
import { promoteRemote } from './promote-and-rollback';
import { as, buildFreshStore, CLEAN, copiedBuild, removeStore, run, workingTreeBuild } from './release-testing';
import { releaseRemote, type CandidateBuild } from './releases';
import { readHistory } from '../registry/release-history';
import { integrityOf, readRegistry } from '../registry/registry-files';
import { runWebpack } from '../bundling/run-webpack';
import { buildWorkingTree, storeBuild } from '../bundling/working-tree-build';

const ROOT = path.join(__dirname, '..');

/** Every file of a folder with its sha256 and modification time (a rewrite with the same bytes changes the time). */
async function fileStates(dir: string): Promise<Record<string, string>> {
  const states: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    states[path.relative(dir, file)] = `${createHash('sha256').update(await readFile(file)).digest('hex')} ${(await stat(file)).mtimeMs}`;
  }
  return states;
}

/** The files of released version folders (`<remote>/<version>/…`, not npm run dev's) and the production registry, from fileStates. */
function releasedFiles(states: Record<string, string>): Record<string, string> {
  const released = (file: string) => /^[a-z]+[\\/]\d+\.\d+\.\d+[^\\/]*[\\/]/.test(file) && !file.includes('0.0.0-dev');
  return Object.fromEntries(Object.entries(states).filter(([file]) => file === 'registry.json' || released(file)));
}

describe('releasing one remote', () => {
  let dir: string;
  let buildDir: string;

  beforeAll(async () => {
    ({ dir, buildDir } = await buildFreshStore());
  }, 180_000);

  afterAll(() => removeStore(dir));

  it("starts an empty store with every remote at its package.json version, the build's bytes, recorded as the build's", async () => {
    const registry = await readRegistry(dir);
    expect(Object.fromEntries(Object.entries(registry.remotes).map(([remote, entry]) => [remote, entry.version]))).toEqual(
      Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, packageVersion(remote)])),
    );
    for (const remote of REMOTE_NAMES) {
      expect(registry.remotes[remote]?.integrity).toBe(await integrityOf(path.join(dir, remote, packageVersion(remote), 'remoteEntry.js')));
      expect(registry.remotes[remote]?.integrity).toBe(await integrityOf(path.join(buildDir, remote, packageVersion(remote), 'remoteEntry.js')));
    }
    expect(existsSync(path.join(dir, 'loader.js'))).toBe(true);
    const history = await readHistory(dir);
    expect(history.remotes.header).toEqual([expect.objectContaining({ action: 'build', version: packageVersion('header'), command: 'build', commit: CLEAN.commit })]);
  });

  it('refuses a build folder inside the release store or around it', async () => {
    await expect(buildWorkingTree({ storeDir: dir, buildDir: path.join(dir, 'build') }, as('build'))).rejects.toThrow(/must not contain each other/);
    await expect(buildWorkingTree({ storeDir: dir, buildDir: path.dirname(dir) }, as('build'))).rejects.toThrow(/must not contain each other/);
    expect(existsSync(path.join(dir, 'registry.json'))).toBe(true);
  });

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
    const { version } = JSON.parse(await readFile(path.join(ROOT, 'node_modules', '@module-federation', 'enhanced', 'package.json'), 'utf8')) as { version: string };
    const registry = await readRegistry(dir);
    expect(Object.values(registry.remotes).map((entry) => entry.mfVersion)).toEqual(REMOTE_NAMES.map(() => version));
    expect(await readFile(path.join(dir, 'loader.js'), 'utf8')).toContain(JSON.stringify(version));
  });

  it('leaves every other remote byte-identical and changes only its own registry entry and history', async () => {
    const before = await fileStates(dir);
    const registryBefore = await readRegistry(dir);

    await releaseRemote(dir, 'header', '9.0.0-test', run('release header 9.0.0-test --yes', [], { yes: true }));

    const after = await fileStates(dir);
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(changed.filter((file) => !file.startsWith(`header${path.sep}9.0.0-test${path.sep}`)).sort()).toEqual(['.release-history.json', 'registry.json']);
    expect(changed).toContain(path.join('header', '9.0.0-test', 'remoteEntry.js'));
    // The server build of the same version sits in the same folder.
    expect(changed).toContain(path.join('header', '9.0.0-test', 'server', 'mount.js'));
    expect(Object.keys(before).filter((file) => !(file in after))).toEqual([]);
    const registryAfter = await readRegistry(dir);
    expect(registryAfter.remotes.header).toEqual({
      version: '9.0.0-test',
      entry: 'header/9.0.0-test/remoteEntry.js',
      integrity: await integrityOf(path.join(dir, 'header', '9.0.0-test', 'remoteEntry.js')),
      mfVersion: registryBefore.remotes.header?.mfVersion,
      server: { mount: 'header/9.0.0-test/server/mount.js' },
      // The load defaults of its contract, which the loader reads before it fetches the remote.
      modules: { header: { load: 'eager', answers: [] } },
    });
    expect({ ...registryAfter.remotes, header: undefined }).toEqual({ ...registryBefore.remotes, header: undefined });
  }, 120_000);

  it('leaves every released version and the production registry byte for byte as they were through build, dev and release', async () => {
    const before = releasedFiles(await fileStates(dir));
    expect(Object.keys(before).length).toBeGreaterThan(50);

    // npm run build over a store that has releases (header 9.0.0-test is pinned, package.json still names the version
    // before it): its webpack writes the build folder only (checkPlaces), then storeBuild gives the store what it lacks.
    // The run's build stands in for a new one, as byte for byte the same working tree.
    await rm(buildDir, { recursive: true, force: true });
    await cp(await workingTreeBuild(), buildDir, { recursive: true });
    await storeBuild({ storeDir: dir, buildDir }, as('build'));
    expect(releasedFiles(await fileStates(dir))).toEqual(before);

    // npm run dev's build of one remote, and what it does to the registries.
    await runWebpack([devConfig('search', dir)]);
    await pointDevRegistry(dir, 'search');
    expect((await readRegistry(dir, 'dev')).remotes.search?.version).toBe('0.0.0-dev');
    expect(releasedFiles(await fileStates(dir))).toEqual(before);

    // A release of another version adds its folder and changes the registry, nothing else.
    await releaseRemote(dir, 'address', '9.4.0-test', run('release address 9.4.0-test --percent 5', [], { percent: 5, build: copiedBuild }));
    const { 'registry.json': _registry, ...versionsBefore } = before;
    const after = releasedFiles(await fileStates(dir));
    expect(Object.fromEntries(Object.entries(after).filter(([file]) => file !== 'registry.json' && !file.startsWith(path.join('address', '9.4.0-test'))))).toEqual(versionsBefore);
  }, 300_000);

  it('refuses to overwrite a released version', async () => {
    await expect(releaseRemote(dir, 'header', packageVersion('header'), run('release', [], { yes: true }))).rejects.toThrow(/already released; versions are immutable/);
  });

  it('refuses an unknown remote and a malformed version', async () => {
    await expect(releaseRemote(dir, 'footer', '1.0.0', run('release'))).rejects.toThrow(/Unknown remote "footer"/);
    await expect(releaseRemote(dir, 'header', 'latest', run('release'))).rejects.toThrow(/not a version/);
    // The dev folder goes without integrity; a release of that name would too.
    await expect(releaseRemote(dir, 'header', '0.0.0-dev', run('release'))).rejects.toThrow(/never a release/);
  });

  it('refuses to release from a working tree with uncommitted changes unless allowed, before building anything', async () => {
    const dirty = { ...run('release auth 9.5.0-test --yes', [], { yes: true }), provenance: as('release auth 9.5.0-test --yes', { dirty: true }) };
    await expect(releaseRemote(dir, 'auth', '9.5.0-test', dirty)).rejects.toThrow(/uncommitted changes .* commit them first, or add --allow-dirty/);
    expect(existsSync(path.join(dir, 'auth', '9.5.0-test'))).toBe(false);
  });

  it('asks before a release goes to every session in production at once, and before a downgrade; refuses when nobody says yes', async () => {
    const registryBefore = await readFile(path.join(dir, 'registry.json'), 'utf8');
    await expect(releaseRemote(dir, 'auth', '9.5.0-test', run('release auth 9.5.0-test'))).rejects.toThrow(
      /would go to every session in production at once; nothing was released\. Roll it out to a share first \(--percent 10\), or add --yes/,
    );
    const asked: string[] = [];
    const refuse = async (question: string) => Boolean(asked.push(question)) && false;
    await expect(releaseRemote(dir, 'header', '8.0.0', run('release header 8.0.0 --percent 10', [], { percent: 10, confirm: refuse }))).rejects.toThrow(
      /header@8\.0\.0 is older than 9\.0\.0-test, which every session gets now; nothing changed\. Add --yes/,
    );
    expect(asked).toEqual(['header@8.0.0 is older than 9.0.0-test, which every session gets now. Go ahead with the downgrade?']);
    await expect(promoteRemote(dir, 'header', run('promote header --version 1.0.0', [], { version: packageVersion('header') }))).rejects.toThrow(/is older than/);
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(registryBefore);
    expect(existsSync(path.join(dir, 'auth', '9.5.0-test'))).toBe(false);
  });

  it('runs the tests and the typecheck before building, and refuses a remote that fails them', async () => {
    const checks = jest.fn(async () => {
      throw new Error('2 tests failed');
    });
    await expect(releaseRemote(dir, 'auth', '9.5.0-test', { ...run('release auth 9.5.0-test --percent 10'), percent: 10, checks })).rejects.toThrow(
      /the tests or the typecheck failed; nothing was built or released \(--skip-checks releases anyway, and the history says so\):\n2 tests failed/,
    );
    expect(checks).toHaveBeenCalledTimes(1);
    expect(existsSync(path.join(dir, 'auth', '9.5.0-test'))).toBe(false);
  });

  it('refuses a build that fails its smoke test, and keeps no folder of it', async () => {
    const registryBefore = await readFile(path.join(dir, 'registry.json'), 'utf8');
    const smoke = jest.fn(async (_build: CandidateBuild) => ['/: header is failed (RenderError: …)']);
    await expect(releaseRemote(dir, 'auth', '9.5.0-test', { ...run('release auth 9.5.0-test --percent 10'), percent: 10, smoke, build: copiedBuild })).rejects.toThrow(
      /auth@9\.5\.0-test failed its smoke test in Chromium; nothing was released \(--skip-smoke releases without it\):\n\/: header is failed/,
    );
    // A smoke test that breaks down (no Chromium, a server that does not start) leaves nothing behind either.
    const broken = async () => {
      throw new Error('chromedriver did not start');
    };
    await expect(releaseRemote(dir, 'auth', '9.5.0-test', { ...run('release auth 9.5.0-test --percent 10'), percent: 10, smoke: broken, build: copiedBuild })).rejects.toThrow(/chromedriver did not start/);
    expect(smoke).toHaveBeenCalledWith(expect.objectContaining({ dir, remote: 'auth', version: '9.5.0-test' }));
    expect((await readdir(path.join(dir, 'auth'))).filter((name) => name.includes('9.5.0-test'))).toEqual([]);
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(registryBefore);
  }, 120_000);

  it("changes only the named environment's registry, which starts as a copy of production's; 100 % there needs no --yes; a dirty tree when allowed", async () => {
    const production = await readFile(path.join(dir, 'registry.json'), 'utf8');
    // From a tree with uncommitted changes, allowed and recorded as such.
    const command = 'release auth 9.2.0-test --env staging --allow-dirty';
    await releaseRemote(dir, 'auth', '9.2.0-test', { ...run(command, [], { environment: 'staging', allowDirty: true, build: copiedBuild }), provenance: as(command, { dirty: true }) });
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(production);
    const staging = await readRegistry(dir, 'staging');
    expect(staging.remotes.auth?.version).toBe('9.2.0-test');
    expect({ ...staging.remotes, auth: undefined }).toEqual({ ...JSON.parse(production).remotes, auth: undefined });
    expect((await readHistory(dir, 'staging')).remotes.auth?.at(-1)).toMatchObject({ action: 'release', version: '9.2.0-test', command, dirty: true });
    await expect(readRegistry(dir, 'Prod!')).rejects.toThrow(/not an environment name/);
  }, 120_000);

  it('refuses a release that would break a placed tag, unless forced, and shows the gate the new schema', async () => {
    const registryBefore = await readFile(path.join(dir, 'registry.json'), 'utf8');
    const seen: unknown[] = [];
    const gate = async (schema: Record<string, unknown>) => {
      seen.push(schema['x-version']);
      return ['pages/home.liquid:9:3  address  country: must match pattern "^[A-Z]{3}$"'];
    };
    const options = { ...run('release address 9.3.0-test --yes'), yes: true, gate };
    await expect(releaseRemote(dir, 'address', '9.3.0-test', options)).rejects.toThrow(/would break 1 placed tag\(s\); nothing was released[\s\S]*home\.liquid:9:3/);
    expect(seen).toEqual(['9.3.0-test']);
    expect((await readdir(path.join(dir, 'address'))).sort()).toEqual([packageVersion('address'), '9.4.0-test']);
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(registryBefore);

    await expect(releaseRemote(dir, 'address', '9.3.0-test', { ...options, force: true })).resolves.toMatch(/Forced, although 1 placed tag\(s\) break/);
    expect((await readRegistry(dir)).remotes.address?.version).toBe('9.3.0-test');
  }, 120_000);
});
