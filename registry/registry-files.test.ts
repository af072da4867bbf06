/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Registry } from './registry';
import { MissingIntegrityError, writeRegistry } from './registry-files';

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
