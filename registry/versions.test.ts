/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { compareVersions, isReleaseVersion } from './versions';

describe('compareVersions', () => {
  it('orders versions by their numbers, a prerelease before its release', () => {
    const versions = ['1.10.0', '1.2.0', '1.2.0-canary', '0.9.1', '1.2.0-canary.2', '1.2.0-canary.10', '2.0.0-beta'];
    expect(versions.sort(compareVersions)).toEqual(['0.9.1', '1.2.0-canary', '1.2.0-canary.2', '1.2.0-canary.10', '1.2.0', '1.10.0', '2.0.0-beta']);
  });

  it('finds equal versions equal, and ignores build metadata as semantic versioning says', () => {
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.2.0+build.7', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.0+build.7', '1.10.0')).toBeLessThan(0);
  });
});

describe('isReleaseVersion', () => {
  it.each(['1.2.3', '0.0.1', '1.2.0-canary.1', '10.20.30-rc.1'])('takes %s', (version) => {
    expect(isReleaseVersion(version)).toBe(true);
  });

  // Build metadata does not order versions: 1.2.0+7 and 1.2.0+8 would be two folders of one version.
  it.each(['1.2', 'v1.2.3', '=1.2.3', ' 1.2.3', '1.2.3 ', '01.2.3', '1.2.3-', '1.2.0+build.7', 'latest', ''])('refuses %p', (version) => {
    expect(isReleaseVersion(version)).toBe(false);
  });
});
