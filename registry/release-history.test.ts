/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { previousVersion, type ReleaseRecord } from './release-history';

const step = (command: string, version: string, rollout?: ReleaseRecord['rollout']): ReleaseRecord => ({
  action: command.split(' ')[0] as ReleaseRecord['action'],
  command,
  version,
  ...(rollout && { rollout }),
  at: '2026-11-25T12:00:00.000Z',
  by: 'Team Kopf',
  commit: 'abc123',
  dirty: false,
});

describe('previousVersion', () => {
  it('is the version pinned before the current one; rollouts and their raises do not count', () => {
    const records = [
      step('build', '1.0.0'),
      step('release header 1.1.0 --percent 10', '1.0.0', { version: '1.1.0', percent: 10 }),
      step('promote header --percent 50', '1.0.0', { version: '1.1.0', percent: 50 }),
      step('promote header', '1.1.0'),
    ];
    expect(previousVersion(records)).toBe('1.0.0');
  });

  it('goes back one more version on each rollback, not to and fro', () => {
    const records = [step('build', '1.0.0'), step('release header 1.1.0 --yes', '1.1.0'), step('release header 1.2.0 --yes', '1.2.0'), step('rollback header', '1.1.0')];
    expect(previousVersion(records)).toBe('1.0.0');
    expect(previousVersion([...records, step('rollback header', '1.0.0')])).toBeUndefined();
  });

  it('counts a rollback to a named version as a change: rolling back after it returns', () => {
    const records = [step('build', '1.0.0'), step('release header 1.1.0 --yes', '1.1.0'), step('rollback header 0.9.0', '0.9.0')];
    expect(previousVersion(records)).toBe('1.1.0');
  });

  it('knows nothing before the first record', () => {
    expect(previousVersion([])).toBeUndefined();
    expect(previousVersion([step('build', '1.0.0')])).toBeUndefined();
  });
});
