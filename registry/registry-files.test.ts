/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Registry } from './registry';
import { PROPS_SCHEMA_FILE } from './module-defaults';
import { isRegistry } from './registry';
import { MissingIntegrityError, registryEntry, writeRegistry } from './registry-files';

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const released = { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js', integrity: INTEGRITY };

describe('writeRegistry', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-registry-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it.each<[string, Registry, string | undefined]>([
    ['a release without integrity', { remotes: { header: { version: '1.0.0', entry: 'header/1.0.0/remoteEntry.js' } } }, undefined],
    ['a rollout without integrity', { remotes: { header: { ...released, rollout: { version: '1.1.0', entry: 'header/1.1.0/remoteEntry.js', percent: 10 } } } }, undefined],
    ['a malformed integrity', { remotes: { header: { ...released, integrity: 'sha384-kaputt' } } }, undefined],
    ['the dev version outside the dev registry', { remotes: { header: { version: '0.0.0-dev', entry: 'header/0.0.0-dev/remoteEntry.js' } } }, 'staging'],
  ])('refuses %s and writes nothing', async (_what, registry, environment) => {
    await expect(writeRegistry(dir, registry, environment)).rejects.toThrow(MissingIntegrityError);
    expect(existsSync(path.join(dir, environment ? `registry.${environment}.json` : 'registry.json'))).toBe(false);
  });

  it('writes releases with integrity, and the dev version without it in registry.dev.json', async () => {
    await writeRegistry(dir, { remotes: { header: released } });
    await writeRegistry(dir, { remotes: { header: { version: '0.0.0-dev', entry: 'header/0.0.0-dev/remoteEntry.js' }, search: released } }, 'dev');
    expect(existsSync(path.join(dir, 'registry.json'))).toBe(true);
    expect(existsSync(path.join(dir, 'registry.dev.json'))).toBe(true);
  });
});

describe('registryEntry', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'schaufenster-registry-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A built version folder with the files the registry entry reads. */
  async function builtVersion(propsSchema: unknown): Promise<void> {
    const folder = path.join(dir, 'auth', '2.0.0');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'remoteEntry.js'), 'var schaufenster_auth;\n');
    await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' } }));
    await writeFile(path.join(folder, PROPS_SCHEMA_FILE), JSON.stringify(propsSchema));
  }

  it("carries each module's load defaults by tag name, as the version's props.schema.json records them, in a registry the loader accepts", async () => {
    await builtVersion({
      $defs: {
        mount: { 'x-load': 'interaction', 'x-answers': ['auth:open'] },
        'password-change': { 'x-load': 'visible', 'x-answers': [] },
      },
    });
    const entry = await registryEntry(dir, 'auth', '2.0.0');
    expect(entry.modules).toEqual({ auth: { load: 'interaction', answers: ['auth:open'] }, 'auth/password-change': { load: 'visible', answers: [] } });
    expect(isRegistry({ remotes: { auth: entry } })).toBe(true);
    expect(isRegistry({ remotes: { auth: { ...entry, modules: { auth: { load: 'sofort', answers: [] } } } } })).toBe(false);
  });

  it('carries none for a version built before they were recorded (the loader then loads its tags at once)', async () => {
    await builtVersion({ $defs: { mount: { title: 'auth' } } });
    expect((await registryEntry(dir, 'auth', '2.0.0')).modules).toBeUndefined();
  });
});
