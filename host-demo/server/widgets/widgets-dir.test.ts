/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { compareVersions } from './widgets-dir';

describe('compareVersions', () => {
  it('orders versions by their numbers, a prerelease before its release', () => {
    const versions = ['1.10.0', '1.2.0', '1.2.0-canary', '0.9.1', '1.2.0-canary.2', '1.2.0-canary.10', '2.0.0-beta'];
    expect(versions.sort(compareVersions)).toEqual(['0.9.1', '1.2.0-canary', '1.2.0-canary.2', '1.2.0-canary.10', '1.2.0', '1.10.0', '2.0.0-beta']);
  });

  it('finds equal versions equal', () => {
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
  });
});
