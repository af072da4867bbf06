/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { KnownVersions, UNKNOWN_VERSION } from './known-versions';

describe('KnownVersions', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'known-versions-'));
    await mkdir(path.join(dir, 'header', '1.0.0'), { recursive: true });
    await writeFile(path.join(dir, 'header', '1.0.0', 'remoteEntry.js'), '');
    await writeFile(path.join(dir, 'registry.json'), JSON.stringify({ remotes: {} }));
    await writeFile(path.join(dir, 'registry.staging.json'), JSON.stringify({ remotes: {} }));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('knows the environments that have a registry file, and no other', async () => {
    const known = new KnownVersions(dir, undefined);
    expect(await Promise.all(['production', 'staging', 'made-up'].map((name) => known.hasEnvironment(name)))).toEqual([true, true, false]);
  });

  it('answers beacons that arrive while the first read is under way from that read, not from the empty start', async () => {
    const known = new KnownVersions(dir, undefined);
    const answers = await Promise.all([known.bucketOf('header', '1.0.0'), known.hasEnvironment('production'), known.bucketOf('header', '1.0.0'), known.hasEnvironment('staging')]);
    expect(answers).toEqual(['1.0.0', true, '1.0.0', true]);
    expect(await known.bucketOf('header', '9.9.9')).toBe(UNKNOWN_VERSION);
  });
});
