/** @jest-environment node */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { haltRollout } from '../widget-server/field-data/rollout-halt';
import { readRegistry } from '../registry/registry-files';
import { promoteRemote } from './promote-and-rollback';
import { run } from './release-testing';

/** A released version's folder as the build leaves it: what the registry entry of a promotion is made from. */
async function releaseFolder(dir: string, version: string): Promise<void> {
  const folder = path.join(dir, 'header', version);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'remoteEntry.js'), `/* header ${version} */`);
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '0.0.0-test' } }));
}

const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const release = (version: string) => ({ version, entry: `header/${version}/remoteEntry.js`, integrity: INTEGRITY });
const HALTED = /^header's rollout of 1\.1\.0 was halted automatically at \d{4}-\d\d-\d\dT[\d:.]+Z: 5 of 60 page views failed \(8\.3 %\), more than 2 %; every session gets 1\.0\.0/;

describe('promote after the server halted a rollout', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'promote-halted-'));
    for (const version of ['1.0.0', '1.1.0']) await releaseFolder(dir, version);
    await writeFile(path.join(dir, 'registry.json'), JSON.stringify({ remotes: { header: { ...release('1.0.0'), rollout: { ...release('1.1.0'), percent: 10 } } } }));
    await haltRollout(dir, { environment: 'production', remote: 'header', version: '1.1.0' }, { views: 60, failed: 5, failingNetworks: 3 });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('says the rollout was halted and why instead of promoting, and how to roll it out again', async () => {
    const registry = await readFile(path.join(dir, 'registry.json'), 'utf8');
    const refusal = promoteRemote(dir, 'header', run('promote header --percent 50', [], { percent: 50 }));
    await expect(refusal).rejects.toThrow(HALTED);
    await expect(refusal).rejects.toThrow(/Nothing promoted\. To roll 1\.1\.0 out again, release a fixed version, or: npm run promote -- header --version 1\.1\.0 --percent 5 --yes$/);
    expect(await readFile(path.join(dir, 'registry.json'), 'utf8')).toBe(registry);
  });

  it('asks before the halted version is rolled out again, and says why it was halted when told to go ahead', async () => {
    const asked: string[] = [];
    const no = async (question: string) => {
      asked.push(question);
      return false;
    };
    await expect(promoteRemote(dir, 'header', run('promote header --version 1.1.0 --percent 5', [], { version: '1.1.0', percent: 5, confirm: no }))).rejects.toThrow(
      /; nothing changed\. Add --yes to promote it all the same, once the failures are fixed or understood\.$/,
    );
    expect(asked).toEqual([expect.stringMatching(HALTED)]);
    expect((await readRegistry(dir)).remotes.header?.rollout).toBeUndefined();

    const promoted = await promoteRemote(dir, 'header', run('promote header --version 1.1.0 --percent 5 --yes', [], { version: '1.1.0', percent: 5, yes: true }));
    expect(promoted).toMatch(/^header: now 1\.0\.0, 1\.1\.0 to 5 % of sessions \(was 1\.0\.0\); recorded from c0ffee/);
    expect(promoted).toContain('\nNote: header\'s rollout of 1.1.0 was halted automatically at ');
    expect((await readRegistry(dir)).remotes.header?.rollout).toMatchObject({ version: '1.1.0', percent: 5 });
    // Rolled out again, the halt is history: promote raises it as any rollout.
    expect(await promoteRemote(dir, 'header', run('promote header --percent 20', [], { percent: 20 }))).not.toMatch(/halted/);
  });
});
